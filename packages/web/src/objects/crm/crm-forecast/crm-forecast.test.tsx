import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORECAST_PERIOD_TYPE, type ForecastRollup } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';
import { ForecastListSetPage } from './ForecastListSetPage.tsx';

/** The sales department's two salespeople in March 2026: the viewer may adjust Li's forecast, not Zhao's. */
const rollup: ForecastRollup = {
  year: 2026,
  periodType: FORECAST_PERIOD_TYPE.month,
  period: 3,
  departments: [
    {
      departId: 'd1',
      departName: '销售一部',
      forecastAmount: 250_000,
      systemForecast: 180_000,
      wonAmount: 60_000,
      people: [
        { id: 'f1', version: 2, userId: 'u1', userName: '李销售', forecastAmount: 120_000, systemForecast: 100_000, wonAmount: 60_000, canEdit: true },
        { id: 'f2', version: 1, userId: 'u2', userName: '赵雷', forecastAmount: 130_000, systemForecast: 80_000, wonAmount: 0, canEdit: false },
      ],
    },
  ],
  total: { forecastAmount: 250_000, systemForecast: 180_000, wonAmount: 60_000 },
};

beforeEach(() => {
  setUpRecordTest(['list', 'view', 'add', 'edit'].map((a) => ({ action: `crm:crmForecast:${a}`, type: '1' })));
  useAppStore.getState().set({ defaultCurrency: { code: 'CNY', symbol: '¥', name: '人民币', rate: '1', isDefault: 1 } });
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmForecast: { load: () => import('./crm-forecast.web.tsx').then((m) => m.crmForecastWeb) } });
});

describe('a forecast’s detail screen', () => {
  it('asks the server for its figures afresh on opening, shows them, and leads to the period by department', async () => {
    const stored = { id: 'f1', userId: 'u1', userId_dictText: '李销售', year: 2026, periodType: FORECAST_PERIOD_TYPE.quarter, period: 1 };
    const { fake, current } = renderScreen(
      <RecordViewPage source={{ kind: 'entity', apiName: 'crmForecast' }} />,
      '/crm/crmForecastView?id=f1',
      recordRoutes({
        'GET /crm/crmForecast/queryById': ok(row({ ...stored, version: 1, forecastAmount: 90_000, systemForecast: 80_000, wonAmount: 0 })),
        // An opportunity moved since it was saved.
        'POST /crm/crmForecast/refresh': ok(row({ ...stored, version: 2, forecastAmount: 90_000, systemForecast: 120_000, wonAmount: 30_000 })),
      }),
    );
    const panel = await screen.findByTestId('forecast-panel', {}, { timeout: 4000 });
    await waitFor(() => expect(within(panel).getByTestId('forecast-panel-figures').textContent).toBe('预测金额¥9万系统预测¥12万实际赢单¥3万'));
    expect(panel.textContent).toContain('2026年第1季度');
    expect(fake.find('POST /crm/crmForecast/refresh')[0]!.body).toEqual({ id: 'f1' });
    fireEvent.click(within(panel).getByTestId('forecast-open-list-set'));
    await waitFor(() => expect(current()).toBe('/crm/crmForecastListSet?year=2026&periodType=2&period=1'));
  });
});

describe('the forecasts by department (ListSet)', () => {
  it("shows the period's departments and people with the server's figures, and moves to the next period", async () => {
    const { fake } = renderScreen(
      <ForecastListSetPage />,
      '/crm/crmForecastListSet?year=2026&periodType=1&period=3',
      recordRoutes({ 'GET /crm/crmForecast/rollup': ok(rollup) }),
    );
    const department = await screen.findByTestId('forecast-department-d1', {}, { timeout: 4000 });
    expect(screen.getByTestId('forecast-period').textContent).toBe('2026年3月');
    expect(department.textContent).toContain('销售一部');
    expect(within(department).getAllByTestId('forecast-department-figures')[0]!.textContent).toBe('预测金额¥25万系统预测¥18万实际赢单¥6万');
    expect(within(screen.getByTestId('forecast-person-u1')).getByTestId('forecast-person-figures').textContent).toBe('预测金额¥12万系统预测¥10万实际赢单¥6万');
    // Only the forecasts the viewer may change offer an adjustment.
    expect(within(screen.getByTestId('forecast-person-u1')).queryByTestId('forecast-adjust')).not.toBeNull();
    expect(within(screen.getByTestId('forecast-person-u2')).queryByTestId('forecast-adjust')).toBeNull();
    expect(fake.find('GET /crm/crmForecast/rollup')[0]!.params).toMatchObject({ year: '2026', periodType: '1', period: '3' });

    fireEvent.click(screen.getByTestId('forecast-next'));
    await waitFor(() => expect(screen.getByTestId('forecast-period').textContent).toBe('2026年4月'));
    await waitFor(() => expect(fake.find('GET /crm/crmForecast/rollup').at(-1)!.params).toMatchObject({ year: '2026', periodType: '1', period: '4' }));
    // A quarter holds the month.
    fireEvent.click(within(screen.getByTestId('forecast-period-types')).getByText('季度'));
    await waitFor(() => expect(screen.getByTestId('forecast-period').textContent).toBe('2026年第2季度'));
  });

  it("saves an adjusted forecast amount through the record's edit route, with its version, and reads the roll-up again", async () => {
    const { fake } = renderScreen(
      <ForecastListSetPage />,
      '/crm/crmForecastListSet?year=2026&periodType=1&period=3',
      recordRoutes({
        'GET /crm/crmForecast/rollup': ok(rollup),
        'PUT /crm/crmForecast/edit': ok(row({ id: 'f1', version: 3, forecastAmount: 150_000 })),
      }),
    );
    const person = await screen.findByTestId('forecast-person-u1', {}, { timeout: 4000 });
    fireEvent.click(within(person).getByTestId('forecast-adjust'));
    const input = (await screen.findByTestId('forecast-amount-input')).querySelector('input')!;
    expect(input.value).toBe('120000');
    fireEvent.change(input, { target: { value: '150000' } });
    fireEvent.click(await screen.findByText('保存'));
    await waitFor(() => expect(fake.find('PUT /crm/crmForecast/edit')).toHaveLength(1));
    expect(fake.find('PUT /crm/crmForecast/edit')[0]!.body).toMatchObject({ id: 'f1', version: 2, forecastAmount: 150_000 });
    await waitFor(() => expect(fake.find('GET /crm/crmForecast/rollup').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByTestId('forecast-amount-input')).toBeNull());
  });
});
