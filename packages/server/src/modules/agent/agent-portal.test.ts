import {
  AGENT_ACCOUNT_API,
  AGENT_API,
  entityOf,
  RECORD_API,
  type AgentAccount,
  type AgentHome,
  type AgentOrder,
  type AgentReport,
  type Cart,
  type LoginResult,
  type Page,
  type RecordRow,
  type ShopProduct,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, createRecord, type Actor } from '../../test/records.ts';
import { createTenant } from '../../seed/tenant.ts';
import { loose } from '../records/record-model.ts';

/**
 * The channel partner's portal (issue 19) over the API: a partner orders in its shop at its
 * level's price within its credit, reports customers within its limit and protection rules, and
 * reads nothing of another partner's; staff and partner tokens each keep to their side.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
/** Partner tokens: the demo `agent` works for the east (Tier 1), a second account for the west (Tier 2). */
let east: string;
let west: string;
const ids = {} as Record<'router' | 'switch' | 'hidden' | 'off' | 'east' | 'west' | 'order' | 'report', string>;

const login = async (username: string, password = 'Demo@2026') =>
  envelope<LoginResult>(await t.signedPost('/sys/agentLogin', { username, password })).result.token;
const get = async <T>(token: string, path: string, query: Record<string, string | number> = {}) => {
  const response = await t.signedGet(path, query, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
};
const post = (token: string, path: string, body: unknown) => t.signedPost(path, body, token);
const put = async (token: string, productId: string, quantity: number) => {
  const response = await post(token, AGENT_API.cartSet, { productId, quantity });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Cart>(response).result;
};

/** A second partner account: a copy of the demo one, for another partner. */
async function partnerAccount(username: string, agentId: string): Promise<void> {
  const db = t.app.db;
  const demo = await db.selectFrom('users').selectAll().where('username', '=', 'agent').executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ ...demo, id, username, phone: null, email: null })
    .execute();
  for (const role of await db.selectFrom('user_roles').selectAll().where('user_id', '=', demo.id).execute())
    await db
      .insertInto('user_roles')
      .values({ ...role, user_id: id })
      .execute();
  for (const company of await db.selectFrom('user_companies').selectAll().where('user_id', '=', demo.id).execute())
    await db
      .insertInto('user_companies')
      .values({ ...company, user_id: id })
      .execute();
  await db.insertInto('agent_accounts').values({ user_id: id, tenant_id: demo.tenant_id, agent_id: agentId, is_admin: 1 }).execute();
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
  const product = entityOf('crmProduct');
  ids.router = await createRecord(t, admin, product, undefined, {
    name: '企业级路由器 R5',
    standardPrice: 100,
    shelfStatus: '1',
    shopDisplay: true,
    category: '2',
  });
  ids.switch = await createRecord(t, admin, product, undefined, {
    name: '千兆交换机 S2',
    standardPrice: 50,
    shelfStatus: '1',
    shopDisplay: true,
    category: '2',
  });
  ids.hidden = await createRecord(t, admin, product, undefined, { name: '内部测试板', standardPrice: 10, shelfStatus: '1', shopDisplay: false });
  ids.off = await createRecord(t, admin, product, undefined, { name: '停产型号 X1', standardPrice: 20, shelfStatus: '0', shopDisplay: true });
  await createRecord(t, admin, entityOf('crmPrice'), undefined, {
    name: '一级渠道价',
    status: '1',
    agentLevel: '1',
    details: [{ productId: ids.router, price: 80 }],
  });
  // The east partner is the salesperson's; its customer is made with it.
  ids.east = await createRecord(t, sales, entityOf('agentUser'), undefined, {
    name: '东方渠道有限公司',
    level: '1',
    creditLimit: 1000,
    parentId: null,
    reportLimit: 2,
    reportValidDays: 30,
  });
  ids.west = await createRecord(t, admin, entityOf('agentUser'), undefined, {
    name: '西部渠道有限公司',
    level: '2',
    creditLimit: null,
    parentId: null,
    reportLimit: 5,
    reportValidDays: 30,
  });
  const demoAgent = await t.app.db.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', 'agent').executeTakeFirstOrThrow();
  await t.app.db.insertInto('agent_accounts').values({ user_id: demoAgent.id, tenant_id: demoAgent.tenant_id, agent_id: ids.east, is_admin: 1 }).execute();
  await partnerAccount('agent-west', ids.west);
  [east, west] = await Promise.all([login('agent'), login('agent-west')]);
}, 60_000);
afterAll(() => t.close());

