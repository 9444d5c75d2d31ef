import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGENT_API,
  RUNTIME_CONFIG_GLOBAL,
  type AgentHome,
  type AgentOrder,
  type AgentOrderItem,
  type AgentReport,
  type Cart,
  type CartLine,
  type Page,
  type ShopProduct,
} from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { fail, ok, type RecordedCall } from '../../test/fake-http.ts';

const partnerUser = user({ id: 'a1', username: 'agent', realname: '刘渠道', userType: 'agent', companyCode_dictText: '华信云创北京总部' });
const CNY = { code: 'CNY', symbol: '¥' };

const home = (patch: Partial<AgentHome> = {}): AgentHome => ({
  profile: partnerUser,
  partner: { id: 'p1', name: '杭州云帆电子商务有限公司', agentNo: 'QD000001', level_dictText: '金牌', parentName: '华东总代', isAdmin: false },
  credit: { limit: 50000, unpaid: 12000, available: 38000, termDays: 30, currency: CNY },
  openOrders: 2,
  pendingOrders: 1,
  activeReports: 3,
  reportLimit: 20,
  ...patch,
});

const page = <T,>(records: T[], patch: Partial<Page<T>> = {}): Page<T> => ({ records, total: records.length, size: 20, current: 1, pages: 1, ...patch });

const product = (patch: Partial<ShopProduct> = {}): ShopProduct => ({
  id: 'g1',
  name: '激光打印机',
  code: 'CP0001',
  category: '1',
  category_dictText: '办公设备',
  unit: '1',
  unit_dictText: '台',
  specification: 'A4 黑白',
  description: null,
  price: 88,
  standardPrice: 100,
  currency: 'CNY',
  image: { path: 'shop/g1.png', name: 'g1.png', size: 10 },
  stock: 5,
  inCart: 0,
  ...patch,
});

const line = (patch: Partial<CartLine> = {}): CartLine => ({
  productId: 'g1',
  name: '激光打印机',
  code: 'CP0001',
  unit_dictText: '台',
  image: null,
  price: 88,
  quantity: 2,
  amount: 176,
  stock: 5,
  orderable: true,
  ...patch,
});

const cart = (lines: CartLine[], available: number | null = 38000): Cart => ({
  lines,
  total: lines.filter((l) => l.orderable).reduce((sum, l) => sum + l.amount, 0),
  currency: 'CNY',
  credit: { limit: available === null ? null : 50000, unpaid: 12000, available, termDays: 30, currency: CNY },
});

const orderItem = (patch: Partial<AgentOrderItem> = {}): AgentOrderItem => ({
  id: 'o1',
  orderNo: 'DD000001',
  orderDate: '2026-12-01',
  amount: 176,
  currency: 'CNY',
  auditStatus: '1',
  auditStatus_dictText: '待审核',
  deliveryStatus: '0',
  deliveryStatus_dictText: '未发货',
  receivedAmount: 0,
  agentName: '杭州云帆电子商务有限公司',
  ...patch,
});

const order = (patch: Partial<AgentOrder> = {}): AgentOrder => ({
  ...orderItem(),
  remark: '请尽快发货',
  lines: [{ productName: '激光打印机', unit_dictText: '台', price: 88, quantity: 2, amount: 176 }],
  ...patch,
});

const report = (patch: Partial<AgentReport> = {}): AgentReport => ({
  id: 'r1',
  reportNo: 'BB000001',
  name: '北京远航物流有限公司',
  contactName: '王经理',
  phone: '13800000000',
  taxNumber: null,
  industry: '1',
  industry_dictText: '物流',
  address: null,
  remark: null,
  auditStatus: '1',
  auditStatus_dictText: '待审核',
  protectedUntil: '2027-03-01',
  active: true,
  agentName: '杭州云帆电子商务有限公司',
  createTime: '2026-12-01T02:00:00.000Z',
  ...patch,
});

/** The partner's server: its home and whatever the test adds. */
const partnerRoutes = (overrides: Parameters<typeof baseRoutes>[0] = {}) => baseRoutes({ [`GET ${AGENT_API.my}`]: ok(home()), ...overrides });

const inputOf = (testId: string) => screen.getByTestId(testId).querySelector('input, textarea') as HTMLInputElement;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(partnerUser);
});

