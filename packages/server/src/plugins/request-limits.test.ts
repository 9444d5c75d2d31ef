import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../app.ts';
import { apiRoutes, recordRoutes, type ApiRoute } from '../test/api-routes.ts';
import { addressKey } from './request-limits.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../test/app.ts';

/**
 * Public routes that do work for anyone who asks carry a per-minute limit per address, counted
 * in the database: a second instance on the same database counts the same calls.
 */
let t: TestApp;
let other: FastifyInstance;
let routes: ApiRoute[];
beforeAll(async () => {
  const recorder = recordRoutes();
  try {
    t = await createTestApp({ crmData: false });
  } finally {
    recorder.stop();
  }
  routes = apiRoutes(recorder.routes, API_PREFIX);
  other = await buildApp({ ...t.app.config, seed: false });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const askForCode = (app: FastifyInstance, remoteAddress: string, lang = 'zh-CN') =>
  app.inject({
    method: 'POST',
    url: '/api/sys/deviceLogin/request',
    remoteAddress,
    headers: { 'X-Client-Type': '1', 'Accept-Language': lang, ...signedHeaders('/sys/deviceLogin/request', {}) },
  });

describe('per-minute limits on public routes', () => {
  it('refuses an address its twenty-first device-login code of the minute, across instances, and no one else', async () => {
    const before = await t.app.db
      .selectFrom('device_logins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Within one minute: the limit counts per minute (a minute boundary in the middle is waited out).
    if (new Date().getSeconds() > 50) await new Promise((r) => setTimeout(r, (61 - new Date().getSeconds()) * 1000));
    for (let i = 0; i < 20; i++) {
      const answer = await askForCode(i % 2 ? other : t.app, '203.0.113.7');
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await askForCode(other, '203.0.113.7', 'en');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect(envelope(await askForCode(t.app, '203.0.113.7')).message).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    // A refused call made nothing: twenty codes, not twenty-two.
    const after = await t.app.db
      .selectFrom('device_logins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(20);
    // Another address is not held back by the first.
    expect((await askForCode(t.app, '198.51.100.20')).statusCode).toBe(200);
  });

  it('holds for every route anyone can call without an account: each has a limit per address', () => {
    const open = routes.filter((route) => route.access !== 'token' && route.method !== 'HEAD');
    expect(open.length).toBeGreaterThan(15);
    expect(open.filter((route) => !route.perMinute).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('keeps one violation report a day per address, takes ten a minute from it, and one a day per account', async () => {
    const report = (ip: string, token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/sys/sysAccount/violation',
        remoteAddress: ip,
        payload: { reason: 'x'.repeat(4000) },
        headers: token ? { 'X-Access-Token': token } : {},
      });
    if (new Date().getSeconds() > 50) await new Promise((r) => setTimeout(r, (61 - new Date().getSeconds()) * 1000));
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push((await report('203.0.113.50')).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)]);
    const stored = await t.app.db.selectFrom('violations').select(['ip', 'user_id']).where('ip', '=', '203.0.113.50').execute();
    expect(stored).toEqual([{ ip: '203.0.113.50', user_id: null }]);

    const { token, userInfo } = await t.login('sales');
    for (const ip of ['203.0.113.51', '203.0.113.52', '203.0.113.53']) expect((await report(ip, token)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('violations').select('ip').where('user_id', '=', userInfo.id).execute()).toHaveLength(1);
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('leaves routes without a limit alone', async () => {
    for (let i = 0; i < 15; i++) {
      const answer = await t.app.inject({ method: 'GET', url: '/mobile/config.js', remoteAddress: '203.0.113.8' });
      expect(answer.statusCode).not.toBe(429);
    }
  });
});
