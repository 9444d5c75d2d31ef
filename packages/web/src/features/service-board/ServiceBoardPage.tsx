import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENGINEER_STATUS, formatDateTime, type ServiceBoard, type ValueCount } from '@crm/domain';
import { LoadFailed } from '../../lib/load-failed.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { PullToRefresh } from '../../lib/touch/PullToRefresh.tsx';
import { manifestOf } from '../../records/definitions.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { serviceBoardQuery } from './api.ts';
import styles from './ServiceBoard.module.css';

/** The public service request link's card: its own chunk (with the QR code), for those who may publish it. */
const ServiceFormLinkCard = lazy(() => import('./ServiceFormLinkCard.tsx').then((m) => ({ default: m.ServiceFormLinkCard })));

/** The work orders' screens, by their object's routes. */
const workOrders = () => manifestOf('crmWorkOrder')?.routes;

function Card({ id, title, extra, children }: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`service-${id}`} data-testid="service-card" data-card={id}>
      <div className={styles.head}>
        <h2 id={`service-${id}`} className={styles.title}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** Counts as chips, each labelled by `label`; a chip opens `to(value)` when given (the records it counts). */
function Chips({ counts, label, to, testId }: { counts: ValueCount[]; label(value: string): string; to?: (value: string) => string; testId: string }) {
  return (
    <ul className={styles.chips}>
      {counts.map(({ value, count }) => {
        const body = (
          <>
            {label(value)} <strong>{count}</strong>
          </>
        );
        return (
          <li key={value} data-testid={testId} data-value={value}>
            {to ? (
              <Link className={styles.chip} to={to(value)}>
                {body}
              </Link>
            ) : (
              <span className={styles.chip}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Open work orders by status and by urgency, each count opening the work orders it counts (the list takes filter choices from its address). */
function OpenCard({ open }: { open: NonNullable<ServiceBoard['open']> }) {
  const { t } = useTranslation();
  const list = workOrders()?.list;
  return (
    <Card id="open" title={t('web.serviceBoard.open')} extra={<span className={styles.big}>{open.count}</span>}>
      {open.count === 0 ? (
        <p className={styles.none}>{t('web.serviceBoard.none')}</p>
      ) : (
        <>
          <p className={styles.subtitle}>{t('web.serviceBoard.byStatus')}</p>
          <Chips
            counts={open.byStatus}
            label={(value) => t(`web.serviceBoard.status.${value}`, { defaultValue: value })}
            to={list ? (status) => `${list}?${new URLSearchParams({ status }).toString()}` : undefined}
            testId="service-status"
          />
          <p className={styles.subtitle}>{t('web.serviceBoard.byUrgency')}</p>
          <Chips
            counts={open.byUrgency}
            label={(value) => t(`web.serviceBoard.urgency.${value}`, { defaultValue: value })}
            to={list ? (urgency) => `${list}?${new URLSearchParams({ scene: 'open', urgency }).toString()}` : undefined}
            testId="service-urgency"
          />
        </>
      )}
    </Card>
  );
}

/** Past their deadline and not completed, most overdue first, each opening its work order. */
function OverdueCard({ overdue }: { overdue: NonNullable<ServiceBoard['overdue']> }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const view = workOrders()?.view;
  return (
    <Card id="overdue" title={t('web.serviceBoard.overdue')} extra={<span className={styles.big}>{overdue.count}</span>}>
      {overdue.count === 0 ? (
        <p className={styles.none}>{t('web.serviceBoard.none')}</p>
      ) : (
        <ul className={styles.rows}>
          {overdue.rows.map((row) => {
            const body = (
              <>
                <span className={styles.rowMain}>
                  <span className={styles.name}>{row.subject}</span>
                  <span className={styles.muted}>{[row.customerName, row.engineerName ?? t('web.serviceBoard.unassigned')].filter(Boolean).join(' · ')}</span>
                </span>
                <span className={styles.side}>
                  <span className={styles.overdue}>{t('web.serviceBoard.deadline', { at: formatDateTime(row.deadline, timeZone) })}</span>
                  <span className={styles.muted}>{t(`web.serviceBoard.urgency.${row.urgency}`, { defaultValue: row.urgency })}</span>
                </span>
              </>
            );
            return (
              <li key={row.id} data-testid="service-overdue">
                {view ? (
                  <Link className={styles.row} to={`${view}?${new URLSearchParams({ id: row.id }).toString()}`}>
                    {body}
                  </Link>
                ) : (
                  <div className={styles.row}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {overdue.count > overdue.rows.length && <p className={styles.muted}>{t('web.serviceBoard.overdueMore', { n: overdue.count - overdue.rows.length })}</p>}
    </Card>
  );
}

const DOT: Record<string, string> = { [ENGINEER_STATUS.free]: styles.free!, [ENGINEER_STATUS.busy]: styles.busy!, [ENGINEER_STATUS.offline]: styles.offline! };

/** The engineers by status, and each with their open load: free first. */
function EngineersCard({ engineers }: { engineers: NonNullable<ServiceBoard['engineers']> }) {
  const { t } = useTranslation();
  return (
    <Card id="engineers" title={t('web.serviceBoard.engineers')}>
      <Chips
        counts={engineers.byStatus}
        label={(value) => t(`web.serviceBoard.engineerStatus.${value}`, { defaultValue: value })}
        testId="service-engineer-status"
      />
      <ul className={styles.rows}>
        {engineers.rows.map((engineer) => (
          <li key={engineer.id} className={styles.row} data-testid="service-engineer">
            <span className={styles.rowMain}>
              <span className={styles.name}>
                <span className={`${styles.dot} ${DOT[engineer.status] ?? ''}`} aria-hidden />
                {engineer.realname}
              </span>
              <span className={styles.muted}>
                {[engineer.departName, t(`web.serviceBoard.engineerStatus.${engineer.status}`, { defaultValue: engineer.status })].filter(Boolean).join(' · ')}
              </span>
            </span>
            <span className={styles.muted}>{t('web.serviceBoard.load', { n: engineer.openCount })}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** This month's completed work orders and the average time they took. */
function CompletedCard({ completed }: { completed: NonNullable<ServiceBoard['completed']> }) {
  const { t } = useTranslation();
  return (
    <Card id="completed" title={t('web.serviceBoard.completed')} extra={<span className={styles.big}>{completed.count}</span>}>
      <p className={styles.muted} data-testid="service-hours">
        {completed.averageHours === null ? t('web.serviceBoard.none') : t('web.serviceBoard.averageHours', { h: completed.averageHours })}
      </p>
    </Card>
  );
}

/** This month's ratings: the average, the stars as bars (1 to 5 stars, most first) and the satisfaction given. */
function RatingsCard({ appraisals }: { appraisals: NonNullable<ServiceBoard['appraisals']> }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...appraisals.byRating.map((each) => each.count));
  return (
    <Card
      id="ratings"
      title={t('web.serviceBoard.ratings')}
      extra={<span className={styles.muted}>{t('web.serviceBoard.ratingCount', { n: appraisals.count })}</span>}
    >
      {appraisals.count === 0 ? (
        <p className={styles.none}>{t('web.serviceBoard.none')}</p>
      ) : (
        <>
          <p className={styles.subtitle}>{t('web.serviceBoard.average')}</p>
          <span className={styles.big} data-testid="service-average">
            {appraisals.averageRating?.toFixed(1)}
          </span>
          <ul className={styles.bars}>
            {[...appraisals.byRating].reverse().map(({ value, count }) => (
              <li key={value} className={styles.bar} data-testid="service-stars" data-value={value}>
                <span>{t('web.serviceBoard.stars', { n: Number(value) })}</span>
                <span className={styles.track}>
                  <span className={styles.fill} style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span>{count}</span>
              </li>
            ))}
          </ul>
          <Chips
            counts={appraisals.bySatisfaction}
            label={(value) => t(`web.serviceBoard.satisfaction.${value}`, { defaultValue: value })}
            testId="service-satisfaction"
          />
        </>
      )}
    </Card>
  );
}

/**
 * /crm/serviceBoard ('page:serviceBoard' of the menu catalogue, issue 16): the service area at a
 * glance, as the server counts it within the viewer's data scope: open work orders by status and
 * urgency, the overdue ones, the engineers by status with their load, this month's completed work
 * orders and ratings. A card the viewer may not see (the server leaves it out) is not shown. Pull
 * down to count again.
 */
export function ServiceBoardPage() {
  const { t } = useTranslation();
  const query = useQuery(serviceBoardQuery());
  const canPublish = usePermission()('crm:crmWorkOrder:assign');
  const board = query.data;
  if (!board) {
    return query.isError ? (
      <LoadFailed error={query.error} retry={() => void query.refetch()} testId="service-retry" />
    ) : (
      <div className={styles.page} role="status" aria-label={t('web.common.loading')}>
        <div className={styles.placeholder} />
        <div className={styles.placeholder} />
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="service-board">
      <PullToRefresh onRefresh={() => query.refetch()}>
        <div className={styles.cards}>
          {board.open && <OpenCard open={board.open} />}
          {board.overdue && <OverdueCard overdue={board.overdue} />}
          {board.engineers && <EngineersCard engineers={board.engineers} />}
          {board.appraisals && <RatingsCard appraisals={board.appraisals} />}
          {board.completed && <CompletedCard completed={board.completed} />}
          {canPublish && (
            <Suspense fallback={null}>
              <ServiceFormLinkCard />
            </Suspense>
          )}
        </div>
      </PullToRefresh>
    </div>
  );
}
