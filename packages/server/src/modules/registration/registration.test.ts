import type { AccountInfo, DictItem, LoginResult, Page, PermissionPayload, UserSummary } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { ageCodes, codeOutbox } from '../../test/code-outbox.ts';

let t: TestApp;
const outbox = codeOutbox();
const lastCodeFor = outbox.lastCodeFor;

beforeAll(async () => {
  t = await createTestApp({ signIn: { codeDelivery: { sms: 'dev', devOutbox: outbox.path } } });
});
afterAll(async () => {
  await t.close();
  outbox.remove();
});

function post(path: string, body: object, ip = '10.7.0.1', lang = 'zh-CN') {
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    remoteAddress: ip,
    headers: { ...signedHeaders(path, {}, body), 'Accept-Language': lang },
  });
}

async function codeFor(phone: string, purpose: 'register' | 'alteration', ip: string): Promise<string> {
  const sent = await post('/sys/sms', { mobile: phone, purpose }, ip);
  if (sent.statusCode !== 200) throw new Error(sent.body);
  return lastCodeFor(phone);
}

describe('POST /sys/user/register (free trial)', () => {
  const phone = '13300000001';
  let registered: LoginResult;

  beforeAll(async () => {
    const captcha = await codeFor(phone, 'register', '10.7.1.1');
    const response = await post('/sys/user/register', { companyName: ' 试用科技有限公司 ', phone, captcha, password: 'Trial@2026' }, '10.7.1.1');
    expect(response.statusCode).toBe(200);
    const body = envelope<LoginResult>(response);
    expect(body).toMatchObject({ success: true, code: 200, message: '注册成功' });
    registered = body.result;
  });

  it('creates the company with the phone as its administrator, logged in at once', async () => {
    expect(registered.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(registered.userInfo).toMatchObject({ username: phone, phone, isAdmin: 1, realname: '未知', companyCode: 'A01' });
    expect(registered.companyCode_dictText).toBe('试用科技有限公司');
    const account = envelope<AccountInfo>(await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, registered.token)).result;
    expect(account).toMatchObject({ name: '试用科技有限公司', status: '0', tenantType: '1' });
    const days = (new Date(account.endTime!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    expect(days).toBeLessThanOrEqual(15);
  });

  it('lets the administrator log in again with the chosen password', async () => {
    const login = await t.login(phone, 'Trial@2026');
    expect(login.userInfo.accountId).toBe(registered.userInfo.accountId);
  });

  it('gives the new company built-in roles with a full menu and default dictionaries, and an empty workspace', async () => {
    const permissions = envelope<PermissionPayload>(
      await t.signedGet('/sys/permission/getUserPermissionByToken', { token: registered.token }, registered.token),
    ).result;
    expect(permissions.menu.length).toBeGreaterThan(0);
    expect(permissions.auth.map((a) => a.action)).toContain('crm:crmCustomer:add');
    const levels = envelope<DictItem[]>(await t.signedGet('/sys/dict/getDictItems/customer_level', {}, registered.token)).result;
    expect(levels.length).toBeGreaterThan(0);
    const customers = envelope<Page<unknown>>(await t.signedGet('/crm/crmCustomer/list', {}, registered.token)).result;
    expect(customers.total).toBe(0);
    const users = envelope<Page<UserSummary>>(await t.signedGet('/sys/user/list', {}, registered.token)).result;
    expect(users.records.map((u) => u.username)).toEqual([phone]);
  });

  it('keeps the new company and the demo company apart, whatever headers are sent', async () => {
    const demo = await t.login('admin');
    const demoCustomers = envelope<Page<{ id: string }>>(await t.signedGet('/crm/crmCustomer/list', {}, demo.token)).result;
    expect(demoCustomers.total).toBeGreaterThan(0);
    const demoCustomerId = demoCustomers.records[0]!.id;
    const spoofed = { 'X-Tenant-Id': demo.userInfo.accountId };
    const list = envelope<Page<unknown>>(await t.signedGet('/crm/crmCustomer/list', {}, registered.token, spoofed)).result;
    expect(list.total).toBe(0);
    const one = await t.signedGet('/crm/crmCustomer/queryById', { id: demoCustomerId }, registered.token, spoofed);
    expect(one.statusCode).toBe(404);
    const demoUsers = envelope<Page<UserSummary>>(await t.signedGet('/sys/user/list', { pageSize: 1000 }, demo.token)).result;
    expect(demoUsers.records.map((u) => u.username)).not.toContain(phone);
  });

  it('says a number is already registered only once its code proved the caller holds it, with the spec message', async () => {
    const guessed = await post('/sys/user/register', { companyName: '另一家公司', phone, captcha: '123456' }, '10.7.1.2');
    // Without the number's code nobody learns whether it has an account.
    expect(guessed.statusCode).toBe(400);
    expect(envelope(guessed).message).toBe('验证码错误');

    // The code of the number just registered went out less than a minute ago: let the next one go.
    await ageCodes(t.app.db, phone, 120_000);
    const again = await post('/sys/user/register', { companyName: '另一家公司', phone, captcha: await codeFor(phone, 'register', '10.7.1.2') }, '10.7.1.2');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe('该手机号已注册');
    const demoCode = await codeFor('13800138000', 'register', '10.7.1.2');
    const demoPhone = await post('/sys/user/register', { companyName: '另一家公司', phone: '13800138000', captcha: demoCode }, '10.7.1.2', 'en');
    expect(demoPhone.statusCode).toBe(409);
    expect(envelope(demoPhone).message).toBe('Phone already registered');
  });

  it('creates nothing with a wrong code', async () => {
    const other = '13300000002';
    const captcha = await codeFor(other, 'register', '10.7.1.3');
    const before = (await t.app.db.selectFrom('tenants').select('id').execute()).length;
    const wrong = await post('/sys/user/register', { companyName: '错误公司', phone: other, captcha: captcha === '000000' ? '111111' : '000000' }, '10.7.1.3');
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).message).toBe('验证码错误');
    expect((await t.app.db.selectFrom('tenants').select('id').execute()).length).toBe(before);
  });

  it('needs the company name', async () => {
    const response = await post('/sys/user/register', { phone: '13300000003', captcha: '123456' }, '10.7.1.4', 'en');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Invalid request: Company name is required');
  });
});

