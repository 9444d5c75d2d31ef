import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_LINK_API, RUNTIME_CONFIG_GLOBAL, type PublicPayment } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { renderApp, resetState } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';

const KEY = 'Pk3pQ9xR2mT7vW1yB4nC8d';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const payment = (patch: Partial<PublicPayment> = {}): PublicPayment => ({
  companyName: '华信云创科技有限公司',
  orderNo: 'DD000042',
  orderDate: '2026-11-28',
  currency: 'CNY',
  amount: 1800,
  receivedAmount: 500,
  dueAmount: 1300,
  accountName: '华信云创科技有限公司',
  bank: '招商银行北京分行',
  accountNo: '6225880123456789',
  qrImage: QR,
  ...patch,
});

const VIEW = `GET ${PAYMENT_LINK_API.publicView}`;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/paymentComponent: an order’s payment page for its customer', () => {
  it('shows the company, the order, what is due and where to pay, to a visitor without an account', async () => {
    const { fake, path } = renderApp(`/paymentComponent?key=${KEY}`, { [VIEW]: ok(payment()) });
    const page = await screen.findByTestId('payment-page', {}, { timeout: 4000 });
    expect(path()).toBe(`/paymentComponent?key=${KEY}`);
    expect(fake.find(VIEW)[0]!.params).toMatchObject({ key: KEY });
    expect(screen.getByTestId('payment-company').textContent).toBe('华信云创科技有限公司');
    expect(screen.getByTestId('payment-order-no').textContent).toBe('DD000042');
    expect(page.textContent).toContain('2026-11-28');
    expect(screen.getByTestId('payment-amount').textContent).toBe('¥1,800.00');
    expect(screen.getByTestId('payment-received').textContent).toBe('¥500.00');
    expect(screen.getByTestId('payment-due').textContent).toBe('¥1,300.00');
    expect(screen.getByTestId('payment-account-name').textContent).toBe('华信云创科技有限公司');
    expect(screen.getByTestId('payment-bank').textContent).toBe('招商银行北京分行');
    expect((screen.getByTestId('payment-account-no') as HTMLInputElement).value).toBe('6225880123456789');
    expect(screen.getByTestId('payment-qr').getAttribute('src')).toBe(QR);
    expect(screen.queryByTestId('payment-settled')).toBeNull();
    // No staff call: the page asks for nothing but its link.
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([VIEW]);
  });

  it('copies the account number, or selects it to copy by hand where the clipboard is out of reach', async () => {
    renderApp(`/paymentComponent?key=${KEY}`, { [VIEW]: ok(payment()) });
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('payment-copy', {}, { timeout: 4000 }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('账号已复制'));
    expect(await navigator.clipboard.readText()).toBe('6225880123456789');

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await u.click(screen.getByTestId('payment-copy'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('已选中账号，请手动复制'));
    const box = screen.getByTestId('payment-account-no') as HTMLInputElement;
    expect(document.activeElement).toBe(box);
  });

  it('says an order is paid, and that the company has no account yet', async () => {
    renderApp(`/paymentComponent?key=${KEY}`, {
      [VIEW]: ok(payment({ receivedAmount: 1800, dueAmount: 0, accountName: null, bank: null, accountNo: null, qrImage: null })),
    });
    expect((await screen.findByTestId('payment-settled', {}, { timeout: 4000 })).textContent).toBe('该订单已付清，感谢您的支持');
    expect(screen.getByTestId('payment-due').textContent).toBe('¥0.00');
    expect(screen.getByTestId('payment-no-account')).toBeTruthy();
    expect(screen.queryByTestId('payment-copy')).toBeNull();
  });

  it('opens nothing for a revoked or unknown key, in the reader’s language', async () => {
    renderApp(`/paymentComponent?key=${KEY}`, { [VIEW]: fail(404, '记录不存在') });
    expect((await screen.findByTestId('payment-gone', {}, { timeout: 4000 })).textContent).toContain('链接已失效或不存在');
    expect(screen.queryByTestId('payment-page')).toBeNull();
  });
});
