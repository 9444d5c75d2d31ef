import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DuePlan, type ExpectedDeal, type WindowList } from '@crm/domain';
import { manifestOf } from '../../../../records/definitions.ts';
import styles from '../Board.module.css';
import { useMoney } from '../../../../records/fields/figure-text.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** A record's detail screen, by its object's routes. */
function detailPath(apiName: string, id: string): string | null {
  const entry = manifestOf(apiName);
  return entry ? `${entry.routes.view}?${new URLSearchParams({ id }).toString()}` : null;
}

interface Row {
  id: string;
  title: string;
  subtitle: string;
  date: string;
  amount: number;
}

/** The next 30 days' rows (spec section 9), soonest first: how many, what they add up to, and the first of them, each opening its record. */
function WindowListCard({
  widget,
  apiName,
  list,
  rows,
}: {
  widget: 'expectedDeals' | 'paymentPlans';
  apiName: string;
  list: WindowList<unknown>;
  rows: Row[];
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <WidgetCard widget={widget} empty={list.count === 0}>
      <p className={styles.summary} data-testid="board-window-summary" data-count={list.count} data-total={list.total}>
        {t('web.board.windowSummary', { n: list.count, total: money(list.total) })}
      </p>
      <ul className={styles.rows}>
        {rows.map((row) => {
          const path = detailPath(apiName, row.id);
          const body = (
            <>
              <span className={styles.rowMain}>
                <span className={styles.name}>{row.title}</span>
                <span className={styles.muted}>{row.subtitle}</span>
              </span>
              <span className={styles.rowSide}>
                <span className={styles.amount}>{money(row.amount)}</span>
                <span className={styles.muted}>{row.date}</span>
              </span>
            </>
          );
          return (
            <li key={row.id} data-testid="board-window-row">
              {path ? (
                <Link className={styles.rowLink} to={path}>
                  {body}
                </Link>
              ) : (
                <div className={styles.rowLink}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </WidgetCard>
  );
}

/** Open opportunities expected to close within 30 days: name, customer and owner, amount and date (the total adds their amounts). */
export function ExpectedDealsWidget({ list }: { list: WindowList<ExpectedDeal> }) {
  const rows = list.rows.map((deal) => ({
    id: deal.id,
    title: deal.chanceName,
    subtitle: [deal.customerName, deal.ownerName].filter(Boolean).join(' · '),
    // A date field: the local day as stored.
    date: deal.expectedDate,
    amount: deal.amount,
  }));
  return <WindowListCard widget="expectedDeals" apiName="crmChance" list={list} rows={rows} />;
}

/** Receipt plans due within 30 days: number, customer and owner, what is still outstanding and when. */
export function PaymentPlansWidget({ list }: { list: WindowList<DuePlan> }) {
  const rows = list.rows.map((plan) => ({
    id: plan.id,
    title: plan.planNo,
    subtitle: [plan.customerName, plan.ownerName].filter(Boolean).join(' · '),
    date: plan.planDate,
    amount: plan.outstandingAmount,
  }));
  return <WindowListCard widget="paymentPlans" apiName="crmReceivePlan" list={list} rows={rows} />;
}
