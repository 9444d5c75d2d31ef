import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { useConfirmDeviceLogin } from './api/account-extra.ts';
import { CodeScanner } from './CodeScanner.tsx';

/**
 * /account/tvApp: log in to the desktop version. The computer shows a code (digits and a QR
 * code whose link opens this page with ?code=); the logged-in phone confirms it, and the
 * computer's session starts.
 */
export function TvAppPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const confirm = useConfirmDeviceLogin();
  const valid = /^\d{8}$/.test(code);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) confirm.mutate(code);
  }

  return (
    <form onSubmit={submit} style={{ padding: 16 }} noValidate>
      <h2 style={{ margin: '8px 0' }}>{t('web.tvApp.title')}</h2>
      <p style={{ color: '#86909c' }}>{t('web.tvApp.hint')}</p>
      {!confirm.isSuccess && <CodeScanner onCode={setCode} />}
      <label style={{ display: 'block', margin: '16px 0' }}>
        <span style={{ display: 'block', fontSize: 13, color: '#4e5969', marginBottom: 6 }}>{t('web.tvApp.codeLabel')}</span>
        <input
          data-testid="tv-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          placeholder={t('web.tvApp.codePlaceholder')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          style={{
            width: '100%',
            boxSizing: 'border-box',
            height: 44,
            fontSize: 22,
            letterSpacing: 6,
            textAlign: 'center',
            borderRadius: 8,
            border: '1px solid #e5e6eb',
          }}
        />
      </label>
      {confirm.isError && (
        <div role="alert" style={{ color: '#ff3141', marginBottom: 12 }}>
          {confirm.error.message}
        </div>
      )}
      {confirm.isSuccess ? (
        <div role="status" data-testid="tv-confirmed" style={{ color: '#00b578', textAlign: 'center', fontSize: 16 }}>
          {confirm.data}
        </div>
      ) : (
        <Button block color="primary" size="large" type="submit" disabled={!valid} loading={confirm.isPending} data-testid="tv-confirm">
          {t('web.tvApp.confirm')}
        </Button>
      )}
    </form>
  );
}
