import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { AGENT_PATHS, EMPLOYEE_STATUS, type AgentAccount } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { useSessionStore } from '../../stores/session.ts';
import { isAdminOnly, staffQuery, useSetStaffStatus } from './api.ts';
import { AgentEmpty, AgentFrame, AgentState } from './AgentFrame.tsx';
import styles from './agent-portal.module.css';

function StaffCard({ account, self, busy, onStatus }: { account: AgentAccount; self: boolean; busy: boolean; onStatus: (account: AgentAccount) => void }) {
  const { t } = useTranslation();
  const frozen = account.status === EMPLOYEE_STATUS.frozen;
  return (
    <div className={styles.card} data-testid="staff-item" data-username={account.username} data-status={account.status}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{account.realname}</h3>
        <span className={styles.tags}>
          {self && <Tag color="success">{t('web.agent.staff.you')}</Tag>}
          {account.isAdmin && (
            <Tag color="primary" fill="outline" data-testid="staff-admin">
              {t('web.agent.staff.admin')}
            </Tag>
          )}
          {frozen && (
            <Tag color="danger" data-testid="staff-frozen">
              {t('web.agent.staff.frozen')}
            </Tag>
          )}
        </span>
      </div>
      <div className={styles.cardFacts}>
        <span className={styles.small}>{[account.username, account.phone].filter(Boolean).join(' · ')}</span>
        {/* Not one's own: the server refuses it, and an administrator would lock themself out. */}
        {!self && (
          <Button
            size="small"
            fill="outline"
            color={frozen ? 'primary' : 'danger'}
            className={styles.target}
            loading={busy}
            onClick={() => onStatus(account)}
            data-testid="staff-freeze"
          >
            {t(frozen ? 'web.agent.staff.unfreeze' : 'web.agent.staff.freeze')}
          </Button>
        )}
      </div>
    </div>
  );
}

function Staff() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selfId = useSessionStore((s) => s.info?.id);
  const list = useQuery(staffQuery());
  const setStatus = useSetStaffStatus();

  async function toggle(account: AgentAccount) {
    const freezing = account.status !== EMPLOYEE_STATUS.frozen;
    const name = account.realname || account.username;
    const agreed = await feedback.confirm({ content: t(freezing ? 'web.agent.staff.freezeConfirm' : 'web.agent.staff.unfreezeConfirm', { name }) });
    if (!agreed) return;
    try {
      await setStatus.mutateAsync({ id: account.id, status: freezing ? EMPLOYEE_STATUS.frozen : EMPLOYEE_STATUS.active });
      feedback.success(t(freezing ? 'web.agent.staff.frozenDone' : 'web.agent.staff.unfrozenDone'));
    } catch {
      // The http layer has told the reason; the list stays as it was.
    }
  }

  if (isAdminOnly(list.error)) return <AgentEmpty text={t('web.agent.staff.adminOnly')} testId="staff-admin-only" />;
  if (!list.data) return <AgentState failed={list.isError} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Button block color="primary" fill="outline" className={styles.target} onClick={() => void navigate(AGENT_PATHS.staffForm)} data-testid="staff-add">
        + {t('web.agent.staff.add')}
      </Button>
      {list.data.length === 0 ? (
        <AgentEmpty text={t('web.agent.staff.empty')} testId="staff-empty" />
      ) : (
        <div className={`${styles.cards} ${styles.staffList}`} data-testid="staff-list">
          {list.data.map((account) => (
            <StaffCard
              key={account.id}
              account={account}
              self={account.id === selfId}
              busy={setStatus.isPending && setStatus.variables.id === account.id}
              onStatus={(chosen) => void toggle(chosen)}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** /agent/staff: the partner's login accounts, for its administrators to freeze, unfreeze and add to. */
export function StaffListPage() {
  const { t } = useTranslation();
  return (
    <AgentFrame title={t('web.agent.routeStaff')}>
      <Staff />
    </AgentFrame>
  );
}
