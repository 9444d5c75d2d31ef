import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { formatDateTime, type AuditFlowView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { auditRecordPath } from '../../records/audit/audit-links.ts';
import { useAuditAction } from '../../records/audit/audit-queries.ts';
import { useLinkedFlow } from './api/linked-flow.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import styles from './Audit.module.css';

/** The approvers of the step waiting who have not acted yet: whom an urge reminds. */
function waitingApprovers(flow: AuditFlowView) {
  const step = flow.steps.find((s) => s.state === 'current');
  return { step, approvers: step?.approvers.filter((approver) => approver.state === 'waiting') ?? [] };
}

/** The time until which urging again waits (an hour after the last urge), while it is still ahead; re-checked when it passes. */
function useUrgeWait(urgeAgainAt: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  const until = urgeAgainAt ? Date.parse(urgeAgainAt) : NaN;
  const ahead = Number.isFinite(until) && until > now;
  useEffect(() => {
    if (!ahead) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - Date.now() + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [ahead, until]);
  return ahead ? urgeAgainAt : null;
}

/**
 * /audit/commonUrge?apiName=&id=: who the approval waits for, and a reminder to them (the
 * submitter, while pending; once an hour a record: until then the button says when).
 */
export function UrgePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, flow } = useLinkedFlow();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const run = useAuditAction();
  const waitUntil = useUrgeWait(flow.data?.urgeAgainAt ?? null);
  usePageTitle({ subject: flow.data?.title });

  if (!ref || flow.isError) return <ScreenMessage text={t('web.audit.flow.missing')} />;
  if (!flow.data) return <ScreenLoading />;
  const { step, approvers } = waitingApprovers(flow.data);
  const allowed = flow.data.can.urge && !waitUntil;

  async function urge() {
    if (!ref) return;
    try {
      await run.mutateAsync({ action: 'urge', ...ref });
    } catch {
      return;
    }
    feedback.success(t('web.audit.done.urge'));
    const record = auditRecordPath(ref);
    if (historyIndex() > 0 || !record) void navigate(-1);
    else void navigate(record, { replace: true });
  }

  return (
    <div className={styles.page} data-testid="audit-urge-page">
      <List header={t('web.audit.urge.waiting')}>
        {approvers.length === 0 ? (
          <List.Item>
            <span className={styles.weak}>{t('web.audit.urge.none')}</span>
          </List.Item>
        ) : (
          approvers.map((approver) => (
            <List.Item key={approver.userId} data-testid="urge-approver" description={step?.name || undefined}>
              {approver.realname}
            </List.Item>
          ))
        )}
      </List>
      <p className={styles.weak} style={{ padding: '12px 12px 0', margin: 0 }}>
        {t('web.audit.urge.hint')}
      </p>
      <div className={styles.footer}>
        <Button block size="large" color="primary" disabled={!allowed} loading={run.isPending} onClick={() => void urge()} data-testid="urge-submit">
          {t('web.audit.urge.submit')}
        </Button>
        {waitUntil ? (
          <p className={styles.weak} role="status" data-testid="urge-again-at" style={{ textAlign: 'center' }}>
            {t('web.audit.urge.againAt', { time: formatDateTime(waitUntil, timeZone) })}
          </p>
        ) : (
          !flow.data.can.urge && (
            <p className={styles.weak} role="status" style={{ textAlign: 'center' }}>
              {t('web.audit.urge.notAllowed')}
            </p>
          )
        )}
      </div>
    </div>
  );
}
