import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AUDIT_STATUS, CREDIT_STATUS, type AvailableCredit } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const credit = { kind: 'entity', apiName: 'crmCredit' } as const;
const CNY = { code: 'CNY', symbol: '¥' };

const line = (patch: Record<string, unknown> = {}) =>
  row({
    id: 'x1',
    creditNo: 'XY000001',
    customerId: 'c1',
    customerId_dictText: 'ACME',
    creditAmount: 100_000,
    status: CREDIT_STATUS.inForce,
    validFrom: '2020-01-01',
    validTo: null,
    auditStatus: AUDIT_STATUS.reviewed,
    ...patch,
  });

const open = (record: ReturnType<typeof row>, available: AvailableCredit) =>
  renderScreen(
    <RecordViewPage source={credit} />,
    '/crm/crmCreditView?id=x1',
    recordRoutes({ 'GET /crm/crmCredit/queryById': ok(record), 'GET /crm/crmOrder/availableCredit': ok(available) }),
  );

beforeEach(() => {
  setUpRecordTest([...['list', 'view', 'add', 'edit'].map((a) => ({ action: `crm:crmCredit:${a}`, type: '1' }))]);
  useAppStore.getState().set({ defaultCurrency: { ...CNY, name: '人民币', rate: '1', isDefault: 1 } });
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmCredit: { load: () => import('./crm-credit.web.tsx').then((m) => m.crmCreditWeb) } });
});

describe('a credit line’s detail screen', () => {
  it('shows what the customer may still owe on its orders, and that this line counts', async () => {
    const { fake } = open(line(), { limited: true, creditTotal: 100_000, unpaid: 62_500, available: 37_500, currency: CNY });
    expect((await screen.findByTestId('credit-available', {}, { timeout: 4000 })).textContent).toBe('¥3.75万');
    expect(screen.getByTestId('credit-panel').textContent).toContain('¥10万');
    expect(screen.getByTestId('credit-counts').textContent).toBe('本条额度已计入');
    expect(fake.find('GET /crm/crmOrder/availableCredit')[0]!.params).toMatchObject({ customerId: 'c1' });
  });

  it('says when the line does not count, and when the customer has no limit', async () => {
    open(line({ auditStatus: AUDIT_STATUS.pending }), { limited: false, creditTotal: 0, unpaid: 5_000, available: null, currency: CNY });
    await waitFor(() => expect(screen.getByTestId('credit-panel').textContent).toContain('客户没有生效的信用额度，下单不受限制'));
    expect(screen.getByTestId('credit-counts').textContent).toBe('本条额度未计入：需审核通过、生效中且在有效期内');
    expect(screen.queryByTestId('credit-available')).toBeNull();
  });
});
