import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Consent.module.css';

// The two texts are long and rarely read: they load when one is opened.
const PolicySheet = lazy(() => import('./PolicySheet.tsx'));

export type Policy = 'agreement' | 'privacy';

/**
 * "I have read and agree to the User Agreement and the Privacy Policy": the consent Chinese users
 * expect before logging in or registering. Unticked at first; the form that shows it refuses to
 * go on until it is ticked (`refused` says why). Each text opens over the page.
 */
export function Consent({ checked, onChange, refused, testId }: { checked: boolean; onChange(checked: boolean): void; refused: boolean; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Policy | null>(null);
  return (
    <div className={styles.consent}>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" data-testid={testId} checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={refused} />
          <span>{t('web.auth.consentPrefix')}</span>
        </label>
        <button type="button" className={styles.link} data-testid="consent-agreement" onClick={() => setOpen('agreement')}>
          {t('web.auth.agreement')}
        </button>
        <span>{t('web.auth.consentAnd')}</span>
        <button type="button" className={styles.link} data-testid="consent-privacy" onClick={() => setOpen('privacy')}>
          {t('web.auth.privacy')}
        </button>
      </div>
      {refused && (
        <div role="alert" className={styles.error} data-testid="consent-error">
          {t('web.auth.consentRequired')}
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <PolicySheet policy={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** The consent's state in a form: `granted()` answers whether the form may go on, and shows why not. */
export function useConsent() {
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState(false);
  return {
    checked,
    refused,
    onChange(next: boolean) {
      setChecked(next);
      if (next) setRefused(false);
    },
    granted(): boolean {
      setRefused(!checked);
      return checked;
    },
  };
}
