import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Dialog from 'antd-mobile/es/components/dialog/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { FORECAST_PERIOD_TYPE, type ForecastPeriod, type ForecastPeriodType, type ForecastPerson } from '@crm/domain';
import { ErrorBlock } from '../../../lib/error-block.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { HttpError } from '../../../lib/http.ts';
import { Choices } from '../../../lib/choices/Choices.tsx';
import { fieldErrorsOf, useEditRecord } from '../../../records/api/record-queries.ts';
import { useMoney } from '../../../records/fields/figure-text.ts';
import { ForecastFigureList, usePeriodName } from './ForecastFigures.tsx';
import { useEntityMeta } from '../../../records/meta/entity-meta.ts';
import { ScreenLoading } from '../../../records/view/ScreenState.tsx';
import { FORECAST_KEY, periodAfter, periodOf, rollupQuery } from './forecast-api.ts';
import styles from './ForecastListSet.module.css';

const PERIOD_TYPES = [FORECAST_PERIOD_TYPE.month, FORECAST_PERIOD_TYPE.quarter] as const;
const FORECAST = { kind: 'entity', apiName: 'crmForecast' } as const;

/** A salesperson's forecast: their name and figures; the forecast amount a button for whoever may change it. */
function PersonRow({ person, onAdjust }: { person: ForecastPerson; onAdjust(person: ForecastPerson): void }) {
  const { t } = useTranslation();
  return (
    <li className={styles.person} data-testid={`forecast-person-${person.userId}`}>
      <div className={styles.line}>
        <span className={styles.name}>{person.userName}</span>
        {person.canEdit && (
          <Button size="small" fill="outline" color="primary" className={styles.adjust} onClick={() => onAdjust(person)} data-testid="forecast-adjust">
            {t('entity.crmForecast.listSet.adjust')}
          </Button>
        )}
      </div>
      <ForecastFigureList figures={person} testId="forecast-person-figures" />
    </li>
  );
}

/** The adjustment of one forecast amount, through the engine's edit route (its version, its rules, its messages). */
function AdjustDialog({ person, onClose }: { person: ForecastPerson; onClose(): void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { meta } = useEntityMeta(FORECAST);
  const queryClient = useQueryClient();
  const edit = useEditRecord(meta!);
  const [value, setValue] = useState(String(person.forecastAmount));
  const [error, setError] = useState('');

  async function save() {
    setError('');
    try {
      await edit.mutateAsync({ id: person.id, version: person.version, values: { forecastAmount: value.trim() === '' ? null : Number(value) } });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(fields?.forecastAmount ?? (failure instanceof HttpError ? failure.message : t('web.http.unknownError')));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: FORECAST_KEY });
    feedback.success(t('entity.crmForecast.listSet.saved'));
    onClose();
  }

  return (
    <Dialog
      visible
      title={`${person.userName} · ${t('entity.crmForecast.listSet.adjust')}`}
      onClose={onClose}
      closeOnMaskClick
      content={
        <div className={styles.dialog}>
          <p className={styles.hint}>
            {t('entity.crmForecast.systemForecast')} {money(person.systemForecast)}
          </p>
          <Input
            type="number"
            inputMode="decimal"
            aria-label={t('entity.crmForecast.forecastAmount')}
            value={value}
            onChange={setValue}
            className={styles.input}
            data-testid="forecast-amount-input"
          />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('web.common.cancel'), onClick: onClose },
          { key: 'save', text: t('web.common.save'), bold: true, disabled: !meta || edit.isPending, onClick: () => void save() },
        ],
      ]}
    />
  );
}

/**
 * /crm/crmForecastListSet (spec section 2, Forecast ListSet; issue 15): the forecasts of a month
 * or a quarter by department, each salesperson's forecast beside their system forecast and what
 * they won, as the server adds them up within the viewer's scope. Whoever may change a forecast
 * adjusts it in place. The period stays in the address, so Back and a reload return to it.
 */
export function ForecastListSetPage() {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params, new Date());
  const query = useQuery({ ...rollupQuery(period), placeholderData: keepPreviousData });
  const [adjusting, setAdjusting] = useState<ForecastPerson | null>(null);
  const rollup = query.data;

  function choose(next: ForecastPeriod) {
    setParams(new URLSearchParams({ year: String(next.year), periodType: next.periodType, period: String(next.period) }), { replace: true });
  }

  function chooseType(periodType: ForecastPeriodType) {
    // The period of the new type that holds the current one's first month.
    const month = period.periodType === FORECAST_PERIOD_TYPE.quarter ? (period.period - 1) * 3 + 1 : period.period;
    choose({ year: period.year, periodType, period: periodType === FORECAST_PERIOD_TYPE.quarter ? Math.ceil(month / 3) : month });
  }

  return (
    <div className={styles.page} data-testid="forecast-list-set">
      <Choices
        label={t('entity.crmForecast.periodType')}
        options={PERIOD_TYPES}
        chosen={period.periodType}
        text={(option: ForecastPeriodType) => t(option === FORECAST_PERIOD_TYPE.quarter ? 'entity.crmForecast.typeQuarter' : 'entity.crmForecast.typeMonth')}
        testId="forecast-period-types"
        onChoose={chooseType}
      />
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('entity.crmForecast.listSet.previous')}
          onClick={() => choose(periodAfter(period, -1))}
          data-testid="forecast-previous"
        >
          <LeftOutline />
        </button>
        <h2 className={styles.period} data-testid="forecast-period">
          {periodName(period)}
        </h2>
        <button
          type="button"
          className={styles.step}
          aria-label={t('entity.crmForecast.listSet.next')}
          onClick={() => choose(periodAfter(period, 1))}
          data-testid="forecast-next"
        >
          <RightOutline />
        </button>
      </div>
      {rollup ? (
        <div aria-busy={query.isPlaceholderData}>
          <section className={styles.card}>
            <h3 className={styles.departName}>{t('entity.crmForecast.listSet.total')}</h3>
            <ForecastFigureList figures={rollup.total} testId="forecast-total" />
          </section>
          {rollup.departments.length === 0 && <ErrorBlock status="empty" title={t('entity.crmForecast.listSet.empty')} description="" />}
          {rollup.departments.map((department) => (
            <section key={department.departId ?? ''} className={styles.card} data-testid={`forecast-department-${department.departId ?? 'none'}`}>
              <h3 className={styles.departName}>{department.departName ?? t('entity.crmForecast.listSet.noDepartment')}</h3>
              <ForecastFigureList figures={department} testId="forecast-department-figures" />
              <ul className={styles.people}>
                {department.people.map((person) => (
                  <PersonRow key={person.id} person={person} onAdjust={setAdjusting} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : query.isError ? (
        <ErrorBlock status="default" title={t('web.common.loadFailed')} description={query.error.message}>
          <Button color="primary" style={{ minHeight: 44 }} onClick={() => void query.refetch()}>
            {t('web.common.retry')}
          </Button>
        </ErrorBlock>
      ) : (
        <ScreenLoading />
      )}
      {adjusting && <AdjustDialog person={adjusting} onClose={() => setAdjusting(null)} />}
    </div>
  );
}
