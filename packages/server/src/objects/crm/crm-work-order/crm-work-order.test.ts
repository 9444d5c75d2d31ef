import {
  ENGINEER_STATUS,
  RECORD_API,
  SERVICE_API,
  WORK_ORDER_STATUS,
  type ChangeLogEntry,
  type EngineerItem,
  type EngineerState,
  type RecordRow,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Work orders (issue 16): reported against a customer's contact and device, assigned by a
 * dispatcher to an engineer only, accepted, returned, transferred, started, held, resumed and
 * completed by their engineer alone, saved as a solution once; each move tells who acts next,
 * the engineer's status follows the flow, and the change log keeps what a return or a transfer changed.
 */

let t: TestApp;
let admin: Actor, manager: Actor, engineer: Actor, zhenghao: Actor, sales: Actor, zhoujie: Actor;
let made = 0;

const S = WORK_ORDER_STATUS;
const en = { 'Accept-Language': 'en' };
const tw = { 'Accept-Language': 'zh-TW' };
type Fields = { fields: Record<string, string> };

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const add = (who: Actor, apiName: string, values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.add('crm', apiName), values, who.token, headers);
const run = (who: Actor, action: string, order: RecordRow, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.action('crm', 'crmWorkOrder', action), { id: order.id, version: order.version, ...body }, who.token, headers);
const view = async (who: Actor, apiName: string, id: string) => ok(await t.signedGet(RECORD_API.queryById('crm', apiName), { id }, who.token));
const statusOf = async (who: Actor) => ok<EngineerState>(await t.signedGet(SERVICE_API.myStatus, {}, who.token));
const setStatus = (who: Actor, status: string) => t.signedPost(SERVICE_API.myStatus, { status }, who.token);

/** A customer of the salesperson with a contact and a device. */
async function customer(): Promise<{ customer: RecordRow; contact: RecordRow; device: RecordRow }> {
  made += 1;
  const customer = await ok(await add(sales, 'crmCustomer', { name: `报修客户 ${made}` }));
  const contact = await ok(await add(sales, 'crmContacter', { name: `联系人 ${made}`, customerId: customer.id }));
  const device = await ok(await add(engineer, 'crmEquipment', { name: `服务器 ${made}`, customerId: customer.id, serialNo: `SN-${made}` }));
  return { customer, contact, device };
}

async function reported(values: Record<string, unknown> = {}): Promise<RecordRow> {
  const { customer: c } = await customer();
  return ok(await add(sales, 'crmWorkOrder', { customerId: c.id, subject: `设备故障 ${made}`, workOrderType: '1', problemDescription: '无法开机', ...values }));
}

/** A work order brought to `status` by the flow, with `to` as its engineer. */
async function broughtTo(status: string, to: Actor = engineer): Promise<RecordRow> {
  let order = await ok(await run(manager, 'assign', await reported(), { engineerId: to.userId }));
  if (status === S.pendingAccept) return order;
  order = await ok(await run(to, 'accept', order));
  if (status === S.accepted) return order;
  order = await ok(await run(to, 'start', order));
  if (status === S.processing) return order;
  if (status === S.pending) return ok(await run(to, 'hold', order, { holdReason: '等待备件' }));
  return ok(await run(to, 'complete', order, { cause: '电源模块损坏', solution: '更换电源模块' }));
}

async function messagesTo(who: Actor, recordId: unknown): Promise<string[]> {
  const rows = await t.app.db.selectFrom('messages').select('title').where('to_user_id', '=', who.userId).where('record_id', '=', String(recordId)).execute();
  return rows.map((row) => row.title);
}

async function changeLog(order: RecordRow): Promise<ChangeLogEntry[]> {
  return ok(await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_work_order', dataId: order.id }, admin.token));
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, manager, engineer, zhenghao, sales, zhoujie] = await Promise.all([
    actor(t, 'admin'),
    actor(t, 'manager'),
    actor(t, 'engineer'),
    actor(t, 'zhenghao'),
    actor(t, 'sales'),
    actor(t, 'zhoujie'),
  ]);
});
afterAll(() => t.close());

