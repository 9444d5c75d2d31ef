import { Link } from 'react-router';
import { useInfiniteQuery, infiniteQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { RightOutline } from 'antd-mobile-icons';
import { formatDateTime, SMART_FORM_API, type SmartFormSubmission, type SmartFormSubmissionPage } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import styles from './SmartFormSubmissions.module.css';

const PAGE_SIZE = 10;

/** GET SMART_FORM_API.submissions: what came in through the form (all of it for its author or an administrator, else through the user's links), newest first. */
export const submissionsQuery = (formId: string) =>
  infiniteQueryOptions({
    queryKey: ['smartFormSubmissions', formId] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<SmartFormSubmissionPage>(SMART_FORM_API.submissions, { formId, pageNo: pageParam, pageSize: PAGE_SIZE }, { signal }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

const leadPath = (leadId: string) => `/crm/crmClueView?id=${encodeURIComponent(leadId)}`;

function SubmissionCard({ submission }: { submission: SmartFormSubmission }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  return (
    <li className={styles.card} data-testid="submission-item">
      <p className={styles.head}>
        <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt, timeZone)}</time>
        <span>
          {t('web.smartFormSubmissions.sharer')} {submission.sharerName}
        </span>
      </p>
      <dl className={styles.answers}>
        {submission.answers.map((answer, index) => (
          <div key={index} className={styles.answer}>
            <dt>{answer.question}</dt>
            <dd>{answer.answer || '-'}</dd>
          </div>
        ))}
      </dl>
      {submission.leadId && (
        <Link to={leadPath(submission.leadId)} className={styles.lead} data-testid="submission-lead">
          <span>
            {t('web.smartFormSubmissions.openLead')}
            {submission.leadName ? ` · ${submission.leadName}` : ''}
          </span>
          <RightOutline />
        </Link>
      )}
    </li>
  );
}

/**
 * A smart form's submissions on its detail screen (issue 20): each with when it came, through whose
 * link, its answers as asked, and the lead it became, one tap away.
 */
export function SmartFormSubmissions({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(submissionsQuery(formId));
  const submissions = query.data?.pages.flatMap((page) => page.records) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <section className={styles.panel} data-testid="smart-form-submissions">
      <h3 className={styles.title}>
        {t('web.smartFormSubmissions.title')}
        {total > 0 && <span className={styles.count}>{t('web.smartFormSubmissions.count', { count: total })}</span>}
      </h3>
      {query.isSuccess && submissions.length === 0 && <p className={styles.empty}>{t('web.smartFormSubmissions.empty')}</p>}
      <ul className={styles.list}>
        {submissions.map((submission) => (
          <SubmissionCard key={submission.id} submission={submission} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button block fill="outline" className={styles.target} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('web.smartFormSubmissions.more')}
        </Button>
      )}
    </section>
  );
}
