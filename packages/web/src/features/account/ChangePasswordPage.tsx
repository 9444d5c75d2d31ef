import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Form from 'antd-mobile/es/components/form/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import { feedback } from '../../lib/feedback.ts';
import { HttpError } from '../../lib/http.ts';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { logout } from '../../lib/session.ts';
import { updatePassword } from './api/account.ts';

/** The server's bounds (users/routes.ts), as at registration and reset. */
const MIN_PASSWORD_LENGTH = 6;

type Errors = { current?: string; next?: string; confirm?: string };

/**
 * /account/changePassword (Mine > Change password): the current password, a new one of at least
 * six characters, unlike the current one, typed twice. Bad input is told at its field and sends
 * nothing. The server then ends every session of the account, this one too: the user is logged
 * out here and logs in again with the new password.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  function check(): Errors {
    return {
      current: current ? undefined : t('web.password.inputCurrent'),
      next: !next
        ? t('web.password.inputNext')
        : next.length < MIN_PASSWORD_LENGTH
          ? t('web.password.tooShort', { min: MIN_PASSWORD_LENGTH })
          : next === current
            ? t('web.password.sameAsCurrent')
            : undefined,
      confirm: next && confirm !== next ? t('web.password.mismatch') : undefined,
    };
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const found = check();
    setErrors(found);
    setFormError('');
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const answer = await updatePassword({ oldPassword: current, password: next });
      if (!answer.success) {
        setFormError(answer.message || t('web.password.failed'));
        return;
      }
      feedback.success(answer.message);
      await logout();
      void navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      setFormError((error instanceof HttpError && error.envelope?.message) || (error as Error).message || t('web.password.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: keyof Errors, label: string, placeholder: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <Form.Item label={label} description={errors[name] && <span style={{ color: 'var(--adm-color-danger)' }}>{errors[name]}</span>}>
      <Input
        type="password"
        data-testid={`password-${name}`}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={set}
        aria-invalid={Boolean(errors[name])}
        style={{ '--font-size': '16px' }}
      />
    </Form.Item>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('web.route.changePassword')} data-testid="change-password">
      {formError && (
        <div role="alert" style={{ color: 'var(--adm-color-danger)', background: '#fff1f0', padding: '10px 16px' }} data-testid="password-error">
          {formError}
        </div>
      )}
      <Form layout="vertical" mode="card" style={{ marginTop: 12 }}>
        {field('current', t('web.password.current'), t('web.password.currentPlaceholder'), current, setCurrent, 'current-password')}
        {field('next', t('web.password.next'), t('web.password.nextPlaceholder', { min: MIN_PASSWORD_LENGTH }), next, setNext, 'new-password')}
        {field('confirm', t('web.password.confirm'), t('web.password.confirmPlaceholder'), confirm, setConfirm, 'new-password')}
      </Form>
      <p style={{ color: 'var(--adm-color-weak)', fontSize: 13, padding: '0 16px' }}>{t('web.password.hint')}</p>
      <div style={{ padding: '8px 16px 24px' }}>
        <Button block color="primary" size="large" type="submit" loading={submitting} data-testid="password-submit">
          {t('web.password.submit')}
        </Button>
      </div>
    </form>
  );
}