describe('a work order as reported', () => {
  it('names a contact and a device of its own customer, is not due before the visit, and keeps the device’s serial number', async () => {
    const mine = await customer();
    const other = await customer();
    const base = { customerId: mine.customer.id, subject: '打印机卡纸', workOrderType: '1', problemDescription: '频繁卡纸' };
    const refused = await add(sales, 'crmWorkOrder', { ...base, contacterId: other.contact.id, equipmentId: other.device.id }, en);
    expect(refused.statusCode).toBe(422);
    const fields = envelope<Fields>(refused).result.fields;
    expect(Object.keys(fields).sort()).toEqual(['contacterId', 'equipmentId']);
    expect(fields.equipmentId).toContain('another customer');
    const early = await add(sales, 'crmWorkOrder', { ...base, expectTime: '2026-12-03T02:00:00.000Z', deadline: '2026-12-02T02:00:00.000Z' });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(envelope<Fields>(early).result.fields)).toEqual(['deadline']);

    const order = await ok(await add(sales, 'crmWorkOrder', { ...base, contacterId: mine.contact.id, equipmentId: mine.device.id }));
    expect(order).toMatchObject({ status: S.pendingAccept, serialNo: mine.device.serialNo, engineerId: null });
    const given = await ok(await add(sales, 'crmWorkOrder', { ...base, equipmentId: mine.device.id, serialNo: 'SN-ON-LABEL' }));
    expect(given.serialNo).toBe('SN-ON-LABEL');
    // Another device of the customer: its number follows.
    const second = await ok(await add(engineer, 'crmEquipment', { name: '第二台设备', customerId: mine.customer.id, serialNo: 'SN-SECOND' }));
    const edited = await ok(
      await t.put(
        RECORD_API.edit('crm', 'crmWorkOrder'),
        { id: order.id, version: order.version, equipmentId: second.id, serialNo: order.serialNo },
        admin.token,
      ),
    );
    expect(edited.serialNo).toBe('SN-SECOND');
  });

  it('is announced to the dispatchers, not to its reporter', async () => {
    const order = await reported();
    expect(await messagesTo(manager, order.id)).toEqual([expect.stringContaining(String(order.subject))]);
    expect(await messagesTo(engineer, order.id)).toHaveLength(1);
    expect(await messagesTo(sales, order.id)).toEqual([]);
  });
});

