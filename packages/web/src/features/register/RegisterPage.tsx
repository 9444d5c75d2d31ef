import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { isLoginSuccess } from '@crm/domain';
import { registerCompany } from './api/register.ts';
import { PhoneCodeFields, phoneErrorKey, type PhoneCodeValue } from './PhoneCodeFields.tsx';
import type { RegisterResultState } from './RegisterResultPage.tsx';
import { Consent, useConsent } from '../../lib/consent/Consent.tsx';
import styles from './RegisterPage.module.css';

/** Shortest password the server takes. */
export const MIN_PASSWORD_LENGTH = 6;

type FieldErrors = { companyName?: string; phone?: string; captcha?: string; password?: string };

/** /user/register: free trial for a new company (company name, phone, verification code). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [companyName, setCompanyName] = useState('');
  const [realname, setRealname] = useState('');
  const [password, setPassword] = useState('');
  const [contact, setContact] = useState<PhoneCodeValue>({ phone: '', captcha: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const consent = useConsent();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const phoneKey = phoneErrorKey(contact.phone);
    const found: FieldErrors = {
      companyName: companyName.trim() ? undefined : t('web.register.inputCompanyName'),
      phone: phoneKey && t(phoneKey),
      captcha: contact.captcha.trim() ? undefined : t('web.auth.inputCode'),
      password: password && password.length < MIN_PASSWORD_LENGTH ? t('web.register.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) : undefined,
    };
    setErrors(found);
    setFormError('');
    if (Object.values(found).some(Boolean) || !consent.granted()) return;
    setSubmitting(true);
    try {
      const answer = await registerCompany({
        companyName: companyName.trim(),
        phone: contact.phone.trim(),
        captcha: contact.captcha.trim(),
        ...(password ? { password } : {}),
        ...(realname.trim() ? { realname: realname.trim() } : {}),
      });
      if (!isLoginSuccess(answer) || !answer.result?.token) {
        setFormError(answer.message || t('web.register.failed'));
        return;
      }
      const state: RegisterResultState = { result: answer.result, companyName: companyName.trim() };
      navigate('/user/register-result', { replace: true, state });
    } catch (error) {
      setFormError((error as Error).message || t('web.register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('web.register.title')}</h1>
      <p className={styles.subtitle}>{t('web.register.subtitle')}</p>
      <form onSubmit={submit} noValidate aria-label={t('web.register.title')}>
        {formError && (
          <div role="alert" className={styles.formError}>
            {formError}
          </div>
        )}
        <label className={styles.field}>
          <span className={styles.label}>{t('web.register.companyName')}</span>
          <span className={styles.control}>
            <input
              className={styles.input}
              data-testid="register-company"
              name="companyName"
              autoComplete="organization"
              placeholder={t('web.register.companyNamePlaceholder')}
              value={companyName}
              onChange={(e) => setCompanyName(e.target.value)}
              aria-invalid={Boolean(errors.companyName)}
            />
          </span>
          {errors.companyName && <span className={styles.fieldError}>{errors.companyName}</span>}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('web.register.realname')}</span>
          <span className={styles.control}>
            <input
              className={styles.input}
              data-testid="register-realname"
              name="realname"
              autoComplete="name"
              placeholder={t('web.register.realnamePlaceholder')}
              value={realname}
              onChange={(e) => setRealname(e.target.value)}
            />
          </span>
        </label>
        <PhoneCodeFields purpose="register" value={contact} onChange={setContact} errors={errors} onError={setFormError} />
        <label className={styles.field}>
          <span className={styles.label}>{t('web.register.password')}</span>
          <span className={styles.control}>
            <input
              className={styles.input}
              data-testid="register-password"
              name="password"
              type="password"
              autoComplete="new-password"
              placeholder={t('web.register.passwordPlaceholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(errors.password)}
            />
          </span>
          {errors.password && <span className={styles.fieldError}>{errors.password}</span>}
        </label>
        <Consent checked={consent.checked} onChange={consent.onChange} refused={consent.refused} testId="register-consent" />
        <Button className={styles.submit} data-testid="register-submit" type="submit" color="primary" size="large" block loading={submitting}>
          {t('web.register.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/user/login">{t('web.register.haveAccount')}</Link>
      </p>
    </main>
  );
}
