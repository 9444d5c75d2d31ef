import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { isEmailAddress, isMobileNumber, useCountdown } from '../../lib/verification-code.ts';
import type { CodeChannel } from './api/login.ts';
import styles from './LoginPage.module.css';

type FieldErrors = { target?: string; captcha?: string };

const loadSubmit = () => import('./submit-login.ts');

/** Phone number or e-mail address and a code sent to it (spec section 2 "login by phone code"). */
export function CodeLoginForm({ channel, consent, granted }: { channel: CodeChannel; consent: ReactNode; granted(): boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();
  const phone = channel === 'phone';

  function targetError(): string | undefined {
    if (!target.trim()) return t(phone ? 'web.auth.inputPhone' : 'web.auth.inputEmail');
    if (phone ? !isMobileNumber(target) : !isEmailAddress(target)) return t(phone ? 'web.auth.phoneFormat' : 'web.auth.emailFormat');
    return undefined;
  }

  async function askForCode() {
    const error = targetError();
    setFieldErrors({ target: error });
    setFormError('');
    // A code is sent only to someone who agreed to how the number is used.
    if (error || !granted()) return;
    setSending(true);
    try {
      const { requestCode } = await loadSubmit();
      const answer = await requestCode(channel, target.trim(), 'login', t(phone ? 'web.auth.smsFailed' : 'web.auth.emailFailed'));
      if ('error' in answer) setFormError(answer.error);
      else countdown.start(answer.resendAfter);
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: FieldErrors = { target: targetError(), captcha: captcha.trim() ? undefined : t('web.auth.inputCode') };
    setFieldErrors(errors);
    setFormError('');
    if (errors.target || errors.captcha || !granted()) return;
    setSubmitting(true);
    try {
      const { submitCodeLogin } = await loadSubmit();
      const failure = await submitCodeLogin(channel, target.trim(), captcha.trim(), (to, options) => navigate(to, options), t('web.auth.loginFailed'));
      if (failure) setFormError(failure);
    } finally {
      setSubmitting(false);
    }
  }

  const label = t(phone ? 'web.auth.phoneTab' : 'web.auth.emailTab');
  return (
    <form onSubmit={submit} onFocus={() => void loadSubmit()} noValidate aria-label={label}>
      {formError && (
        <div role="alert" className={styles.formError}>
          {formError}
        </div>
      )}
      <label className={styles.field}>
        <span className={styles.label}>{t(phone ? 'web.auth.phone' : 'web.auth.email')}</span>
        <span className={styles.control}>
          <input
            className={styles.input}
            data-testid={`${channel}-target`}
            name={phone ? 'mobile' : 'email'}
            type={phone ? 'tel' : 'email'}
            inputMode={phone ? 'tel' : 'email'}
            autoComplete={phone ? 'tel' : 'email'}
            placeholder={t(phone ? 'web.auth.phonePlaceholder' : 'web.auth.emailPlaceholder')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            aria-invalid={Boolean(fieldErrors.target)}
          />
        </span>
        {fieldErrors.target && <span className={styles.fieldError}>{fieldErrors.target}</span>}
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('web.auth.code')}</span>
        <span className={styles.control}>
          <input
            className={styles.input}
            data-testid={`${channel}-code`}
            name="captcha"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('web.auth.codePlaceholder')}
            value={captcha}
            onChange={(e) => setCaptcha(e.target.value)}
            aria-invalid={Boolean(fieldErrors.captcha)}
          />
          <button
            type="button"
            className={styles.sendCode}
            data-testid={`${channel}-send-code`}
            disabled={sending || countdown.secondsLeft > 0}
            onClick={() => void askForCode()}
          >
            {countdown.secondsLeft > 0 ? t('web.auth.resendIn', { seconds: countdown.secondsLeft }) : t('web.auth.getCode')}
          </button>
        </span>
        {fieldErrors.captcha && <span className={styles.fieldError}>{fieldErrors.captcha}</span>}
      </label>
      {consent}
      <Button className={styles.submit} data-testid={`${channel}-submit`} type="submit" color="primary" size="large" block loading={submitting}>
        {t('web.auth.submit')}
      </Button>
    </form>
  );
}
