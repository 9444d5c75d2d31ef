import { describe, expect, it } from 'vitest';
import { FORECAST_PERIOD_TYPE, FORECAST_PERIODS, periodMonths } from '../../../api/forecast.ts';
import { validateRecordInput } from '../../../entities/validation.ts';
import { crmForecast } from './crm-forecast.object.ts';

/** Sales forecasts (issue 15): what the domain checks of a forecast's input, and the months its period spans. */

const field = (name: string) => crmForecast.fields.find((f) => f.name === name)!;

describe('a sales forecast', () => {
  it('needs a salesperson (the caller by default), a year, a period type (a month by default) and a period', () => {
    // Fields with a default are filled before they are checked: a new forecast lacks its year and period.
    const { issues } = validateRecordInput(crmForecast.fields, {}, 'add');
    expect(issues.map((issue) => issue.field).sort()).toEqual(['period', 'year']);
    expect(['userId', 'year', 'periodType', 'period'].map((name) => field(name).required)).toEqual([true, true, true, true]);
    expect([field('userId').defaultValue, field('periodType').defaultValue]).toEqual(['$me', FORECAST_PERIOD_TYPE.month]);
    const good = validateRecordInput(
      crmForecast.fields,
      { userId: 'u1', year: 2026, periodType: FORECAST_PERIOD_TYPE.quarter, period: 2, forecastAmount: 120_000.5 },
      'add',
    );
    expect(good.issues).toEqual([]);
  });

  it('takes only its period types and money for the forecast; the system forecast and the amount won are the server’s', () => {
    const bad = validateRecordInput(crmForecast.fields, { userId: 'u1', year: 2026, periodType: '3', period: 1, forecastAmount: 'lots' }, 'add');
    expect(bad.issues.map((issue) => issue.field).sort()).toEqual(['forecastAmount', 'periodType']);
    for (const name of ['systemForecast', 'wonAmount']) expect([field(name).type, field(name).editable, field(name).hideOnAdd]).toEqual(['money', false, true]);
    // Left empty, the forecast amount is the system forecast (the server fills it).
    expect(field('forecastAmount').required).toBeFalsy();
  });

  it('spans one month, or the three of its quarter', () => {
    expect(FORECAST_PERIODS).toEqual({ [FORECAST_PERIOD_TYPE.month]: 12, [FORECAST_PERIOD_TYPE.quarter]: 4 });
    expect(periodMonths(FORECAST_PERIOD_TYPE.month, 7)).toEqual({ first: 7, months: 1 });
    expect(periodMonths(FORECAST_PERIOD_TYPE.quarter, 1)).toEqual({ first: 1, months: 3 });
    expect(periodMonths(FORECAST_PERIOD_TYPE.quarter, 4)).toEqual({ first: 10, months: 3 });
  });
});