describe('the flow', () => {
  it('is assigned by a dispatcher to an engineer only, and refused to whoever may not assign', async () => {
    const order = await reported();
    expect((await run(sales, 'assign', order, { engineerId: engineer.userId })).statusCode).toBe(403);
    expect((await run(zhoujie, 'assign', order, { engineerId: engineer.userId })).statusCode).toBe(403);
    for (const [who, headers, text] of [
      [sales, en, 'not an active service engineer'],
      [admin, tw, '不是在職的服務工程師'],
    ] as const) {
      const refused = await run(manager, 'assign', order, { engineerId: who.userId }, headers);
      expect(refused.statusCode).toBe(422);
      expect(envelope<Fields>(refused).result.fields.engineerId).toContain(text);
    }
    const assigned = await ok(await run(manager, 'assign', order, { engineerId: engineer.userId }));
    expect(assigned).toMatchObject({ status: S.pendingAccept, engineerId: engineer.userId });
    expect(assigned.assignTime).toEqual(expect.any(String));
    expect(await messagesTo(engineer, order.id)).toContainEqual(expect.stringContaining('派单'));
    // Assigned already: not again.
    expect((await run(manager, 'assign', assigned, { engineerId: zhenghao.userId })).statusCode).toBe(422);
  });

  it('is moved by its engineer alone, each move in its own statuses (the refusal in the user’s language)', async () => {
    const order = await broughtTo(S.pendingAccept);
    expect((await run(zhenghao, 'accept', order)).statusCode).toBe(403);
    expect((await run(manager, 'accept', order)).statusCode).toBe(403);
    const accepted = await ok(await run(engineer, 'accept', order));
    expect(accepted).toMatchObject({ status: S.accepted });
    expect(await messagesTo(sales, order.id)).toContainEqual(expect.stringContaining('受理'));

    for (const [headers, text] of [
      [{}, '已受理'],
      [en, 'Accepted'],
      [tw, '已受理'],
    ] as const) {
      const again = await run(engineer, 'accept', accepted, {}, headers);
      expect(again.statusCode).toBe(422);
      expect(envelope(again).message).toContain(text);
    }
    expect((await run(engineer, 'complete', accepted, { cause: 'x', solution: 'y' })).statusCode).toBe(422);
    expect((await run(zhenghao, 'start', accepted)).statusCode).toBe(403);
  });

  it('keeps the engineer busy while processing, free when nothing is processing, and offline as they said', async () => {
    expect(await statusOf(engineer)).toMatchObject({ status: ENGINEER_STATUS.free });
    const first = await broughtTo(S.processing);
    expect(await statusOf(engineer)).toMatchObject({ status: ENGINEER_STATUS.busy, since: expect.any(String) });
    const held = await ok(await run(engineer, 'hold', first, { holdReason: '等待客户到场' }));
    expect(await statusOf(engineer)).toMatchObject({ status: ENGINEER_STATUS.free });
    const resumed = await ok(await run(engineer, 'resume', held));
    expect(await statusOf(engineer)).toMatchObject({ status: ENGINEER_STATUS.busy });

    // Two at once: done with one, still busy with the other.
    const second = await broughtTo(S.processing);
    const missing = await run(engineer, 'complete', resumed, { cause: '硬盘故障', solution: '更换硬盘', solutionId: '00000000-0000-0000-0000-000000000000' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(envelope<Fields>(missing).result.fields)).toEqual(['solutionId']);
    const done = await ok(await run(engineer, 'complete', resumed, { cause: '硬盘故障', solution: '更换硬盘', serviceFee: 350 }));
    expect(done).toMatchObject({ status: S.completed, cause: '硬盘故障', solution: '更换硬盘', serviceFee: 350 });
    expect(await statusOf(engineer)).toMatchObject({ status: ENGINEER_STATUS.busy });
    expect(await messagesTo(sales, done.id)).toContainEqual(expect.stringContaining('完成'));

    // Gone offline while on site: finishing leaves them offline.
    await ok(await setStatus(engineer, ENGINEER_STATUS.offline));
    await ok(await run(engineer, 'complete', second, { cause: '线缆松动', solution: '重新插接' }));
    expect(await statusOf(engineer)).toMatchObject({ status: ENGINEER_STATUS.offline });
    await ok(await setStatus(engineer, ENGINEER_STATUS.free));
  });

  it('is returned with a reason: back to be allocated, the dispatchers and the owner told, the change log keeping who had it', async () => {
    const order = await broughtTo(S.accepted);
    expect((await run(zhenghao, 'return', order, { returnReason: '不是我的' })).statusCode).toBe(403);
    expect((await run(engineer, 'return', order, {}, en)).statusCode).toBe(422);
    const returned = await ok(await run(engineer, 'return', order, { returnReason: '客户地址不在服务区域' }));
    expect(returned).toMatchObject({ status: S.toAllocate, engineerId: null, returnReason: '客户地址不在服务区域' });
    for (const who of [manager, zhenghao, sales]) {
      expect(await messagesTo(who, order.id)).toContainEqual(expect.stringContaining('工单退回'));
    }
    const [entry] = (await changeLog(returned)).filter((log) => log.action === 'return');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'engineerId', from: '陈工程师', to: null }),
        expect.objectContaining({ field: 'returnReason', to: '客户地址不在服务区域' }),
      ]),
    );
    // Allocated again.
    const again = await ok(await run(manager, 'assign', returned, { engineerId: zhenghao.userId }));
    expect(again).toMatchObject({ status: S.pendingAccept, engineerId: zhenghao.userId });
  });

  it('is transferred to another engineer with a reason: never to the same one, the new one told and keeping their status', async () => {
    const order = await broughtTo(S.processing);
    await ok(await setStatus(zhenghao, ENGINEER_STATUS.offline));
    const same = await run(engineer, 'transferWork', order, { engineerId: engineer.userId, transferReason: '—' }, en);
    expect(same.statusCode).toBe(422);
    expect(envelope<Fields>(same).result.fields.engineerId).toContain('Transfer to');
    expect((await run(engineer, 'transferWork', order, { engineerId: sales.userId, transferReason: '—' })).statusCode).toBe(422);
    expect((await run(zhenghao, 'transferWork', order, { engineerId: zhenghao.userId, transferReason: '我来' })).statusCode).toBe(403);

    const moved = await ok(await run(engineer, 'transferWork', order, { engineerId: zhenghao.userId, transferReason: '需要网络专业支持' }));
    expect(moved).toMatchObject({ status: S.pendingAccept, engineerId: zhenghao.userId, transferReason: '需要网络专业支持' });
    expect(await statusOf(engineer)).toMatchObject({ status: ENGINEER_STATUS.free });
    expect(await statusOf(zhenghao)).toMatchObject({ status: ENGINEER_STATUS.offline });
    expect(await messagesTo(zhenghao, order.id)).toContainEqual(expect.stringContaining('转派'));
    const [entry] = (await changeLog(moved)).filter((log) => log.action === 'transferWork');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'engineerId', from: '陈工程师', to: '郑浩' }),
        expect.objectContaining({ field: 'transferReason', to: '需要网络专业支持' }),
      ]),
    );
    // The old engineer can no longer move it.
    expect((await run(engineer, 'accept', moved)).statusCode).toBe(403);
    await ok(await run(zhenghao, 'accept', moved));
    await ok(await setStatus(zhenghao, ENGINEER_STATUS.free));
  });

  it('is saved as a solution once by the engineer who did it, in the knowledge base with where it came from', async () => {
    const order = await broughtTo(S.completed);
    // The owner without the knowledge base's add, and a manager who did not do the work.
    expect((await run(sales, 'toSolution', order)).statusCode).toBe(403);
    expect((await run(manager, 'toSolution', order)).statusCode).toBe(403);
    const saved = await ok(await run(engineer, 'toSolution', order));
    expect(saved.solutionId).toEqual(expect.any(String));
    const solution = await view(engineer, 'crmWorkSolution', String(saved.solutionId));
    expect(solution).toMatchObject({
      title: order.subject,
      problem: '无法开机',
      cause: '电源模块损坏',
      solution: '更换电源模块',
      workOrderType: '1',
      sourceWorkOrderId: order.id,
    });
    expect((await run(engineer, 'toSolution', saved)).statusCode).toBe(422);
    const solutions = await loose(t.app.db).selectFrom('crm_work_solution').select('id').where('source_work_order_id', '=', String(order.id)).execute();
    expect(solutions).toHaveLength(1);
  });
});

