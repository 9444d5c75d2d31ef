import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import type { ServiceFormInfo, ServiceFormInput } from '@crm/domain';
import { serviceFormQuery, submitServiceForm } from './api.ts';
import { PortalFrame, PortalState } from './PortalFrame.tsx';
import { SubmitBar, useSending } from './SubmitBar.tsx';

const EMPTY: ServiceFormInput = { companyName: '', contactName: '', contactPhone: '', subject: '', workOrderType: '', urgency: '2', problemDescription: '' };

function RequestForm({ formKey, info, done }: { formKey: string; info: ServiceFormInfo; done: (no: string) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState(EMPTY);
  const { error, busy, run } = useSending();
  const set = (name: keyof ServiceFormInput) => (value: string) => setInput((before) => ({ ...before, [name]: value }));
  const text = (name: keyof ServiceFormInput, maxLength: number) => (
    <List.Item title={t(`web.terminal.${name}`)}>
      <Input data-testid={`request-${name}`} value={input[name]} onChange={set(name)} maxLength={maxLength} />
    </List.Item>
  );
  const submit = () => run(async () => done((await submitServiceForm(formKey, input)).workOrderNo));
  return (
    <>
      <p>{t('web.terminal.requestSubtitle', { company: info.companyName })}</p>
      <List>
        {text('companyName', 100)}
        {text('contactName', 50)}
        {text('contactPhone', 20)}
        {text('subject', 100)}
        <List.Item title={t('web.terminal.workOrderType')}>
          <Selector
            value={[input.workOrderType]}
            onChange={(v) => set('workOrderType')(v[0] ?? '')}
            options={info.types.map((o) => ({ value: o.value, label: o.text }))}
          />
        </List.Item>
        <List.Item title={t('web.terminal.urgency')}>
          <Selector
            value={[input.urgency]}
            onChange={(v) => set('urgency')(v[0] ?? '')}
            options={info.urgencies.map((o) => ({ value: o.value, label: o.text }))}
          />
        </List.Item>
        <List.Item title={t('web.terminal.problemDescription')}>
          <TextArea data-testid="request-problemDescription" value={input.problemDescription} onChange={set('problemDescription')} maxLength={2000} rows={4} />
        </List.Item>
      </List>
      <SubmitBar error={error} busy={busy} onSubmit={() => void submit()} testId="request-submit" />
    </>
  );
}

function ServiceRequest({ formKey }: { formKey: string }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery({ ...serviceFormQuery(formKey), enabled: formKey !== '' });
  const [number, setNumber] = useState<string | null>(null);
  if (number !== null) {
    return (
      <div data-testid="request-done">
        <h2>{t('web.terminal.requestDone')}</h2>
        <p>{t('web.terminal.requestNumber', { no: number })}</p>
      </div>
    );
  }
  if (formKey === '' || isError) return <p role="alert">{t('web.terminal.linkInvalid')}</p>;
  return data ? <RequestForm formKey={formKey} info={data} done={setNumber} /> : <PortalState />;
}

/** /crm/crmServiceAdd?key=: the company's public service request (no account); a success screen with the work order's number. */
export function ServiceRequestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PortalFrame title={t('web.terminal.routeServiceAdd')} back={null}>
      <ServiceRequest formKey={params.get('key') ?? ''} />
    </PortalFrame>
  );
}
