import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { formatDateTime, type BrowseEntry } from '@crm/domain';
import { PagedList } from '../../lib/paged-list.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { browseListQuery } from './api/activity.ts';
import { recordPath } from './record-path.ts';
import styles from './Activity.module.css';

function BrowseCard({ entry }: { entry: BrowseEntry }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const path = recordPath(entry);
  const body = (
    <>
      <p className={styles.what}>
        <Tag color="primary" fill="outline" className={styles.kind}>
          {entry.objectLabel}
        </Tag>
        <span className={styles.title} data-testid="browse-title">
          {entry.title}
        </span>
      </p>
      <div className={styles.cardFoot}>
        <time dateTime={entry.lastViewedAt}>{formatDateTime(entry.lastViewedAt, timeZone)}</time>
        <span>{t('web.browse.views', { count: entry.views })}</span>
      </div>
    </>
  );
  return path ? (
    <Link to={path} className={`${styles.card} ${styles.link}`} data-testid="browse-entry" data-id={entry.recordId}>
      {body}
    </Link>
  ) : (
    <article className={styles.card} data-testid="browse-entry" data-id={entry.recordId}>
      {body}
    </article>
  );
}

/**
 * /crm/crmBrowseList ('page:crmBrowseList' of the menu catalogue, issue 14): the records I opened
 * lately, across objects, newest first, only those I may still see; a tap opens one.
 */
export function BrowseListPage() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(browseListQuery());
  const entries = query.data?.pages.flatMap((page) => page.records) ?? [];
  return (
    <div className={styles.page} data-testid="browse-list-page">
      <PagedList query={query} count={entries.length} emptyTitle={t('web.browse.empty')}>
        <div className={styles.cards} data-testid="browse-list">
          {entries.map((entry) => (
            <BrowseCard key={`${entry.objectName}:${entry.recordId}`} entry={entry} />
          ))}
        </div>
      </PagedList>
    </div>
  );
}
