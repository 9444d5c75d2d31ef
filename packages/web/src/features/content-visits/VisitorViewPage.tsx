import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { RightOutline } from 'antd-mobile-icons';
import { formatDateTime, formatDuration, type ContentVisit } from '@crm/domain';
import { useLang } from '../../lib/i18n.ts';
import { PagedList } from '../../lib/paged-list.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { useSessionStore } from '../../stores/session.ts';
import { contentVisitsQuery } from './api/content-visits.ts';
import styles from './VisitorView.module.css';

/** Where the lead a visitor's contact became opens. */
const leadPath = (leadId: string) => `/crm/crmClueView?id=${encodeURIComponent(leadId)}`;

function VisitCard({ visit }: { visit: ContentVisit }) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const me = useSessionStore((s) => s.info?.realname);
  const visitor = [visit.visitorName, visit.visitorPhone].filter(Boolean).join(' · ');
  const body = (
    <>
      <p className={styles.what}>
        <Tag color="primary" fill="outline" className={styles.kind}>
          {t(`entity.${visit.apiName}.label`)}
        </Tag>
        <span className={styles.title} data-testid="visit-title">
          {visit.title}
        </span>
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('web.contentShare.openedAt')}</dt>
          <dd>
            <time dateTime={visit.visitedAt}>{formatDateTime(visit.visitedAt, timeZone)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('web.contentShare.device')}</dt>
          <dd>{visit.device}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('web.contentShare.readTime')}</dt>
          <dd data-testid="visit-read">{formatDuration(visit.seconds, lang)}</dd>
        </div>
        {/* An administrator sees everyone's links: whose link it was, when not the reader's own. */}
        {visit.sharerName !== me && (
          <div className={styles.fact}>
            <dt>{t('web.contentShare.sharer')}</dt>
            <dd>{visit.sharerName}</dd>
          </div>
        )}
      </dl>
      {(visitor || visit.leadId) && (
        <div className={styles.visitor} data-testid={visit.leadId ? 'visit-lead' : undefined}>
          <span className={styles.visitorLabel}>{t('web.contentShare.visitor')}</span>
          <span className={styles.visitorWho}>{visitor}</span>
          {visit.leadId && (
            <span className={styles.open}>
              {t('web.contentShare.openLead')}
              <RightOutline />
            </span>
          )}
        </div>
      )}
    </>
  );
  return visit.leadId ? (
    <Link to={leadPath(visit.leadId)} className={`${styles.card} ${styles.link}`} data-testid="visit-item" data-id={visit.id}>
      {body}
    </Link>
  ) : (
    <article className={styles.card} data-testid="visit-item" data-id={visit.id}>
      {body}
    </article>
  );
}

/**
 * /cms/visitorView (issue 20): who opened the user's shared articles and documents, newest first:
 * when, on what, for how long, and the contact a visitor left; a visit that became a lead opens it.
 * Reached from the share panels (no menu entry of its own).
 */
export function VisitorViewPage() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(contentVisitsQuery());
  const visits = query.data?.pages.flatMap((page) => page.records) ?? [];
  return (
    <div className={styles.page}>
      <PagedList query={query} count={visits.length} emptyTitle={t('web.contentShare.empty')}>
        <div className={styles.cards} data-testid="visit-list">
          {visits.map((visit) => (
            <VisitCard key={visit.id} visit={visit} />
          ))}
        </div>
      </PagedList>
    </div>
  );
}
