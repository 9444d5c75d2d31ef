import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { feedback } from '../../lib/feedback.ts';
import { BASENAME } from '../../lib/guard.ts';
import { QrCode } from '../../lib/QrCode.tsx';
import { publishServiceFormLink, serviceFormLinkQuery } from './api.ts';
import styles from './ServiceBoard.module.css';

/**
 * The company's public service request link (/crm/crmServiceAdd?key=, ENGINE-II section 6), for
 * the dispatchers to print or send to customers: its address and QR code, copied with a tap.
 * Publishing a new one retires the old (a leaked link stops working). Loaded only for those who
 * may publish it, when the board shows.
 */
export function ServiceFormLinkCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery(serviceFormLinkQuery());
  const link = query.data ? `${window.location.origin}${BASENAME}${query.data.path}` : null;
  const publish = useMutation({
    mutationFn: publishServiceFormLink,
    onSuccess: (published) => {
      client.setQueryData(serviceFormLinkQuery().queryKey, published);
      feedback.success(t('web.serviceBoard.link.published'));
    },
  });
  async function republish() {
    if (link && !(await feedback.confirm({ content: t('web.serviceBoard.link.republishConfirm') }))) return;
    publish.mutate();
  }
  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      feedback.success(t('web.common.copied'));
    } catch {
      // Without clipboard access (an insecure context) the link stays on screen to copy by hand.
      feedback.toast(t('web.serviceBoard.link.copyByHand'));
    }
  }
  return (
    <section className={styles.card} aria-labelledby="service-link" data-testid="service-card" data-card="link">
      <div className={styles.head}>
        <h2 id="service-link" className={styles.title}>
          {t('web.serviceBoard.link.title')}
        </h2>
      </div>
      <p className={styles.muted}>{t('web.serviceBoard.link.hint')}</p>
      {query.isPending ? null : link ? (
        <>
          <QrCode text={link} label={t('web.serviceBoard.link.qrLabel')} size={160} />
          <p className={styles.link} data-testid="service-form-link">
            {link}
          </p>
          <div className={styles.linkButtons}>
            <Button block color="primary" fill="outline" onClick={() => void copy()} data-testid="service-form-link-copy">
              {t('web.serviceBoard.link.copy')}
            </Button>
            <Button block fill="outline" loading={publish.isPending} onClick={() => void republish()} data-testid="service-form-link-publish">
              {t('web.serviceBoard.link.republish')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.none}>{t('web.serviceBoard.link.none')}</p>
          <Button block color="primary" loading={publish.isPending} onClick={() => void republish()} data-testid="service-form-link-publish">
            {t('web.serviceBoard.link.publish')}
          </Button>
        </>
      )}
    </section>
  );
}
