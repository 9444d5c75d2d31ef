import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { MAX_OPINION_LENGTH, type AuditRecordRef } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { auditFlowPath, auditRecordPath, auditRefOf } from '../../records/audit/audit-links.ts';
import { auditFlowQuery, useAuditAction } from '../../records/audit/audit-queries.ts';
import { ScreenMessage } from '../../records/view/ScreenState.tsx';
import styles from './Audit.module.css';

type Decision = 'agree' | 'reject';
const decisionOf = (value: string | null): Decision | null => (value === 'agree' || value === 'reject' ? value : null);

function OpinionForm({ target: ref, action }: { target: AuditRecordRef; action: Decision }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useQuery(auditFlowQuery(ref));
  const run = useAuditAction();
  const [opinion, setOpinion] = useState('');
  usePageTitle({ title: t(`web.audit.route.${action}`), subject: flow.data?.title });

  /** Back where the user came from; opened without history (a shared link), to the record. */
  function leave() {
    const record = auditRecordPath(ref);
    if (historyIndex() > 0 || !record) void navigate(-1);
    else void navigate(record, { replace: true });
  }

  async function confirm() {
    try {
      await run.mutateAsync({ action, ...ref, opinion });
    } catch {
      // The HTTP client said why; the opinion stays for another try.
      return;
    }
    feedback.success(t(`web.audit.done.${action}`));
    leave();
  }

  // The flow says the caller may no longer act (someone else did, or it was revoked): said before
  // the opinion is typed. Not after the caller's own decision, whose answer says the same.
  if (flow.data && !flow.data.can[action] && run.isIdle) {
    return (
      <div className={styles.page}>
        <ScreenMessage text={t('web.audit.opinion.notAllowed')} />
        <div className={styles.footer}>
          <Button block size="large" onClick={() => void navigate(auditFlowPath(ref), { replace: true })} data-testid="audit-open-flow">
            {t('web.audit.opinion.openFlow')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="audit-opinion-page" data-action={action}>
      <section className={styles.section} style={{ marginTop: 0 }}>
        <label className={styles.fieldLabel} htmlFor="audit-opinion">
          {t('web.audit.opinion.label')}
        </label>
        <TextArea
          id="audit-opinion"
          data-testid="audit-opinion"
          value={opinion}
          onChange={setOpinion}
          placeholder={t('web.audit.opinion.placeholder')}
          maxLength={MAX_OPINION_LENGTH}
          showCount
          rows={6}
        />
      </section>
      <div className={styles.footer}>
        <Button
          block
          size="large"
          color={action === 'reject' ? 'danger' : 'primary'}
          loading={run.isPending}
          onClick={() => void confirm()}
          data-testid="audit-confirm"
        >
          {t(`web.audit.action.${action}`)}
        </Button>
      </div>
    </div>
  );
}

/**
 * /common/audit?apiName=&id=&action=agree|reject (also /audit/commonAudit): the optional opinion
 * (spec section 5) and the decision; done, it says so and goes back.
 */
export function AuditOpinionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = auditRefOf(params);
  const action = decisionOf(params.get('action'));
  if (!ref) return <ScreenMessage text={t('web.audit.flow.missing')} />;
  if (!action) return <ScreenMessage text={t('web.audit.opinion.unknownAction')} />;
  return <OpinionForm key={`${ref.apiName}:${ref.id}:${action}`} target={ref} action={action} />;
}
