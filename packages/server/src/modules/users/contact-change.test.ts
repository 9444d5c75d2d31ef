import type { LoginResult, UserInfo } from '@crm/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/dialect.ts';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { ageCodes, codeOutbox } from '../../test/code-outbox.ts';

/**
 * Issue 23, item 1: a phone number or address on a profile is a way into the account (code login,
 * password reset), so it changes only once a code sent to it proves it, and belongs to one staff
 * account. Before, an account older than the victim's could type the victim's number onto its own
 * profile, and the victim's phone-code login and password reset then opened the attacker's account.
 */
let t: TestApp;
const outbox = codeOutbox();
const lastCodeFor = outbox.lastCodeFor;
/** The administrator's number in the demo company: the victim. */
const VICTIM_PHONE = '13800138000';
let attacker: LoginResult;

beforeAll(async () => {
  t = await createTestApp({ crmData: false, signIn: { codeDelivery: { sms: 'dev', devOutbox: outbox.path } } });
  // An enterprise older than the victim's account: its administrator is the earliest account.
  await t.app.db.updateTable('users').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('username', '=', 'admin').execute();
  await createTenant(t.app.db, { name: '攻击者科技有限公司', admin: { username: 'attacker-admin', realname: '攻击者', password: 'Attack@2026' } });
  await t.app.db.updateTable('users').set({ created_at: '2019-01-01T00:00:00.000Z' }).where('username', '=', 'attacker-admin').execute();
  attacker = await t.login('attacker-admin', 'Attack@2026');
});
afterAll(async () => {
  await t.close();
  outbox.remove();
});

function post(path: string, body: object, token?: string, ip = '10.23.1.1') {
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    remoteAddress: ip,
    headers: { ...signedHeaders(path, {}, body), 'X-Client-Type': '1', ...(token ? { 'X-Access-Token': token } : {}) },
  });
}

async function contactCode(token: string, channel: 'sms' | 'email', target: string): Promise<string> {
  const sent = await post('/sys/user/contactCode', { channel, target }, token);
  expect(sent.statusCode, sent.body).toBe(200);
  return lastCodeFor(target.toLowerCase());
}

const profileOf = async (token: string) => envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result;

