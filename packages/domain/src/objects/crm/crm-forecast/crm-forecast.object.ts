import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { FORECAST_PERIOD_TYPE } from '../../../api/forecast.ts';

const f = (name: string) => `entity.crmForecast.${name}`;

/**
 * Sales forecasts (spec section 2: Forecast and its ListSet): what a salesperson expects to win in
 * a month or a quarter. The server computes the system forecast (Σ expected transaction = amount ×
 * win rate / 100, spec section 9, of the salesperson's ongoing opportunities expected in the
 * period) and the amount actually won in the period, in the tenant's default currency; the
 * salesperson's own forecast amount starts from the system forecast and is theirs to adjust. One
 * forecast per salesperson and period (the server refuses another with a field message).
 */
export const crmForecast = defineObject({
  module: 'crm',
  apiName: 'crmForecast',
  fields: [
    { name: 'userId', type: 'user', label: f('userId'), required: true, defaultValue: '$me', width: 'half' },
    { name: 'year', type: 'number', label: f('year'), required: true, width: 'half' },
    {
      name: 'periodType',
      type: 'dict',
      label: f('periodType'),
      required: true,
      defaultValue: FORECAST_PERIOD_TYPE.month,
      width: 'half',
      options: [
        { value: FORECAST_PERIOD_TYPE.month, label: f('typeMonth') },
        { value: FORECAST_PERIOD_TYPE.quarter, label: f('typeQuarter') },
      ],
    },
    // The month (1–12) or the quarter (1–4), by the period type; the server checks the range.
    { name: 'period', type: 'number', label: f('period'), required: true, width: 'half' },
    // Left empty, it is the system forecast.
    { name: 'forecastAmount', type: 'money', label: f('forecastAmount'), width: 'half' },
    { name: 'systemForecast', type: 'money', label: f('systemForecast'), editable: false, hideOnAdd: true, width: 'half' },
    { name: 'wonAmount', type: 'money', label: f('wonAmount'), editable: false, hideOnAdd: true, width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 1000 },
  ],
  titleField: 'userId',
  subtitleFields: ['year', 'periodType', 'period', 'forecastAmount'],
  searchFields: ['remark'],
  filterFields: ['year', 'periodType', 'period', 'userId', 'createTime'],
  defaultSort: { field: 'year', order: 'desc' },
  presetScenes: OWNED_SCENES,
  features: { owner: true },
});
