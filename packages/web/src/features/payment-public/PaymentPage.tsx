import { useRef } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import { exactMoney, type PublicPayment } from '@crm/domain';
import { LinkGone, LinkKeyAnswer } from '../../lib/link-key/LinkKeyAnswer.tsx';
import { feedback } from '../../lib/feedback.ts';
import { queryClient } from '../../lib/query-client.ts';
import { publicPaymentQuery } from './api/public-payment.ts';
import styles from './PaymentPage.module.css';

/** A link that opens nothing: none of its reasons is told apart (the server's 404). */
function GonePage() {
  const { t } = useTranslation();
  return <LinkGone testId="payment-gone" title={t('web.payment.goneTitle')} text={t('web.payment.goneText')} />;
}

function money(value: number, currency: string | null): string {
  const figure = exactMoney(value);
  return currency && currency !== 'CNY' ? `${currency} ${figure}` : `¥${figure}`;
}

function PaymentView({ payment }: { payment: PublicPayment }) {
  const { t } = useTranslation();
  const numberBox = useRef<HTMLInputElement>(null);
  const hasAccount = Boolean(payment.accountNo || payment.qrImage);

  async function copyAccountNo(accountNo: string) {
    try {
      // Absent outside a secure context (a plain http address, some in-app browsers): thrown here like a refusal.
      await navigator.clipboard.writeText(accountNo);
      feedback.success(t('web.payment.copied'));
    } catch {
      numberBox.current?.focus();
      numberBox.current?.select();
      feedback.toast(t('web.payment.copyByHand'));
    }
  }

  return (
    <main className={styles.content} data-testid="payment-page">
      <p className={styles.company} data-testid="payment-company">
        {payment.companyName}
      </p>
      <h1 className={styles.title}>{t('web.payment.title')}</h1>
      <section className={styles.card}>
        <div className={styles.due}>
          <span>{t('web.payment.due')}</span>
          <strong data-testid="payment-due">{money(payment.dueAmount, payment.currency)}</strong>
        </div>
        {payment.dueAmount === 0 && (
          <p className={styles.settled} data-testid="payment-settled">
            {t('web.payment.settled')}
          </p>
        )}
        <dl className={styles.rows}>
          <div>
            <dt>{t('web.payment.orderNo')}</dt>
            <dd data-testid="payment-order-no">{payment.orderNo}</dd>
          </div>
          {payment.orderDate && (
            <div>
              <dt>{t('web.payment.orderDate')}</dt>
              <dd>{payment.orderDate}</dd>
            </div>
          )}
          <div>
            <dt>{t('web.payment.amount')}</dt>
            <dd data-testid="payment-amount">{money(payment.amount, payment.currency)}</dd>
          </div>
          <div>
            <dt>{t('web.payment.received')}</dt>
            <dd data-testid="payment-received">{money(payment.receivedAmount, payment.currency)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="payment-account" data-testid="payment-account">
        <h2 id="payment-account" className={styles.heading}>
          {t('web.payment.accountTitle')}
        </h2>
        {hasAccount ? (
          <>
            <dl className={styles.rows}>
              {payment.accountName && (
                <div>
                  <dt>{t('web.payment.accountName')}</dt>
                  <dd data-testid="payment-account-name">{payment.accountName}</dd>
                </div>
              )}
              {payment.bank && (
                <div>
                  <dt>{t('web.payment.bank')}</dt>
                  <dd data-testid="payment-bank">{payment.bank}</dd>
                </div>
              )}
            </dl>
            {payment.accountNo && (
              <div className={styles.accountNo}>
                <label htmlFor="payment-account-no" className={styles.label}>
                  {t('web.payment.accountNo')}
                </label>
                <div className={styles.copyRow}>
                  <input
                    ref={numberBox}
                    id="payment-account-no"
                    className={styles.number}
                    value={payment.accountNo}
                    readOnly
                    onFocus={(event) => event.currentTarget.select()}
                    data-testid="payment-account-no"
                  />
                  <Button
                    color="primary"
                    fill="outline"
                    className={styles.target}
                    onClick={() => void copyAccountNo(payment.accountNo!)}
                    data-testid="payment-copy"
                  >
                    {t('web.payment.copyAccountNo')}
                  </Button>
                </div>
              </div>
            )}
            {payment.qrImage && (
              <figure className={styles.qr}>
                <img src={payment.qrImage} alt={t('web.payment.qrAlt')} data-testid="payment-qr" />
                <figcaption>{t('web.payment.qr')}</figcaption>
              </figure>
            )}
            <p className={styles.note}>{t('web.payment.note')}</p>
          </>
        ) : (
          <p className={styles.note} data-testid="payment-no-account">
            {t('web.payment.noAccount')}
          </p>
        )}
      </section>
    </main>
  );
}

/**
 * /paymentComponent?key= (issue 20, spec section 2): the page a customer opens from an order's
 * payment link, without logging in and outside the staff shell: the company, the order's number,
 * date and total, what was paid and what is due, and where to pay (account, bank, number to copy,
 * the QR code). Recording the payment stays with staff.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const linkKey = params.get('key') ?? '';
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.page}>
        <LinkKeyAnswer key={linkKey} linkKey={linkKey} query={publicPaymentQuery(linkKey)} gone={<GonePage />}>
          {(payment) => <PaymentView payment={payment} />}
        </LinkKeyAnswer>
      </div>
    </QueryClientProvider>
  );
}
