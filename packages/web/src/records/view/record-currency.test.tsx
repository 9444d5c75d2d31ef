import { beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useAppStore } from '../../stores/app.ts';
import { ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordViewPage } from './RecordViewPage.tsx';

beforeEach(() => {
  setUpRecordTest();
  useAppStore.getState().set({ defaultCurrency: { code: 'CNY', name: '人民币', symbol: '¥', rate: '1', isDefault: 1 } });
});

const CURRENCIES = [
  { code: 'CNY', name: '人民币', symbol: '¥', rate: '1', isDefault: 1 },
  { code: 'USD', name: '美元', symbol: '$', rate: '7.1', isDefault: 0 },
];

it('shows the amounts of an order in US dollars, and of its lines, with the dollar’s symbol', async () => {
  const order = row({
    orderNo: 'DD000042',
    status: '1',
    currency: 'USD',
    currency_dictText: '美元',
    exchangeRate: 7.1,
    productTotal: 1200,
    productTotalCurrency: 'USD',
    discount: 100,
    amount: 1200,
    receivedAmount: 200,
    receivedAmountCurrency: 'USD',
    details: [
      {
        id: 'l1',
        productId: 'p1',
        productId_dictText: '云服务',
        productName: '云服务',
        price: 600,
        priceCurrency: 'USD',
        quantity: 2,
        discount: 100,
        amount: 1200,
      },
    ],
  });
  renderScreen(
    <RecordViewPage source={{ kind: 'entity', apiName: 'crmOrder' }} />,
    '/crm/crmOrderView?id=r1',
    recordRoutes({ 'GET /crm/crmOrder/queryById': ok(order), 'GET /sys/sysCurrency/list': ok(CURRENCIES) }),
  );
  const amount = await screen.findByTestId('view-field-amount', {}, { timeout: 4000 });
  // The code shows until the tenant's list names its symbol.
  await waitFor(() => expect(amount.textContent).toContain('$1200'));
  expect(screen.getByTestId('view-field-currency').textContent).toContain('美元');
  expect(screen.getByTestId('view-field-exchangeRate').textContent).toContain('7.1');
  expect(screen.getByTestId('view-field-receivedAmount').textContent).toContain('$200');
  // The line's amount is a formula without a currency of its own: it is in its order's.
  expect(within(await screen.findByTestId('line-amount')).getByText('$1200')).toBeTruthy();
  expect(screen.queryByText(/¥/)).toBeNull();
});
