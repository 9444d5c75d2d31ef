import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ActionSheet from 'antd-mobile/es/components/action-sheet/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { DownOutline } from 'antd-mobile-icons';
import { ACTIVITY_KIND_NAMES, earliestActivityDay, formatDate, formatDateTime, type ActivityKind, type ActivityLine } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { HttpError } from '../../lib/http.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { PagedList } from '../../lib/paged-list.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { activityPeopleQuery, activityQuery, type ActivityFilter } from './api/activity.ts';
import { recordPath } from './record-path.ts';
import styles from './Activity.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const kindOf = (value: string | null): ActivityKind | undefined => ACTIVITY_KIND_NAMES.find((kind) => kind === value);

/** One act: who, when, what, on which record (a tap opens it, when the reader may see it), and a follow-up's words. */
function ActivityCard({ line }: { line: ActivityLine }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const path = line.open ? recordPath(line) : null;
  const body = (
    <>
      <div className={styles.cardHead}>
        <span className={styles.who} data-testid="activity-user">
          {line.userName}
        </span>
        <time dateTime={line.time}>{formatDateTime(line.time, timeZone)}</time>
      </div>
      <p className={styles.what}>
        <Tag color="primary" fill="outline" className={styles.kind} data-testid="activity-action">
          {line.actionText}
        </Tag>
        {line.objectLabel && <span className={styles.object}>{line.objectLabel}</span>}
        <span className={line.title ? styles.title : styles.hidden} data-testid="activity-title">
          {line.title || t('web.activity.notVisible')}
        </span>
      </p>
      {line.detail && <p className={styles.detail}>{line.detail}</p>}
    </>
  );
  return path ? (
    <Link to={path} className={`${styles.card} ${styles.link}`} data-testid="activity-line" data-id={line.id}>
      {body}
    </Link>
  ) : (
    <article className={styles.card} data-testid="activity-line" data-id={line.id}>
      {body}
    </article>
  );
}

/** The date range sheet: two days within the last three months (the server refuses earlier ones). */
function DatesSheet({
  visible,
  filter,
  onClose,
  onApply,
}: {
  visible: boolean;
  filter: ActivityFilter;
  onClose(): void;
  onApply(from?: string, to?: string): void;
}) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const today = formatDate(new Date(), timeZone);
  const earliest = earliestActivityDay(new Date(), timeZone);
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(dayOf(from), dayOf(to));
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <form className={styles.sheet} onSubmit={submit} data-testid="activity-dates">
        <h2 className={styles.sheetTitle}>{t('web.activity.chooseDates')}</h2>
        <p className={styles.hint}>{t('web.activity.datesHint', { date: earliest })}</p>
        <label className={styles.field}>
          <span>{t('web.activity.from')}</span>
          <input type="date" value={from} min={earliest} max={to || today} onChange={(e) => setFrom(e.target.value)} data-testid="activity-from" />
        </label>
        <label className={styles.field}>
          <span>{t('web.activity.to')}</span>
          <input type="date" value={to} min={from || earliest} max={today} onChange={(e) => setTo(e.target.value)} data-testid="activity-to" />
        </label>
        <div className={styles.sheetButtons}>
          <Button onClick={() => onApply(undefined, undefined)} data-testid="activity-dates-clear">
            {t('web.activity.clearDates')}
          </Button>
          <Button color="primary" type="submit" data-testid="activity-dates-apply">
            {t('web.activity.apply')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}

type Sheet = 'person' | 'kind' | 'dates' | null;

/**
 * /sys/sysActionLog ('page:sysActionLog' of the menu catalogue, issue 14): what the people of my
 * data scope did (follow-ups, visits, deals won, records made, changed, handed on, pooled …),
 * newest first, page by page as it scrolls, over the last three months; by person, kind and
 * dates (kept in the address, so Back returns to the same view).
 */
