import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { isLoginSuccess, MESSENGER_NOT_BOUND, type MessengerProvider } from '@crm/domain';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { HttpError } from '../../lib/http.ts';
import { completeLogin } from '../../lib/login-success.ts';
import { loginWithMessenger } from './api/messenger.ts';
import { MessengerNotice } from './components/MessengerNotice.tsx';
import { codeFrom, reasonOf, takeRememberedState } from './messenger-flow.ts';

type Outcome = { kind: 'signingIn' } | { kind: 'notBound' } | { kind: 'failed'; message: string };

function isNotBound(error: unknown): boolean {
  const result = error instanceof HttpError ? (error.envelope?.result as { reason?: string } | null | undefined) : null;
  return error instanceof HttpError && error.status === 403 && result?.reason === MESSENGER_NOT_BOUND;
}

/**
 * /qywxRedirect, /dingRedirect, /feishuRedirect, /yunzhijiaRedirect: the provider sends the
 * browser back here with its code and our state; the server trades them for a session, and the
 * login-success sequence continues to the saved goNextHref.
 */
export function RedirectPage({ provider }: { provider: MessengerProvider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'signingIn' });
  const started = useRef(false);
  const appid = query.get('appid');
  const name = t(`web.messenger.provider.${provider}`);

  useEffect(() => {
    // The code is single use: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    const code = codeFrom(provider, query);
    const state = query.get('state');
    if (!appid || !code || !state) {
      setOutcome({ kind: 'failed', message: t('web.messenger.missingCode', { provider: name }) });
      return;
    }
    if (!takeRememberedState(provider, state)) {
      setOutcome({ kind: 'failed', message: t('web.messenger.stateMismatch', { provider: name }) });
      return;
    }
    loginWithMessenger({ provider, appid, code, state })
      .then(async (answer) => {
        if (!isLoginSuccess(answer) || !answer.result?.token) throw new Error(answer.message);
        await completeLogin(answer.result, (to, options) => navigate(to, options));
      })
      .catch((error: unknown) => {
        if (isNotBound(error)) setOutcome({ kind: 'notBound' });
        else setOutcome({ kind: 'failed', message: reasonOf(error, t('web.messenger.failedTitle')) });
      });
  }, [provider, appid, query, navigate, t, name]);

  if (outcome.kind === 'signingIn')
    return <MessengerNotice testId="messenger-signing-in" status="busy" title={t('web.messenger.signingIn', { provider: name })} description="" />;

  const retry = appid ? (
    <Button color="primary" onClick={() => navigate(`/${provider}Authorize?${new URLSearchParams({ appid })}`, { replace: true })}>
      {t('web.messenger.retry')}
    </Button>
  ) : null;
  const ways = (
    <>
      <Button fill="outline" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
        {t('web.messenger.passwordLogin')}
      </Button>
      <Button fill="none" onClick={() => navigate('/authorizeHelp')}>
        {t('web.messenger.help')}
      </Button>
    </>
  );
  if (outcome.kind === 'notBound') {
    return (
      <MessengerNotice
        testId="messenger-not-bound"
        status="empty"
        title={t('web.messenger.notBoundTitle')}
        description={t('web.messenger.notBound', { provider: name })}
      >
        {ways}
      </MessengerNotice>
    );
  }
  return (
    <MessengerNotice testId="messenger-failed" status="default" title={t('web.messenger.failedTitle')} description={outcome.message}>
      {retry}
      {ways}
    </MessengerNotice>
  );
}
