import {
  PLATFORM_SEATS_PATH,
  type AccountInfo,
  type AccountUsageReport,
  type EnterpriseAccountRow,
  type EnterpriseAccountView,
  type LoginResult,
  type Page,
  type UserInfo,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let operator: string;
let demoTenantId: string;
let soonTenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('platform');
  operator = login.token;
  demoTenantId = (await t.login('admin')).userInfo.accountId;
  soonTenantId = (
    await createTenant(t.app.db, {
      name: '即将到期商贸有限公司',
      endTime: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      admin: { username: 'soon-admin', realname: '何总', password: 'Soon@2026' },
    })
  ).tenantId;
});
afterAll(() => t.close());

async function accounts(query: Record<string, string> = {}) {
  return envelope<Page<EnterpriseAccountRow>>(await t.signedGet('/plat/sysAccountList', { pageNo: 1, pageSize: 100, ...query }, operator)).result;
}

describe('platform administration is for platform operators only', () => {
  it('logs the operator in at the staff login as a platform user', async () => {
    const { userInfo } = await t.login('platform');
    expect(userInfo.userType).toBe('platform');
    expect(userInfo.isAdmin).toBe(0);
  });

  it('refuses every /plat route to a tenant administrator, staff, partners and customers', async () => {
    const admin = (await t.login('admin')).token;
    const sales = (await t.login('sales')).token;
    const agent = envelope<LoginResult>(await t.signedPost('/sys/agentLogin', { username: 'agent', password: DEMO_PASSWORD })).result.token;
    const customer = envelope<LoginResult>(await t.signedPost('/terminal/login', { username: 'customer', password: DEMO_PASSWORD })).result.token;
    for (const token of [admin, sales, agent, customer]) {
      expect((await t.signedGet('/plat/sysAccountList', {}, token)).statusCode).toBe(403);
      expect((await t.signedGet('/plat/sysAccountView', { id: demoTenantId }, token)).statusCode).toBe(403);
      expect((await t.signedGet('/plat/reportAccountStatList', {}, token)).statusCode).toBe(403);
      expect((await t.put('/plat/sysAccount/status', { id: demoTenantId, status: '1' }, token)).statusCode).toBe(403);
      expect((await t.put('/plat/sysAccount/extend', { id: demoTenantId, endTime: new Date(Date.now() + DAY_MS).toISOString() }, token)).statusCode).toBe(403);
      expect((await t.put(PLATFORM_SEATS_PATH, { id: demoTenantId, seatLimit: 100 }, token)).statusCode).toBe(403);
    }
    expect((await t.signedGet('/plat/sysAccountList')).statusCode).toBe(401);
  });

  it('keeps the operator out of every tenant route', async () => {
    for (const path of ['/crm/crmCustomer/list', '/sys/user/list', '/sys/sysDepart/queryTreeList', '/agent/my', '/terminal/my']) {
      expect((await t.signedGet(path, {}, operator)).statusCode, path).toBe(403);
    }
  });
});

