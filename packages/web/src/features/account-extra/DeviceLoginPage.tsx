import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { API, type DeviceLoginRequest, type DeviceLoginStatus } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { useSessionStore } from '../../stores/session.ts';
import { appLink } from './SharePage.tsx';
import { QrCode } from '../../lib/QrCode.tsx';

/** How often the waiting device asks whether the phone has confirmed. */
export const POLL_INTERVAL_MS = 2000;

/** The link in the QR code: the phone's camera opens /account/tvApp with the code filled in. */
export function confirmLink(code: string, origin?: string): string {
  return `${appLink(origin)}account/tvApp?code=${code}`;
}

/**
 * /user/deviceLogin: the other device's side of "log in to the desktop version". It asks for a
 * code, shows it as a QR code and digits, and polls until the logged-in phone confirms; then its
 * own session starts. An expired code is replaced on request.
 */
export function DeviceLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<DeviceLoginRequest | null>(null);
  const [state, setState] = useState<'waiting' | 'expired' | 'failed'>('waiting');

  const ask = useCallback(async () => {
    setState('waiting');
    try {
      const answer = await http.post<DeviceLoginRequest>(API.deviceLoginRequest, undefined, { silent: true });
      if (!answer.success) throw new Error(answer.message);
      setRequest(answer.result);
    } catch {
      setState('failed');
    }
  }, []);

  useEffect(() => {
    void ask();
  }, [ask]);

  useEffect(() => {
    if (!request || state !== 'waiting') return;
    const timer = setInterval(async () => {
      try {
        const answer = await http.get<DeviceLoginStatus>(API.deviceLoginStatus, { pollToken: request.pollToken }, { silent: true });
        const status = answer.result;
        if (status?.status === 'confirmed') {
          clearInterval(timer);
          useSessionStore.getState().setLogin(status.login);
          await navigate('/', { replace: true });
        } else if (status?.status === 'expired' || status?.status === 'used') {
          setState('expired');
        }
      } catch {
        setState('failed');
      }
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [request, state, navigate]);

  return (
    <main style={{ padding: '48px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 22 }}>{t('web.tvApp.deviceTitle')}</h1>
      <p style={{ color: '#86909c' }}>{t('web.tvApp.deviceHint')}</p>
      {request && state === 'waiting' && (
        <>
          <QrCode text={confirmLink(request.code)} label={t('web.tvApp.qrLabel')} />
          <p data-testid="device-code" style={{ fontSize: 28, letterSpacing: 6, margin: 0 }}>
            {request.code}
          </p>
        </>
      )}
      {state !== 'waiting' && (
        <>
          <p role="alert" style={{ color: '#ff3141' }}>
            {t(state === 'expired' ? 'web.tvApp.expired' : 'web.common.loadFailed')}
          </p>
          <Button color="primary" data-testid="device-refresh" onClick={() => void ask()}>
            {t('web.tvApp.refresh')}
          </Button>
        </>
      )}
    </main>
  );
}
