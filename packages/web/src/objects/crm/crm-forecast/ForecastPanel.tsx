import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { recordKeys } from '../../../records/api/keys.ts';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import frame from '../../../records/view/RecordPanel.module.css';
import { refreshForecast } from './forecast-api.ts';
import { ForecastFigureList, usePeriodName } from './ForecastFigures.tsx';

/**
 * Between a forecast's header and its tabs: its system forecast and amount won as they stand now
 * (opportunities move after the forecast was saved: the server recomputes and stores them when the
 * detail opens), beside the forecast amount; and the way to the period's roll-up by department.
 */
export function ForecastPanel({ meta, record }: RecordPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const periodName = usePeriodName();
  const queryClient = useQueryClient();
  // Once per opening: the answer is the record as stored now.
  const { data } = useQuery({ queryKey: ['forecastRefresh', record.id], queryFn: () => refreshForecast(record.id), staleTime: 0, gcTime: 0 });
  useEffect(() => {
    // The detail shows the refreshed figures too, and an edit starts from the new version.
    if (data && data.version !== record.version) queryClient.setQueryData(recordKeys.detail(meta.sourceKey, record.id), data);
  }, [data, record.version, record.id, meta.sourceKey, queryClient]);
  const shown = data ?? record;
  const period = { year: Number(shown.year), periodType: String(shown.periodType), period: Number(shown.period) };
  const figures = {
    forecastAmount: Number(shown.forecastAmount ?? 0),
    systemForecast: Number(shown.systemForecast ?? 0),
    wonAmount: Number(shown.wonAmount ?? 0),
  };
  return (
    <section className={frame.panel} data-testid="forecast-panel">
      <h3 className={frame.title}>
        {t('entity.crmForecast.listSet.detail')} · {periodName(period as Parameters<typeof periodName>[0])}
      </h3>
      <ForecastFigureList figures={figures} testId="forecast-panel-figures" />
      <Button
        size="small"
        fill="none"
        color="primary"
        style={{ minHeight: 44 }}
        onClick={() =>
          void navigate(
            `/crm/crmForecastListSet?${new URLSearchParams({ year: String(period.year), periodType: period.periodType, period: String(period.period) })}`,
          )
        }
        data-testid="forecast-open-list-set"
      >
        {t('entity.crmForecast.listSet.open')}
      </Button>
    </section>
  );
}
