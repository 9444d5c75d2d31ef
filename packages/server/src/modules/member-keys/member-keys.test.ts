import type { LoginResult } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../db/dialect.ts';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import type { IssuedMemberKey, MemberKeySummary } from './repository.ts';

let t: TestApp;
let admin: string;
let salesId: string;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = (await t.login('admin')).token;
  salesId = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

async function issue(userId: string, expiresInDays?: number): Promise<IssuedMemberKey> {
  const response = await t.signedPost('/sys/memberKey/issue', expiresInDays ? { userId, expiresInDays } : { userId }, admin);
  expect(response.statusCode).toBe(200);
  return envelope<IssuedMemberKey>(response).result;
}

const autoLogin = (body: object, lang = 'zh-CN') => t.signedPost('/sys/autoLogin', body, undefined, { 'Accept-Language': lang });

describe('member keys and POST /sys/autoLogin', () => {
  it('an administrator issues a key that logs its user in, with the /sys/login answer', async () => {
    const key = await issue(salesId);
    expect(key.memberKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key.expiresAt).toBeNull();
    const response = await autoLogin({ memberId: key.memberId, memberKey: key.memberKey });
    expect(response.statusCode).toBe(200);
    const body = envelope<LoginResult>(response);
    expect(body).toMatchObject({ code: 200, message: '登录成功' });
    expect(body.result.userInfo.username).toBe('sales');
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, body.result.token)).statusCode).toBe(200);
  });

  it('stores only a hash, and lists keys without their secret', async () => {
    const key = await issue(salesId);
    const row = await t.app.db.selectFrom('member_keys').selectAll().where('id', '=', key.memberId).executeTakeFirstOrThrow();
    expect(row.key_hash).not.toContain(key.memberKey);
    const list = envelope<MemberKeySummary[]>(await t.signedGet('/sys/memberKey/list', {}, admin)).result;
    const listed = list.find((k) => k.id === key.memberId)!;
    expect(listed).toMatchObject({ userId: salesId, username: 'sales', realname: '李销售', revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(key.memberKey);
  });

  it('refuses a wrong key or an unknown member with 401 and a translated message', async () => {
    const key = await issue(salesId);
    const wrong = await autoLogin({ memberId: key.memberId, memberKey: `${key.memberKey.slice(0, -1)}x` });
    expect(wrong.statusCode).toBe(401);
    expect(envelope(wrong).message).toBe('自动登录失败：登录密钥无效或已失效');
    const unknown = await autoLogin({ memberId: 'no-such-member', memberKey: key.memberKey }, 'en');
    expect(unknown.statusCode).toBe(401);
    expect(envelope(unknown).message).toBe('Automatic login failed: the member key is invalid or no longer valid');
  });

  it('refuses a revoked key', async () => {
    const key = await issue(salesId);
    const revoked = await t.del('/sys/memberKey/revoke', { id: key.memberId }, admin);
    expect(revoked.statusCode).toBe(200);
    const list = envelope<MemberKeySummary[]>(await t.signedGet('/sys/memberKey/list', {}, admin)).result;
    expect(list.find((k) => k.id === key.memberId)!.revokedAt).not.toBeNull();
    expect((await autoLogin({ memberId: key.memberId, memberKey: key.memberKey })).statusCode).toBe(401);
  });

  it('refuses an expired key', async () => {
    const key = await issue(salesId, 7);
    expect(new Date(key.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    await t.app.db
      .updateTable('member_keys')
      .set({ expires_at: nowText(new Date(Date.now() - 1000)) })
      .where('id', '=', key.memberId)
      .execute();
    expect((await autoLogin({ memberId: key.memberId, memberKey: key.memberKey })).statusCode).toBe(401);
  });

  it('is for administrators only, and only for users of their own company', async () => {
    const sales = (await t.login('sales')).token;
    expect((await t.signedPost('/sys/memberKey/issue', { userId: salesId }, sales)).statusCode).toBe(403);
    expect((await t.signedGet('/sys/memberKey/list', {}, sales)).statusCode).toBe(403);

    const other = await createTenant(t.app.db, { name: '别家公司', admin: { username: 'other-admin', realname: '别家管理员', password: 'Other@2026' } });
    const foreign = await t.signedPost('/sys/memberKey/issue', { userId: other.adminUserId }, admin);
    expect(foreign.statusCode).toBe(404);
    const key = await issue(salesId);
    const otherAdmin = (await t.login('other-admin', 'Other@2026')).token;
    expect((await t.del('/sys/memberKey/revoke', { id: key.memberId }, otherAdmin)).statusCode).toBe(404);
    const otherList = envelope<MemberKeySummary[]>(await t.signedGet('/sys/memberKey/list', {}, otherAdmin)).result;
    expect(otherList).toEqual([]);
    expect((await autoLogin({ memberId: key.memberId, memberKey: key.memberKey })).statusCode).toBe(200);
  });

  it('issues keys to staff only, and a key of a user who is no longer staff signs nobody in', async () => {
    const partnerId = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow()).id;
    expect((await t.signedPost('/sys/memberKey/issue', { userId: partnerId }, admin)).statusCode).toBe(404);
    const key = await issue(salesId);
    await t.app.db.updateTable('users').set({ user_type: 'agent' }).where('id', '=', salesId).execute();
    try {
      expect((await autoLogin({ memberId: key.memberId, memberKey: key.memberKey })).statusCode).toBe(401);
    } finally {
      await t.app.db.updateTable('users').set({ user_type: 'staff' }).where('id', '=', salesId).execute();
    }
  });

  it('refuses the key of a frozen user', async () => {
    const zhaolei = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'zhaolei').executeTakeFirstOrThrow()).id;
    const key = await issue(zhaolei);
    await t.app.db.updateTable('users').set({ status: '2' }).where('id', '=', zhaolei).execute();
    const response = await autoLogin({ memberId: key.memberId, memberKey: key.memberKey });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('该用户已冻结');
  });
});
