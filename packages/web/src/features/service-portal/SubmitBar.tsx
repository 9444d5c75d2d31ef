import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import styles from './portal.module.css';

/** A form's sending: busy while it runs, the server's refusal (in the user's language) kept to show. */
export function useSending() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await send();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run, setError };
}

/** A form's refusal, if any, and its submit button. */
export function SubmitBar({ error, busy, onSubmit, testId }: { error: string; busy: boolean; onSubmit: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <p role="alert" style={{ color: '#ee0a24' }}>
          {error}
        </p>
      )}
      <Button block color="primary" className={styles.target} style={{ marginTop: 12 }} loading={busy} onClick={onSubmit} data-testid={testId}>
        {t('web.terminal.submit')}
      </Button>
    </>
  );
}
