import type { AccountInfo, PermissionPayload, UserInfo } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createTenant(t.app.db, {
    name: '过期科技有限公司',
    endTime: new Date(Date.now() - 86_400_000).toISOString(),
    admin: { username: 'expired-admin', realname: '钱总', password: 'Expired@2026' },
  });
  await createTenant(t.app.db, {
    name: '停用贸易有限公司',
    status: '1',
    endTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    admin: { username: 'disabled-admin', realname: '孙总', password: 'Disabled@2026' },
  });
});
afterAll(() => t.close());

describe('a disabled or expired tenant', () => {
  it('still logs in and reads what the renewal page needs', async () => {
    const { token, userInfo } = await t.login('expired-admin', 'Expired@2026');
    expect(userInfo.realname).toBe('钱总');
    const info = envelope<AccountInfo>(await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, token)).result;
    expect(info.name).toBe('过期科技有限公司');
    expect(new Date(info.endTime!).getTime()).toBeLessThan(Date.now());
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(200);
    const permissions = await t.signedGet('/sys/permission/getUserPermissionByToken', { token }, token);
    expect(envelope<PermissionPayload>(permissions).result.menu.length).toBeGreaterThan(0);
    expect((await t.put('/sys/sysAccount/violation', { reason: 'x' }, token)).statusCode).toBe(200);
  });

  it('is refused business routes with 403 accountExpired / accountDisabled', async () => {
    const expired = (await t.login('expired-admin', 'Expired@2026')).token;
    for (const path of ['/sys/user/list', '/crm/crmTag/allList', '/system/sysTableMade/list', '/crm/crmRemind/waitReport', '/sys/dict/getDictItems/sex']) {
      const response = await t.signedGet(path, {}, expired);
      expect(response.statusCode, path).toBe(403);
      expect(envelope(response).message).toBe('企业账号已过期，请续费');
    }
    const disabled = (await t.login('disabled-admin', 'Disabled@2026')).token;
    const response = await t.signedGet('/sys/user/list', {}, disabled, { 'Accept-Language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('The enterprise account is disabled, please contact customer service');
    expect(envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, disabled)).success).toBe(true);
  });

  it('logs out normally', async () => {
    const { token } = await t.login('disabled-admin', 'Disabled@2026');
    expect((await t.signedPost('/sys/logout', undefined, token)).statusCode).toBe(200);
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(401);
  });
});
