import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { MESSENGER_PROVIDERS } from '@crm/domain';
import { LOGIN_PATH } from '../../lib/guard.ts';
import styles from './AuthorizeHelpPage.module.css';

/** /authorizeHelp: opening the app from each messenger, and what to do when the account is not bound. */
export function AuthorizeHelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.page} data-testid="authorize-help">
      <h1 className={styles.title}>{t('web.messenger.helpTitle')}</h1>
      <p>{t('web.messenger.helpIntro')}</p>
      {MESSENGER_PROVIDERS.map((provider) => (
        <section key={provider} className={styles.section}>
          <h2 className={styles.heading}>{t(`web.messenger.provider.${provider}`)}</h2>
          <p>{t(`web.messenger.helpOpen.${provider}`)}</p>
        </section>
      ))}
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('web.messenger.helpNotBoundHeading')}</h2>
        <p>{t('web.messenger.helpNotBound')}</p>
        <p>{t('web.messenger.helpAutoBind')}</p>
      </section>
      <Button block color="primary" onClick={() => navigate(LOGIN_PATH)}>
        {t('web.messenger.passwordLogin')}
      </Button>
    </main>
  );
}
