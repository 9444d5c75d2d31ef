/**
 * Sales forecasts (issue 15; crmForecast): a salesperson's forecast for a month or a quarter,
 * beside what their opportunities say (the system forecast: Σ amount × win rate / 100 of the
 * ongoing ones expected in the period, spec section 9) and what they actually won; rolled up by
 * department for the forecast ListSet. Every figure is the server's, in the tenant's currency.
 */
export const FORECAST_API = {
  /** GET ?year=&periodType=&period=: the ForecastRollup of the forecasts the viewer may see. */
  rollup: '/crm/crmForecast/rollup',
  /**
   * POST {id}: the forecast's system forecast and amount won computed afresh and stored (its
   * version raised when they moved, as a roll-up's); answers the record. For whoever may see it.
   */
  refresh: '/crm/crmForecast/refresh',
} as const;

/** What a forecast's period is: a month (period 1–12) or a quarter (period 1–4) of its year. */
export const FORECAST_PERIOD_TYPE = { month: '1', quarter: '2' } as const;
export type ForecastPeriodType = (typeof FORECAST_PERIOD_TYPE)[keyof typeof FORECAST_PERIOD_TYPE];

/** The last period number of each period type: a year has twelve months and four quarters. */
export const FORECAST_PERIODS: Readonly<Record<ForecastPeriodType, number>> = { [FORECAST_PERIOD_TYPE.month]: 12, [FORECAST_PERIOD_TYPE.quarter]: 4 };

/** A period's first month (1–12) and the number of months it spans. */
export function periodMonths(periodType: string, period: number): { first: number; months: number } {
  return periodType === FORECAST_PERIOD_TYPE.quarter ? { first: (period - 1) * 3 + 1, months: 3 } : { first: period, months: 1 };
}

/** A period a forecast covers, as the ListSet asks for it. */
export interface ForecastPeriod {
  year: number;
  periodType: ForecastPeriodType;
  period: number;
}

/** The three amounts of a forecast, or of several added up, in the tenant's currency. */
export interface ForecastFigures {
  forecastAmount: number;
  systemForecast: number;
  wonAmount: number;
}

/** One salesperson's forecast of the period: what the ListSet adjusts through the edit route (id, version). */
export interface ForecastPerson extends ForecastFigures {
  id: string;
  version: number;
  userId: string;
  userName: string;
  /** Whether the viewer may change this forecast (the edit route's rules: permission, scope, owner). */
  canEdit: boolean;
}

/** A department's people's forecasts added up; departId null for people in no department. */
export interface ForecastDepartment extends ForecastFigures {
  departId: string | null;
  departName: string | null;
  people: ForecastPerson[];
}

/** result of GET FORECAST_API.rollup */
export interface ForecastRollup extends ForecastPeriod {
  departments: ForecastDepartment[];
  total: ForecastFigures;
}
