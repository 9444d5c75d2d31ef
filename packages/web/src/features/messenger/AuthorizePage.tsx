import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import type { MessengerProvider } from '@crm/domain';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { fetchAuthorizeUrl } from './api/messenger.ts';
import { MessengerNotice } from './components/MessengerNotice.tsx';
import { goToProvider, reasonOf, redirectPageUrl, rememberState } from './messenger-flow.ts';

/**
 * /qywxAuthorize, /dingAuthorize, /feishuAuthorize, /yunzhijiaAuthorize: the guard sends a deep
 * link with `appid` here (having saved goNextHref); the server answers the provider's page for
 * that app, and the browser leaves for it.
 */
export function AuthorizePage({ provider }: { provider: MessengerProvider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const appid = query.get('appid');
  const [failure, setFailure] = useState<string | null>(appid ? null : t('web.messenger.missingAppid', { provider: t(`web.messenger.provider.${provider}`) }));

  useEffect(() => {
    if (!appid) return;
    let cancelled = false;
    fetchAuthorizeUrl(provider, appid, redirectPageUrl(provider, appid))
      .then((answer) => {
        if (cancelled) return;
        if (!answer.success || !answer.result) throw new Error(answer.message);
        rememberState(provider, answer.result.state);
        goToProvider(answer.result.url);
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(reasonOf(error, t('web.messenger.failedTitle')));
      });
    return () => {
      cancelled = true;
    };
  }, [provider, appid, t]);

  const name = t(`web.messenger.provider.${provider}`);
  if (!failure)
    return <MessengerNotice testId="messenger-authorizing" status="busy" title={t('web.messenger.authorizing', { provider: name })} description="" />;
  return (
    <MessengerNotice testId="messenger-authorize-failed" status="default" title={t('web.messenger.failedTitle')} description={failure}>
      <Button color="primary" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
        {t('web.messenger.passwordLogin')}
      </Button>
      <Button fill="none" onClick={() => navigate('/authorizeHelp')}>
        {t('web.messenger.help')}
      </Button>
    </MessengerNotice>
  );
}
