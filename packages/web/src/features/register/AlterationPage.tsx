import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { feedback } from '../../lib/feedback.ts';
import { resetPassword } from './api/register.ts';
import { PhoneCodeFields, phoneErrorKey, type PhoneCodeValue } from './PhoneCodeFields.tsx';
import { MIN_PASSWORD_LENGTH } from './RegisterPage.tsx';
import styles from './RegisterPage.module.css';

type FieldErrors = { phone?: string; captcha?: string; password?: string; confirm?: string };

/**
 * /user/alteration: a new password for the account of a phone number, proven by a code sent to
 * it. The page is public (spec section 2), so it serves people who cannot log in: the reset of a
 * forgotten password, as the page of this name does in JeecgBoot.
 */
export function AlterationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [contact, setContact] = useState<PhoneCodeValue>({ phone: '', captcha: '' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const phoneKey = phoneErrorKey(contact.phone);
    const found: FieldErrors = {
      phone: phoneKey && t(phoneKey),
      captcha: contact.captcha.trim() ? undefined : t('web.auth.inputCode'),
      password: !password
        ? t('web.auth.inputPassword')
        : password.length < MIN_PASSWORD_LENGTH
          ? t('web.register.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
          : undefined,
      confirm: confirm !== password ? t('web.register.passwordMismatch') : undefined,
    };
    setErrors(found);
    setFormError('');
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const answer = await resetPassword({ phone: contact.phone.trim(), captcha: contact.captcha.trim(), password });
      if (!answer.success) {
        setFormError(answer.message || t('web.register.failed'));
        return;
      }
      feedback.success(answer.message);
      navigate('/user/login', { replace: true });
    } catch (error) {
      setFormError((error as Error).message || t('web.register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('web.register.alterationTitle')}</h1>
      <p className={styles.subtitle}>{t('web.register.alterationSubtitle')}</p>
      <form onSubmit={submit} noValidate aria-label={t('web.register.alterationTitle')}>
        {formError && (
          <div role="alert" className={styles.formError}>
            {formError}
          </div>
        )}
        <PhoneCodeFields purpose="alteration" value={contact} onChange={setContact} errors={errors} onError={setFormError} />
        <label className={styles.field}>
          <span className={styles.label}>{t('web.register.newPassword')}</span>
          <span className={styles.control}>
            <input
              className={styles.input}
              data-testid="alteration-password"
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(errors.password)}
            />
          </span>
          {errors.password && <span className={styles.fieldError}>{errors.password}</span>}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('web.register.confirmPassword')}</span>
          <span className={styles.control}>
            <input
              className={styles.input}
              data-testid="alteration-confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              aria-invalid={Boolean(errors.confirm)}
            />
          </span>
          {errors.confirm && <span className={styles.fieldError}>{errors.confirm}</span>}
        </label>
        <Button className={styles.submit} data-testid="alteration-submit" type="submit" color="primary" size="large" block loading={submitting}>
          {t('web.register.alterationSubmit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/user/login">{t('web.register.toLogin')}</Link>
      </p>
    </main>
  );
}