describe("changing the phone number or e-mail address of one's own profile", () => {
  it('refuses a new number without the code sent to it, and one with a wrong code, storing nothing', async () => {
    const noCode = await t.put('/sys/user/editSelf', { realname: '攻击者', phone: VICTIM_PHONE }, attacker.token, { 'Accept-Language': 'en' });
    expect(noCode.statusCode).toBe(400);
    expect(envelope(noCode).message).toBe('To change your phone number, get the code sent to the new number and enter it');
    const guessed = await t.put('/sys/user/editSelf', { realname: '攻击者', phone: VICTIM_PHONE, phoneCaptcha: '123456' }, attacker.token);
    expect(guessed.statusCode).toBe(400);
    expect((await profileOf(attacker.token)).phone).toBeNull();
  });

  it("refuses another account's number even with its code, and the victim's code login and password reset stay the victim's", async () => {
    // Had the attacker the code (a lost phone, a shared one), the number is still the victim's.
    const captcha = await contactCode(attacker.token, 'sms', VICTIM_PHONE);
    const taken = await t.put('/sys/user/editSelf', { realname: '攻击者', phone: VICTIM_PHONE, phoneCaptcha: captcha }, attacker.token);
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).message).toBe('该手机号或邮箱已被其他账号使用');
    expect((await profileOf(attacker.token)).phone).toBeNull();

    await ageCodes(t.app.db, VICTIM_PHONE, 120_000);
    expect((await post('/sys/sms', { mobile: VICTIM_PHONE }, undefined, '10.23.2.1')).statusCode).toBe(200);
    const login = await post('/sys/phoneLogin', { mobile: VICTIM_PHONE, captcha: lastCodeFor(VICTIM_PHONE) }, undefined, '10.23.2.1');
    expect(envelope<LoginResult>(login).result.userInfo.username).toBe('admin');
  });

  it('the same for e-mail, in any case', async () => {
    const captcha = await contactCode(attacker.token, 'email', 'ADMIN@huaxincloud.cn');
    const taken = await t.put('/sys/user/editSelf', { realname: '攻击者', email: 'Admin@HuaXinCloud.cn', emailCaptcha: captcha }, attacker.token);
    expect(taken.statusCode).toBe(409);
    expect((await profileOf(attacker.token)).email).toBeNull();
  });

  it("takes a new number of one's own with its code, stored as the number it is, and it then logs in", async () => {
    const mine = '13712340001';
    const captcha = await contactCode(attacker.token, 'sms', mine);
    const saved = await t.put('/sys/user/editSelf', { realname: '新名字', phone: mine, phoneCaptcha: captcha }, attacker.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelope<UserInfo>(saved).result).toMatchObject({ realname: '新名字', phone: mine });
    // The code is spent: it proves the number once.
    const again = await t.put('/sys/user/editSelf', { realname: '新名字', phone: '13712340002', phoneCaptcha: captcha }, attacker.token);
    expect(again.statusCode).toBe(400);

    await ageCodes(t.app.db, mine, 120_000);
    expect((await post('/sys/sms', { mobile: mine }, undefined, '10.23.3.1')).statusCode).toBe(200);
    const login = await post('/sys/phoneLogin', { mobile: mine, captcha: lastCodeFor(mine) }, undefined, '10.23.3.1');
    expect(envelope<LoginResult>(login).result.userInfo.username).toBe('attacker-admin');
  });

  it('clears a number without a code, and sends contact codes only to signed-in users', async () => {
    const cleared = await t.put('/sys/user/editSelf', { realname: '新名字', phone: null }, attacker.token);
    expect(envelope<UserInfo>(cleared).result.phone).toBeNull();
    expect((await post('/sys/user/contactCode', { channel: 'sms', target: '13712340009' })).statusCode).toBe(401);
  });
});

describe('one contact, one staff account', () => {
  it('the database itself refuses a second staff account with a number or address already held (any case)', async () => {
    const insert = (changes: { username: string; phone?: string; email?: string }) =>
      t.app.db
        .insertInto('users')
        .values({
          id: `dup-${changes.username}`,
          tenant_id: attacker.userInfo.accountId,
          username: changes.username,
          password_hash: 'x',
          realname: '重复',
          phone: changes.phone ?? null,
          email: changes.email ?? null,
          is_admin: 0,
          status: '1',
          user_type: 'staff',
          lang: 'zh-CN',
          time_zone: 'Asia/Shanghai',
          company_code: 'A01',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
    for (const row of [
      { username: 'dup-phone', phone: VICTIM_PHONE },
      { username: 'dup-email', email: 'ADMIN@HUAXINCLOUD.CN' },
    ]) {
      const error = await insert(row).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error), `${row.username}: ${String(error)}`).toBe(true);
    }
  });

  it('a lookup that still finds two accounts (rows written around the index) refuses instead of choosing one', async () => {
    const shared = '13712349999';
    await sql`drop index users_staff_phone_unique`.execute(t.app.db);
    try {
      await t.app.db.updateTable('users').set({ phone: shared }).where('username', 'in', ['sales', 'attacker-admin']).execute();
      // Neither the code login nor the password reset picks one of the two accounts.
      const login = await post('/sys/sms', { mobile: shared }, undefined, '10.23.4.1');
      expect(login.statusCode).toBe(409);
      expect(envelope(login).message).toBe('该手机号或邮箱对应多个账号，请用账号密码登录或联系管理员');
      expect((await post('/sys/sms', { mobile: shared, purpose: 'alteration' }, undefined, '10.23.4.2')).statusCode).toBe(409);
    } finally {
      await t.app.db.updateTable('users').set({ phone: null }).where('username', 'in', ['sales', 'attacker-admin']).execute();
      await sql`create unique index users_staff_phone_unique on users (phone) where user_type = 'staff' and phone is not null`.execute(t.app.db);
    }
  });
});
