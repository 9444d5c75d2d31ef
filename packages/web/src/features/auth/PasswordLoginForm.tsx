import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
// Deep import: the barrel would drag the animation library onto the login route.
import Button from 'antd-mobile/es/components/button/index.js';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { usePasswordForm } from '../../lib/use-password-form.ts';
import styles from './LoginPage.module.css';

const loadSubmit = () => import('./submit-login.ts');

/** The account-and-password tab of the login page. */
export function PasswordLoginForm({ consent, granted }: { consent: ReactNode; granted(): boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const { username, setUsername, password, setPassword, fieldErrors, formError, submitting, submit } = usePasswordForm(async (credentials) => {
    if (!granted()) return null;
    const { submitLogin } = await loadSubmit();
    return submitLogin(credentials, (to, options) => navigate(to, options), t('web.auth.loginFailed'));
  });

  return (
    <form onSubmit={submit} onFocus={() => void loadSubmit()} noValidate aria-label={t('web.auth.accountTab')}>
      {formError && (
        <div role="alert" className={styles.formError}>
          {formError}
        </div>
      )}
      <label className={styles.field}>
        <span className={styles.label}>{t('web.auth.username')}</span>
        <span className={styles.control}>
          <input
            className={styles.input}
            data-testid="login-username"
            name="username"
            autoComplete="username"
            placeholder={t('web.auth.usernamePlaceholder')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={Boolean(fieldErrors.username)}
          />
        </span>
        {fieldErrors.username && <span className={styles.fieldError}>{fieldErrors.username}</span>}
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('web.auth.password')}</span>
        <span className={styles.control}>
          <input
            className={styles.input}
            data-testid="login-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('web.auth.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(fieldErrors.password)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('web.auth.password')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? <EyeOutline /> : <EyeInvisibleOutline />}
          </button>
        </span>
        {fieldErrors.password && <span className={styles.fieldError}>{fieldErrors.password}</span>}
      </label>
      {consent}
      <Button className={styles.submit} data-testid="login-submit" type="submit" color="primary" size="large" block loading={submitting}>
        {t('web.auth.submit')}
      </Button>
    </form>
  );
}
