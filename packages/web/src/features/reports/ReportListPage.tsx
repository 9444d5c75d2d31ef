import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AREAS, REPORT_KEYS, type ReportKey, type ReportSummary } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { LoadFailed } from '../../lib/load-failed.tsx';
import { reportListQuery } from './api/reports.ts';
import { ReportView } from './ReportView.tsx';
import styles from './Reports.module.css';

/** The reports the viewer may open, under their areas' names, each a row to tap. */
function ReportChoice({ reports, open }: { reports: readonly ReportSummary[]; open(key: ReportKey): void }) {
  const { t } = useTranslation();
  if (reports.length === 0) return <ErrorBlock status="empty" title={t('web.reports.empty')} description="" />;
  return AREAS.map((area) => {
    const ofArea = reports.filter((report) => report.area === area);
    if (ofArea.length === 0) return null;
    return (
      <section key={area} aria-labelledby={`reports-${area}`}>
        <h2 id={`reports-${area}`} className={styles.areaTitle}>
          {t(`common.area.${area}`)}
        </h2>
        <ul className={styles.reports}>
          {ofArea.map((report) => (
            <li key={report.key}>
              <button type="button" className={styles.report} data-testid="report-item" data-key={report.key} onClick={() => open(report.key)}>
                {t(`web.reports.title.${report.key}`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/**
 * /common/commonReportList ('page:commonReportList' of the menu catalogue, issue 15, spec
 * section 2): the data view's ready reports the viewer may open; one opened (`?key=`, a step in
 * the history, so Back returns to the list) shows as ReportView.
 */
export function ReportListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useQuery(reportListQuery());
  const key = REPORT_KEYS.find((each) => each === params.get('key'));
  // A report the viewer may not open (an address kept from another role) is the list.
  const opened = key && query.data?.reports.some((report) => report.key === key) ? key : null;

  if (opened) return <ReportView reportKey={opened} />;
  return (
    <div className={styles.page} data-testid="report-list">
      {query.data ? (
        <ReportChoice reports={query.data.reports} open={(chosen) => setParams({ key: chosen })} />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} testId="report-list-retry" />
      ) : (
        <p className={styles.none} role="status">
          {t('web.common.loading')}
        </p>
      )}
    </div>
  );
}
