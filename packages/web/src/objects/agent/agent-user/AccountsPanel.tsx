import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { EMPLOYEE_STATUS, type AgentAccount } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { usePermission } from '../../../lib/permission.tsx';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import frame from '../../../records/view/RecordPanel.module.css';
import { agentAccountsQuery, useSetAgentAccountStatus } from './agent-account-api.ts';
import styles from './AgentAccounts.module.css';

/** The page where an account of the partner's is made (src/objects/index.ts lists it). */
const ACCOUNT_FORM_PATH = '/agent/agentUserAccountForm';

function AccountRow({ account, onStatus, busy }: { account: AgentAccount; onStatus?: (account: AgentAccount) => void; busy: boolean }) {
  const { t } = useTranslation();
  const frozen = account.status === EMPLOYEE_STATUS.frozen;
  return (
    <li className={styles.account} data-testid="agent-account" data-username={account.username} data-status={account.status}>
      <div className={styles.who}>
        <div className={styles.nameLine}>
          <span className={styles.realname}>{account.realname}</span>
          {account.isAdmin && (
            <Tag color="primary" fill="outline" data-testid="agent-account-admin">
              {t('web.agentAccounts.admin')}
            </Tag>
          )}
          {frozen && (
            <Tag color="danger" data-testid="agent-account-frozen">
              {t('web.agentAccounts.frozen')}
            </Tag>
          )}
        </div>
        <span className={styles.facts}>{[account.username, account.phone].filter(Boolean).join(' · ')}</span>
      </div>
      {onStatus && (
        <Button
          size="small"
          color={frozen ? 'primary' : 'danger'}
          fill="outline"
          className={styles.target}
          loading={busy}
          onClick={() => onStatus(account)}
          data-testid="agent-account-freeze"
        >
          {t(frozen ? 'web.agentAccounts.unfreeze' : 'web.agentAccounts.freeze')}
        </Button>
      )}
    </li>
  );
}

/**
 * On a partner's detail screen: its login accounts, and, for whoever may change the partner,
 * freezing or unfreezing each and making a new one (the server asks the same of the record).
 */
export function AccountsPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const agentId = record.id;
  const accounts = useQuery(agentAccountsQuery(agentId));
  const setStatus = useSetAgentAccountStatus(agentId);
  const canEdit = can('agent:agentUser:edit') && record._access?.canEdit !== false;

  async function toggle(account: AgentAccount) {
    const freezing = account.status !== EMPLOYEE_STATUS.frozen;
    const agreed = await feedback.confirm({
      content: t(freezing ? 'web.agentAccounts.freezeConfirm' : 'web.agentAccounts.unfreezeConfirm', { name: account.realname || account.username }),
    });
    if (!agreed) return;
    try {
      await setStatus.mutateAsync({ id: account.id, status: freezing ? EMPLOYEE_STATUS.frozen : EMPLOYEE_STATUS.active });
      feedback.success(t(freezing ? 'web.agentAccounts.frozenDone' : 'web.agentAccounts.unfrozenDone'));
    } catch {
      // The http layer has told the reason; the list stays as it was.
    }
  }

  return (
    <section className={frame.panel} data-testid="agent-accounts">
      <div className={styles.head}>
        <h3 className={frame.title}>{t('web.agentAccounts.title')}</h3>
        {canEdit && (
          <Button
            size="small"
            color="primary"
            fill="none"
            className={styles.target}
            onClick={() => void navigate(`${ACCOUNT_FORM_PATH}?agentId=${encodeURIComponent(agentId)}`)}
            data-testid="agent-account-add"
          >
            + {t('web.agentAccounts.add')}
          </Button>
        )}
      </div>
      {accounts.isError ? (
        <div className={styles.state} role="alert">
          {t('web.common.loadFailed')}
          <Button size="small" fill="none" color="primary" className={styles.target} onClick={() => void accounts.refetch()}>
            {t('web.common.retry')}
          </Button>
        </div>
      ) : !accounts.data ? (
        <p className={styles.state} role="status">
          {t('web.common.loading')}
        </p>
      ) : accounts.data.length === 0 ? (
        <p className={styles.state} data-testid="agent-accounts-empty">
          {t('web.agentAccounts.empty')}
        </p>
      ) : (
        <ul className={styles.accounts}>
          {accounts.data.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              busy={setStatus.isPending && setStatus.variables.id === account.id}
              onStatus={canEdit ? (chosen) => void toggle(chosen) : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
