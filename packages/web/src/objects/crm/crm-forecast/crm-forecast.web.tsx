import { HistogramOutline } from 'antd-mobile-icons';
import type { ObjectListActions, WebObject } from '../../../records/web-object.ts';
import { ForecastPanel } from './ForecastPanel.tsx';

/** The forecast list's own button: the period's forecasts by department (the ListSet). */
const forecastListActions: ObjectListActions = ({ navigate, t }) => [
  {
    key: 'listSet',
    text: t('entity.crmForecast.listSet.open'),
    icon: <HistogramOutline />,
    onClick: () => void navigate('/crm/crmForecastListSet'),
  },
];

/**
 * Sales forecasts on the phone: the detail's panel (figures refreshed on opening), and the ListSet
 * (crmForecastListSet: the period's forecasts by department, adjusted in place), reachable from the list.
 */
export const crmForecastWeb: WebObject = {
  panel: ForecastPanel,
  screens: { listSet: () => import('./ForecastListSetPage.tsx').then((m) => m.ForecastListSetPage) },
  listActions: forecastListActions,
};
