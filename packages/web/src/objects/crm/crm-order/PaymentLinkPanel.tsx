import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { feedback } from '../../../lib/feedback.ts';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import { createPaymentLink, paymentLinkQuery, paymentUrl, revokePaymentLink } from './payment-link-api.ts';
import styles from './PaymentLinkPanel.module.css';

/**
 * On an order's detail screen (issue 20): the link to the order's payment page, made, copied or
 * sent with the phone's share sheet, and revoked once confirmed. The customer sees the amount due
 * and the company's payment account; recording the payment stays a receipt.
 */
export function PaymentLinkPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const linkBox = useRef<HTMLInputElement>(null);
  const query = paymentLinkQuery(record.id);
  const current = useQuery(query);
  const create = useMutation({ mutationFn: () => createPaymentLink(record.id), onSuccess: (made) => client.setQueryData(query.queryKey, made) });
  const revoke = useMutation({
    mutationFn: () => revokePaymentLink(record.id),
    onSuccess: () => {
      client.setQueryData(query.queryKey, null);
      feedback.success(t('web.paymentLink.revoked'));
    },
  });
  const link = current.data ? paymentUrl(current.data) : null;
  const canSend = typeof navigator.share === 'function';
  if (current.isPending) return null;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      feedback.success(t('web.common.copied'));
    } catch {
      linkBox.current?.focus();
      linkBox.current?.select();
      feedback.toast(t('web.paymentLink.copyByHand'));
    }
  }

  async function send(url: string) {
    try {
      await navigator.share({ title: t('web.paymentLink.title'), url });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') await copy(url);
    }
  }

  async function confirmRevoke() {
    if (await feedback.confirm({ content: t('web.paymentLink.revokeConfirm') })) revoke.mutate();
  }

  return (
    <section className={styles.panel} data-testid="payment-link-panel">
      <h3 className={styles.title}>{t('web.paymentLink.title')}</h3>
      {link ? (
        <>
          <label className={styles.label} htmlFor={`payment-link-${record.id}`}>
            {t('web.paymentLink.linkLabel')}
          </label>
          <input
            ref={linkBox}
            id={`payment-link-${record.id}`}
            className={styles.link}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="payment-link"
          />
          <div className={styles.buttons}>
            <Button color="primary" fill="outline" onClick={() => void copy(link)} data-testid="payment-link-copy">
              {t('web.paymentLink.copy')}
            </Button>
            {canSend && (
              <Button color="primary" onClick={() => void send(link)} data-testid="payment-link-send">
                {t('web.paymentLink.send')}
              </Button>
            )}
            <Button color="danger" fill="outline" loading={revoke.isPending} onClick={() => void confirmRevoke()} data-testid="payment-link-revoke">
              {t('web.paymentLink.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('web.paymentLink.hint')}</p>
          <Button block color="primary" loading={create.isPending} onClick={() => create.mutate()} data-testid="payment-link-create">
            {t('web.paymentLink.create')}
          </Button>
        </>
      )}
    </section>
  );
}
