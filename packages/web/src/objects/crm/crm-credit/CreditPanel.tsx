import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUS, CREDIT_STATUS, formatAmount, formatDate, RECORD_API, type AvailableCredit, type RecordRow } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { useLang } from '../../../lib/i18n.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import frame from '../../../records/view/RecordPanel.module.css';
import styles from './CreditPanel.module.css';

/** The customer's available credit, asked afresh each time a line is opened (its orders move it). Silent: no right to it, no panel. */
const availableCreditQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['availableCredit', customerId] as const,
    queryFn: ({ signal }) => http.get<AvailableCredit>(RECORD_API.availableCredit, { customerId }, { signal, silent: true }).then(resultOf),
  });

/** Whether this line counts today: approved, in force, and valid on the day (crmCredit). */
function countsToday(record: RecordRow, today: string): boolean {
  const validTo = typeof record.validTo === 'string' ? record.validTo : '';
  return (
    record.auditStatus === AUDIT_STATUS.reviewed &&
    record.status === CREDIT_STATUS.inForce &&
    String(record.validFrom ?? '') <= today &&
    (validTo === '' || validTo >= today)
  );
}

/**
 * Between a credit line's header and its tabs: what its customer may still owe on orders today
 * (the server's figure, the same the order's credit rule refuses by), what makes it up, and
 * whether this line is part of it.
 */
export function CreditPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const customerId = typeof record.customerId === 'string' ? record.customerId : '';
  const { data } = useQuery({ ...availableCreditQuery(customerId), enabled: customerId !== '' });
  if (!data) return null;
  const money = (value: number | null) => `${value !== null && value < 0 ? '-' : ''}${data.currency.symbol}${formatAmount(Math.abs(value ?? 0), lang)}`;
  const counts = countsToday(record, formatDate(new Date(), timeZone));
  return (
    <section className={frame.panel} data-testid="credit-panel">
      <h3 className={frame.title}>{t('entity.crmCredit.panel.title')}</h3>
      {data.limited ? (
        <div className={styles.figures}>
          <div className={styles.figure}>
            <span className={styles.label}>{t('entity.crmCredit.panel.available')}</span>
            <span className={`${styles.value} ${(data.available ?? 0) < 0 ? styles.over : ''}`} data-testid="credit-available">
              {money(data.available)}
            </span>
          </div>
          <div className={styles.figure}>
            <span className={styles.label}>{t('entity.crmCredit.panel.total')}</span>
            <span className={styles.value}>{money(data.creditTotal)}</span>
          </div>
          <div className={styles.figure}>
            <span className={styles.label}>{t('entity.crmCredit.panel.unpaid')}</span>
            <span className={styles.value}>{money(data.unpaid)}</span>
          </div>
        </div>
      ) : (
        <p className={styles.note}>{t('entity.crmCredit.panel.noLimit')}</p>
      )}
      <p className={styles.note} data-testid="credit-counts">
        {t(counts ? 'entity.crmCredit.panel.counts' : 'entity.crmCredit.panel.notCounted')}
      </p>
    </section>
  );
}
