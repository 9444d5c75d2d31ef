import { useTranslation } from 'react-i18next';
import { FORECAST_PERIOD_TYPE, type ForecastFigures, type ForecastPeriod } from '@crm/domain';
import { useMoney } from '../../../records/fields/figure-text.ts';
import styles from './ForecastListSet.module.css';

/** A period's name: "2026年3月", "Q1 2026". */
export function usePeriodName(): (period: ForecastPeriod) => string {
  const { t } = useTranslation();
  return ({ year, periodType, period }) =>
    t(periodType === FORECAST_PERIOD_TYPE.quarter ? 'entity.crmForecast.periodName.quarter' : 'entity.crmForecast.periodName.month', { year, period });
}

/** The three figures of a person, a department or the total, side by side. */
export function ForecastFigureList({ figures, testId }: { figures: ForecastFigures; testId: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <dl className={styles.figures} data-testid={testId}>
      {(['forecastAmount', 'systemForecast', 'wonAmount'] as const).map((name) => (
        <div key={name} className={styles.figure}>
          <dt>{t(`entity.crmForecast.${name}`)}</dt>
          <dd>{money(figures[name])}</dd>
        </div>
      ))}
    </dl>
  );
}
