import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Steps from 'antd-mobile/es/components/steps/index.js';
import { formatDateTime, type AuditEvent, type AuditStepState, type AuditStepView } from '@crm/domain';
import { usePageTitle } from '../../lib/route-handle.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { auditRecordPath } from '../../records/audit/audit-links.ts';
import { useAuditButtons } from '../../records/audit/audit-buttons.ts';
import { useLinkedFlow } from './api/linked-flow.ts';
import { AuditStatusTag } from '../../records/audit/AuditStatusTag.tsx';
import { useObjectLabels } from '../../records/audit/object-labels.ts';
import { RecordActionBar, RecordActionBarSpace } from '../../records/view/RecordActionBar.tsx';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import styles from './Audit.module.css';

const STEP_STATUS: Record<AuditStepState, 'wait' | 'process' | 'finish' | 'error'> = {
  done: 'finish',
  current: 'process',
  waiting: 'wait',
  rejected: 'error',
  cancelled: 'wait',
};

/** A step's approvers, each with where they stand, their opinion and when they acted. */
function StepApprovers({ step }: { step: AuditStepView }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  return (
    <div>
      <p className={styles.approver}>{t(`web.audit.flow.mode.${step.mode}`)}</p>
      {step.approvers.map((approver) => (
        <div key={approver.userId} data-testid="audit-approver" data-state={approver.state}>
          <p className={styles.approver}>
            {approver.realname} · {t(`web.audit.flow.approverState.${approver.state}`)}
            {approver.actedAt ? ` · ${formatDateTime(approver.actedAt, timeZone)}` : ''}
          </p>
          {approver.opinion && <p className={styles.approver}>{t('web.audit.flow.opinion', { opinion: approver.opinion })}</p>}
        </div>
      ))}
    </div>
  );
}

/** Newest first, as the contract answers; kept so whatever order arrives. */
const newestFirst = (history: readonly AuditEvent[]) => [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

/**
 * /common/approvalFlow?apiName=&id=: a record's approval. Its status, who submitted it and when,
 * the steps of its latest submission with each approver's state, opinion and time, the history of
 * every submission, and what the caller may do now.
 */
export function ApprovalFlowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, flow } = useLinkedFlow();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const objectLabel = useObjectLabels(ref ? [ref.apiName] : []);
  usePageTitle({ subject: flow.data?.title });
  const buttons = useAuditButtons(ref ?? { apiName: '', id: '' }, flow.data);

  if (!ref || flow.isError) return <ScreenMessage text={t('web.audit.flow.missing')} />;
  if (!flow.data) return <ScreenLoading />;
  const view = flow.data;
  const recordPath = auditRecordPath(ref);
  const current = view.steps.findIndex((step) => step.state === 'current');
  return (
    <div className={styles.page} data-testid="approval-flow">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <div className={styles.cardHead}>
          <span>{objectLabel(ref.apiName)}</span>
          <AuditStatusTag value={view.auditStatus} />
        </div>
        <h2 className={styles.cardTitle} data-testid="approval-flow-title">
          {view.title}
        </h2>
        {view.submittedAt ? (
          <p className={styles.cardLine} data-testid="approval-flow-submitter">
            {t('web.audit.list.submitter', { name: view.submitterName })} ·{' '}
            {t('web.audit.list.submittedAt', { time: formatDateTime(view.submittedAt, timeZone) })}
          </p>
        ) : (
          <p className={styles.cardLine}>{t('web.audit.flow.notSubmitted')}</p>
        )}
      </section>
      {recordPath && (
        <List style={{ marginTop: 8 }}>
          <List.Item data-testid="approval-flow-record" onClick={() => void navigate(recordPath)}>
            {t('web.audit.flow.openRecord')}
          </List.Item>
        </List>
      )}
      <section className={styles.section} aria-label={t('web.audit.flow.steps')}>
        <h3 className={styles.sectionTitle}>{t('web.audit.flow.steps')}</h3>
        {view.steps.length === 0 ? (
          <p className={styles.weak}>{t('web.audit.flow.noSteps')}</p>
        ) : (
          <Steps direction="vertical" current={current < 0 ? view.steps.length : current} data-testid="approval-flow-steps">
            {view.steps.map((step, index) => (
              <Steps.Step
                key={index}
                status={STEP_STATUS[step.state]}
                title={step.name || t('web.audit.flow.stepName', { n: index + 1 })}
                description={<StepApprovers step={step} />}
              />
            ))}
          </Steps>
        )}
      </section>
      <section className={styles.section} aria-label={t('web.audit.flow.history')}>
        <h3 className={styles.sectionTitle}>{t('web.audit.flow.history')}</h3>
        {view.history.length === 0 ? (
          <p className={styles.weak}>{t('web.audit.flow.noHistory')}</p>
        ) : (
          <List data-testid="approval-flow-history" style={{ '--padding-left': '0', '--border-top': 'none', '--border-bottom': 'none' }}>
            {newestFirst(view.history).map((event, index) => (
              <List.Item
                key={`${event.at}-${index}`}
                data-testid="approval-event"
                description={event.opinion ? t('web.audit.flow.opinion', { opinion: event.opinion }) : undefined}
                extra={<span className={styles.weak}>{formatDateTime(event.at, timeZone)}</span>}
              >
                {[event.realname, t(`web.audit.flow.event.${event.action}`), event.stepName].filter(Boolean).join(' · ')}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <RecordActionBarSpace actions={buttons} />
      <RecordActionBar actions={buttons} />
    </div>
  );
}
