import { queryOptions } from '@tanstack/react-query';
import { BRIEFING_PERIODS, BRIEFING_TEAMS, FIGURES_API, HOME_BRIEFING_KEYS, type Briefing, type BriefingPeriod, type BriefingTeam } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** What a briefing is asked for: unset parts are the server's defaults (this month, the widest team the viewer may choose). */
export interface BriefingAsk {
  period?: BriefingPeriod;
  team?: BriefingTeam;
  keys?: readonly string[];
}

export const periodOf = (value: string | null): BriefingPeriod | undefined => BRIEFING_PERIODS.find((period) => period === value);
export const teamOf = (value: string | null): BriefingTeam | undefined => BRIEFING_TEAMS.find((team) => team === value);

/**
 * GET FIGURES_API.briefing: the figures of a period and team against the period before. `silent`:
 * a failure is said only in place (the home page's card, beside what else the page asks).
 */
export const briefingQuery = ({ period, team, keys }: BriefingAsk, silent = false) =>
  queryOptions({
    queryKey: ['briefing', period ?? '', team ?? '', keys?.join(',') ?? ''] as const,
    queryFn: ({ signal }) =>
      http
        .get<Briefing>(FIGURES_API.briefing, { ...(period ? { period } : {}), ...(team ? { team } : {}), ...(keys ? { keys } : {}) }, { signal, silent })
        .then(resultOf),
  });

/** The home page's card: this month against the last, four figures. */
export const homeBriefingQuery = () => briefingQuery({ period: 'thisMonth', keys: HOME_BRIEFING_KEYS }, true);
