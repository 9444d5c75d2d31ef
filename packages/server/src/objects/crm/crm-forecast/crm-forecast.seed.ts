import { CHANCE_STATUS, entityOf, FORECAST_PERIOD_TYPE, periodMonths, type ForecastPeriod } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { heldCurrencyOf } from '../../../seed/demo-currencies.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoWorld } from '../../../seed/demo-world.ts';

/** The salespeople who forecast in the demo (seed/demo.ts), by username. */
const FORECASTERS = ['sales', 'zhaolei', 'sunli', 'wufang'];

/** The periods each forecasts: this month, next month and this quarter (Beijing's calendar). */
function periodsOf(now: number): ForecastPeriod[] {
  const [year, month] = chinaDate(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, period: 1 } : { year, period: month + 1 };
  return [
    { year, periodType: FORECAST_PERIOD_TYPE.month, period: month },
    { year: next.year, periodType: FORECAST_PERIOD_TYPE.month, period: next.period },
    { year, periodType: FORECAST_PERIOD_TYPE.quarter, period: Math.ceil(month / 3) },
  ];
}

/** Whether a Beijing day (YYYY-MM-DD) falls in a period. */
function inPeriod(day: string, { year, periodType, period }: ForecastPeriod): boolean {
  const { first, months } = periodMonths(periodType, period);
  const month = Number(day.slice(5, 7));
  return Number(day.slice(0, 4)) === year && month >= first && month < first + months;
}

/**
 * An opportunity's system-forecast share and amount won in a period, in the default currency: its
 * expected transaction (amount × win rate / 100) while ongoing and expected in the period; its
 * amount when won in it. As the server computes them (figures.ts), from the demo's own records.
 */
function figuresOf(chances: readonly DemoDraft[], owner: string, period: ForecastPeriod) {
  const chance = entityOf('crmChance');
  let [systemForecast, wonAmount] = [0, 0];
  for (const { record } of chances) {
    if (record.owner !== owner) continue;
    const { status, amount, winRate, expectedDate, stageTime } = record.values;
    const inDefault = Number(amount) * heldCurrencyOf(chance, record).rate;
    if (status === CHANCE_STATUS.ongoing && typeof expectedDate === 'string' && inPeriod(expectedDate, period)) {
      systemForecast += (inDefault * Number(winRate ?? 0)) / 100;
    }
    if (status === CHANCE_STATUS.won && typeof stageTime === 'string' && inPeriod(chinaDate(Date.parse(stageTime)), period)) wonAmount += inDefault;
  }
  return { systemForecast: Math.round(systemForecast * 100) / 100, wonAmount: Math.round(wonAmount * 100) / 100 };
}

/**
 * Sales forecasts: each demo salesperson's forecast of this month, next month and this quarter,
 * made a few days ago. Their system forecast and amount won come from their opportunities once
 * the currencies are settled (the settling step); the forecast amount is the salesperson's
 * adjustment of the system forecast, a little above or below it, rounded to thousands.
 */
export const crmForecastSeed: DemoSeed = {
  entity: 'crmForecast',
  count: FORECASTERS.length * 3,
  generate(world: DemoWorld, count) {
    const { dice, now } = world;
    const asked = FORECASTERS.flatMap((name) => periodsOf(now).map((period) => [name, period] as const)).slice(0, count);
    asked.forEach(([name, period], made) => {
      const at = now - dice.int(1, 10) * DAY_MS;
      world.add({
        record: {
          key: `forecast:${String(made + 1).padStart(4, '0')}`,
          entity: 'crmForecast',
          owner: name,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { userId: name, ...period, forecastAmount: null, systemForecast: null, wonAmount: null, remark: null },
          links: {},
        },
        created: at,
        people: [],
      });
    });
    return () => {
      const chances = world.made('crmChance');
      for (const { record } of world.made('crmForecast')) {
        const { year, periodType, period } = record.values;
        const figures = figuresOf(chances, String(record.owner), {
          year: Number(year),
          periodType: periodType as ForecastPeriod['periodType'],
          period: Number(period),
        });
        const adjusted = Math.round((figures.systemForecast * dice.int(85, 125)) / 100 / 1000) * 1000;
        Object.assign(record.values, figures, { forecastAmount: adjusted });
      }
    };
  },
};
