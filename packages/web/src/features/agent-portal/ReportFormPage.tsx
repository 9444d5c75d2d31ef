import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { AGENT_PATHS, type AgentReportInput } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { addReport, agentKeys, industriesQuery } from './api.ts';
import { AgentFrame } from './AgentFrame.tsx';
import styles from './agent-portal.module.css';

/** The longest name a report takes (the server's limit). */
const REPORT_NAME_MAX = 100;

type Draft = Required<{ [K in keyof AgentReportInput]: string }>;

const EMPTY: Draft = { name: '', contactName: '', phone: '', taxNumber: '', industry: '', address: '', remark: '' };

/** What the form sends: the name trimmed, every empty optional value as null. */
function inputOf(draft: Draft): AgentReportInput {
  const optional = (value: string) => value.trim() || null;
  return {
    name: draft.name.trim(),
    contactName: optional(draft.contactName),
    phone: optional(draft.phone),
    taxNumber: optional(draft.taxNumber),
    industry: optional(draft.industry),
    address: optional(draft.address),
    remark: optional(draft.remark),
  };
}

function ReportForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const industries = useQuery(industriesQuery());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [nameError, setNameError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((before) => ({ ...before, [field]: value }));
    if (field === 'name' && value.trim()) setNameError('');
  };

  const submit = async () => {
    setError('');
    if (!draft.name.trim()) {
      setNameError(t('web.agent.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      const { report, message } = await addReport(inputOf(draft));
      feedback.success(message);
      await navigate(`${AGENT_PATHS.reportView}?id=${encodeURIComponent(report.id)}`, { replace: true });
      for (const queryKey of [agentKeys.reportsAll, agentKeys.home]) void client.invalidateQueries({ queryKey });
    } catch (failure) {
      // The http layer has told the reason (limit, protected for another, a customer already); what was typed stays.
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const text = (field: keyof Draft, label: string, maxLength: number, extra: { type?: string; required?: boolean } = {}) => (
    <List.Item title={<span className={extra.required ? styles.required : undefined}>{label}</span>}>
      <Input
        data-testid={`report-${field}`}
        aria-label={label}
        value={draft[field]}
        onChange={set(field)}
        maxLength={maxLength}
        type={extra.type}
        style={{ '--font-size': '15px' }}
        className={styles.target}
      />
      {field === 'name' && nameError && (
        <p className={styles.fieldError} role="alert" data-testid="report-name-error">
          {nameError}
        </p>
      )}
    </List.Item>
  );

  return (
    <>
      <List data-testid="report-form">
        {text('name', t('web.agent.customerName'), REPORT_NAME_MAX, { required: true })}
        {text('contactName', t('web.agent.contactName'), 50)}
        {text('phone', t('web.agent.contactPhone'), 30, { type: 'tel' })}
        {text('taxNumber', t('web.agent.taxNumber'), 30)}
        {industries.data && (
          <List.Item title={t('web.agent.industry')}>
            <select
              className={styles.select}
              aria-label={t('web.agent.industry')}
              value={draft.industry}
              onChange={(event) => set('industry')(event.target.value)}
              data-testid="report-industry"
            >
              <option value="">{t('web.agent.notChosen')}</option>
              {industries.data.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.text}
                </option>
              ))}
            </select>
          </List.Item>
        )}
        {text('address', t('web.agent.address'), 500)}
        <List.Item title={t('web.agent.remark')}>
          <TextArea data-testid="report-remark" aria-label={t('web.agent.remark')} value={draft.remark} onChange={set('remark')} maxLength={2000} rows={3} />
        </List.Item>
      </List>
      {error && (
        <p className={styles.danger} role="alert" data-testid="report-error">
          {error}
        </p>
      )}
      <Button
        block
        color="primary"
        className={styles.target}
        style={{ marginTop: 12 }}
        loading={busy}
        onClick={() => void submit()}
        data-testid="report-form-submit"
      >
        {t('web.agent.submit')}
      </Button>
    </>
  );
}

/** /agent/agentCustomerForm: reports a customer to the vendor, for its protection once approved. */
export function ReportFormPage() {
  const { t } = useTranslation();
  return (
    <AgentFrame title={t('web.agent.routeReportForm')} back={AGENT_PATHS.reports}>
      <ReportForm />
    </AgentFrame>
  );
}
