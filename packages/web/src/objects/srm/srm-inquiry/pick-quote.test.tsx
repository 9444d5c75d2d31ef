import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { feedback } from '../../../lib/feedback.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { PickQuotePage } from './PickQuotePage.tsx';

beforeEach(() => {
  setUpRecordTest();
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const quote = (id: string, supplierId: string, supplier: string, product: string, price: number, quantity: number, picked = false) => ({
  id,
  supplierId,
  supplierId_dictText: supplier,
  supplierName: supplier,
  productId: `p-${product}`,
  productId_dictText: product,
  price,
  quantity,
  amount: price * quantity,
  deliveryDays: 7,
  validUntil: '2026-12-31',
  picked,
  remark: null,
});

const inquiry = row({
  id: 'i1',
  inquiryNo: 'XJ000007',
  title: '机房扩容',
  status: '1',
  quotes: [
    quote('q1', 's1', '恒信达科技', '服务器', 37_000, 2),
    quote('q2', 's1', '恒信达科技', '交换机', 2400, 4),
    quote('q3', 's2', '骏网信息', '服务器', 35_800, 2),
    quote('q4', 's2', '骏网信息', '交换机', 2350, 4),
  ],
  _access: { canEdit: true, canDelete: true, team: null, locked: false, actions: { pick: true } },
});

describe('/srm/srmInquiryPick: picking a quote', () => {
  it('shows each supplier’s offer with its total, and picks the one chosen once confirmed', async () => {
    const { fake, current } = renderScreen(
      <PickQuotePage />,
      '/srm/srmInquiryPick?id=i1',
      recordRoutes({
        'GET /srm/srmInquiry/queryById': ok(inquiry),
        'POST /srm/srmInquiry/pick': ok({ ...inquiry, status: '2', supplierId: 's2', version: 4 }),
      }),
    );
    const junwang = await screen.findByTestId('offer-s2');
    expect(within(junwang).getByTestId('offer-total').textContent).toBe('合计 ¥8.1万');
    expect(
      within(junwang)
        .getAllByTestId('offer-quote')
        .map((line) => line.textContent),
    ).toEqual(['服务器¥3.58万 × 2 = ¥7.16万7 天交货 · 有效期至 2026-12-31', '交换机¥2350 × 4 = ¥94007 天交货 · 有效期至 2026-12-31']);
    expect(within(screen.getByTestId('offer-s1')).getByTestId('offer-total').textContent).toBe('合计 ¥8.36万');

    const confirm = screen.getByTestId('pick-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(junwang);
    expect(junwang.getAttribute('aria-pressed')).toBe('true');
    expect(confirm.textContent).toContain('选定「骏网信息」');
    fireEvent.click(confirm);
    await waitFor(() => expect(fake.find('POST /srm/srmInquiry/pick')).toHaveLength(1));
    expect(fake.find('POST /srm/srmInquiry/pick')[0]!.body).toEqual({ id: 'i1', version: 3, quoteId: 'q3' });
    await waitFor(() => expect(current()).toMatch(/srmInquiry.*i1/));
    expect(feedback.success).toHaveBeenCalledWith('已选定「骏网信息」的报价');
  });

  it('starts from the supplier picked before, and shows why the server refused', async () => {
    const picked = { ...inquiry, quotes: (inquiry.quotes as unknown as ReturnType<typeof quote>[]).map((q) => ({ ...q, picked: q.supplierId === 's1' })) };
    renderScreen(
      <PickQuotePage />,
      '/srm/srmInquiryPick?id=i1',
      recordRoutes({
        'GET /srm/srmInquiry/queryById': ok(picked),
        'POST /srm/srmInquiry/pick': {
          status: 422,
          data: { success: false, code: 422, message: '所选报价不属于这张询价单', result: null, timestamp: 0 },
        },
      }),
    );
    expect((await screen.findByTestId('offer-s1')).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('pick-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('所选报价不属于这张询价单');
  });

  it('says so when the inquiry cannot be picked from by this user now', async () => {
    renderScreen(
      <PickQuotePage />,
      '/srm/srmInquiryPick?id=i1',
      recordRoutes({ 'GET /srm/srmInquiry/queryById': ok({ ...inquiry, _access: { ...inquiry._access, actions: { pick: false } } }) }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('选定报价');
    expect(screen.queryByTestId('pick-confirm')).toBeNull();
  });
});
