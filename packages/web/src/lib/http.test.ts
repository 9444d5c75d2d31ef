import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, LANGS, LOCALES, REQUEST_TIMEOUT_MS, RUNTIME_CONFIG_GLOBAL, canonicalRequest, signRequest } from '@crm/domain';
import { createHttpClient, type HttpEffects } from './http.ts';
import { storage } from './storage.ts';
import { applyLanguage, tr } from './i18n.ts';
import { fail, fakeAdapter, ok, type FakeRoute } from '../test/fake-http.ts';

const SECRET = 'test-secret';
const NOW = 1_760_000_000_000;

function setup(routes: Record<string, FakeRoute>) {
  const fake = fakeAdapter(routes);
  const effects = {
    toast: vi.fn(),
    alert: vi.fn(async () => undefined),
    reload: vi.fn(),
    logout: vi.fn(async () => undefined),
    delay: vi.fn(),
    saveFile: vi.fn(),
  } satisfies HttpEffects;
  const client = createHttpClient({ adapter: fake.adapter, effects, now: () => NOW, random: () => 'rnd' });
  return { client, effects, ...fake };
}

beforeEach(async () => {
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: SECRET };
  await applyLanguage('zh-CN');
});

describe('requests', () => {
  it('uses the base address of the run-time configuration and a 45 s time-out', async () => {
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/crm-api', signSecret: SECRET };
    const { client, calls } = setup({ 'GET /sys/clearCache': ok(null) });
    await client.get(API.clearCache);
    expect(calls[0]!.config.baseURL).toBe('/crm-api');
    expect(calls[0]!.config.timeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('sends the token, the tenant id, client type 1 and the current language', async () => {
    storage.set('accessToken', 'tok-1');
    storage.set('tenantId', '42');
    await applyLanguage('en');
    const { client, calls } = setup({ 'GET /sys/clearCache': ok(null) });
    await client.get(API.clearCache);
    expect(calls[0]!.headers).toMatchObject({
      'X-Access-Token': 'tok-1',
      'X-Tenant-Id': '42',
      'X-Client-Type': '1',
      'Accept-Language': 'en',
    });
  });

  it('sends tenant id 0 when there is none', async () => {
    const { client, calls } = setup({ 'GET /sys/clearCache': ok(null) });
    await client.get(API.clearCache);
    expect(calls[0]!.headers['X-Tenant-Id']).toBe('0');
  });

  it('adds a timestamp and a random parameter to GET requests', async () => {
    const { client, calls } = setup({ 'GET /sys/message/list': ok(null) });
    await client.get(API.messageList, { pageNo: 1 });
    expect(calls[0]!.params).toEqual({ pageNo: '1', _t: String(NOW), _r: 'rnd' });
  });

  it('leaves dictionary item look-ups without cache-busting parameters', async () => {
    const { client, calls } = setup({ 'GET /sys/dict/getDictItems/sex': ok([]) });
    await client.get(`${API.dictItems}/sex`);
    expect(calls[0]!.params).toEqual({});
  });

  it('signs POST requests over path and body', async () => {
    const { client, calls } = setup({ 'POST /sys/login': ok(null) });
    await client.post(API.login, { username: 'admin', password: 'p' });
    const ts = String(NOW);
    expect(calls[0]!.headers['X-TIMESTAMP']).toBe(ts);
    expect(calls[0]!.headers['X-Sign']).toBe(signRequest(canonicalRequest('/sys/login', {}, { username: 'admin', password: 'p' }), ts, SECRET));
  });

  it('signs GET requests including the cache-busting parameters', async () => {
    const { client, calls } = setup({ 'GET /sys/message/list': ok(null) });
    await client.get(API.messageList, { pageNo: 2 });
    const ts = String(NOW);
    expect(calls[0]!.headers['X-Sign']).toBe(signRequest(canonicalRequest('/sys/message/list', { pageNo: '2', _t: ts, _r: 'rnd' }), ts, SECRET));
  });

  it('does not sign PUT, DELETE or blob downloads', async () => {
    const { client, calls } = setup({
      'PUT /sys/message/read': ok(null),
      'DELETE /crm/crmCustomer/delete': ok(null),
      'GET /sys/common/download/a.txt': { status: 200, data: new Blob(['x']) },
    });
    await client.put(API.messageRead, { id: '1' });
    await client.delete('/crm/crmCustomer/delete', { id: '1' });
    await client.download(`${API.fileDownload}/a.txt`);
    for (const call of calls) {
      expect(call.headers['X-Sign']).toBeUndefined();
      expect(call.headers['X-TIMESTAMP']).toBeUndefined();
    }
  });

  it('trims string fields of POST and PUT bodies at every depth', async () => {
    const { client, calls } = setup({ 'POST /sys/login': ok(null), 'PUT /sys/user/editSelf': ok(null) });
    await client.post(API.login, { username: '  admin ', password: ' p ' });
    await client.put(API.editSelf, { realname: ' Li ', extra: { tags: [' a ', 1] } });
    expect(calls[0]!.body).toEqual({ username: 'admin', password: 'p' });
    expect(calls[1]!.body).toEqual({ realname: 'Li', extra: { tags: ['a', 1] } });
  });

  it('answers with the envelope', async () => {
    const { client } = setup({ 'GET /crm/crmTag/allList': ok([{ id: '1' }], 'fine') });
    const answer = await client.get(API.tagAllList);
    expect(answer).toMatchObject({ success: true, message: 'fine', result: [{ id: '1' }] });
  });

  it('downloads a blob and saves it under the server-given file name', async () => {
    const blob = new Blob(['data']);
    const { client, effects } = setup({
      'GET /sys/common/download/x/report.xlsx': {
        status: 200,
        data: blob,
        headers: { 'content-disposition': 'attachment; filename="report.xlsx"' },
      },
    });
    await client.download(`${API.fileDownload}/x/report.xlsx`);
    expect(effects.saveFile).toHaveBeenCalledWith(blob, 'report.xlsx');
  });
});

describe('error catalogue', () => {
  it('403 shows access denied', async () => {
    const { client, effects } = setup({ 'GET /x': fail(403, 'nope') });
    await expect(client.get('/x')).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith(tr('web.http.accessDenied'));
  });

  it.each([...LANGS])('500 token invalid (%s) with a token: login-expired dialog, logout, token removed, reload', async (lang) => {
    storage.set('accessToken', 'tok');
    // The server's own text in any language, while the client holds only its current language.
    const { client, effects } = setup({ 'GET /x': fail(500, LOCALES[lang].server.tokenInvalid) });
    await expect(client.get('/x')).rejects.toThrow();
    expect(effects.alert).toHaveBeenCalledWith({ title: tr('web.http.loginExpiredTitle'), content: tr('web.http.loginExpired') });
    expect(effects.logout).toHaveBeenCalled();
    expect(storage.get('accessToken')).toBeNull();
    expect(effects.reload).toHaveBeenCalled();
  });

  it('500 token invalid without a token is an ordinary server message', async () => {
    const { client, effects } = setup({ 'GET /x': fail(500, LOCALES['zh-CN'].server.tokenInvalid) });
    await expect(client.get('/x')).rejects.toThrow();
    expect(effects.alert).not.toHaveBeenCalled();
    expect(effects.logout).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
    expect(effects.toast).toHaveBeenCalledWith(LOCALES['zh-CN'].server.tokenInvalid);
  });

  it('other 500 answers show the server message', async () => {
    const { client, effects } = setup({ 'GET /x': fail(500, 'database is down') });
    await expect(client.get('/x')).rejects.toThrow('database is down');
    expect(effects.toast).toHaveBeenCalledWith('database is down');
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('404 shows resource not found', async () => {
    const { client, effects } = setup({});
    await expect(client.get('/missing')).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith(tr('web.http.notFound'));
  });

  it('504 shows network timeout', async () => {
    const { client, effects } = setup({ 'GET /x': { status: 504, data: '' } });
    await expect(client.get('/x')).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith(tr('web.http.timeout'));
  });

  it('401 with a token: unauthorized toast, logout, reload after 1.5 s', async () => {
    storage.set('accessToken', 'tok');
    const { client, effects } = setup({ 'GET /x': fail(401, 'bad token') });
    await expect(client.get('/x')).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith(tr('web.http.unauthorized'));
    expect(effects.logout).toHaveBeenCalled();
    expect(effects.delay).toHaveBeenCalledWith(expect.any(Function), 1500);
    expect(effects.reload).not.toHaveBeenCalled();
    effects.delay.mock.calls[0]![0]();
    expect(effects.reload).toHaveBeenCalled();
  });

  it('ends a session once however many of its calls fail with 401, and ends the next session too', async () => {
    storage.set('accessToken', 'tok');
    const { client, effects } = setup({ 'GET /x': fail(401, 'bad token') });
    await Promise.allSettled([client.get('/x'), client.get('/x')]);
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledTimes(1);
    // Logged in again on the same page (no reload in between): that session's end is not swallowed.
    storage.set('accessToken', 'tok-2');
    await expect(client.get('/x')).rejects.toThrow();
    expect(effects.logout).toHaveBeenCalledTimes(2);
  });

  it('401 without a token only tells the user', async () => {
    const { client, effects } = setup({ 'GET /x': fail(401, '') });
    await expect(client.get('/x')).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith(tr('web.http.unauthorized'));
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it('other statuses show the server message', async () => {
    const { client, effects } = setup({ 'POST /sys/login': fail(429, 'too many attempts') });
    await expect(client.post('/sys/login', {})).rejects.toThrow('too many attempts');
    expect(effects.toast).toHaveBeenCalledWith('too many attempts');
  });

  it('no response shows the network error dialog', async () => {
    const { client, effects } = setup({ 'GET /x': 'network-error' });
    await expect(client.get('/x')).rejects.toThrow(tr('web.http.networkError'));
    expect(effects.alert).toHaveBeenCalledWith({ content: tr('web.http.networkError') });
  });

  it('silent requests leave reporting to the caller', async () => {
    const { client, effects } = setup({ 'GET /x': fail(403, 'nope') });
    await expect(client.get('/x', undefined, { silent: true })).rejects.toThrow();
    expect(effects.toast).not.toHaveBeenCalled();
  });
});