describe('a partner', () => {
  it('is a customer of the vendor, owned like the partner', async () => {
    const partner = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('agent', 'agentUser'), { id: ids.east }, admin.token)).result;
    const customer = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: String(partner.customerId) }, admin.token)).result;
    expect(customer).toMatchObject({ name: '东方渠道有限公司', ownerId: sales.userId });
  });

  it('sees its shop: what is on show and on shelf, at its level’s price', async () => {
    const shop = await get<Page<ShopProduct>>(east, AGENT_API.shop, { pageSize: 50 });
    const ours = new Set([ids.router, ids.switch, ids.hidden, ids.off]);
    expect(shop.records.filter((p) => ours.has(p.id)).map((p) => [p.name, p.price, p.standardPrice])).toEqual([
      ['企业级路由器 R5', 80, 100],
      ['千兆交换机 S2', 50, 50],
    ]);
    // A Tier 2 partner has no price list of its level: the standard prices.
    expect((await get<Page<ShopProduct>>(west, AGENT_API.shop, { keyword: '路由器' })).records.map((p) => p.price)).toEqual([100]);
    expect((await post(east, AGENT_API.cartSet, { productId: ids.hidden, quantity: 1 })).statusCode).toBe(422);
    expect((await post(east, AGENT_API.cartSet, { productId: ids.off, quantity: 1 })).statusCode).toBe(422);
  });

  it('orders its cart at its price: the vendor’s order for its customer, owned by its account manager, submitted for approval', async () => {
    await put(east, ids.router, 5);
    const cart = await put(east, ids.switch, 2);
    expect(cart.total).toBe(500);
    expect(cart.credit).toMatchObject({ limit: 1000, unpaid: 0, available: 1000 });
    const placed = await post(east, AGENT_API.placeOrder, { remark: '请尽快发货' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(envelope(placed).message).toBe('订单已提交，等待厂商审核');
    const { id } = envelope<{ id: string }>(placed).result;
    const order = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmOrder'), { id }, admin.token)).result;
    const partner = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('agent', 'agentUser'), { id: ids.east }, admin.token)).result;
    expect(order).toMatchObject({ customerId: partner.customerId, ownerId: sales.userId, amount: 500, remark: '请尽快发货' });
    expect(order.auditStatus).not.toBe('0');
    expect((order.details as unknown as RecordRow[]).map((line) => [line.productName, line.price, line.quantity])).toEqual([
      ['企业级路由器 R5', 80, 5],
      ['千兆交换机 S2', 50, 2],
    ]);
    expect((await get<Cart>(east, AGENT_API.cart)).lines).toEqual([]);
    const mine = await get<AgentOrder>(east, AGENT_API.orderView, { id });
    expect(mine).toMatchObject({ amount: 500, agentName: '东方渠道有限公司' });
    expect((await get<Page<{ id: string }>>(east, AGENT_API.orders)).records.map((o) => o.id)).toEqual([id]);
    ids.order = id;
  });

  it('is refused an order past its available credit, and keeps its cart', async () => {
    await put(east, ids.router, 7);
    const refused = await post(east, AGENT_API.placeOrder, {});
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('订单金额 ¥560.00 超出可用信用额度 ¥500.00，请先付款或联系客户经理');
    expect((await get<Cart>(east, AGENT_API.cart)).lines.map((line) => line.quantity)).toEqual([7]);
    await put(east, ids.router, 6);
    expect((await post(east, AGENT_API.placeOrder, {})).statusCode).toBe(200);
    const home = await get<AgentHome>(east, AGENT_API.my);
    expect(home.credit).toMatchObject({ limit: 1000, unpaid: 980, available: 20 });
    expect(home.partner).toMatchObject({ name: '东方渠道有限公司', level_dictText: '一级代理' });
  });

  it('without a credit limit orders without one', async () => {
    await put(west, ids.router, 100);
    const placed = await post(west, AGENT_API.placeOrder, {});
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await get<AgentHome>(west, AGENT_API.my)).credit).toMatchObject({ limit: null, available: null, unpaid: 10_000 });
  });
});

