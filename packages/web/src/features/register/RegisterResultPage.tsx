import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { CheckCircleFill } from 'antd-mobile-icons';
import type { LoginResult } from '@crm/domain';
// The one login-success sequence of spec section 4, shared by every way in.
import { completeLogin } from '../../lib/login-success.ts';
import styles from './RegisterPage.module.css';

/** What the registration page hands over: the new administrator's login. */
export interface RegisterResultState {
  result: LoginResult;
  companyName: string;
}

function isRegisterResult(state: unknown): state is RegisterResultState {
  return typeof state === 'object' && state !== null && 'result' in state && 'companyName' in state;
}

/** /user/register-result: the company exists; one tap enters it as its administrator. */
export function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [entering, setEntering] = useState(false);

  if (!isRegisterResult(state)) {
    // Opened directly or after a reload: the login is gone, the account is not.
    return (
      <main className={`${styles.page} ${styles.result}`}>
        <p className={styles.resultText}>{t('web.register.resultMissing')}</p>
        <p className={styles.links}>
          <Link to="/user/login">{t('web.register.toLogin')}</Link>
        </p>
      </main>
    );
  }

  async function enter() {
    setEntering(true);
    try {
      await completeLogin(state.result, (to, options) => navigate(to, options));
    } finally {
      setEntering(false);
    }
  }

  return (
    <main className={`${styles.page} ${styles.result}`}>
      <CheckCircleFill className={styles.resultIcon} aria-hidden />
      <h1 className={styles.title}>{t('web.register.resultTitle')}</h1>
      <p className={styles.resultText} data-testid="register-result-company">
        {t('web.register.resultText', { company: state.companyName })}
      </p>
      <p className={styles.resultText}>{t('web.register.resultAccount', { account: state.result.userInfo.username })}</p>
      <Button className={styles.submit} data-testid="register-enter" color="primary" size="large" block loading={entering} onClick={() => void enter()}>
        {t('web.register.enter')}
      </Button>
    </main>
  );
}
