import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { StarFill } from 'antd-mobile-icons';
import { formatDateTime, type StarEntry } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { PagedList } from '../../lib/paged-list.tsx';
import { SwipeAction } from '../../lib/touch/SwipeAction.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { starListQuery, starObjectsQuery, useSetStar } from '../../records/api/star-queries.ts';
import { manifestOf } from '../../records/definitions.ts';
import styles from './StarList.module.css';

/** The detail screen of a record I follow; null for an object this client does not know. */
function recordPath(entry: StarEntry): string | null {
  const object = manifestOf(entry.objectName);
  return object ? `${object.routes.view}?${new URLSearchParams({ id: entry.recordId }).toString()}` : null;
}

function StarCard({ entry, onUnfollow }: { entry: StarEntry; onUnfollow(entry: StarEntry): void }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const path = recordPath(entry);
  const title = entry.title || t('web.stars.untitled');
  const body = (
    <>
      <p className={styles.what}>
        <Tag color="primary" fill="outline" className={styles.kind}>
          {entry.objectLabel}
        </Tag>
        <span className={styles.title} data-testid="star-title">
          {title}
        </span>
      </p>
      <div className={styles.when}>
        <time dateTime={entry.starredAt}>{t('web.stars.starredAt', { time: formatDateTime(entry.starredAt, timeZone) })}</time>
      </div>
    </>
  );
  return (
    <SwipeAction actions={[{ key: 'unfollow', color: 'danger', text: t('web.stars.unfollow'), onClick: () => onUnfollow(entry) }]}>
      <div className={styles.card} data-testid="star-entry" data-id={entry.recordId}>
        {path ? (
          <Link to={path} className={styles.open} data-testid="star-open">
            {body}
          </Link>
        ) : (
          <div className={styles.open}>{body}</div>
        )}
        <button
          type="button"
          className={styles.unfollow}
          aria-label={`${t('web.stars.unfollow')} ${title}`}
          data-testid="star-unfollow"
          onClick={() => onUnfollow(entry)}
        >
          <StarFill />
        </button>
      </div>
    </SwipeAction>
  );
}

/**
 * /sys/sysStarList (issue 20, spec section 2 "my follows"): the records the user starred on their
 * detail screens, newest first, across objects or of one (the chips say how many of each), only
 * what they may still see; a tap opens the record, the star or a swipe stops following it (once
 * they confirm). Reached from the Mine tab.
 */
export function StarListPage() {
  const { t } = useTranslation();
  const [apiName, setApiName] = useState('');
  const objects = useQuery(starObjectsQuery()).data ?? [];
  // An object whose last star went is no filter any more: back to every object.
  const current = objects.some((object) => object.objectName === apiName) ? apiName : '';
  const query = useInfiniteQuery(starListQuery(current));
  const setStar = useSetStar();
  const entries = query.data?.pages.flatMap((page) => page.records) ?? [];

  async function unfollow(entry: StarEntry) {
    const title = entry.title || t('web.stars.untitled');
    if (!(await feedback.confirm({ content: t('web.stars.unfollowConfirm', { title }) }))) return;
    const answer = await setStar.mutateAsync({ apiName: entry.objectName, id: entry.recordId, starred: false }).catch(() => null);
    if (answer) feedback.toast(t('web.stars.unfollowed'));
  }

  const total = objects.reduce((sum, object) => sum + object.count, 0);
  return (
    <div className={styles.page} data-testid="star-list-page">
      {objects.length > 1 && (
        <div className={styles.filters} role="tablist" data-testid="star-filters">
          {[{ objectName: '', objectLabel: t('web.stars.all'), count: total }, ...objects].map((object) => (
            <button
              key={object.objectName || 'all'}
              type="button"
              role="tab"
              aria-selected={object.objectName === current}
              className={`${styles.filter} ${object.objectName === current ? styles.filterOn : ''}`}
              data-testid={`star-filter-${object.objectName || 'all'}`}
              onClick={() => setApiName(object.objectName)}
            >
              {object.objectLabel} {object.count}
            </button>
          ))}
        </div>
      )}
      <PagedList query={query} count={entries.length} emptyTitle={t('web.stars.empty')} emptyDescription={t('web.stars.emptyHint')}>
        <div className={styles.cards} data-testid="star-list">
          {entries.map((entry) => (
            <StarCard key={`${entry.objectName}:${entry.recordId}`} entry={entry} onUnfollow={(e) => void unfollow(e)} />
          ))}
        </div>
      </PagedList>
    </div>
  );
}
