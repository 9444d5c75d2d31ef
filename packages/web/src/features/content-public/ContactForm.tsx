import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { refusalOf } from '../../lib/http.ts';
import { isMobileNumber } from '../../lib/verification-code.ts';
import { isLinkGone } from '../../lib/link-key/LinkKeyAnswer.tsx';
import { leaveContact } from './api/public-content.ts';
import styles from './PublicContent.module.css';

/** A mainland mobile as the lead keeps it (11 digits) from what the visitor typed (spaces, dashes, +86 allowed); null when it is none. */
function mainlandMobile(value: string): string | null {
  return isMobileNumber(value) ? value.replace(/[\s-]/g, '').replace(/^\+?86/, '') : null;
}

/**
 * "留下联系方式": a name or a mobile (at least one; a mobile a mainland one), which the server
 * makes the sharer's lead, then its thanks in place of the form.
 */
export function ContactForm({ shareKey, sharerName, visit }: { shareKey: string; sharerName: string; visit: () => Promise<string> }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  async function submit() {
    const given = { name: name.trim(), phone: phone.trim() };
    if (!given.name && !given.phone) return setError(t('web.content.contactEmpty'));
    const mobile = given.phone ? mainlandMobile(given.phone) : null;
    if (given.phone && !mobile) return setError(t('web.content.phoneFormat'));
    setError('');
    setBusy(true);
    try {
      const said = await leaveContact(shareKey, await visit(), { name: given.name || null, phone: mobile });
      setThanks(said || t('web.content.contactDone'));
    } catch (failure) {
      setError(isLinkGone(failure) ? t('web.content.goneTitle') : refusalOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (thanks !== null) {
    return (
      <section className={styles.contact}>
        <p className={styles.done} role="status" data-testid="content-contact-done">
          {thanks}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.contact} aria-labelledby="content-contact">
      <h2 id="content-contact" className={styles.heading}>
        {t('web.content.contactTitle')}
      </h2>
      <p className={styles.note}>{t('web.content.contactHint', { name: sharerName })}</p>
      <List className={styles.fields}>
        <List.Item title={t('web.content.name')}>
          <Input value={name} onChange={setName} maxLength={50} placeholder={t('web.content.namePlaceholder')} data-testid="content-contact-name" />
        </List.Item>
        <List.Item title={t('web.content.phone')}>
          <Input
            type="tel"
            value={phone}
            onChange={setPhone}
            maxLength={20}
            placeholder={t('web.content.phonePlaceholder')}
            data-testid="content-contact-phone"
          />
        </List.Item>
      </List>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" className={styles.target} loading={busy} onClick={() => void submit()} data-testid="content-contact-submit">
        {t('web.content.submit')}
      </Button>
    </section>
  );
}