describe('POST /sys/user/passwordChange (/user/alteration: reset by phone code)', () => {
  it('sets a new password, ends the sessions opened with the old one and the member keys issued before', async () => {
    const before = await t.login('sunli');
    const admin = await t.login('admin');
    const issued = await t.signedPost('/sys/memberKey/issue', { userId: before.userInfo.id }, admin.token);
    expect(issued.statusCode, issued.body).toBe(200);
    const key = envelope<{ memberId: string; memberKey: string }>(issued).result;
    const autoLogin = () => post('/sys/autoLogin', { memberId: key.memberId, memberKey: key.memberKey }, '10.7.2.9');
    expect((await autoLogin()).statusCode).toBe(200);

    const captcha = await codeFor('13910001004', 'alteration', '10.7.2.1');
    const response = await post('/sys/user/passwordChange', { phone: '13910001004', captcha, password: 'NewPass@2026' }, '10.7.2.1');
    expect(response.statusCode).toBe(200);
    expect(envelope(response).message).toBe('密码已重置，请使用新密码登录');
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, before.token)).statusCode).toBe(401);
    // Whoever was handed the key before the reset no longer gets in with it.
    expect((await autoLogin()).statusCode).toBe(401);
    await expect(t.login('sunli')).rejects.toThrow();
    expect((await t.login('sunli', 'NewPass@2026')).userInfo.username).toBe('sunli');
  });

  it('refuses a wrong code and changes nothing', async () => {
    const captcha = await codeFor('13910001005', 'alteration', '10.7.2.2');
    const response = await post(
      '/sys/user/passwordChange',
      { phone: '13910001005', captcha: captcha === '000000' ? '111111' : '000000', password: 'Another@2026' },
      '10.7.2.2',
    );
    expect(response.statusCode).toBe(400);
    expect((await t.login('wufang')).userInfo.username).toBe('wufang');
  });
});
