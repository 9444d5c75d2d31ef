import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
});
afterAll(() => t.close());

describe('request signing', () => {
  it('refuses a request without X-Sign and X-TIMESTAMP with 401 signMissing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'sales', password: 'Demo@2026' } });
    expect(response.statusCode).toBe(401);
    const body = envelope(response);
    expect(body).toMatchObject({ success: false, code: 401, result: null, message: '缺少请求签名' });
    expect(typeof body.timestamp).toBe('number');
  });

  it('refuses a wrong signature, in the language asked for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'sales', password: 'Demo@2026' },
      headers: { 'X-TIMESTAMP': String(Date.now()), 'X-Sign': 'A'.repeat(64), 'Accept-Language': 'en' },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('The request signature is invalid');
  });

  it('refuses a signature over a different body (the body is part of the signature)', async () => {
    const headers = signedHeaders('/sys/login', {}, { username: 'sales', password: 'x' });
    const response = await t.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'sales', password: 'Demo@2026' }, headers });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a timestamp more than five minutes away with signStale', async () => {
    const query = {};
    const headers = signedHeaders('/sys/login', query, { username: 'sales', password: 'Demo@2026' }, Date.now() - 6 * 60 * 1000);
    const response = await t.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'sales', password: 'Demo@2026' }, headers });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('请求时间戳已过期，请校准设备时间');
  });

  it('refuses an unsigned HEAD of a GET route, which would run the route without its signature', async () => {
    const { token } = await t.login('sales');
    const unsigned = await t.app.inject({ method: 'HEAD', url: '/api/sys/user/list?keyword=a', headers: { 'X-Access-Token': token } });
    expect(unsigned.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'HEAD',
      url: '/api/sys/user/list?keyword=a',
      headers: { 'X-Access-Token': token, ...signedHeaders('/sys/user/list', { keyword: 'a' }) },
    });
    expect(signed.statusCode).toBe(200);
  });

  it('lets a correctly signed request through, query parameters included', async () => {
    const { token } = await t.login('sales');
    const response = await t.signedGet('/sys/dict/getDictItems/sex', { _t: 123, random: 'abc' }, token);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).success).toBe(true);
  });

  it('does nothing for a refused request: a badly signed logout leaves the session alive', async () => {
    const { token } = await t.login('sales');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'X-Access-Token': token, 'X-TIMESTAMP': String(Date.now()), 'X-Sign': 'WRONG' },
    });
    expect(refused.statusCode).toBe(401);
    const stillIn = await t.signedGet('/sys/queryLoginUserInfo', {}, token);
    expect(stillIn.statusCode).toBe(200);
  });

  it('a tampered query parameter breaks the signature', async () => {
    const { token } = await t.login('sales');
    const headers = signedHeaders('/sys/user/list', { pageNo: '1' });
    const response = await t.app.inject({ method: 'GET', url: '/api/sys/user/list?pageNo=2', headers: { ...headers, 'X-Access-Token': token } });
    expect(response.statusCode).toBe(401);
  });

  it('does not sign PUT requests', async () => {
    const { token } = await t.login('sales');
    const response = await t.put('/sys/user/setting', { timeZone: 'Asia/Shanghai' }, token);
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/path', headers: { 'Accept-Language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toMatchObject({ success: false, code: 404, message: 'Sorry, resource not found!', result: null });
  });
});
