import type { AccountInfo } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

const DAY_MS = 86_400_000;
let t: TestApp;

/** One of each kind of route: records (list, by id, add, edit, delete), people, organisation, settings. */
const BUSINESS_CALLS: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][] = [
  ['GET', '/crm/crmCustomer/list'],
  ['GET', '/crm/crmCustomer/queryById'],
  ['POST', '/crm/crmCustomer/add'],
  ['PUT', '/crm/crmCustomer/edit'],
  ['DELETE', '/crm/crmCustomer/delete'],
  ['GET', '/crm/crmContacter/list'],
  ['GET', '/sys/user/list'],
  ['GET', '/sys/sysDepart/queryTreeList'],
  ['GET', '/sys/message/list'],
  ['GET', '/sys/role/list'],
];

async function call(method: string, path: string, token: string, lang = 'zh-CN') {
  const headers = { 'Accept-Language': lang };
  if (method === 'GET') return t.signedGet(path, { id: 'x' }, token, headers);
  if (method === 'POST') return t.signedPost(path, { name: '新客户' }, token, headers);
  if (method === 'PUT') return t.put(path, { id: 'x', name: '改名' }, token, headers);
  return t.del(path, { id: 'x' }, token, headers);
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const future = new Date(Date.now() + 30 * DAY_MS).toISOString();
  await createTenant(t.app.db, {
    name: '新注册科技有限公司',
    status: '2',
    endTime: future,
    admin: { username: 'review-admin', realname: '郑总', password: 'Review@2026' },
  });
  await createTenant(t.app.db, {
    name: '停用贸易有限公司',
    status: '1',
    endTime: future,
    admin: { username: 'off-admin', realname: '孙总', password: 'Off@2026' },
  });
  await createTenant(t.app.db, {
    name: '过期科技有限公司',
    endTime: new Date(Date.now() - DAY_MS).toISOString(),
    admin: { username: 'old-admin', realname: '钱总', password: 'Old@2026' },
  });
});
afterAll(() => t.close());

describe('enterprise information under review (tenant status 2)', () => {
  it('logs in and reads its status, so the client can show the review notice', async () => {
    const { token } = await t.login('review-admin', 'Review@2026');
    const info = envelope<AccountInfo>(await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, token)).result;
    expect(info.status).toBe('2');
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(200);
    expect((await t.signedPost('/sys/logout', undefined, token)).statusCode).toBe(200);
  });

  it('is refused every business route, records included, with the review message in each language', async () => {
    const { token } = await t.login('review-admin', 'Review@2026');
    for (const [method, path] of BUSINESS_CALLS) {
      const response = await call(method, path, token);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(envelope(response).message, path).toBe('企业信息审核中，审核通过后即可使用');
    }
    expect(envelope(await call('GET', '/crm/crmCustomer/list', token, 'en')).message).toBe(
      'The enterprise information is under review; the account opens once it is approved',
    );
    expect(envelope(await call('GET', '/crm/crmCustomer/list', token, 'zh-TW')).message).toBe('企業資訊審核中，審核通過後即可使用');
  });
});

describe('disabled and expired tenants on every kind of route', () => {
  it('refuses records and every other business route with the matching message', async () => {
    const disabled = (await t.login('off-admin', 'Off@2026')).token;
    const expired = (await t.login('old-admin', 'Old@2026')).token;
    for (const [method, path] of BUSINESS_CALLS) {
      const off = await call(method, path, disabled);
      expect(off.statusCode, `${method} ${path}`).toBe(403);
      expect(envelope(off).message).toBe('企业账号已停用，请联系客服');
      const old = await call(method, path, expired);
      expect(old.statusCode, `${method} ${path}`).toBe(403);
      expect(envelope(old).message).toBe('企业账号已过期，请续费');
    }
  });
});
