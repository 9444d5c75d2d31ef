import type { DeviceLoginRequest, DeviceLoginStatus, UserInfo } from '@crm/domain';
import { DEVICE_LOGIN_TTL_MS } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

let t: TestApp;
let phone: string;

const askForCode = async () => envelope<DeviceLoginRequest>(await t.signedPost('/sys/deviceLogin/request')).result;
const poll = async (pollToken: string) => envelope<DeviceLoginStatus>(await t.signedGet('/sys/deviceLogin/status', { pollToken })).result;
const confirm = (code: string, token = phone) => t.signedPost('/sys/deviceLogin/confirm', { code }, token);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  phone = (await t.login('sales')).token;
});
afterAll(() => t.close());

describe('log in to the desktop version by confirming on the phone (/account/tvApp)', () => {
  it('goes request → pending → phone confirms → the poll receives a new session of the same user, once', async () => {
    const request = await askForCode();
    expect(request.code).toMatch(/^\d{8}$/);
    expect(new Date(request.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(DEVICE_LOGIN_TTL_MS);
    expect(await poll(request.pollToken)).toEqual({ status: 'pending' });

    const confirmed = await confirm(request.code);
    expect(confirmed.statusCode).toBe(200);
    expect(envelope(confirmed).message).toBe('已确认，电脑端即将登录');

    const answer = await poll(request.pollToken);
    expect(answer.status).toBe('confirmed');
    const login = (answer as Extract<DeviceLoginStatus, { status: 'confirmed' }>).login;
    expect(login.userInfo.username).toBe('sales');
    expect(login.token).not.toBe(phone);
    const desktop = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, login.token)).result;
    expect(desktop.username).toBe('sales');

    // Single use: neither a second poll nor a second confirmation gives anything more.
    expect(await poll(request.pollToken)).toEqual({ status: 'used' });
    expect((await confirm(request.code)).statusCode).toBe(400);
    // The phone's own session is untouched, and logging the desktop out leaves the phone in.
    await t.signedPost('/sys/logout', undefined, login.token);
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, phone)).statusCode).toBe(200);
  });

  it('refuses a wrong code with a clear message, and a confirmation without a login', async () => {
    const request = await askForCode();
    const wrong = String((Number(request.code) + 1) % 1e8).padStart(8, '0');
    const response = await confirm(wrong);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('登录码无效或已过期，请在电脑端刷新后重新扫码');
    expect((await t.signedPost('/sys/deviceLogin/confirm', { code: request.code })).statusCode).toBe(401);
    expect(await poll(request.pollToken)).toEqual({ status: 'pending' });
  });

  it('lets a code expire after two minutes: the phone cannot confirm it and the other device is told', async () => {
    const request = await askForCode();
    vi.useFakeTimers({ now: Date.now() + DEVICE_LOGIN_TTL_MS + 1000, toFake: ['Date'] });
    try {
      expect((await confirm(request.code)).statusCode).toBe(400);
      expect(await poll(request.pollToken)).toEqual({ status: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 to an unknown polling token and needs the request signed', async () => {
    expect((await t.signedGet('/sys/deviceLogin/status', { pollToken: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/sys/deviceLogin/request' })).statusCode).toBe(401);
  });
});
