import { AUDIT_API, RECORD_API, type AuditBatchResult, type AuditFlowView, type AuditItem, type AuditStepDef, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';

/**
 * Approvals (issue 13, ENGINE-II section 4), on SQLite and PostgreSQL: flows walked by the right
 * approvers, what a pending or reviewed record refuses, revoke, urge, batches, two approvers at
 * once, and roll-ups that follow approval.
 */

type Api = 'crmReceive' | 'crmOrder' | 'crmCustomer' | 'crmProduct' | 'crmRefund';
const path = (apiName: Api, name: 'add' | 'edit' | 'queryById' | 'delete') => (RECORD_API[name] as (m: string, a: string) => string)('crm', apiName);
const en = { 'Accept-Language': 'en' };

let t: TestApp;
let sales: Actor;
let manager: Actor;
let admin: Actor;
let made = 0;

async function add(apiName: Api, values: Record<string, unknown>, who = sales): Promise<RecordRow> {
  const response = await t.signedPost(path(apiName, 'add'), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (apiName: Api, id: string, who = admin) => envelope<RecordRow>(await t.signedGet(path(apiName, 'queryById'), { id }, who.token)).result;
const act = (name: keyof typeof AUDIT_API, body: Record<string, unknown>, who: Actor) => t.signedPost(AUDIT_API[name], body, who.token, en);
const flowOf = async (apiName: Api, id: string, who: Actor) => envelope<AuditFlowView>(await t.signedGet(AUDIT_API.flow, { apiName, id }, who.token)).result;
const pending = async (who: Actor, state = 'pending') =>
  envelope<Page<AuditItem>>(await t.signedGet(AUDIT_API.pendingList, { state, pageSize: 100 }, who.token)).result;

async function saveFlow(apiName: Api, steps: Partial<AuditStepDef>[]): Promise<void> {
  const full = steps.map((step) => ({ name: '', approverKind: 'user', approverIds: [], mode: 'any', minAmount: null, ...step }));
  const response = await t.put(AUDIT_API.flowSave, { apiName, steps: full }, admin.token, en);
  if (response.statusCode !== 200) throw new Error(response.body);
}

async function receipt(amount = 100, extra: Record<string, unknown> = {}, who = sales): Promise<RecordRow> {
  const customer = await add('crmCustomer', { name: `审批客户 ${++made}` }, who);
  return add('crmReceive', { customerId: customer.id, amount, ...extra }, who);
}

/** An order of one line, and a refund of part of it. */
async function refund(amount: number): Promise<RecordRow> {
  const product = await add('crmProduct', { name: `审批产品 ${++made}`, code: `AUD-${made}`, standardPrice: 1000 }, admin);
  const customer = await add('crmCustomer', { name: `审批客户 ${++made}` });
  const order = await add('crmOrder', { customerId: customer.id, details: [{ productId: product.id, price: 1000, quantity: 1 }] });
  return add('crmRefund', { customerId: customer.id, orderId: order.id, amount });
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [sales, manager, admin] = await Promise.all([actor(t, 'sales'), actor(t, 'manager'), actor(t, 'admin')]);
});
afterAll(() => t.close());

describe('a two-step flow', () => {
  it('is walked by its approvers in order; anyone else is refused', async () => {
    await saveFlow('crmReceive', [
      { name: '经理审批', approverIds: [manager.userId] },
      { approverIds: [admin.userId], minAmount: 1000 },
    ]);
    const big = await receipt(5000);
    const submitted = await act('submit', { apiName: 'crmReceive', id: big.id }, sales);
    expect(submitted.statusCode).toBe(200);
    expect(envelope<AuditFlowView>(submitted).result).toMatchObject({ auditStatus: '1', can: { revoke: true, urge: true, agree: false } });

    // Admin's step is the second: not theirs yet.
    const early = await act('agree', { apiName: 'crmReceive', id: big.id }, admin);
    expect(early.statusCode).toBe(403);
    expect(envelope(early).message).toBe('You are not an approver of this record at its current step');
    expect((await pending(manager)).records.map((item) => item.id)).toContain(big.id);
    expect((await pending(admin)).records.map((item) => item.id)).not.toContain(big.id);

    expect((await act('agree', { apiName: 'crmReceive', id: big.id, opinion: '  同意  ' }, manager)).statusCode).toBe(200);
    expect((await read('crmReceive', big.id)).auditStatus).toBe('1');
    expect((await pending(admin)).records.find((item) => item.id === big.id)).toMatchObject({ stepIndex: 1, amount: 5000, submitterId: sales.userId });
    expect((await act('agree', { apiName: 'crmReceive', id: big.id }, admin)).statusCode).toBe(200);

    const flow = await flowOf('crmReceive', big.id, sales);
    expect(flow.auditStatus).toBe('2');
    expect(flow.steps.map((step) => [step.name, step.state])).toEqual([
      ['经理审批', 'done'],
      ['第 2 步', 'done'],
    ]);
    expect(flow.steps[0]!.approvers[0]).toMatchObject({ userId: manager.userId, state: 'agreed', opinion: '同意' });
    expect(flow.history.map((event) => event.action)).toEqual(['reviewed', 'agree', 'agree', 'submit']);
    // Acting on it again: the business is done.
    const again = await act('agree', { apiName: 'crmReceive', id: big.id }, admin);
    expect(again.statusCode).toBe(422);
    expect(envelope(again).message).toBe('The business has been approved and completed');
    const told = await t.app.db.selectFrom('messages').select('title').where('to_user_id', '=', sales.userId).where('record_id', '=', big.id).execute();
    expect(told.map((m) => m.title)).toContain(`审批通过：${String(big.receiveNo)}`);

    // Below the second step's threshold, the manager alone decides.
    const small = await receipt(200);
    await act('submit', { apiName: 'crmReceive', id: small.id }, sales);
    expect((await act('agree', { apiName: 'crmReceive', id: small.id }, manager)).statusCode).toBe(200);
    expect((await read('crmReceive', small.id)).auditStatus).toBe('2');
  });

  it('is reviewed on submission when no step applies, and each approver kind finds its approver', async () => {
    await saveFlow('crmRefund', []);
    const one = await refund(10);
    expect(envelope<AuditFlowView>(await act('submit', { apiName: 'crmRefund', id: one.id }, sales)).result.auditStatus).toBe('2');

    await t.app.db.updateTable('users').set({ superior_id: manager.userId }).where('id', '=', sales.userId).execute();
    await t.app.db.updateTable('departments').set({ leader_id: admin.userId }).where('id', '=', sales.departId!).execute();
    await saveFlow('crmReceive', [{ approverKind: 'superior' }, { approverKind: 'departHead' }]);
    const two = await receipt(10);
    const flow = envelope<AuditFlowView>(await act('submit', { apiName: 'crmReceive', id: two.id }, sales)).result;
    expect(flow.steps.map((step) => step.approvers.map((a) => a.userId))).toEqual([[manager.userId], [admin.userId]]);
    expect(flow.steps.map((step) => step.state)).toEqual(['current', 'waiting']);
  });
});

describe('a record under approval', () => {
  it('refuses edit and delete while pending; once reviewed keeps its amount and takes other changes', async () => {
    await saveFlow('crmReceive', [{ approverIds: [manager.userId] }]);
    const one = await receipt(300);
    await act('submit', { apiName: 'crmReceive', id: one.id }, sales);
    const current = await read('crmReceive', one.id, sales);
    expect(current._access).toMatchObject({ canEdit: false, canDelete: false });
    const edited = await t.put(path('crmReceive', 'edit'), { id: one.id, version: current.version, remark: '改一下' }, sales.token, en);
    expect(edited.statusCode).toBe(422);
    expect(envelope(edited).message).toBe('The record is pending approval and cannot be changed or deleted');
    expect((await t.del(path('crmReceive', 'delete'), { id: one.id }, admin.token, en)).statusCode).toBe(422);

    await act('agree', { apiName: 'crmReceive', id: one.id }, manager);
    const reviewed = await read('crmReceive', one.id, sales);
    expect(reviewed._access).toMatchObject({ canEdit: true });
    const amount = await t.put(path('crmReceive', 'edit'), { id: one.id, version: reviewed.version, amount: 301 }, sales.token, en);
    expect(amount.statusCode).toBe(422);
    expect(envelope(amount).message).toBe('The record has been approved: its Receipt amount can no longer be changed');
    expect((await t.put(path('crmReceive', 'edit'), { id: one.id, version: reviewed.version, amount: 300, remark: '备注' }, sales.token, en)).statusCode).toBe(
      200,
    );
    expect(await read('crmReceive', one.id)).toMatchObject({ amount: 300, remark: '备注', auditStatus: '2' });
  });

  it('is revoked by its submitter only, rejected with an opinion, changed and submitted again', async () => {
    await saveFlow('crmReceive', [{ approverIds: [manager.userId] }]);
    const one = await receipt(400);
    await act('submit', { apiName: 'crmReceive', id: one.id }, sales);
    expect((await act('revoke', { apiName: 'crmReceive', id: one.id }, manager)).statusCode).toBe(403);
    expect((await act('revoke', { apiName: 'crmReceive', id: one.id }, sales)).statusCode).toBe(200);
    expect((await read('crmReceive', one.id)).auditStatus).toBe('0');
    expect((await pending(manager)).records.map((item) => item.id)).not.toContain(one.id);

    await act('submit', { apiName: 'crmReceive', id: one.id }, sales);
    const rejected = await act('reject', { apiName: 'crmReceive', id: one.id, opinion: '金额不对' }, manager);
    expect(envelope<AuditFlowView>(rejected).result).toMatchObject({ auditStatus: '3', can: { agree: false, revoke: false } });
    const mine = await flowOf('crmReceive', one.id, sales);
    expect(mine.can.submit).toBe(true);
    expect(mine.history[0]).toMatchObject({ action: 'reject', opinion: '金额不对', userId: manager.userId });
    const current = await read('crmReceive', one.id, sales);
    expect((await t.put(path('crmReceive', 'edit'), { id: one.id, version: current.version, amount: 450 }, sales.token, en)).statusCode).toBe(200);
    expect((await act('submit', { apiName: 'crmReceive', id: one.id }, sales)).statusCode).toBe(200);
    expect((await act('agree', { apiName: 'crmReceive', id: one.id }, manager)).statusCode).toBe(200);
    const log = await t.app.db.selectFrom('change_logs').select('action').where('data_id', '=', one.id).orderBy('created_at').execute();
    expect(log.map((row) => row.action)).toEqual(['add', 'submit', 'revoke', 'submit', 'reject', 'edit', 'submit', 'agree']);
  });

  it('urges its approvers at most once an hour, the submitter only', async () => {
    await saveFlow('crmReceive', [{ approverIds: [manager.userId, admin.userId], mode: 'all' }]);
    const one = await receipt(50);
    await act('submit', { apiName: 'crmReceive', id: one.id }, sales);
    expect((await act('urge', { apiName: 'crmReceive', id: one.id }, manager)).statusCode).toBe(403);
    const urged = await act('urge', { apiName: 'crmReceive', id: one.id }, sales);
    expect(envelope<AuditFlowView>(urged).result).toMatchObject({ can: { urge: false } });
    expect(envelope<AuditFlowView>(urged).result.urgeAgainAt).not.toBeNull();
    const again = await act('urge', { apiName: 'crmReceive', id: one.id }, sales);
    expect(again.statusCode).toBe(422);
    expect(envelope(again).message).toMatch(/^The approvers were urged less than an hour ago; you can urge them again at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const reminders = await t.app.db.selectFrom('messages').select('to_user_id').where('record_id', '=', one.id).where('title', 'like', '催办%').execute();
    expect(reminders.map((m) => m.to_user_id).sort()).toEqual([manager.userId, admin.userId].sort());
    // An "all" step waits for both.
    await act('agree', { apiName: 'crmReceive', id: one.id }, manager);
    expect((await read('crmReceive', one.id)).auditStatus).toBe('1');
    await act('agree', { apiName: 'crmReceive', id: one.id }, admin);
    expect((await read('crmReceive', one.id)).auditStatus).toBe('2');
  });
});

describe('batches and races', () => {
  it('agrees each record of a batch on its own: one not the caller’s is refused, the others are done', async () => {
    await saveFlow('crmReceive', [{ approverIds: [manager.userId] }]);
    await saveFlow('crmRefund', [{ approverIds: [manager.userId] }]);
    const [a, b] = [await receipt(10), await receipt(20)];
    const returned = await refund(5);
    const notMine = await receipt(30);
    await saveFlow('crmReceive', [{ approverIds: [admin.userId] }]);
    for (const [apiName, id] of [
      ['crmReceive', a.id],
      ['crmReceive', b.id],
      ['crmRefund', returned.id],
    ] as const) {
      await saveFlow(apiName, [{ approverIds: [manager.userId] }]);
      await act('submit', { apiName, id }, sales);
    }
    await saveFlow('crmReceive', [{ approverIds: [admin.userId] }]);
    await act('submit', { apiName: 'crmReceive', id: notMine.id }, sales);

    const items = [
      { apiName: 'crmReceive', id: a.id },
      { apiName: 'crmRefund', id: returned.id },
      { apiName: 'crmReceive', id: notMine.id },
      { apiName: 'crmReceive', id: b.id },
    ];
    const result = envelope<AuditBatchResult>(await act('batchAgree', { items, opinion: '批量同意' }, manager)).result;
    expect(result.done).toEqual([items[0], items[1], items[3]]);
    expect(result.refused).toEqual([{ ...items[2], message: 'You are not an approver of this record at its current step' }]);
    expect((await read('crmRefund', returned.id)).auditStatus).toBe('2');
    expect((await read('crmReceive', notMine.id)).auditStatus).toBe('1');
    expect((await pending(manager, 'done')).records.map((item) => item.id)).toEqual(expect.arrayContaining([a.id, b.id, returned.id]));
  });

  it('reviews a record once when two approvers agree at the same instant, and its receipt then counts once', async () => {
    await saveFlow('crmReceive', [{ approverIds: [manager.userId, admin.userId], mode: 'any' }]);
    const product = await add('crmProduct', { name: `审批产品 ${++made}`, code: `AUD-${made}`, standardPrice: 1000 }, admin);
    const customer = await add('crmCustomer', { name: `审批客户 ${++made}` });
    const order = await add('crmOrder', { customerId: customer.id, details: [{ productId: product.id, price: 1000, quantity: 1 }] });
    const one = await add('crmReceive', { customerId: customer.id, orderId: order.id, amount: 600 });
    await act('submit', { apiName: 'crmReceive', id: one.id }, sales);
    // Pending: it does not count yet.
    expect((await read('crmOrder', order.id)).receivedAmount).toBe(0);

    const answers = await Promise.all([
      act('agree', { apiName: 'crmReceive', id: one.id }, manager),
      act('agree', { apiName: 'crmReceive', id: one.id }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const reviewed = await t.app.db.selectFrom('audit_events').select('id').where('record_id', '=', one.id).where('action', '=', 'reviewed').execute();
    expect(reviewed).toHaveLength(1);
    expect(await read('crmOrder', order.id)).toMatchObject({ receivedAmount: 600 });
    expect((await read('crmCustomer', customer.id)).dealAmount).toBe(600);
  });
});

describe('flows', () => {
  it('are kept by administrators only, each step checked with a message', async () => {
    const denied = await t.put(AUDIT_API.flowSave, { apiName: 'crmReceive', steps: [] }, sales.token, en);
    expect(denied.statusCode).toBe(403);
    const empty = await t.put(
      AUDIT_API.flowSave,
      { apiName: 'crmReceive', steps: [{ name: '', approverKind: 'role', approverIds: [], mode: 'any', minAmount: null }] },
      admin.token,
      en,
    );
    expect(empty.statusCode).toBe(422);
    expect(envelope(empty).message).toBe('Step 1: choose at least one approver');
    expect((await t.put(AUDIT_API.flowSave, { apiName: 'crmCustomer', steps: [] }, admin.token, en)).statusCode).toBe(404);
    const list = envelope<{ apiName: string }[]>(await t.signedGet(AUDIT_API.flowList, {}, admin.token)).result;
    expect(list.map((flow) => flow.apiName)).toEqual(expect.arrayContaining(['crmQuote', 'crmOrder', 'crmReceive', 'crmRefund', 'crmInvoiceLog']));
  });
});
