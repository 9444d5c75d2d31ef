import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { Consent, useConsent } from '../../lib/consent/Consent.tsx';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { usePasswordForm } from '../../lib/use-password-form.ts';
import type { Door } from './api/external-accounts.ts';
import styles from './DoorLoginPage.module.css';

// Loaded on first interaction, so the page itself carries no HTTP code.
const loadSubmit = () => import('./submit-door-login.ts');

const TEXTS = {
  agent: { title: 'web.agent.loginTitle', subtitle: 'web.agent.loginSubtitle', staffLogin: 'web.agent.staffLogin' },
  customer: { title: 'web.terminal.loginTitle', subtitle: 'web.terminal.loginSubtitle', staffLogin: 'web.terminal.staffLogin' },
} as const satisfies Record<Door, { title: string; subtitle: string; staffLogin: string }>;

/** Account and password at the partner door (/user/agentLogin) or the customer door (/terminal/login). */
export function DoorLoginPage({ door }: { door: Door }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Partners and customers agree to the same agreement and policy as staff before logging in.
  const consent = useConsent();
  const { username, setUsername, password, setPassword, fieldErrors, formError, submitting, submit } = usePasswordForm(async (credentials) => {
    if (!consent.granted()) return null;
    const { submitDoorLogin } = await loadSubmit();
    return submitDoorLogin(door, credentials, (to, options) => navigate(to, options), t('web.auth.loginFailed'));
  });

  return (
    <main className={`${styles.page} ${styles[door]}`}>
      <h1 className={styles.brand}>{t(TEXTS[door].title)}</h1>
      <p className={styles.subtitle}>{t(TEXTS[door].subtitle)}</p>
      <form onSubmit={submit} onFocus={() => void loadSubmit()} noValidate aria-label={t(TEXTS[door].title)}>
        {formError && (
          <div role="alert" className={styles.formError}>
            {formError}
          </div>
        )}
        <label className={styles.field}>
          <span className={styles.label}>{t('web.auth.username')}</span>
          <input
            className={styles.input}
            data-testid="door-username"
            name="username"
            autoComplete="username"
            placeholder={t('web.auth.usernamePlaceholder')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={Boolean(fieldErrors.username)}
          />
          {fieldErrors.username && <span className={styles.fieldError}>{fieldErrors.username}</span>}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('web.auth.password')}</span>
          <input
            className={styles.input}
            data-testid="door-password"
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('web.auth.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(fieldErrors.password)}
          />
          {fieldErrors.password && <span className={styles.fieldError}>{fieldErrors.password}</span>}
        </label>
        <Consent checked={consent.checked} onChange={consent.onChange} refused={consent.refused} testId="door-consent" />
        <Button data-testid="door-submit" type="submit" color="primary" size="large" block loading={submitting}>
          {t('web.auth.submit')}
        </Button>
      </form>
      <Link className={styles.staffLink} to={LOGIN_PATH}>
        {t(TEXTS[door].staffLogin)}
      </Link>
    </main>
  );
}

export const AgentLoginPage = () => <DoorLoginPage door="agent" />;
export const TerminalLoginPage = () => <DoorLoginPage door="customer" />;