describe("the partner's home (/agent/my)", () => {
  it('shows the partner, its credit, what waits and the ways to its pages', async () => {
    renderApp('/agent/my', partnerRoutes());
    expect(await screen.findByTestId('agent-home')).toBeTruthy();
    expect(screen.getByTestId('home-realname').textContent).toBe('刘渠道');
    const card = screen.getByTestId('agent-partner');
    expect(within(card).getByText('QD000001')).toBeTruthy();
    expect(within(card).getByText('金牌')).toBeTruthy();
    expect(within(card).getByText('华东总代')).toBeTruthy();
    expect(screen.getByTestId('agent-credit-limit').textContent).toBe('¥5万');
    expect(screen.getByTestId('agent-credit-unpaid').textContent).toBe('¥1.2万');
    expect(screen.getByTestId('agent-credit-available').textContent).toBe('¥3.8万');
    expect(screen.getByTestId('agent-credit-term').textContent).toBe('30 天');
    expect(screen.getByTestId('agent-open-orders').textContent).toBe('2');
    expect(screen.getByTestId('agent-pending-orders').textContent).toBe('1');
    expect(screen.getByTestId('agent-active-reports').textContent).toBe('3 / 20');
    expect(screen.getByTestId('agent-entry-shop').getAttribute('href')).toBe('/mobile/agent/shop');
    expect(screen.getByTestId('agent-entry-cart').getAttribute('href')).toBe('/mobile/agent/shoppingCart');
    expect(screen.getByTestId('agent-entry-orders').getAttribute('href')).toBe('/mobile/agent/orders');
    expect(screen.getByTestId('agent-entry-reports').getAttribute('href')).toBe('/mobile/agent/agentCustomerList');
    expect(screen.getByTestId('logout')).toBeTruthy();
  });

  it('says "no limit" for a partner ordering without a credit limit', async () => {
    const credit = { limit: null, unpaid: 500, available: null, termDays: 0, currency: CNY };
    renderApp('/agent/my', partnerRoutes({ [`GET ${AGENT_API.my}`]: ok(home({ credit })) }));
    expect((await screen.findByTestId('agent-credit-limit')).textContent).toBe('不限');
    expect(screen.getByTestId('agent-credit-available').textContent).toBe('不限');
    expect(screen.getByTestId('agent-credit-unpaid').textContent).toBe('¥500');
  });

  it('tells an account not linked to a partner whom to ask, with no credit and no pages it cannot open', async () => {
    const unlinked = home({ partner: null, credit: null, openOrders: 0, pendingOrders: 0, activeReports: 0, reportLimit: 0 });
    renderApp('/agent/my', partnerRoutes({ [`GET ${AGENT_API.my}`]: ok(unlinked) }));
    expect((await screen.findByTestId('agent-not-linked')).textContent).toBe('您的账号尚未关联渠道伙伴，请联系厂商的客户经理');
    expect(screen.queryByTestId('agent-credit')).toBeNull();
    expect(screen.queryByTestId('agent-entries')).toBeNull();
    expect(screen.getByTestId('logout')).toBeTruthy();
  });
});

