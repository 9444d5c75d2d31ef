import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileNumber, useCountdown } from '../../lib/verification-code.ts';
import { sendPhoneCode } from './api/register.ts';
import styles from './RegisterPage.module.css';

export interface PhoneCodeValue {
  phone: string;
  captcha: string;
}

/** The phone check of spec section 5 (required, then the format): the message key, if any. */
export function phoneErrorKey(phone: string): 'web.auth.inputPhone' | 'web.auth.phoneFormat' | undefined {
  if (!phone.trim()) return 'web.auth.inputPhone';
  if (!isMobileNumber(phone)) return 'web.auth.phoneFormat';
  return undefined;
}

/** Phone number and SMS code with the 60 s resend countdown, for registration and the password reset. */
export function PhoneCodeFields(props: {
  purpose: 'register' | 'alteration';
  value: PhoneCodeValue;
  onChange(value: PhoneCodeValue): void;
  errors: { phone?: string; captcha?: string };
  onError(message: string): void;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [phoneProblem, setPhoneProblem] = useState<string | undefined>();
  const { value, onChange } = props;

  async function askForCode() {
    const problemKey = phoneErrorKey(value.phone);
    const problem = problemKey && t(problemKey);
    setPhoneProblem(problem);
    props.onError('');
    if (problem) return;
    setSending(true);
    try {
      const answer = await sendPhoneCode(value.phone.trim(), props.purpose);
      if (answer.success && answer.result) countdown.start(answer.result.resendAfter);
      else props.onError(answer.message || t('web.auth.smsFailed'));
    } catch (error) {
      props.onError((error as Error).message || t('web.auth.smsFailed'));
    } finally {
      setSending(false);
    }
  }

  const phoneMessage = props.errors.phone ?? phoneProblem;
  return (
    <>
      <label className={styles.field}>
        <span className={styles.label}>{t('web.auth.phone')}</span>
        <span className={styles.control}>
          <input
            className={styles.input}
            data-testid="register-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('web.auth.phonePlaceholder')}
            value={value.phone}
            onChange={(e) => onChange({ ...value, phone: e.target.value })}
            aria-invalid={Boolean(phoneMessage)}
          />
        </span>
        {phoneMessage && <span className={styles.fieldError}>{phoneMessage}</span>}
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('web.auth.code')}</span>
        <span className={styles.control}>
          <input
            className={styles.input}
            data-testid="register-code"
            name="captcha"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('web.auth.codePlaceholder')}
            value={value.captcha}
            onChange={(e) => onChange({ ...value, captcha: e.target.value })}
            aria-invalid={Boolean(props.errors.captcha)}
          />
          <button
            type="button"
            className={styles.sendCode}
            data-testid="register-send-code"
            disabled={sending || countdown.secondsLeft > 0}
            onClick={() => void askForCode()}
          >
            {countdown.secondsLeft > 0 ? t('web.auth.resendIn', { seconds: countdown.secondsLeft }) : t('web.auth.getCode')}
          </button>
        </span>
        {props.errors.captcha && <span className={styles.fieldError}>{props.errors.captcha}</span>}
      </label>
    </>
  );
}
