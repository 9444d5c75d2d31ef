import { APPROVE_TYPE, AUDIT_API, AUDIT_STATUS, RECORD_API, type AuditFlowView, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Office requests (issue 17): each kind asks for its own fields and keeps no other's; a leave
 * request goes through the tenant's flow for requests to the requester's direct superior, who
 * agrees; a purchase's amount decides whether a second step follows.
 */
let t: TestApp;
let admin: Actor, zhoujie: Actor, sales: Actor;
const en = { 'Accept-Language': 'en' };

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const add = (values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.add('oa', 'oaApprove'), values, sales.token, headers);
const flowOf = async (id: string, who: Actor) => ok<AuditFlowView>(await t.signedGet(AUDIT_API.flow, { apiName: 'oaApprove', id }, who.token));

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, zhoujie, sales] = [await actor(t, 'admin'), await actor(t, 'zhoujie'), await actor(t, 'sales')];
  const adminRole = await t.app.db.selectFrom('roles').select('id').where('role_code', '=', 'admin').executeTakeFirstOrThrow();
  const steps = [
    { name: '直属上级审批', approverKind: 'superior', approverIds: [], mode: 'any', minAmount: null },
    { name: '总经理审批', approverKind: 'role', approverIds: [adminRole.id], mode: 'any', minAmount: 10_000 },
  ];
  await ok(await t.put(AUDIT_API.flowSave, { apiName: 'oaApprove', steps }, admin.token));
});
afterAll(() => t.close());

describe('office requests', () => {
  it("asks each kind for its own fields and keeps no other kind's", async () => {
    const leave = await add(
      { approveType: APPROVE_TYPE.leave, title: '年假', reason: '休假', startTime: '2026-12-07T01:00:00.000Z', endTime: '2026-12-08T10:00:00.000Z', days: 2 },
      en,
    );
    expect(leave.statusCode).toBe(422);
    expect(Object.keys((envelope(leave).result as { fields: Record<string, string> }).fields)).toEqual(['leaveType']);
    const trip = await ok(
      await add({
        approveType: APPROVE_TYPE.trip,
        title: '深圳出差',
        reason: '拜访客户',
        destination: '深圳',
        startTime: '2026-12-07T01:00:00.000Z',
        endTime: '2026-12-09T10:00:00.000Z',
        days: 3,
        amount: 4800,
        leaveType: '1',
        items: '无',
      }),
    );
    expect([trip.destination, trip.amount, trip.leaveType, trip.items, trip.approveNo]).toEqual(['深圳', 4800, null, null, expect.stringMatching(/^SP\d{6}$/)]);
    const backwards = await add(
      {
        approveType: APPROVE_TYPE.overtime,
        title: '加班',
        reason: '上线',
        startTime: '2026-12-07T10:00:00.000Z',
        endTime: '2026-12-07T01:00:00.000Z',
        hours: 9,
      },
      en,
    );
    expect([backwards.statusCode, (envelope(backwards).result as { fields: Record<string, string> }).fields]).toEqual([
      422,
      { endTime: 'To cannot be before From' },
    ]);
    // A general request needs no times.
    await ok(await add({ approveType: APPROVE_TYPE.general, title: '借用展会物料', reason: '行业沙龙' }));
  });

  it("goes to the requester's direct superior, who agrees; a large purchase then to the general manager", async () => {
    const leave = await ok(
      await add({
        approveType: APPROVE_TYPE.leave,
        leaveType: '1',
        title: '年假两天',
        reason: '家中有事',
        startTime: '2026-12-07T01:00:00.000Z',
        endTime: '2026-12-08T10:00:00.000Z',
        days: 2,
      }),
    );
    await ok(await t.signedPost(AUDIT_API.submit, { apiName: 'oaApprove', id: leave.id }, sales.token));
    const waiting = await flowOf(leave.id, zhoujie);
    expect([waiting.auditStatus, waiting.steps.length, waiting.can.agree]).toEqual([AUDIT_STATUS.pending, 1, true]);
    await ok(await t.signedPost(AUDIT_API.agree, { apiName: 'oaApprove', id: leave.id, opinion: '同意' }, zhoujie.token));
    expect((await flowOf(leave.id, sales)).auditStatus).toBe(AUDIT_STATUS.reviewed);

    const purchase = await ok(await add({ approveType: APPROVE_TYPE.purchase, title: '采购服务器', reason: '扩容', items: '服务器 2 台', amount: 56_000 }));
    await ok(await t.signedPost(AUDIT_API.submit, { apiName: 'oaApprove', id: purchase.id }, sales.token));
    expect((await flowOf(purchase.id, zhoujie)).steps.map((step) => step.name)).toEqual(['直属上级审批', '总经理审批']);
  });
});
