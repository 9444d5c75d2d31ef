import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  token = (await t.login('admin')).token;
});
afterAll(() => t.close());

const en = { 'Accept-Language': 'en' };

describe('request shapes no client sends', () => {
  it('refuses a body nested 10,000 levels deep with 400 instead of overflowing the stack', async () => {
    const body = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/user/setting',
      payload: body,
      headers: { ...en, 'Content-Type': 'application/json', 'X-Access-Token': token },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('The request body is nested too deeply (at most 32 levels)');
  });

  it('refuses a NUL character in the address or the body alike on SQLite and PostgreSQL', async () => {
    const inQuery = await t.signedGet('/sys/user/list', { keyword: 'a\u0000b' }, token, en);
    expect(inQuery.statusCode).toBe(400);
    expect(envelope(inQuery).message).toBe('The request contains a NUL character, which is not allowed');
    const inBody = await t.put('/sys/user/setting', { timeZone: 'Asia/\u0000Shanghai' }, token, en);
    expect(inBody.statusCode).toBe(400);
    expect(envelope(inBody).message).toBe('The request contains a NUL character, which is not allowed');
  });

  it('refuses a plain-text body even on a route that takes none, so the request does nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/deviceLogin/request',
      payload: "' or 1=1 --",
      headers: { ...en, 'Content-Type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(envelope(response).message).toBe('This content type is not supported');
    expect(await t.app.db.selectFrom('device_logins').select('id').execute()).toEqual([]);
  });

  it("says Fastify's own refusals in the caller's language, in the envelope", async () => {
    const tooLong = await t.signedGet(`/sys/dict/getDictItems/${'x'.repeat(5000)}`, {}, token, { 'Accept-Language': 'zh-TW' });
    expect(tooLong.statusCode).toBe(414);
    expect(envelope(tooLong)).toMatchObject({ success: false, code: 414, message: '請求位址中的參數過長' });
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/user/setting',
      payload: '{"a":',
      headers: { 'Content-Type': 'application/json', 'X-Access-Token': token },
    });
    expect(envelope(notJson)).toMatchObject({ success: false, code: 400, message: '请求内容不是有效的 JSON' });
  });
});
