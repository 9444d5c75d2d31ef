import type { AgentHome, LoginResult, PermissionPayload, TerminalHome } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../session/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

let t: TestApp;
let staff: string;
let agent: string;
let customer: string;
let otherCustomerId: string;

async function doorLogin(path: string, username: string, password = DEMO_PASSWORD) {
  return t.signedPost(path, { username, password });
}

/** Routes a partner or customer token must never open. */
const STAFF_ROUTES = [
  '/sys/user/list',
  '/sys/sysDepart/queryTreeList',
  '/sys/sysDepart/queryCompanyList',
  '/crm/crmCustomer/list',
  '/crm/crmContacter/list',
  '/sys/message/list',
  '/crm/crmRemind/waitReport',
  '/sys/sysAccount/getSysAccountInfo',
  '/system/sysTableMade/list',
];

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.login('sales')).token;
  agent = envelope<LoginResult>(await doorLogin('/sys/agentLogin', 'agent')).result.token;
  customer = envelope<LoginResult>(await doorLogin('/terminal/login', 'customer')).result.token;

  // A second self-service account linked to another customer of the same tenant.
  const db = t.app.db;
  const model = await db.selectFrom('users').selectAll().where('username', '=', 'customer').executeTakeFirstOrThrow();
  const rows = (await (db as any)
    .selectFrom('crm_customer')
    .select(['id', 'name'])
    .where('tenant_id', '=', model.tenant_id)
    .orderBy('customer_no')
    .limit(2)
    .execute()) as { id: string }[];
  otherCustomerId = rows[1]!.id;
  const otherId = crypto.randomUUID();
  await db
    .insertInto('users')
    .values({ ...model, id: otherId, username: 'customer2', realname: '吴客户', phone: null, email: null, password_hash: await hashPassword(DEMO_PASSWORD) })
    .execute();
  await db
    .insertInto('user_roles')
    .values({
      tenant_id: model.tenant_id,
      user_id: otherId,
      role_id: (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', model.id).executeTakeFirstOrThrow()).role_id,
    })
    .execute();
  await db.insertInto('customer_accounts').values({ tenant_id: model.tenant_id, user_id: otherId, customer_id: otherCustomerId }).execute();
});
afterAll(() => t.close());

describe('each kind of account at its own door', () => {
  it('refuses partner and customer accounts at the staff door, with a message saying where to go', async () => {
    const partner = await doorLogin('/sys/login', 'agent');
    expect(partner.statusCode).toBe(403);
    expect(envelope(partner).message).toBe('渠道商账号请在渠道商登录页登录');
    const self = await t.signedPost('/sys/login', { username: 'customer', password: DEMO_PASSWORD }, undefined, { 'Accept-Language': 'en' });
    expect(self.statusCode).toBe(403);
    expect(envelope(self).message).toBe('Customer accounts log in at the customer self-service login page');
  });

  it('refuses staff at the partner and customer doors, and customers at the partner door', async () => {
    expect(envelope(await doorLogin('/sys/agentLogin', 'sales')).message).toBe('此登录页仅供渠道商账号使用，员工请在员工登录页登录');
    expect(envelope(await doorLogin('/terminal/login', 'admin')).message).toBe('此登录页仅供客户账号使用，员工请在员工登录页登录');
    const wrongDoor = await doorLogin('/sys/agentLogin', 'customer');
    expect(wrongDoor.statusCode).toBe(403);
    expect(envelope(wrongDoor).message).toBe('客户账号请在客户自助服务登录页登录');
  });

  it('answers a wrong password at a door like the staff door does, without telling the account type', async () => {
    const response = await doorLogin('/terminal/login', 'sales', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('用户名或密码错误');
  });
});

describe('a channel partner', () => {
  it('reads their own home: profile, company, the partner they work for with its credit, orders and reports', async () => {
    const home = envelope<AgentHome>(await t.signedGet('/agent/my', {}, agent)).result;
    expect(home.profile.username).toBe('agent');
    expect(home.profile.userType).toBe('agent');
    expect(home.profile.companyCode_dictText).toBe('华信云创北京总部');
    // The demo partner account works for the demo's Tier 1 partner, with room on its credit.
    expect(home.partner).toMatchObject({ level_dictText: '一级代理', parentName: null });
    expect(home.credit!.available).toBeGreaterThan(0);
    expect(home.reportLimit).toBe(20);
  });

  it('is refused every staff route and the terminal', async () => {
    for (const path of [...STAFF_ROUTES, '/terminal/my']) {
      const response = await t.signedGet(path, {}, agent);
      expect(response.statusCode, path).toBe(403);
    }
    expect(envelope(await t.signedGet('/crm/crmCustomer/list', {}, agent)).message).toBe('当前账号类型无权访问此功能');
  });

  it('still loads its permissions (the guard needs them) and logs out', async () => {
    const permissions = envelope<PermissionPayload>(await t.signedGet('/sys/permission/getUserPermissionByToken', { token: agent }, agent)).result;
    expect(permissions.menu.length).toBeGreaterThan(0);
    const { token } = envelope<LoginResult>(await doorLogin('/sys/agentLogin', 'agent')).result;
    expect((await t.signedPost('/sys/logout', undefined, token)).statusCode).toBe(200);
    expect((await t.signedGet('/agent/my', {}, token)).statusCode).toBe(401);
  });
});

describe('a self-service customer', () => {
  it('reads their own name and the customer record they speak for', async () => {
    const home = envelope<TerminalHome>(await t.signedGet('/terminal/my', {}, customer)).result;
    expect(home.profile.realname).toBe('周客户');
    expect(home.customer?.name).toBeTruthy();
    expect(home.customer?.id).not.toBe(otherCustomerId);
  });

  it("never sees another customer account's record", async () => {
    const other = envelope<LoginResult>(await doorLogin('/terminal/login', 'customer2')).result.token;
    const mine = envelope<TerminalHome>(await t.signedGet('/terminal/my', {}, customer)).result;
    const theirs = envelope<TerminalHome>(await t.signedGet('/terminal/my', {}, other)).result;
    expect(theirs.profile.realname).toBe('吴客户');
    expect(theirs.customer?.id).toBe(otherCustomerId);
    expect(mine.customer?.id).not.toBe(theirs.customer?.id);
    // Ids in the request change nothing: the token decides.
    const withId = envelope<TerminalHome>(await t.signedGet('/terminal/my', { id: otherCustomerId, userId: 'x' }, customer)).result;
    expect(withId.customer?.id).toBe(mine.customer?.id);
  });

  it('is refused every staff route and the partner home with 403', async () => {
    for (const path of [...STAFF_ROUTES, '/agent/my']) {
      const response = await t.signedGet(path, {}, customer);
      expect(response.statusCode, path).toBe(403);
    }
    const byId = await t.signedGet('/crm/crmCustomer/queryById', { id: otherCustomerId }, customer);
    expect(byId.statusCode).toBe(403);
  });

  it('is a door staff tokens cannot use', async () => {
    expect((await t.signedGet('/terminal/my', {}, staff)).statusCode).toBe(403);
    expect((await t.signedGet('/agent/my', {}, staff)).statusCode).toBe(403);
    expect((await t.signedGet('/terminal/my')).statusCode).toBe(401);
  });
});
