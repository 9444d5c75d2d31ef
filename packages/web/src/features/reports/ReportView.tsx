import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import {
  BRIEFING_PERIODS,
  BRIEFING_TEAMS,
  formatDate,
  shareOf,
  type BriefingPeriod,
  type BriefingTeam,
  type Report,
  type ReportKey,
  type ReportRow,
} from '@crm/domain';
import { EChart, type ChartOption } from '../../charts/EChart.tsx';
import { PeriodTeamChoices } from '../../lib/choices/PeriodTeamChoices.tsx';
import { LoadFailed } from '../../lib/load-failed.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { useMoney } from '../../records/fields/figure-text.ts';
import { downloadReport, reportQuery } from './api/reports.ts';
import styles from './Reports.module.css';

const TOUCH = { minHeight: 44 } as const;

/** The bars a phone's chart shows: the largest groups (the table below has them all). */
const MOST_BARS = 10;

/** What a group weighs in the chart and its share: its amount where the report has one, else its count. */
const measureOf = (report: Report, row: ReportRow) => (report.money ? (row.amount ?? 0) : row.count);

/** The chart's drawing: shares of the whole as a ring (dict groupings), or bars largest first, the names beside them (stages, products). */
function chartOption(report: Report, text: (value: number) => string): ChartOption {
  const tooltip = { valueFormatter: (value: number) => text(value) };
  if (report.chart === 'pie') {
    return {
      tooltip: { ...tooltip, trigger: 'item' },
      series: [
        {
          type: 'pie',
          radius: ['30%', '58%'],
          // The share to one decimal, as the table has it; a long name on two lines, not cut.
          percentPrecision: 1,
          label: { formatter: '{b}\n{d}%', fontSize: 11, width: 72, overflow: 'break' },
          data: report.rows.map((row) => ({ name: row.label, value: measureOf(report, row) })),
        },
      ],
    };
  }
  const bars = report.rows.slice(0, MOST_BARS);
  return {
    // Room on the right for the largest bar's value.
    grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
    tooltip: { ...tooltip, trigger: 'axis' },
    // Each bar says its value: a phone's width has no room for an axis of amounts.
    xAxis: { type: 'value', axisLabel: { show: false }, splitLine: { show: false } },
    // Largest on top; a long product name cut to what a phone's width leaves the bars.
    yAxis: { type: 'category', inverse: true, data: bars.map((row) => row.label), axisLabel: { width: 96, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        data: bars.map((row) => measureOf(report, row)),
        itemStyle: { color: '#1677ff' },
        label: { show: true, position: 'right', fontSize: 11, formatter: ({ value }: { value: number }) => text(value) },
      },
    ],
  };
}

/** The report's chart and, below it, its table: each group's count, amount and share, and the total. */
function ReportBody({ report, title, busy }: { report: Report; title: string; busy: boolean }) {
  const { t } = useTranslation();
  const { money, count } = useMoney();
  const text = report.money ? money : count;
  const option = useMemo(() => chartOption(report, text), [report, text]);
  if (report.rows.length === 0) {
    return (
      <section className={styles.card}>
        <p className={styles.none} data-testid="report-none">
          {t('web.reports.noData')}
        </p>
      </section>
    );
  }
  const said = report.rows.map((row) => `${row.label} ${text(measureOf(report, row))}`).join(', ');
  const height = report.chart === 'pie' ? 260 : Math.max(160, Math.min(report.rows.length, MOST_BARS) * 30 + 40);
  return (
    <>
      <section className={styles.card} aria-busy={busy}>
        {/* A new height is a new chart (keyed): EChart draws its option once per chart it makes. */}
        <EChart key={height} option={option} height={height} label={`${t('web.reports.chart', { title })}: ${said}`} testId="report-chart" />
      </section>
      <section className={styles.card} aria-busy={busy}>
        <table className={styles.table} data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">{t(`web.reports.group.${report.key}`)}</th>
              <th scope="col">{t('web.reports.count')}</th>
              {report.money && <th scope="col">{t('web.reports.amount')}</th>}
              <th scope="col">{t('web.reports.share')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.value ?? ''} data-testid="report-row" data-value={row.value ?? ''} data-count={row.count}>
                <td>{row.label}</td>
                <td data-testid="report-count">{count(row.count)}</td>
                {report.money && <td data-testid="report-amount">{money(row.amount ?? 0)}</td>}
                <td data-testid="report-share">{shareOf(report, row)}%</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="report-total" data-count={report.total.count}>
              <td>{t('web.reports.total')}</td>
              <td>{count(report.total.count)}</td>
              {report.money && <td>{money(report.total.amount ?? 0)}</td>}
              <td>100%</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

/** The days the period covers, as the viewer's calendar has them (the answer's `until` is the first instant after it). */
function PeriodDays({ report }: { report: Report }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const lastInstant = new Date(Date.parse(report.until) - 1);
  return (
    <p className={styles.range} data-testid="report-range">
      {t('web.briefing.range', { from: formatDate(report.from, timeZone), to: formatDate(lastInstant, timeZone) })}
    </p>
  );
}

/**
 * One report of the data view (`?key=` of /common/commonReportList): a period and a team to
 * choose (kept in the address, as the briefing's), the chart, the table and the export. The
 * server groups and counts within the viewer's data scope; the screen only draws.
 */
export function ReportView({ reportKey }: { reportKey: ReportKey }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // What the address asks for, if it is a period and a team at all (else the server's defaults).
  const ask = {
    key: reportKey,
    period: BRIEFING_PERIODS.find((each) => each === params.get('period')),
    team: BRIEFING_TEAMS.find((each) => each === params.get('team')),
  };
  // Another period's numbers stay, dimmed, until the chosen one's come.
  const query = useQuery({ ...reportQuery(ask), placeholderData: keepPreviousData });
  const report = query.data?.key === reportKey ? query.data : undefined;
  const [exporting, setExporting] = useState(false);
  const title = t(`web.reports.title.${reportKey}`);
  const period = ask.period ?? report?.period ?? 'thisMonth';
  const teams = report?.teams ?? [];

  function choose(name: 'period' | 'team', value: BriefingPeriod | BriefingTeam) {
    const search = new URLSearchParams(params);
    search.set(name, value);
    setParams(search, { replace: true });
  }

  async function exportReport() {
    setExporting(true);
    try {
      await downloadReport({ ...ask, period, team: report?.team }, `${title}.xlsx`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className={styles.page} data-testid="report-view" data-key={reportKey}>
      <PeriodTeamChoices period={period} team={ask.team ?? report?.team} teams={teams} testIdPrefix="report" onChoose={choose} />
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {report?.exportable && report.rows.length > 0 && (
          <Button size="small" style={TOUCH} loading={exporting} onClick={() => void exportReport()} data-testid="report-export">
            {t('web.reports.export')}
          </Button>
        )}
      </div>
      {report ? (
        <>
          <PeriodDays report={report} />
          <ReportBody report={report} title={title} busy={query.isPlaceholderData} />
        </>
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} testId="report-retry" />
      ) : (
        <p className={styles.none} role="status">
          {t('web.common.loading')}
        </p>
      )}
    </div>
  );
}
