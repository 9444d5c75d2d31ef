import { UNKNOWN_REALNAME, type LoginResult, type UserInfo } from '@crm/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../db/dialect.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { sessionLookupPlan, tokenHash } from './repository.ts';
import { accountSlowdownMs } from './doors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
});
afterAll(() => t.close());

/** A login from a given client address, so that the per-address limit of one test does not touch another. */
function loginFrom(ip: string, username: string, password: string, lang = 'zh-CN') {
  const body = { username, password };
  return t.app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload: body,
    remoteAddress: ip,
    headers: { ...signedHeaders('/sys/login', {}, body), 'Accept-Language': lang },
  });
}

describe('POST /sys/login', () => {
  it('answers code 200 with a token and the user info', async () => {
    const response = await loginFrom('10.0.0.1', 'sales', 'Demo@2026');
    expect(response.statusCode).toBe(200);
    const body = envelope<LoginResult>(response);
    expect(body.code).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe('登录成功');
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user: UserInfo = body.result.userInfo;
    expect(user).toMatchObject({
      username: 'sales',
      realname: '李销售',
      isAdmin: 0,
      companyCode: 'A01',
      companyCode_dictText: '华信云创北京总部',
      departName: '销售一组',
      lang: 'zh-CN',
      timeZone: 'Asia/Shanghai',
      userType: 'staff',
      roleNames: ['销售员'],
    });
    expect(user.realname).not.toBe(UNKNOWN_REALNAME);
    expect(user.accountId).toEqual(expect.any(String));
    expect(body.result.companyCode_dictText).toBe('华信云创北京总部');
  });

  it('stores only the hash of the token', async () => {
    const { token } = await t.login('manager');
    const row = await t.app.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
    expect(row).toBeDefined();
    const raw = await t.app.db.selectFrom('sessions').select('id').where('token_hash', '=', token).executeTakeFirst();
    expect(raw).toBeUndefined();
  });

  it('refuses a wrong password with 401 and the reason', async () => {
    const response = await loginFrom('10.0.0.2', 'sales', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toMatchObject({ success: false, code: 401, message: '用户名或密码错误', result: null });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const response = await loginFrom('10.0.0.3', 'nobody-here', 'whatever', 'en');
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('Wrong username or password');
  });

  it('refuses a body without a password with 400 naming the field, in the user language', async () => {
    const body = { username: 'sales' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: body,
      headers: { ...signedHeaders('/sys/login', {}, body), 'Accept-Language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Invalid request: Password is required');
  });

  it('never locks the owner out: failures on an account from anywhere slow it down, and the right password still logs in', async () => {
    for (let i = 0; i < 6; i++) {
      // Different addresses, as someone who only knows the username would try: no address limit triggers.
      expect((await loginFrom(`10.1.0.${i}`, 'zhaolei', 'bad-password')).statusCode).toBe(401);
    }
    const owner = await loginFrom('10.1.0.99', 'zhaolei', 'Demo@2026', 'en');
    expect(owner.statusCode).toBe(200);
    expect(envelope(owner).message).toBe('Login success');
    // Other users are not affected.
    expect((await loginFrom('10.1.0.98', 'sunli', 'Demo@2026')).statusCode).toBe(200);
  });

  it('slows every attempt on an account with recent failures, before the password is checked, up to five seconds', () => {
    expect([0, 1, 3].map(accountSlowdownMs)).toEqual([0, 0, 0]);
    expect([4, 5, 8].map(accountSlowdownMs)).toEqual([250, 500, 1250]);
    expect(accountSlowdownMs(10_000)).toBe(5_000);
  });

  it('blocks an IPv6 client by its /64 network, whatever address of it the next attempt comes from', async () => {
    for (let i = 1; i <= 5; i++) expect((await loginFrom(`2001:db8:7:7::${i}`, `ghost6-${i}`, 'bad-password')).statusCode).toBe(401);
    const blocked = await loginFrom('2001:db8:7:7:ffff::1', 'sunli', 'Demo@2026', 'en');
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).message).toBe('Too many failed logins, please try again in 15 minutes');
    expect((await loginFrom('2001:db8:7:8::1', 'sunli', 'Demo@2026')).statusCode).toBe(200);
  });

  it('blocks a client address after five failures, whatever the usernames', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom('10.2.0.1', `ghost${i}`, 'bad-password')).statusCode).toBe(401);
    }
    const blocked = await loginFrom('10.2.0.1', 'wufang', 'Demo@2026');
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).message).toBe('登录失败次数过多，请 15 分钟后再试');
  });

  it('lets the block lapse once the window has passed, and a success clears the username counter', async () => {
    for (let i = 0; i < 5; i++) await loginFrom('10.3.0.1', 'linna', 'bad-password');
    expect((await loginFrom('10.3.0.1', 'linna', 'Demo@2026')).statusCode).toBe(429);
    // Move the failures 16 minutes into the past.
    await t.app.db
      .updateTable('login_attempts')
      .set({ attempted_at: nowText(new Date(Date.now() - 16 * 60 * 1000)) })
      .where('username', '=', 'linna')
      .execute();
    expect((await loginFrom('10.3.0.1', 'linna', 'Demo@2026')).statusCode).toBe(200);
    const left = await t.app.db.selectFrom('login_attempts').select('id').where('username', '=', 'linna').execute();
    expect(left).toHaveLength(0);
  });

  it('refuses a frozen user with 403 userFrozen', async () => {
    await t.app.db.updateTable('users').set({ status: '2' }).where('username', '=', 'fengxue').execute();
    const response = await loginFrom('10.4.0.1', 'fengxue', 'Demo@2026');
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('该用户已冻结');
  });
});

