import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Switch from 'antd-mobile/es/components/switch/index.js';
import { feedback } from '../../../lib/feedback.ts';
import { tKey } from '../../../lib/i18n.ts';
import { ScreenMessage } from '../../../records/view/ScreenState.tsx';
import {
  accountInputOf,
  checkAccount,
  EMPTY_ACCOUNT,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REALNAME_MAX,
  USERNAME_MAX,
  type AccountDraft,
  type AccountField,
  type AccountProblem,
} from '@crm/domain';
import { useAddAgentAccount } from './agent-account-api.ts';
import styles from './AgentAccounts.module.css';

const FORM = 'web.agentAccounts.form';

function AccountForm({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddAgentAccount(agentId);
  const [draft, setDraft] = useState<AccountDraft>(EMPTY_ACCOUNT);
  const [problems, setProblems] = useState<Partial<Record<AccountField, AccountProblem>>>({});

  const set = (field: AccountField) => (value: string) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
  };

  async function submit() {
    const found = checkAccount(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync(accountInputOf(draft));
      feedback.success(t('web.agentAccounts.form.added'));
      void navigate(-1);
    } catch {
      // The http layer has told the reason (the username or phone taken); everything typed stays.
    }
  }

  const field = (name: AccountField, options: { maxLength: number; required?: boolean; type?: string; placeholder?: string; hint?: string }) => {
    const label = tKey(t, `${FORM}.${name}`);
    const problem = problems[name];
    return (
      <List.Item title={<span className={options.required ? styles.required : undefined}>{label}</span>}>
        <Input
          data-testid={`account-${name}`}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          className={styles.input}
          value={draft[name]}
          onChange={set(name)}
          maxLength={options.maxLength}
          type={options.type}
          placeholder={options.placeholder}
          autoComplete={name === 'password' ? 'new-password' : 'off'}
        />
        {problem ? (
          <p className={styles.error} role="alert" data-testid={`account-${name}-error`}>
            {tKey(t, `${FORM}.error.${problem.key}`, problem.values)}
          </p>
        ) : (
          options.hint && <p className={styles.hint}>{options.hint}</p>
        )}
      </List.Item>
    );
  };

  return (
    <div className={styles.form} data-testid="account-form">
      <List>
        {field('username', {
          maxLength: USERNAME_MAX,
          required: true,
          placeholder: t('web.agentAccounts.form.usernamePlaceholder'),
          hint: t('web.agentAccounts.form.usernameHint'),
        })}
        {field('realname', { maxLength: REALNAME_MAX, required: true, placeholder: t('web.agentAccounts.form.realnamePlaceholder') })}
        {field('phone', { maxLength: 30, type: 'tel', placeholder: t('web.agentAccounts.form.phonePlaceholder') })}
        {field('password', {
          maxLength: PASSWORD_MAX,
          required: true,
          type: 'password',
          placeholder: t('web.agentAccounts.form.passwordPlaceholder', { min: PASSWORD_MIN }),
        })}
        <List.Item
          description={t('web.agentAccounts.form.isAdminHint')}
          extra={
            <Switch
              checked={draft.isAdmin}
              onChange={(isAdmin) => setDraft((before) => ({ ...before, isAdmin }))}
              aria-label={t('web.agentAccounts.form.isAdmin')}
              style={{ '--height': '44px', '--width': '72px' }}
              data-testid="account-admin"
            />
          }
        >
          {t('web.agentAccounts.form.isAdmin')}
        </List.Item>
      </List>
      <div className={styles.submitRow}>
        <Button block color="primary" size="large" loading={add.isPending} onClick={() => void submit()} data-testid="account-submit">
          {t('web.agentAccounts.form.submit')}
        </Button>
      </div>
    </div>
  );
}

/** /agent/agentUserAccountForm?agentId=: a new login account of the partner's (its detail's "add account"), back to the detail once made. */
export function AccountFormPage() {
  const { t } = useTranslation();
  const agentId = useSearchParams()[0].get('agentId') ?? '';
  if (!agentId) return <ScreenMessage text={t('web.agentAccounts.noPartner')} />;
  return <AccountForm agentId={agentId} />;
}
