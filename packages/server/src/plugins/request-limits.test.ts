import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../test/app.ts';

/**
 * Public routes that do work for anyone who asks carry a per-minute limit per address, counted
 * in the database: a second instance on the same database counts the same calls.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  other = await buildApp({ ...t.app.config, seed: false });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const askForCode = (app: FastifyInstance, remoteAddress: string, lang = 'zh-CN') =>
  app.inject({ method: 'POST', url: '/api/sys/deviceLogin/request', remoteAddress, headers: { 'X-Client-Type': '1', 'Accept-Language': lang, ...signedHeaders('/sys/deviceLogin/request', {}) } });

describe('per-minute limits on public routes', () => {
  it('refuses an address its twenty-first device-login code of the minute, across instances, and no one else', async () => {
    const before = await t.app.db.selectFrom('device_logins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
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
    const after = await t.app.db.selectFrom('device_logins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(20);
    // Another address is not held back by the first.
    expect((await askForCode(t.app, '198.51.100.20')).statusCode).toBe(200);
  });

  it('leaves routes without a limit alone', async () => {
    for (let i = 0; i < 15; i++) {
      const answer = await t.app.inject({ method: 'GET', url: '/mobile/config.js', remoteAddress: '203.0.113.8' });
      expect(answer.statusCode).not.toBe(429);
    }
  });
});
