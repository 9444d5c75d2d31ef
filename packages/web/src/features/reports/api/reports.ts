import { queryOptions } from '@tanstack/react-query';
import { REPORTS_API, type BriefingPeriod, type BriefingTeam, type Report, type ReportKey, type ReportList } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** What a report is asked for: unset parts are the server's defaults (this month, the widest team the viewer may choose). */
export interface ReportAsk {
  key: ReportKey;
  period?: BriefingPeriod;
  team?: BriefingTeam;
}

const paramsOf = ({ key, period, team }: ReportAsk) => ({ key, ...(period ? { period } : {}), ...(team ? { team } : {}) });

/** GET REPORTS_API.list: the reports the viewer may open and the teams they may choose. */
export const reportListQuery = () =>
  queryOptions({
    queryKey: ['reports'] as const,
    queryFn: ({ signal }) => http.get<ReportList>(REPORTS_API.list, undefined, { signal }).then(resultOf),
  });

/** GET REPORTS_API.report: one report's groups for a period and team. */
export const reportQuery = (ask: ReportAsk) =>
  queryOptions({
    queryKey: ['report', ask.key, ask.period ?? '', ask.team ?? ''] as const,
    queryFn: ({ signal }) => http.get<Report>(REPORTS_API.report, paramsOf(ask), { signal }).then(resultOf),
  });

/** GET REPORTS_API.export as a file, named by the server (the report's title and the day), as a record export downloads. */
export const downloadReport = (ask: ReportAsk, fileName: string) => http.download(REPORTS_API.export, paramsOf(ask), fileName);
