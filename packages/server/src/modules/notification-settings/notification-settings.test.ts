import type { Message, NotificationSetting, Page, UserInfo } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { deliverMessage } from './repository.ts';

let t: TestApp;
let token: string;
let me: UserInfo;

const inbox = async () => envelope<Page<Message>>(await t.signedGet('/sys/message/list', { pageNo: 1, pageSize: 100 }, token)).result;
const unread = async () => envelope<{ unreadMessages: number }>(await t.signedGet('/crm/crmRemind/waitReport', {}, token)).result.unreadMessages;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  ({ token, userInfo: me } = await t.login('sales'));
});
afterAll(() => t.close());

describe('/account/msgSetting: which messages a user receives', () => {
  it('has every type switched on by default', async () => {
    const settings = envelope<NotificationSetting[]>(await t.signedGet('/sys/user/msgSetting', {}, token)).result;
    expect(settings).toEqual([
      { type: 'system', enabled: true },
      { type: 'audit', enabled: true },
      { type: 'remind', enabled: true },
      { type: 'task', enabled: true },
    ]);
  });

  it('hides a switched-off type from the list and the unread badge, and shows it again when switched back on', async () => {
    // An approval's message (as the approval engine sends one), unread.
    await deliverMessage(t.app.db, {
      tenantId: me.accountId,
      toUserId: me.id,
      type: 'audit',
      title: '待您审批：HK000001',
      content: '请审批',
      publisher: '王经理',
    });
    const before = await inbox();
    const unreadBefore = await unread();
    const audits = before.records.filter((m) => m.type === 'audit');
    expect(audits.length).toBeGreaterThan(0);

    const saved = await t.put('/sys/user/msgSetting', { settings: [{ type: 'audit', enabled: false }] }, token);
    expect(envelope<NotificationSetting[]>(saved).result.find((s) => s.type === 'audit')!.enabled).toBe(false);
    const after = await inbox();
    expect(after.records.some((m) => m.type === 'audit')).toBe(false);
    expect(after.total).toBe(before.total - audits.length);
    expect(await unread()).toBe(unreadBefore - audits.filter((m) => m.read === 0).length);

    await t.put('/sys/user/msgSetting', { settings: [{ type: 'audit', enabled: true }] }, token);
    expect((await inbox()).total).toBe(before.total);
  });

  it('creates no message of a switched-off type for that user, while others still receive it', async () => {
    await t.put('/sys/user/msgSetting', { settings: [{ type: 'task', enabled: false }] }, token);
    const message = { tenantId: me.accountId, type: 'task', title: '新任务：季度复盘', content: '请准备季度复盘材料。', publisher: '王经理' };
    expect(await deliverMessage(t.app.db, { ...message, toUserId: me.id })).toBe(false);
    const stored = await t.app.db.selectFrom('messages').select('id').where('to_user_id', '=', me.id).where('title', '=', message.title).execute();
    expect(stored).toHaveLength(0);

    const manager = (await t.login('manager')).userInfo;
    expect(await deliverMessage(t.app.db, { ...message, toUserId: manager.id })).toBe(true);
    expect(await deliverMessage(t.app.db, { ...message, type: 'system', toUserId: me.id })).toBe(true);
  });

  it("keeps each user's switches to themselves and refuses unknown types", async () => {
    const manager = (await t.login('manager')).token;
    const theirs = envelope<NotificationSetting[]>(await t.signedGet('/sys/user/msgSetting', {}, manager)).result;
    expect(theirs.every((s) => s.enabled)).toBe(true);
    expect((await t.put('/sys/user/msgSetting', { settings: [{ type: 'spam', enabled: false }] }, token)).statusCode).toBe(400);
  });
});
