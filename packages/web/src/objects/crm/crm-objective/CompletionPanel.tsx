import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount, OBJECTIVE_API, type ObjectiveCompletion, type ObjectiveProgress } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { useLang } from '../../../lib/i18n.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { useSymbolOf } from '../../../records/fields/field-queries.ts';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import frame from '../../../records/view/RecordPanel.module.css';
import styles from './CompletionPanel.module.css';
import { MONTH_LABELS } from './month-labels.ts';

/** The target's completion, asked afresh each time it is opened (deals and receipts move it). Silent: no right to it, no panel. */
const completionQuery = (id: string, version: unknown) =>
  queryOptions({
    queryKey: ['objectiveCompletion', id, version] as const,
    queryFn: ({ signal }) => http.get<ObjectiveCompletion>(OBJECTIVE_API.completion, { id }, { signal, silent: true }).then(resultOf),
  });

/** One row: the target, the actual, a bar of how far the one came to the other, and the rate ("—" without a target). */
function ProgressRow({ label, progress, money, testId }: { label: string; progress: ObjectiveProgress; money: (n: number) => string; testId: string }) {
  const { t } = useTranslation();
  const filled = progress.rate === null ? 0 : Math.min(100, Math.max(0, progress.rate));
  return (
    <li className={styles.row} data-testid={testId}>
      <div className={styles.line}>
        <span className={styles.month}>{label}</span>
        <span className={styles.rate} aria-label={t('entity.crmObjective.completion.rate')}>
          {progress.rate === null ? '—' : `${progress.rate}%`}
        </span>
      </div>
      <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={filled}>
        <div className={`${styles.fill} ${filled >= 100 ? styles.done : ''}`} style={{ width: `${filled}%` }} />
      </div>
      <div className={styles.line}>
        <span className={styles.figure}>
          {t('entity.crmObjective.completion.actual')} {money(progress.actual)}
        </span>
        <span className={styles.figure}>
          {t('entity.crmObjective.completion.target')} {money(progress.target)}
        </span>
      </div>
    </li>
  );
}

/** Between a target's header and its tabs: the year and each month, target against actual (the server's figures). */
export function CompletionPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const symbol = useSymbolOf(null);
  const { data } = useQuery(completionQuery(record.id, record.version));
  if (!data) return null;
  const money = (value: number) => `${value < 0 ? '-' : ''}${symbol}${formatAmount(Math.abs(value), lang)}`;
  return (
    <section className={frame.panel} data-testid="objective-completion">
      <h3 className={frame.title}>{t('entity.crmObjective.completion.title')}</h3>
      <ul className={styles.rows}>
        <ProgressRow label={`${data.year} ${t('entity.crmObjective.completion.year')}`} progress={data.total} money={money} testId="objective-year" />
        {data.months.map((month) => (
          <ProgressRow key={month.month} label={t(MONTH_LABELS[month.month - 1]!)} progress={month} money={money} testId={`objective-month-${month.month}`} />
        ))}
      </ul>
    </section>
  );
}