describe('the shop (/agent/shop)', () => {
  /** A cart that answers cartSet with what was set. */
  function cartServer(start: CartLine[] = []) {
    let lines = start;
    const set = (call: RecordedCall) => {
      const { productId, quantity } = call.body as { productId: string; quantity: number };
      const others = lines.filter((l) => l.productId !== productId);
      lines = quantity > 0 ? [...others, line({ productId, quantity, amount: 88 * quantity })] : others;
      return ok(cart(lines));
    };
    return { [`GET ${AGENT_API.cart}`]: () => ok(cart(lines)), [`POST ${AGENT_API.cartSet}`]: set };
  }

  it('lists products at the partner price with the list price struck, their stock, and puts them in the cart', async () => {
    const { fake } = renderApp(
      '/agent/shop',
      partnerRoutes({
        [`GET ${AGENT_API.shopCategories}`]: ok([{ value: '1', text: '办公设备' }]),
        [`GET ${AGENT_API.shop}`]: ok(page([product(), product({ id: 'g2', name: '碳粉盒', price: 30, standardPrice: 30, stock: 0, image: null })])),
        ...cartServer(),
      }),
    );
    const products = await screen.findAllByTestId('shop-product');
    expect(products).toHaveLength(2);
    const [printer, toner] = products as [HTMLElement, HTMLElement];
    expect(within(printer).getByTestId('shop-price').textContent).toBe('¥88');
    expect(within(printer).getByTestId('shop-standard-price').textContent).toBe('¥100');
    expect(within(printer).getByTestId('shop-stock').textContent).toBe('库存 5');
    expect(within(printer).getByRole('img').getAttribute('src')).toContain('/api/sys/common/static/shop/g1.png');
    expect(within(toner).queryByTestId('shop-standard-price')).toBeNull();
    expect(within(toner).getByTestId('shop-stock').textContent).toBe('缺货');
    expect(within(toner).getByTestId('no-picture')).toBeTruthy();
    expect(screen.getByRole('button', { name: '办公设备' })).toBeTruthy();

    const u = userEvent.setup();
    await u.click(within(printer).getByTestId('shop-add'));
    await waitFor(() => expect(fake.find(`POST ${AGENT_API.cartSet}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_API.cartSet}`)[0]!.body).toEqual({ productId: 'g1', quantity: 1 });
    expect((await screen.findByTestId('shop-cart-count')).textContent).toBe('1');
    await u.click(within(printer).getByTestId('shop-quantity-plus'));
    await waitFor(() => expect(fake.find(`POST ${AGENT_API.cartSet}`)).toHaveLength(2));
    expect(fake.find(`POST ${AGENT_API.cartSet}`)[1]!.body).toEqual({ productId: 'g1', quantity: 2 });
    await waitFor(() => expect(inputOf('shop-quantity').value).toBe('2'));
    // A typed quantity is set once, when it is done.
    await u.clear(inputOf('shop-quantity'));
    await u.type(inputOf('shop-quantity'), '12{Enter}');
    await waitFor(() => expect(fake.find(`POST ${AGENT_API.cartSet}`)).toHaveLength(3));
    expect(fake.find(`POST ${AGENT_API.cartSet}`)[2]!.body).toEqual({ productId: 'g1', quantity: 12 });
    expect(screen.getByTestId('shop-cart-link').getAttribute('href')).toBe('/mobile/agent/shoppingCart');
  });

  it('searches on submit and filters by category', async () => {
    const { fake } = renderApp(
      '/agent/shop',
      partnerRoutes({
        [`GET ${AGENT_API.shopCategories}`]: ok([{ value: '1', text: '办公设备' }]),
        [`GET ${AGENT_API.shop}`]: ok(page([product()])),
        ...cartServer(),
      }),
    );
    await screen.findByTestId('shop-product');
    const u = userEvent.setup();
    await u.type(inputOf('shop-search'), '打印');
    expect(fake.find(`GET ${AGENT_API.shop}`).some((call) => call.params.keyword)).toBe(false);
    await u.type(inputOf('shop-search'), '{Enter}');
    await waitFor(() => expect(fake.find(`GET ${AGENT_API.shop}`).at(-1)!.params).toMatchObject({ keyword: '打印', pageNo: '1' }));
    await u.click(screen.getByRole('button', { name: '办公设备' }));
    await waitFor(() => expect(fake.find(`GET ${AGENT_API.shop}`).at(-1)!.params).toMatchObject({ keyword: '打印', category: '1' }));
  });
});

describe('the cart (/agent/shoppingCart)', () => {
  it('totals the lines and places the order with the remark, then opens it', async () => {
    const { fake, path } = renderApp(
      '/agent/shoppingCart',
      partnerRoutes({
        [`GET ${AGENT_API.cart}`]: ok(cart([line(), line({ productId: 'g2', name: '碳粉盒', price: 30, quantity: 1, amount: 30 })])),
        [`POST ${AGENT_API.placeOrder}`]: ok({ id: 'o1', orderNo: 'DD000001' }, '订单已提交，等待厂商审核'),
        [`GET ${AGENT_API.orderView}`]: ok(order()),
      }),
    );
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByTestId('cart-total').textContent).toBe('¥206');
    expect(screen.getByTestId('cart-credit-left').textContent).toBe('¥3.78万');
    expect(screen.queryByTestId('cart-over-credit')).toBeNull();
    const u = userEvent.setup();
    await u.type(inputOf('cart-remark'), '请尽快发货');
    await u.click(screen.getByTestId('cart-place-order'));
    await waitFor(() => expect(path()).toBe('/agent/orderView?id=o1'));
    expect(fake.find(`POST ${AGENT_API.placeOrder}`)[0]!.body).toEqual({ remark: '请尽快发货' });
    expect(await screen.findByText('订单已提交，等待厂商审核')).toBeTruthy();
    expect((await screen.findByTestId('order-no')).textContent).toBe('DD000001');
    expect(screen.getAllByTestId('order-line')[0]!.textContent).toContain('¥88 × 2 台');
    expect(screen.getByTestId('order-remark').textContent).toBe('请尽快发货');
    expect(screen.getByTestId('agent-back').getAttribute('href')).toBe('/mobile/agent/orders');
  });

  it('refuses to order past the available credit, in red', async () => {
    const { fake } = renderApp('/agent/shoppingCart', partnerRoutes({ [`GET ${AGENT_API.cart}`]: ok(cart([line({ quantity: 5, amount: 440 })], 300)) }));
    expect((await screen.findByTestId('cart-over-credit')).textContent).toBe('订单金额超出可用信用额度，请先付款或联系客户经理');
    expect(screen.getByTestId('cart-credit-left').textContent).toBe('-¥140');
    const button = screen.getByTestId('cart-place-order') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(fake.find(`POST ${AGENT_API.placeOrder}`)).toHaveLength(0);
  });

  it('keeps the cart and the remark when the server refuses the order, and says why', async () => {
    const refusal = '订单金额 ¥176.00 超出可用信用额度 ¥100.00，请先付款或联系客户经理';
    const { path } = renderApp(
      '/agent/shoppingCart',
      partnerRoutes({ [`GET ${AGENT_API.cart}`]: ok(cart([line()])), [`POST ${AGENT_API.placeOrder}`]: fail(422, refusal) }),
    );
    const u = userEvent.setup();
    await u.type((await screen.findByTestId('cart-remark')).querySelector('textarea')!, '月底前到货');
    await u.click(screen.getByTestId('cart-place-order'));
    expect((await screen.findByTestId('cart-error')).textContent).toBe(refusal);
    expect(path()).toBe('/agent/shoppingCart');
    expect(inputOf('cart-remark').value).toBe('月底前到货');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('asks before taking a line out, and lets a line no longer on sale be removed', async () => {
    const { fake } = renderApp(
      '/agent/shoppingCart',
      partnerRoutes({
        [`GET ${AGENT_API.cart}`]: ok(cart([line({ quantity: 1, amount: 88 }), line({ productId: 'g9', name: '旧款硒鼓', orderable: false })])),
        [`POST ${AGENT_API.cartSet}`]: ok(cart([])),
      }),
    );
    const [onSale, gone] = (await screen.findAllByTestId('cart-line')) as [HTMLElement, HTMLElement];
    expect(gone.getAttribute('data-orderable')).toBe('false');
    expect(within(gone).getByTestId('cart-line-gone').textContent).toBe('该商品已下架，不会随订单提交');
    expect(screen.getByTestId('cart-total').textContent).toBe('¥88');
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(within(onSale).getByTestId('cart-quantity-minus'));
    expect(await screen.findByText('将“激光打印机”移出购物车？')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('将“激光打印机”移出购物车？')).toBeNull());
    expect(fake.find(`POST ${AGENT_API.cartSet}`)).toHaveLength(0);
    await u.click(within(gone).getByTestId('cart-remove'));
    await u.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(fake.find(`POST ${AGENT_API.cartSet}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_API.cartSet}`)[0]!.body).toEqual({ productId: 'g9', quantity: 0 });
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect(screen.getByTestId('cart-go-shop')).toBeTruthy();
  });
});

describe('the orders (/agent/orders)', () => {
  it('shows each order with its approval and delivery, whose it is when a sub-partner’s, and opens it', async () => {
    const { path } = renderApp(
      '/agent/orders',
      partnerRoutes({
        [`GET ${AGENT_API.orders}`]: ok(
          page([
            orderItem(),
            orderItem({ id: 'o2', orderNo: 'DD000002', auditStatus: '2', auditStatus_dictText: '已审核', receivedAmount: 100, agentName: '宁波分销商' }),
            orderItem({ id: 'o3', orderNo: 'DD000003', auditStatus: '3', auditStatus_dictText: '已驳回' }),
          ]),
        ),
        [`GET ${AGENT_API.orderView}`]: ok(order({ id: 'o2', orderNo: 'DD000002' })),
      }),
    );
    const [pending, reviewed, rejected] = (await screen.findAllByTestId('order-item')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByText('待审核').closest('[data-status]')!.getAttribute('data-status')).toBe('1');
    expect(within(reviewed).getByText('已审核')).toBeTruthy();
    expect(within(rejected).getByText('已驳回')).toBeTruthy();
    expect(within(pending).getByTestId('order-delivery').textContent).toBe('未发货');
    expect(within(pending).getByTestId('order-amount').textContent).toBe('¥176');
    expect(within(reviewed).getByTestId('order-received').textContent).toBe('已收款 ¥100');
    expect(within(reviewed).getByText('宁波分销商')).toBeTruthy();
    await waitFor(() => expect(within(pending).queryByText('杭州云帆电子商务有限公司')).toBeNull());
    await userEvent.setup().click(reviewed);
    await waitFor(() => expect(path()).toBe('/agent/orderView?id=o2'));
    expect((await screen.findByTestId('order-no')).textContent).toBe('DD000002');
  });

  it('says so when there is none, with a way to the shop', async () => {
    renderApp('/agent/orders', partnerRoutes({ [`GET ${AGENT_API.orders}`]: ok(page([])) }));
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去商城选购' })).toBeTruthy();
  });
});

describe('the customer reports (/agent/agentCustomer*)', () => {
  it('lists reports with their approval and whether they still protect the customer', async () => {
    const { path } = renderApp(
      '/agent/agentCustomerList',
      partnerRoutes({
        [`GET ${AGENT_API.reports}`]: ok(
          page([report(), report({ id: 'r2', name: '上海星辰科技', auditStatus: '3', auditStatus_dictText: '已驳回', active: false, protectedUntil: null })]),
        ),
      }),
    );
    const [protecting, lapsed] = (await screen.findAllByTestId('report-item')) as [HTMLElement, HTMLElement];
    expect(within(protecting).getByTestId('report-active').textContent).toBe('保护中');
    expect(within(protecting).getByText('保护至 2027-03-01')).toBeTruthy();
    expect(within(protecting).getByText('王经理 · 13800000000')).toBeTruthy();
    expect(within(lapsed).getByTestId('report-active').textContent).toBe('已失效');
    expect(within(lapsed).getByText('已驳回')).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('report-add'));
    await waitFor(() => expect(path()).toBe('/agent/agentCustomerForm'));
  });

  it('refuses a report without a name on the spot, then sends it and opens it in place of the form', async () => {
    const { fake, path, router } = renderApp(
      '/agent/agentCustomerForm',
      partnerRoutes({
        'GET /sys/dict/getDictItems/industry': ok([
          { value: '1', text: '物流', color: null },
          { value: '2', text: '制造', color: null },
        ]),
        [`POST ${AGENT_API.reportAdd}`]: ok(report({ id: 'r9' }), '报备已提交，等待厂商审核'),
        [`GET ${AGENT_API.report}`]: ok(report({ id: 'r9' })),
      }),
    );
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('report-form-submit'));
    expect((await screen.findByTestId('report-name-error')).textContent).toBe('请填写客户名称');
    expect(fake.find(`POST ${AGENT_API.reportAdd}`)).toHaveLength(0);
    await u.type(inputOf('report-name'), '北京远航物流有限公司');
    await u.type(inputOf('report-contactName'), '王经理');
    await u.type(inputOf('report-phone'), '13800000000');
    await u.selectOptions(await screen.findByTestId('report-industry'), '物流');
    await u.click(screen.getByTestId('report-form-submit'));
    await waitFor(() => expect(path()).toBe('/agent/agentCustomerView?id=r9'));
    expect(fake.find(`POST ${AGENT_API.reportAdd}`)[0]!.body).toEqual({
      name: '北京远航物流有限公司',
      contactName: '王经理',
      phone: '13800000000',
      taxNumber: null,
      industry: '1',
      address: null,
      remark: null,
    });
    expect((await screen.findByTestId('report-view-name')).textContent).toBe('北京远航物流有限公司');
    expect(screen.getByText('物流')).toBeTruthy();
    // The form is not one step back: it was replaced.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps every typed value when the server refuses the report, and says why', async () => {
    const refusal = '该客户已被其他渠道报备，仍在保护期内';
    const { path } = renderApp(
      '/agent/agentCustomerForm',
      partnerRoutes({ 'GET /sys/dict/getDictItems/industry': ok([]), [`POST ${AGENT_API.reportAdd}`]: fail(409, refusal) }),
    );
    const u = userEvent.setup();
    await u.type((await screen.findByTestId('report-name')).querySelector('input')!, '北京远航物流有限公司');
    await u.type(inputOf('report-address'), '北京市朝阳区');
    await u.type(inputOf('report-remark'), '已拜访两次');
    await u.click(screen.getByTestId('report-form-submit'));
    expect((await screen.findByTestId('report-error')).textContent).toBe(refusal);
    expect(path()).toBe('/agent/agentCustomerForm');
    expect(inputOf('report-name').value).toBe('北京远航物流有限公司');
    expect(inputOf('report-address').value).toBe('北京市朝阳区');
    expect(inputOf('report-remark').value).toBe('已拜访两次');
  });
});