describe('the engineers', () => {
  it('set and read their own status; others may not', async () => {
    expect((await t.signedGet(SERVICE_API.myStatus, {}, sales.token)).statusCode).toBe(403);
    expect((await setStatus(sales, ENGINEER_STATUS.offline)).statusCode).toBe(403);
    expect((await setStatus(zhenghao, '9')).statusCode).toBe(400);
    const set = await ok<EngineerState>(await setStatus(zhenghao, ENGINEER_STATUS.offline));
    expect(set).toMatchObject({ status: ENGINEER_STATUS.offline, since: expect.any(String) });
    expect(await statusOf(zhenghao)).toEqual(set);
    await ok(await setStatus(zhenghao, ENGINEER_STATUS.free));
  });

  it('are listed for a dispatcher: free, busy, offline, each by open load, with their department', async () => {
    expect((await t.signedGet(SERVICE_API.engineers, {}, sales.token)).statusCode).toBe(403);
    await broughtTo(S.processing, zhenghao);
    const list = await ok<EngineerItem[]>(await t.signedGet(SERVICE_API.engineers, {}, manager.token));
    const names = list.map((item) => item.realname);
    // Engineers only: neither the administrator nor management nor sales.
    expect(names).toEqual(expect.arrayContaining(['陈工程师', '郑浩', '黄磊']));
    expect(names).not.toEqual(expect.arrayContaining(['王经理']));
    expect(list.every((item) => ['陈工程师', '郑浩', '黄磊'].includes(item.realname))).toBe(true);
    const rank = { [ENGINEER_STATUS.free]: 0, [ENGINEER_STATUS.busy]: 1, [ENGINEER_STATUS.offline]: 2 };
    const keys = list.map((item) => [rank[item.status], item.openCount]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    const zheng = list.find((item) => item.realname === '郑浩')!;
    expect(zheng).toMatchObject({ status: ENGINEER_STATUS.busy, departName: expect.any(String) });
    const open = await loose(t.app.db)
      .selectFrom('crm_work_order')
      .select('id')
      .where('engineer_id', '=', zhenghao.userId)
      .where('status', 'in', [S.pendingAccept, S.accepted, S.pending, S.processing])
      .execute();
    expect(zheng.openCount).toBe(open.length);
    expect(list.at(-1)!.status).not.toBe(ENGINEER_STATUS.free);

    const found = await ok<EngineerItem[]>(await t.signedGet(SERVICE_API.engineers, { keyword: '郑' }, manager.token));
    expect(found.map((item) => item.realname)).toEqual(['郑浩']);
  });
});
