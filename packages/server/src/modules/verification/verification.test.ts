import type { LoginResult } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../db/dialect.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { ageCodes, codeOutbox } from '../../test/code-outbox.ts';

const SALES_PHONE = '13910001002';
const MANAGER_PHONE = '13910001000';

let t: TestApp;
const outbox = codeOutbox();

beforeAll(async () => {
  t = await createTestApp({ crmData: false, signIn: { codeDelivery: { sms: 'dev', devOutbox: outbox.path } } });
});
afterAll(async () => {
  await t.close();
  outbox.remove();
});

function post(app: TestApp, path: string, body: object, ip: string, lang = 'zh-CN') {
  return app.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    remoteAddress: ip,
    headers: { ...signedHeaders(path, {}, body), 'Accept-Language': lang, 'X-Client-Type': '1' },
  });
}

const { lines: outboxLines, lastCodeFor } = outbox;

/** Moves every code of a target back in time, as if the user had waited. */
const age = (target: string, ms: number) => ageCodes(t.app.db, target, ms);

describe('SMS codes and POST /sys/phoneLogin', () => {
  it('sends a six-digit code through the development outbox and logs in with it, like /sys/login', async () => {
    const sent = await post(t, '/sys/sms', { mobile: SALES_PHONE, purpose: 'login' }, '10.9.0.1');
    expect(sent.statusCode).toBe(200);
    expect(envelope(sent)).toMatchObject({ success: true, code: 200, message: '验证码已发送', result: { resendAfter: 60, expiresIn: 300 } });
    const line = outboxLines().at(-1)!;
    expect(line).toMatchObject({ to: SALES_PHONE, purpose: 'login' });
    expect(line.code).toMatch(/^\d{6}$/);
    expect(new Date(line.at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const login = await post(t, '/sys/phoneLogin', { mobile: SALES_PHONE, captcha: line.code }, '10.9.0.1');
    expect(login.statusCode).toBe(200);
    const body = envelope<LoginResult>(login);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({ username: 'sales', companyCode: 'A01' });
    expect(body.result.companyCode_dictText).toBe('华信云创北京总部');

    // The session works, and the code does not work twice.
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, body.result.token)).statusCode).toBe(200);
    const again = await post(t, '/sys/phoneLogin', { mobile: SALES_PHONE, captcha: line.code }, '10.9.0.1');
    expect(again.statusCode).toBe(400);
    expect(envelope(again).message).toBe('验证码错误');
  });

  it('stores only a hash of the code', async () => {
    const code = lastCodeFor(SALES_PHONE);
    const rows = await t.app.db.selectFrom('verification_codes').select('code_hash').where('target', '=', SALES_PHONE).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^\$argon2/);
    }
  });

  it('refuses a wrong code, and five wrong tries kill the code, even for the right one afterwards', async () => {
    const phone = '13910001003';
    expect((await post(t, '/sys/sms', { mobile: phone }, '10.9.1.1')).statusCode).toBe(200);
    const code = lastCodeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const response = await post(t, '/sys/phoneLogin', { mobile: phone, captcha: wrong }, '10.9.1.1', 'en');
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('Wrong verification code');
    }
    const fifth = await post(t, '/sys/phoneLogin', { mobile: phone, captcha: wrong }, '10.9.1.1', 'en');
    expect(fifth.statusCode).toBe(429);
    expect(envelope(fifth).message).toBe('Too many wrong codes, please get a new one');
    // Even the right code is refused now.
    const right = await post(t, '/sys/phoneLogin', { mobile: phone, captcha: code }, '10.9.1.1', 'en');
    expect(right.statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const phone = '13910001004';
    await post(t, '/sys/sms', { mobile: phone }, '10.9.2.1');
    await t.app.db
      .updateTable('verification_codes')
      .set({ expires_at: nowText(new Date(Date.now() - 1000)) })
      .where('target', '=', phone)
      .execute();
    const response = await post(t, '/sys/phoneLogin', { mobile: phone, captcha: lastCodeFor(phone) }, '10.9.2.1', 'zh-TW');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('驗證碼已過期，請重新獲取');
  });

  it('answers an unknown number exactly like a known one, and its login like a wrong code', async () => {
    const before = outboxLines().length;
    const sent = await post(t, '/sys/sms', { mobile: '13700000001' }, '10.9.3.1');
    expect(sent.statusCode).toBe(200);
    expect(envelope(sent).message).toBe('验证码已发送');
    expect(outboxLines()).toHaveLength(before);
    const login = await post(t, '/sys/phoneLogin', { mobile: '13700000001', captcha: '123456' }, '10.9.3.1');
    expect(login.statusCode).toBe(400);
    expect(envelope(login).message).toBe('验证码错误');
  });

  it('refuses a second code within 60 seconds, saying how long to wait', async () => {
    const phone = '13910001005';
    expect((await post(t, '/sys/sms', { mobile: phone }, '10.9.4.1')).statusCode).toBe(200);
    const early = await post(t, '/sys/sms', { mobile: phone }, '10.9.4.1', 'en');
    expect(early.statusCode).toBe(429);
    expect(envelope(early).message).toMatch(/^Codes are requested too often, please try again in (59|60) seconds$/);
    await age(phone, 61_000);
    expect((await post(t, '/sys/sms', { mobile: phone }, '10.9.4.1')).statusCode).toBe(200);
    // The newer code replaces the older one.
    const codes = outboxLines().filter((l) => l.to === phone);
    const older = codes.at(-2)!.code;
    const newer = codes.at(-1)!.code;
    if (older !== newer) {
      expect((await post(t, '/sys/phoneLogin', { mobile: phone, captcha: older }, '10.9.4.1')).statusCode).toBe(400);
    }
    expect((await post(t, '/sys/phoneLogin', { mobile: phone, captcha: newer }, '10.9.4.1')).statusCode).toBe(200);
  });

  it('limits codes per number: five an hour', async () => {
    const phone = '13910001006';
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/sys/sms', { mobile: phone }, `10.9.5.${i}`)).statusCode).toBe(200);
      await age(phone, 61_000);
    }
    const sixth = await post(t, '/sys/sms', { mobile: phone }, '10.9.5.99');
    expect(sixth.statusCode).toBe(429);
    expect(envelope(sixth).message).toBe('该号码获取验证码次数过多，请稍后再试');
    // An hour later the hourly limit lapses.
    await age(phone, 3_600_000);
    expect((await post(t, '/sys/sms', { mobile: phone }, '10.9.5.98')).statusCode).toBe(200);
  });

  it('limits codes per client address: twenty an hour, whatever the numbers', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await post(t, '/sys/sms', { mobile: `1360000${String(1000 + i)}` }, '10.9.6.1')).statusCode).toBe(200);
    }
    const blocked = await post(t, '/sys/sms', { mobile: '13600009999' }, '10.9.6.1', 'en');
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).message).toBe('Too many codes were requested from your network, please try again later');
    // Another address is not affected.
    expect((await post(t, '/sys/sms', { mobile: '13600009999' }, '10.9.6.2')).statusCode).toBe(200);
  });

  it('checks the phone number format', async () => {
    const response = await post(t, '/sys/sms', { mobile: '12345' }, '10.9.7.1');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('手机号码格式不正确');
    const login = await post(t, '/sys/phoneLogin', { mobile: '+86 139-1000-1002', captcha: '000000' }, '10.9.7.1');
    // A well-formed number in another notation is the same number (and this code is wrong).
    expect(login.statusCode).toBe(400);
    expect(envelope(login).message).toBe('验证码错误');
  });

  it('keeps a code to its purpose: a registration code does not log in', async () => {
    const phone = '13500000001';
    expect((await post(t, '/sys/sms', { mobile: phone, purpose: 'register' }, '10.9.8.1')).statusCode).toBe(200);
    const login = await post(t, '/sys/phoneLogin', { mobile: phone, captcha: lastCodeFor(phone) }, '10.9.8.1');
    expect(login.statusCode).toBe(400);
  });

  it('sends a registration code to a number that already has an account exactly as to a new one, so numbers cannot be enumerated', async () => {
    const known = await post(t, '/sys/sms', { mobile: MANAGER_PHONE, purpose: 'register' }, '10.9.8.2');
    const unknown = await post(t, '/sys/sms', { mobile: '13500000077', purpose: 'register' }, '10.9.8.2');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toMatchObject({ success: true, message: '验证码已发送', result: { resendAfter: 60, expiresIn: 300 } });
    }
    // The holder of the number gets the code; only using it tells them the number is taken (registration tests).
    expect(lastCodeFor(MANAGER_PHONE)).toMatch(/^\d{6}$/);
  });
});
