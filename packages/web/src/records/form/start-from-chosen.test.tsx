import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { useAppStore } from '../../stores/app.ts';
import { ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordFormPage } from './RecordFormPage.tsx';

const contract = { kind: 'entity', apiName: 'crmContract' } as const;
const CNY = { code: 'CNY', name: '人民币', symbol: '¥', rate: '1', isDefault: 1 } as const;
const CURRENCIES = [CNY, { code: 'USD', name: '美元', symbol: '$', rate: '7.1', isDefault: 0 }];
const QUOTE = row({
  id: 'q1',
  quoteNo: 'BJ000007',
  customerId: 'c1',
  customerId_dictText: 'ACME',
  chanceId: 'ch1',
  chanceId_dictText: 'ACME 扩容',
  contacterId: 'k1',
  contacterId_dictText: 'Wang',
  currency: 'USD',
  currency_dictText: '美元',
  amount: 2000,
});

const routes = () =>
  recordRoutes({
    'GET /crm/crmQuote/queryById': ok(QUOTE),
    'GET /crm/crmChance/queryById': ok(row({ id: 'ch1', chanceName: 'ACME 扩容', customerId: 'c1', amount: 99 })),
    'GET /sys/sysCurrency/list': ok(CURRENCIES),
    'POST /crm/crmContract/add': ok(row({ id: 'n1' })),
  });

beforeEach(() => {
  setUpRecordTest([...['list', 'view', 'add', 'edit'].map((a) => ({ action: `crm:crmContract:${a}`, type: '1' }))]);
  useAppStore.getState().set({ defaultCurrency: CNY });
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

describe('a new contract made from a quote', () => {
  it('starts from the quote named by the link: its customer, opportunity, currency, amount and contact', async () => {
    const { fake } = renderScreen(<RecordFormPage source={contract} />, '/crm/crmContractAdd?quoteId=q1&quoteId_dictText=BJ000007', routes());
    await screen.findByTestId('record-form');
    await waitFor(() => expect(screen.getByTestId('form-field-customerId').textContent).toContain('ACME'));
    expect(screen.getByTestId('form-field-chanceId').textContent).toContain('ACME 扩容');
    expect(screen.getByTestId('form-field-customerSignerId').textContent).toContain('Wang');
    // The currency's name comes with the currencies' list, which may answer after the quote.
    await waitFor(() => expect(screen.getByTestId('form-field-currency').textContent).toContain('美元'));
    expect((within(screen.getByTestId('form-field-amount')).getByRole('textbox') as HTMLInputElement).value).toBe('2000');
    // The opportunity came with the quote: it copies nothing over the quote's amount.
    expect(fake.find('GET /crm/crmChance/queryById')).toHaveLength(0);

    fireEvent.change(within(screen.getByTestId('form-field-title')).getByRole('textbox'), { target: { value: 'ACME 年度合同' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmContract/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmContract/add')[0]!.body).toMatchObject({
      title: 'ACME 年度合同',
      quoteId: 'q1',
      customerId: 'c1',
      chanceId: 'ch1',
      customerSignerId: 'k1',
      currency: 'USD',
      amount: 2000,
    });
  });

  it('leaves a restored draft as the user left it', async () => {
    useAppStore
      .getState()
      .set({ addFormData: { crmContract: { quoteId: 'q1', quoteId_dictText: 'BJ000007', customerId: 'c1', customerId_dictText: 'ACME', amount: 1500 } } });
    const { fake } = renderScreen(<RecordFormPage source={contract} />, '/crm/crmContractAdd', routes());
    await screen.findByTestId('record-form');
    await waitFor(() => expect(screen.getByTestId('form-field-customerId').textContent).toContain('ACME'));
    expect((within(screen.getByTestId('form-field-amount')).getByRole('textbox') as HTMLInputElement).value).toBe('1500');
    expect(fake.find('GET /crm/crmQuote/queryById')).toHaveLength(0);
  });
});
