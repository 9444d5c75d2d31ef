import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_PROFILE_API, RUNTIME_CONFIG_GLOBAL, type CompanyProfile } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, renderApp, resetState, signIn } from '../../test/app.tsx';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';
import { capitalsOf } from './PrintPage.tsx';

const company: CompanyProfile = {
  name: '华信云创科技有限公司',
  logo: 't1/202612/logo.png',
  paymentAccountName: null,
  paymentBank: null,
  paymentAccountNo: null,
  paymentQr: null,
};

const order = {
  id: 'o1',
  orderNo: 'DD000042',
  orderDate: '2026-11-28',
  customerId: 'c1',
  customerId_dictText: '北京远航贸易有限公司',
  contacterId: 'p1',
  contacterId_dictText: '王经理',
  productTotal: 2000,
  discount: 90,
  amount: 1800,
  remark: '货到付款，含安装调试',
  details: [
    {
      id: 'l1',
      productId: 'p-a',
      productId_dictText: '智能网关',
      productName: '智能网关',
      unit: '1',
      unit_dictText: '台',
      price: 500,
      quantity: 3,
      discount: 100,
      amount: 1500,
    },
    {
      id: 'l2',
      productId: 'p-b',
      productId_dictText: '传感器',
      productName: '传感器',
      unit: '2',
      unit_dictText: '个',
      price: 100,
      quantity: 5,
      discount: 100,
      amount: 500,
    },
  ],
};

const products = {
  records: [
    { id: 'p-a', specification: 'GW-200 / 4G' },
    { id: 'p-b', specification: 'TH-1' },
  ],
  total: 2,
  size: 100,
  current: 1,
  pages: 1,
};

const routes = (answer: FakeRoute = ok(order)) =>
  baseRoutes({
    'GET /crm/crmOrder/queryById': answer,
    [`GET ${COMPANY_PROFILE_API.get}`]: ok(company),
    'GET /crm/crmProduct/list': ok(products),
  });

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn();
});
afterEach(() => vi.restoreAllMocks());

describe('/print: a record as a document', () => {
  it('shows the company, the order, its lines with their specifications, the totals in figures and capitals, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { fake } = renderApp('/print?apiName=crmOrder&id=o1', routes());
    const sheet = await screen.findByTestId('print-document', {}, { timeout: 4000 });
    expect(screen.getByTestId('print-title').textContent).toBe('销售订单');
    expect(screen.getByTestId('print-number').textContent).toBe('DD000042');
    expect(sheet.textContent).toContain('北京远航贸易有限公司');
    expect(sheet.textContent).toContain('王经理');
    expect(sheet.textContent).toContain('2026-11-28');
    await waitFor(() => expect(screen.getByTestId('print-company').textContent).toBe('华信云创科技有限公司'));
    expect(screen.getByTestId('print-logo').getAttribute('src')).toContain('t1/202612/logo.png');

    await waitFor(() => expect(screen.getAllByTestId('print-line')[0]!.textContent).toContain('GW-200 / 4G'));
    const cells = screen.getAllByTestId('print-line').map((line) => [...line.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['1', '智能网关', 'GW-200 / 4G', '台', '3', '500.00', '', '1,500.00'],
      ['2', '传感器', 'TH-1', '个', '5', '100.00', '', '500.00'],
    ]);
    expect(JSON.parse(fake.find('GET /crm/crmProduct/list')[0]!.params!.filters as string)).toEqual([{ field: 'id', op: 'in', value: ['p-a', 'p-b'] }]);

    const totals = screen.getByTestId('print-totals');
    expect(within(totals).getByText('2,000.00')).toBeTruthy();
    expect(within(totals).getByText('90%')).toBeTruthy();
    expect(screen.getByTestId('print-total').textContent).toBe('1,800.00');
    expect(screen.getByTestId('print-capitals').textContent).toBe('壹仟捌佰元整');
    expect(screen.getByTestId('print-remark').textContent).toBe('货到付款，含安装调试');
    expect(screen.getByTestId('print-signature-ours').textContent).toContain('华信云创科技有限公司');
    expect(screen.getByTestId('print-signature-customer').textContent).toContain('北京远航贸易有限公司');

    await userEvent.setup().click(screen.getByTestId('print-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints a contract with its title, term and both signatories, and no lines', async () => {
    renderApp(
      '/print?apiName=crmContract&id=k1',
      baseRoutes({
        'GET /crm/crmContract/queryById': ok({
          id: 'k1',
          contractNo: 'HT000007',
          title: '智能网关年度采购合同',
          signDate: '2026-11-20',
          startDate: '2026-12-01',
          endDate: '2027-11-30',
          customerId_dictText: '北京远航贸易有限公司',
          customerSignerId_dictText: '王经理',
          ourSignerId_dictText: '李销售',
          amount: 105000.07,
          remark: null,
        }),
        [`GET ${COMPANY_PROFILE_API.get}`]: ok({ ...company, logo: null }),
      }),
    );
    const sheet = await screen.findByTestId('print-document', {}, { timeout: 4000 });
    expect(screen.getByTestId('print-title').textContent).toBe('合同');
    expect(screen.getByTestId('print-number').textContent).toBe('HT000007');
    expect(sheet.textContent).toContain('智能网关年度采购合同');
    expect(sheet.textContent).toContain('2026-12-01 至 2027-11-30');
    expect(screen.queryByTestId('print-lines')).toBeNull();
    expect(screen.queryByTestId('print-logo')).toBeNull();
    expect(screen.getByTestId('print-total').textContent).toBe('105,000.07');
    expect(screen.getByTestId('print-capitals').textContent).toBe('壹拾万零伍仟元零柒分');
    expect(screen.getByTestId('print-remark').textContent).toBe('无');
    expect(screen.getByTestId('print-signature-ours').textContent).toContain('李销售');
    expect(screen.getByTestId('print-signature-customer').textContent).toContain('王经理');
  });

  it('writes the capitals in the reader’s Chinese only, and only for yuan', () => {
    expect(capitalsOf(1010.5, 'CNY', 'zh-CN')).toBe('壹仟零壹拾元伍角整');
    expect(capitalsOf(20000, null, 'zh-TW')).toBe('貳萬元整');
    expect(capitalsOf(1800, 'CNY', 'en')).toBeNull();
    expect(capitalsOf(1800, 'USD', 'zh-CN')).toBeNull();
  });

  it('is the usual “not found” screen for a record outside the user’s scope, or an object it does not print', async () => {
    const first = renderApp('/print?apiName=crmOrder&id=o1', routes(fail(404, '记录不存在')));
    await waitFor(() => expect(first.path()).toBe('/404'), { timeout: 4000 });
    first.unmount();
    const second = renderApp('/print?apiName=crmCustomer&id=c1', routes());
    await waitFor(() => expect(second.path()).toBe('/404'), { timeout: 4000 });
    expect(second.fake.find('GET /crm/crmCustomer/queryById')).toHaveLength(0);
  });
});
