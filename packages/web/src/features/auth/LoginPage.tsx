import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { Consent, useConsent } from '../../lib/consent/Consent.tsx';
import styles from './LoginPage.module.css';

// The code tabs load when one is first chosen (a press starts it): the login route carries the password tab only.
const loadCodeLoginForm = () => import('./CodeLoginForm.tsx');
const CodeLoginForm = lazy(() => loadCodeLoginForm().then((m) => ({ default: m.CodeLoginForm })));

type Method = 'account' | 'phone' | 'email';
const METHODS: readonly Method[] = ['account', 'phone', 'email'];

/**
 * /user/login: account and password, phone and SMS code, or e-mail and code (spec section 1),
 * once the user agreement and the privacy policy are agreed to (one consent for every way in).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('account');
  const consent = useConsent();
  const consentBox = <Consent checked={consent.checked} onChange={consent.onChange} refused={consent.refused} testId="login-consent" />;

  return (
    <main className={styles.page}>
      <h1 className={styles.brand}>{t('web.auth.title')}</h1>
      <p className={styles.subtitle}>{t('web.auth.subtitle')}</p>
      <div role="tablist" className={styles.tabs}>
        {METHODS.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            data-testid={`login-tab-${m}`}
            aria-selected={method === m}
            className={method === m ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onPointerDown={m === 'account' ? undefined : () => void loadCodeLoginForm()}
            onClick={() => setMethod(m)}
          >
            {t(`web.auth.${m}Tab`)}
          </button>
        ))}
      </div>
      {method === 'account' ? (
        <PasswordLoginForm consent={consentBox} granted={consent.granted} />
      ) : (
        <Suspense fallback={null}>
          <CodeLoginForm key={method} channel={method} consent={consentBox} granted={consent.granted} />
        </Suspense>
      )}
      <nav className={styles.links}>
        <Link to="/user/register" data-testid="login-register">
          {t('web.auth.freeTrial')}
        </Link>
        <Link to="/user/alteration">{t('web.auth.forgotPassword')}</Link>
        <Link to="/help/helpBookList" data-testid="login-help">
          {t('web.auth.help')}
        </Link>
      </nav>
    </main>
  );
}