describe('sessions', () => {
  it('logout revokes the token at once', async () => {
    const { token } = await t.login('engineer');
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(200);
    const logout = await t.signedPost('/sys/logout', undefined, token);
    expect(logout.statusCode).toBe(200);
    expect(envelope(logout).success).toBe(true);
    const after = await t.signedGet('/sys/queryLoginUserInfo', {}, token);
    expect(after.statusCode).toBe(401);
    expect(envelope(after).message).toBe('token失效，请重新登录');
  });

  it('answers 401 notLoggedIn without a token, and 401 tokenInvalid for an unknown one', async () => {
    const none = await t.signedGet('/sys/queryLoginUserInfo');
    expect(none.statusCode).toBe(401);
    expect(envelope(none).message).toBe('未登录或登录已过期，请重新登录');
    const unknown = await t.signedGet('/sys/queryLoginUserInfo', {}, 'not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(envelope(unknown).message).toBe('token失效，请重新登录');
  });

  it('refuses an expired token with 401', async () => {
    const { token } = await t.login('zhenghao');
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: nowText(new Date(Date.now() - 1000)) })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(401);
  });

  it('gives sessions the configured lifetime', async () => {
    const { token } = await t.login('chenjing');
    const row = await t.app.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirstOrThrow();
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(hours).toBe(168);
  });

  it('cuts off the sessions of a user who gets frozen', async () => {
    const { token } = await t.login('huanglei');
    await t.app.db.updateTable('users').set({ status: '2' }).where('username', '=', 'huanglei').execute();
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(401);
  });
});

describe('the session look-up at 50,000 sessions with statistics taken when there were a few', () => {
  it('finds the token through its unique index, never by scanning the sessions', async () => {
    const db = t.app.db;
    const { token } = envelope<LoginResult>(await loginFrom('10.0.9.1', 'sales', 'Demo@2026')).result;
    const user = await db.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', 'sales').executeTakeFirstOrThrow();
    // The planner's statistics now, while the table holds a few sessions; then the sessions of a busy day.
    await sql`analyze`.execute(db);
    const later = nowText(new Date(Date.now() + 86_400_000));
    for (let chunk = 0; chunk < 50; chunk += 1) {
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const n = chunk * 1000 + i;
        return {
          id: `bulk-${n}`,
          token_hash: tokenHash(`bulk-${n}`),
          user_id: user.id,
          tenant_id: user.tenant_id,
          company_code: 'A01',
          created_at: nowText(),
          expires_at: later,
        };
      });
      await db.insertInto('sessions').values(rows).execute();
    }

    const plan = await sessionLookupPlan(db, token);
    expect(plan.join('\n')).not.toMatch(/SCAN sessions|Seq Scan on sessions/);
    expect(plan.join('\n')).toMatch(/SEARCH sessions USING (COVERING )?INDEX sessions_token_hash|Index Scan using sessions_token_hash\w* on sessions/);
    // And the token still opens its session.
    expect(envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result.username).toBe('sales');
    await db.deleteFrom('sessions').where('id', 'like', 'bulk-%').execute();
  });
});
