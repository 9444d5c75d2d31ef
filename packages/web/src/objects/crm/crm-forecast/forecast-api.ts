import { queryOptions } from '@tanstack/react-query';
import {
  FORECAST_API,
  FORECAST_PERIOD_TYPE,
  FORECAST_PERIODS,
  type ForecastPeriod,
  type ForecastPeriodType,
  type ForecastRollup,
  type RecordRow,
} from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** The forecasts' queries, under one key: an adjustment refreshes every period's roll-up. */
export const FORECAST_KEY = ['forecastRollup'] as const;

/** A period's roll-up by department (the server's figures, within the viewer's scope). */
export const rollupQuery = (period: ForecastPeriod) =>
  queryOptions({
    queryKey: [...FORECAST_KEY, period.year, period.periodType, period.period] as const,
    queryFn: ({ signal }) => http.get<ForecastRollup>(FORECAST_API.rollup, { ...period }, { signal }).then(resultOf),
  });

/** A forecast's system forecast and amount won computed afresh (its detail opening): answers the record as queryById. Silent: the detail shows what it has. */
export const refreshForecast = (id: string) => http.post<RecordRow>(FORECAST_API.refresh, { id }, { silent: true }).then(resultOf);

/** The period the address names (year, periodType, period), else the month of `today`; a number out of range is the period type's first. */
export function periodOf(params: URLSearchParams, today: Date): ForecastPeriod {
  const periodType: ForecastPeriodType = params.get('periodType') === FORECAST_PERIOD_TYPE.quarter ? FORECAST_PERIOD_TYPE.quarter : FORECAST_PERIOD_TYPE.month;
  const year = Number(params.get('year')) || today.getFullYear();
  const asked = Number(params.get('period'));
  const current = periodType === FORECAST_PERIOD_TYPE.quarter ? Math.ceil((today.getMonth() + 1) / 3) : today.getMonth() + 1;
  const period = params.has('period') ? (Number.isInteger(asked) && asked >= 1 && asked <= FORECAST_PERIODS[periodType] ? asked : 1) : current;
  return { year, periodType, period };
}

/** The period `step` periods after (or before, negative) another of its type, across years. */
export function periodAfter({ year, periodType, period }: ForecastPeriod, step: number): ForecastPeriod {
  const count = FORECAST_PERIODS[periodType];
  const index = year * count + (period - 1) + step;
  return { year: Math.floor(index / count), periodType, period: (index % count) + 1 };
}
