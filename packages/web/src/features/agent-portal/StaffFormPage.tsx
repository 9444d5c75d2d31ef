import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Switch from 'antd-mobile/es/components/switch/index.js';
import { AGENT_PATHS } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { addStaff, agentKeys } from './api.ts';
import { AgentFrame } from './AgentFrame.tsx';
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
import styles from './agent-portal.module.css';

const FORM = 'web.agent.staff.form';

function StaffForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<AccountDraft>(EMPTY_ACCOUNT);
  const [problems, setProblems] = useState<Partial<Record<AccountField, AccountProblem>>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: AccountField) => (value: string) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
  };

  const submit = async () => {
    const found = checkAccount(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await addStaff(accountInputOf(draft));
      feedback.success(t('web.agent.staff.form.added'));
      void client.invalidateQueries({ queryKey: agentKeys.staff });
      await navigate(AGENT_PATHS.staff, { replace: true });
    } catch {
      // The http layer has told the reason (the username or phone taken); everything typed stays.
    } finally {
      setBusy(false);
    }
  };

  const field = (name: AccountField, options: { maxLength: number; required?: boolean; type?: string; placeholder?: string; hint?: string }) => {
    const label = tKey(t, `${FORM}.${name}`);
    const problem = problems[name];
    return (
      <List.Item title={<span className={options.required ? styles.required : undefined}>{label}</span>}>
        <Input
          data-testid={`account-${name}`}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          className={styles.target}
          style={{ '--font-size': '15px' }}
          value={draft[name]}
          onChange={set(name)}
          maxLength={options.maxLength}
          type={options.type}
          placeholder={options.placeholder}
          autoComplete={name === 'password' ? 'new-password' : 'off'}
        />
        {problem ? (
          <p className={styles.fieldError} role="alert" data-testid={`account-${name}-error`}>
            {tKey(t, `${FORM}.error.${problem.key}`, problem.values)}
          </p>
        ) : (
          options.hint && <p className={styles.small}>{options.hint}</p>
        )}
      </List.Item>
    );
  };

  return (
    <>
      <List data-testid="account-form">
        {field('username', {
          maxLength: USERNAME_MAX,
          required: true,
          placeholder: t('web.agent.staff.form.usernamePlaceholder'),
          hint: t('web.agent.staff.form.usernameHint'),
        })}
        {field('realname', { maxLength: REALNAME_MAX, required: true, placeholder: t('web.agent.staff.form.realnamePlaceholder') })}
        {field('phone', { maxLength: 30, type: 'tel', placeholder: t('web.agent.staff.form.phonePlaceholder') })}
        {field('password', {
          maxLength: PASSWORD_MAX,
          required: true,
          type: 'password',
          placeholder: t('web.agent.staff.form.passwordPlaceholder', { min: PASSWORD_MIN }),
        })}
        <List.Item
          description={t('web.agent.staff.form.isAdminHint')}
          extra={
            <Switch
              checked={draft.isAdmin}
              onChange={(isAdmin) => setDraft((before) => ({ ...before, isAdmin }))}
              aria-label={t('web.agent.staff.form.isAdmin')}
              style={{ '--height': '44px', '--width': '72px' }}
              data-testid="account-admin"
            />
          }
        >
          {t('web.agent.staff.form.isAdmin')}
        </List.Item>
      </List>
      <Button
        block
        color="primary"
        className={styles.target}
        style={{ marginTop: 12 }}
        loading={busy}
        onClick={() => void submit()}
        data-testid="account-submit"
      >
        {t('web.agent.staff.form.submit')}
      </Button>
    </>
  );
}

/** /agent/staffForm: a new login account of the partner's, made by one of its administrators. */
export function StaffFormPage() {
  const { t } = useTranslation();
  return (
    <AgentFrame title={t('web.agent.routeStaffForm')} back={AGENT_PATHS.staff}>
      <StaffForm />
    </AgentFrame>
  );
}