describe('customer reports', () => {
  const report = (token: string, body: Record<string, unknown>) => post(token, AGENT_API.reportAdd, body);

  it('protect a company for the partner’s validity days, submitted for approval', async () => {
    const added = await report(east, { name: '江南精密机械有限公司', phone: '13900001111', contactName: '周工' });
    expect(added.statusCode, added.body).toBe(200);
    const made = envelope<AgentReport>(added).result;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const until = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(made).toMatchObject({ name: '江南精密机械有限公司', protectedUntil: until, active: true, agentName: '东方渠道有限公司' });
    expect(made.auditStatus).not.toBe('0');
    // The vendor sees it, owned by the partner's account manager.
    const seen = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('agent', 'agentCustomer'), { id: made.id }, sales.token)).result;
    expect(seen).toMatchObject({ agentId: ids.east, ownerId: sales.userId });
    ids.report = made.id;
  });

  it('refuse a company another partner protects, by name, phone or tax number, and one that is a customer already', async () => {
    for (const body of [{ name: '江南精密机械有限公司' }, { name: '江南精密机械 有限公司' }, { name: '另一个名字', phone: '139-0000-1111' }]) {
      const refused = await report(west, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(envelope(refused).message).toBe('该客户已被其他渠道报备，仍在保护期内');
    }
    await createRecord(t, admin, entityOf('crmCustomer'), undefined, { name: '老客户集团有限公司', taxId: '91110000MA00TAX01' });
    const customer = await report(west, { name: '新名字', taxNumber: '91110000ma00tax01' });
    expect(customer.statusCode).toBe(409);
    expect(envelope(customer).message).toBe('“老客户集团有限公司”已是厂商的客户，不能报备');
  });

  it('of one company at the same instant by two partners: one wins', async () => {
    const answers = await Promise.all([report(east, { name: '同时报备科技有限公司' }), report(west, { name: '同时报备科技有限公司' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('stop at the partner’s limit, and a lapsed one frees its company for another', async () => {
    // The east partner holds two (its limit; whichever partner won the race above): a third is refused.
    const held = (await get<Page<AgentReport>>(east, AGENT_API.reports, { pageSize: 50 })).records.filter((r) => r.active).length;
    for (let i = held; i < 2; i += 1) expect((await report(east, { name: `补足报备${i}有限公司` })).statusCode).toBe(200);
    const third = await report(east, { name: '第三家报备有限公司' });
    expect(third.statusCode).toBe(422);
    expect(envelope(third).message).toBe('报备中的客户已达上限（2 个），请等待已有报备到期或审核');
    // Its first lapses: the west partner may report that company now, and the east one a new one.
    await loose(t.app.db).updateTable(entityOf('agentCustomer').table).set({ protected_until: '2020-01-01' }).where('id', '=', ids.report).execute();
    expect((await report(west, { name: '江南精密机械有限公司' })).statusCode).toBe(200);
    expect((await report(east, { name: '第三家报备有限公司' })).statusCode).toBe(200);
    const mine = await get<Page<AgentReport>>(east, AGENT_API.reports, { pageSize: 50 });
    expect(mine.records.find((r) => r.id === ids.report)?.active).toBe(false);
  });
});

describe('a partner’s side', () => {
  it('reads none of another partner’s orders or reports', async () => {
    expect((await t.signedGet(AGENT_API.orderView, { id: ids.order }, west)).statusCode).toBe(404);
    expect((await t.signedGet(AGENT_API.report, { id: ids.report }, west)).statusCode).toBe(404);
    expect((await get<Page<{ agentName: string }>>(west, AGENT_API.orders)).records.every((o) => o.agentName === '西部渠道有限公司')).toBe(true);
    expect((await get<Page<{ agentName: string }>>(west, AGENT_API.reports)).records.every((r) => r.agentName === '西部渠道有限公司')).toBe(true);
  });

  it('reads its sub-partners’ orders', async () => {
    const edit = await t.signedGet(RECORD_API.queryById('agent', 'agentUser'), { id: ids.west }, admin.token);
    const { version } = envelope<RecordRow>(edit).result;
    expect((await t.put(RECORD_API.edit('agent', 'agentUser'), { id: ids.west, version, parentId: ids.east }, admin.token)).statusCode).toBe(200);
    const names = (await get<Page<{ agentName: string }>>(east, AGENT_API.orders, { pageSize: 50 })).records.map((o) => o.agentName);
    expect(new Set(names)).toEqual(new Set(['东方渠道有限公司', '西部渠道有限公司']));
    // Not the other way round.
    expect((await t.signedGet(AGENT_API.orderView, { id: ids.order }, west)).statusCode).toBe(404);
  });

  it('reads nothing of another tenant: its products are not in the shop, its reports not found', async () => {
    await createTenant(t.app.db, { name: '别家渠道厂商有限公司', admin: { username: 'agent-other-admin', realname: '别家', password: 'Other@2026' } });
    const other = await actor(t, 'agent-other-admin', 'Other@2026');
    const product = await createRecord(t, other, entityOf('crmProduct'), undefined, {
      name: '别家的商品',
      standardPrice: 1,
      shelfStatus: '1',
      shopDisplay: true,
    });
    const partner = await createRecord(t, other, entityOf('agentUser'), undefined, { name: '别家的渠道', level: '1', parentId: null });
    const theirs = await createRecord(t, other, entityOf('agentCustomer'), undefined, {
      name: '别家报备的客户',
      agentId: partner,
      phone: null,
      taxNumber: null,
    });
    expect((await get<Page<ShopProduct>>(east, AGENT_API.shop, { pageSize: 100 })).records.map((p) => p.id)).not.toContain(product);
    expect((await post(east, AGENT_API.cartSet, { productId: product, quantity: 1 })).statusCode).toBe(422);
    expect((await t.signedGet(AGENT_API.report, { id: theirs }, east)).statusCode).toBe(404);
    // A company another tenant's partner reported is free to report here.
    expect((await post(west, AGENT_API.reportAdd, { name: '别家报备的客户' })).statusCode).toBe(200);
  });

  it('reads the tenant’s options (the industries of a report)', async () => {
    expect((await get<{ value: string }[]>(east, '/sys/dict/getDictItems/industry')).length).toBeGreaterThan(0);
  });

  it('opens to partner tokens only, and a partner token opens no staff route', async () => {
    for (const path of [AGENT_API.my, AGENT_API.shop, AGENT_API.cart, AGENT_API.orders, AGENT_API.reports]) {
      expect((await t.signedGet(path, {}, sales.token)).statusCode, path).toBe(403);
    }
    expect((await t.signedGet(RECORD_API.list('crm', 'crmOrder'), {}, east)).statusCode).toBe(403);
    expect((await t.signedGet(RECORD_API.list('agent', 'agentCustomer'), {}, east)).statusCode).toBe(403);
  });
});

describe('partner accounts', () => {
  const add = (path: string, token: string, body: Record<string, unknown>) => t.signedPost(path, body, token);

  it('are made by the partner’s account manager on its detail, and one logs in to the same partner', async () => {
    const listed = await get<AgentAccount[]>(sales.token, AGENT_ACCOUNT_API.list, { agentId: ids.east });
    expect(listed.map((a) => [a.username, a.isAdmin])).toEqual([['agent', true]]);
    const made = await add(AGENT_ACCOUNT_API.add, sales.token, { agentId: ids.east, username: 'east-clerk', realname: '王店员', password: 'Clerk@2026' });
    expect(made.statusCode, made.body).toBe(200);
    expect(envelope<AgentAccount>(made).result).toMatchObject({ username: 'east-clerk', isAdmin: false, status: '1' });
    const clerk = await login('east-clerk', 'Clerk@2026');
    expect(clerk).toBeTruthy();
    expect((await get<AgentHome>(clerk, AGENT_API.my)).partner).toMatchObject({ name: '东方渠道有限公司', isAdmin: false });
    // A username anyone holds is refused, in the caller's language.
    const taken = await add(AGENT_ACCOUNT_API.add, sales.token, { agentId: ids.east, username: 'sales', realname: '重名', password: 'Clerk@2026' });
    expect(taken.statusCode).toBe(422);
    expect(envelope(taken).message).toBe('该用户名已被使用，请换一个');
    // Another salesperson, who does not see the partner, reads none of its accounts.
    const other = await actor(t, 'zhaolei');
    expect((await t.signedGet(AGENT_ACCOUNT_API.list, { agentId: ids.east }, other.token)).statusCode).toBe(404);
  });

  it('are managed by the partner’s administrators in the portal: made, frozen (signed out at once), not by its other accounts', async () => {
    const clerk = await login('east-clerk', 'Clerk@2026');
    expect((await t.signedGet(AGENT_API.staff, {}, clerk)).statusCode).toBe(403);
    const made = await add(AGENT_API.staffAdd, east, { username: 'east-clerk2', realname: '李店员', password: 'Clerk@2026', phone: '13711112222' });
    expect(made.statusCode, made.body).toBe(200);
    const staff = await get<AgentAccount[]>(east, AGENT_API.staff);
    expect(staff.map((a) => a.username)).toEqual(['agent', 'east-clerk', 'east-clerk2']);
    const clerkId = staff.find((a) => a.username === 'east-clerk')!.id;
    const frozen = await add(AGENT_API.staffStatus, east, { id: clerkId, status: '2' });
    expect(envelope<AgentAccount>(frozen).result.status).toBe('2');
    expect((await t.signedGet(AGENT_API.my, {}, clerk)).statusCode).toBe(401);
    // Not its own account, nor another partner's.
    const me = staff.find((a) => a.username === 'agent')!.id;
    expect(envelope(await add(AGENT_API.staffStatus, east, { id: me, status: '2' })).message).toBe('不能冻结自己的账号');
    const westAccount = (await get<AgentAccount[]>(west, AGENT_API.staff))[0]!.id;
    expect((await add(AGENT_API.staffStatus, east, { id: westAccount, status: '2' })).statusCode).toBe(404);
  });
});