export function TeamActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: ActivityFilter = {
    userId: params.get('userId') || undefined,
    kind: kindOf(params.get('kind')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
  const [sheet, setSheet] = useState<Sheet>(null);
  const peopleWanted = useOpenedOnce(sheet === 'person');
  const kindsWanted = useOpenedOnce(sheet === 'kind');
  const query = useInfiniteQuery(activityQuery(filter));
  const people = useQuery({ ...activityPeopleQuery(), enabled: peopleWanted || Boolean(filter.userId) });
  const lines = query.data?.pages.flatMap((page) => page.records) ?? [];
  // The server's refusal of the dates (before the last three months), said in its words.
  const refusal = query.error instanceof HttpError && query.error.status === 400 ? query.error : null;

  function choose(changes: Partial<Record<keyof ActivityFilter, string | undefined>>) {
    setSheet(null);
    const search = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) search.set(name, value);
      else search.delete(name);
    }
    setParams(search, { replace: true });
  }

  const person = people.data?.find((p) => p.id === filter.userId);
  const personLabel = filter.userId ? (person?.realname ?? '…') : t('web.activity.allPeople');
  const kindLabel = filter.kind ? t(`web.activity.kind.${filter.kind}`) : t('web.activity.allKinds');
  const datesLabel = filter.from || filter.to ? t('web.activity.dateRange', { from: filter.from ?? '…', to: filter.to ?? '…' }) : t('web.activity.anyDate');

  return (
    <div className={styles.page} data-testid="team-activity-page">
      <div className={styles.toolbar}>
        {(
          [
            ['person', personLabel, t('web.activity.choosePerson')],
            ['kind', kindLabel, t('web.activity.chooseKind')],
            ['dates', datesLabel, t('web.activity.chooseDates')],
          ] as const
        ).map(([name, label, title]) => (
          <button
            key={name}
            type="button"
            className={styles.filter}
            aria-haspopup="dialog"
            aria-label={`${title}: ${label}`}
            data-testid={`activity-filter-${name}`}
            onClick={() => setSheet(name)}
          >
            <span className={styles.filterText}>{label}</span>
            <DownOutline aria-hidden />
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        count={lines.length}
        emptyTitle={t('web.activity.empty')}
        failed={
          // A period the server refuses (too long ago): its reason, and the way back to any date.
          refusal ? (
            <ErrorBlock status="default" title={refusal.message} description="" data-testid="activity-refused">
              <Button color="primary" style={{ minHeight: 44 }} onClick={() => choose({ from: undefined, to: undefined })}>
                {t('web.activity.anyDate')}
              </Button>
            </ErrorBlock>
          ) : undefined
        }
      >
        <div className={styles.cards} data-testid="activity-list">
          {lines.map((line) => (
            <ActivityCard key={line.id} line={line} />
          ))}
        </div>
      </PagedList>
      {peopleWanted && (
        <ActionSheet
          visible={sheet === 'person'}
          onClose={() => setSheet(null)}
          cancelText={t('web.common.cancel')}
          extra={t('web.activity.choosePerson')}
          styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
          actions={[
            { key: '', text: t('web.activity.allPeople'), onClick: () => choose({ userId: undefined }) },
            ...(people.data ?? []).map((p) => ({
              key: p.id,
              text: <span aria-current={p.id === filter.userId ? 'true' : undefined}>{p.realname}</span>,
              description: p.departName ?? undefined,
              onClick: () => choose({ userId: p.id }),
            })),
          ]}
        />
      )}
      {kindsWanted && (
        <ActionSheet
          visible={sheet === 'kind'}
          onClose={() => setSheet(null)}
          cancelText={t('web.common.cancel')}
          extra={t('web.activity.chooseKind')}
          actions={[
            { key: '', text: t('web.activity.allKinds'), onClick: () => choose({ kind: undefined }) },
            ...ACTIVITY_KIND_NAMES.map((kind) => ({
              key: kind,
              text: <span aria-current={kind === filter.kind ? 'true' : undefined}>{t(`web.activity.kind.${kind}`)}</span>,
              onClick: () => choose({ kind }),
            })),
          ]}
        />
      )}
      {sheet === 'dates' && <DatesSheet visible filter={filter} onClose={() => setSheet(null)} onApply={(from, to) => choose({ from, to })} />}
    </div>
  );
}