describe('what the operator sees and does', () => {
  it('lists the enterprise accounts with status, end, users and records, leaving out the platform itself', async () => {
    const page = await accounts();
    expect(page.total).toBe(2);
    const demo = page.records.find((row) => row.id === demoTenantId)!;
    expect(demo).toMatchObject({ name: '北京华信云创科技有限公司', status: '0' });
    expect(demo.usersCount).toBeGreaterThan(10);
    expect(demo.recordsCount).toBeGreaterThan(100);
    expect(page.records.find((row) => row.id === soonTenantId)).toMatchObject({ usersCount: 1, recordsCount: 0 });
    expect((await accounts({ keyword: '即将' })).records.map((row) => row.id)).toEqual([soonTenantId]);
  });

  it('views one account: users by kind, administrators, usage per object', async () => {
    const view = envelope<EnterpriseAccountView>(await t.signedGet('/plat/sysAccountView', { id: demoTenantId }, operator)).result;
    expect(view.administrators.map((a) => a.username)).toEqual(['admin']);
    expect(view.usersByType.find((row) => row.userType === 'agent')?.count).toBe(1);
    expect(view.usage.find((row) => row.apiName === 'crmCustomer')?.count).toBeGreaterThan(0);
    expect(view.recordsCount).toBe(view.usage.reduce((sum, row) => sum + row.count, 0));
    const platformTenant = (await t.login('platform')).userInfo.accountId;
    expect((await t.signedGet('/plat/sysAccountView', { id: platformTenant }, operator)).statusCode).toBe(404);
  });

  it('disables an account (its users are refused at once) and enables it again', async () => {
    const soonAdmin = (await t.login('soon-admin', 'Soon@2026')).token;
    expect((await t.put('/plat/sysAccount/status', { id: soonTenantId, status: '1' }, operator)).statusCode).toBe(200);
    const refused = await t.signedGet('/sys/user/list', {}, soonAdmin);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe('企业账号已停用，请联系客服');
    expect((await t.put('/plat/sysAccount/status', { id: soonTenantId, status: '0' }, operator)).statusCode).toBe(200);
    expect((await t.signedGet('/sys/user/list', {}, soonAdmin)).statusCode).toBe(200);
  });

  it('extends an account to a new end time, refusing one in the past', async () => {
    const newEnd = new Date(Date.now() + 400 * DAY_MS).toISOString();
    const extended = await t.put('/plat/sysAccount/extend', { id: soonTenantId, endTime: newEnd }, operator);
    expect(extended.statusCode).toBe(200);
    expect(new Date(envelope<EnterpriseAccountView>(extended).result.endTime!).getTime()).toBe(new Date(newEnd).getTime());
    const soonAdmin = (await t.login('soon-admin', 'Soon@2026')).token;
    const info = envelope<AccountInfo>(await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, soonAdmin)).result;
    expect(new Date(info.endTime!).getTime()).toBe(new Date(newEnd).getTime());
    const past = await t.put('/plat/sysAccount/extend', { id: soonTenantId, endTime: new Date(Date.now() - DAY_MS).toISOString() }, operator);
    expect(past.statusCode).toBe(400);
    expect(envelope(past).message).toBe('新的到期时间必须晚于当前时间');
    expect((await t.put('/plat/sysAccount/extend', { id: 'no-such-account', endTime: newEnd }, operator)).statusCode).toBe(404);
  });

  it('reports accounts by status, those expiring within 30 days and users per account', async () => {
    await t.put('/plat/sysAccount/extend', { id: soonTenantId, endTime: new Date(Date.now() + 10 * DAY_MS).toISOString() }, operator);
    const report = envelope<AccountUsageReport>(await t.signedGet('/plat/reportAccountStatList', {}, operator)).result;
    expect(report.total).toBe(2);
    expect(report.byStatus).toEqual([{ status: '0', count: 2 }]);
    expect(report.expiringSoon.map((row) => [row.id, row.daysLeft])).toEqual([[soonTenantId, 9]]);
    expect(report.expired).toBe(0);
    expect(report.usersPerAccount[0]!.id).toBe(demoTenantId);
  });

  it("answers the operator's own profile", async () => {
    expect(envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, operator)).result.username).toBe('platform');
  });
});

describe('seats (issue 22)', () => {
  it('shows each account its seat limit and active employees, and sets or lifts the limit', async () => {
    const demo = (await accounts()).records.find((row) => row.id === demoTenantId)!;
    // The demo's 15 colleagues are active; partners and customers take no seat.
    expect(demo).toMatchObject({ seatLimit: null, activeStaff: 15 });
    const set = await t.put(PLATFORM_SEATS_PATH, { id: demoTenantId, seatLimit: 20 }, operator);
    expect(set.statusCode, set.body).toBe(200);
    expect(envelope<EnterpriseAccountView>(set).result).toMatchObject({ id: demoTenantId, seatLimit: 20, activeStaff: 15 });
    const viewed = envelope<EnterpriseAccountView>(await t.signedGet('/plat/sysAccountView', { id: demoTenantId }, operator)).result;
    expect(viewed).toMatchObject({ seatLimit: 20, activeStaff: 15 });
    expect((await accounts()).records.find((row) => row.id === demoTenantId)).toMatchObject({ seatLimit: 20 });

    for (const seatLimit of [0, -1, 1.5, 'ten']) {
      expect((await t.put(PLATFORM_SEATS_PATH, { id: demoTenantId, seatLimit }, operator)).statusCode, String(seatLimit)).toBe(400);
    }
    expect((await t.put(PLATFORM_SEATS_PATH, { id: 'no-such-account', seatLimit: 5 }, operator)).statusCode).toBe(404);
    const lifted = await t.put(PLATFORM_SEATS_PATH, { id: demoTenantId, seatLimit: null }, operator);
    expect(envelope<EnterpriseAccountView>(lifted).result.seatLimit).toBeNull();
  });
});
