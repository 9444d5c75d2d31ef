import { API } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
});
afterAll(() => t.close());

describe('PUT /sys/user/updatePassword (Mine > Change password)', () => {
  it('refuses a wrong current password and a new one like the current, and changes nothing', async () => {
    const { token } = await t.login('zhaolei');
    const wrong = await t.put(API.updatePassword, { oldPassword: 'Nope@2026', password: 'Fresh@2026' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).message).toBe('当前密码不正确');
    const same = await t.put(API.updatePassword, { oldPassword: 'Demo@2026', password: 'Demo@2026' }, token, { 'Accept-Language': 'en' });
    expect(same.statusCode).toBe(400);
    expect(envelope(same).message).toBe('The new password must differ from the current one');
    const short = await t.put(API.updatePassword, { oldPassword: 'Demo@2026', password: '12345' }, token);
    expect(short.statusCode).toBe(400);
    // Still the old password, and the session still open.
    await expect(t.login('zhaolei')).resolves.toMatchObject({ token: expect.any(String) });
    expect((await t.signedGet(API.loginUserInfo, {}, token)).statusCode).toBe(200);
  });

  it('changes the password, ends every session of the account, and the new one logs in', async () => {
    const { token } = await t.login('sunli');
    const other = await t.login('sunli');
    const response = await t.put(API.updatePassword, { oldPassword: 'Demo@2026', password: 'Fresh@2026' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe('密码已修改，请使用新密码重新登录');
    for (const old of [token, other.token]) expect((await t.signedGet(API.loginUserInfo, {}, old)).statusCode).toBe(401);
    await expect(t.login('sunli')).rejects.toThrow();
    await expect(t.login('sunli', 'Fresh@2026')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('needs a session', async () => {
    expect((await t.put(API.updatePassword, { oldPassword: 'Demo@2026', password: 'Fresh@2026' })).statusCode).toBe(401);
  });
});
