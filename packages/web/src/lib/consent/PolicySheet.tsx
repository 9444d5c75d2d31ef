import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../i18n.ts';
import type { Policy } from './Consent.tsx';
import styles from './Consent.module.css';

const TEXTS = {
  agreement: { title: 'web.legal.agreementTitle', body: 'web.legal.agreementBody' },
  privacy: { title: 'web.legal.privacyTitle', body: 'web.legal.privacyBody' },
} as const;

/** The user agreement or the privacy policy over the whole page, in the user's language, with a way back. */
export default function PolicySheet({ policy, onClose }: { policy: Policy; onClose(): void }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // The texts live with the registration screens' (the register namespace).
    void loadTexts(['register'])
      .catch(() => undefined)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const texts = TEXTS[policy];
  return (
    <section className={styles.sheet} role="dialog" aria-modal="true" aria-label={ready ? t(texts.title) : undefined} data-testid={`policy-${policy}`}>
      <header className={styles.sheetHeader}>
        <h2>{ready ? t(texts.title) : ''}</h2>
        <button type="button" className={styles.close} data-testid="policy-close" onClick={onClose}>
          {ready ? t('web.legal.close') : '×'}
        </button>
      </header>
      <div className={styles.sheetBody}>
        {ready &&
          t(texts.body)
            .split('\n')
            .map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      </div>
    </section>
  );
}
