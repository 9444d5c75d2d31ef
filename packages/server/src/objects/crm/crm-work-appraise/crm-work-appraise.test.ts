import { entityOf, RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { makeOtherTenant } from '../../../test/other-tenant.ts';
import { actor, completedWorkOrder, createRecord, type Actor } from '../../../test/records.ts';

/** Appraisals: one per completed work order of the tenant, rating the work order's customer and engineer. */

let t: TestApp;
let admin: Actor;
const made = new Map<string, string>();
const api = (name: 'add' | 'edit' | 'queryById') => RECORD_API[name]('crm', 'crmWorkAppraise');
const appraise = (workOrderId: string, lang = 'zh-CN', extra: Record<string, unknown> = {}) =>
  t.signedPost(api('add'), { workOrderId, rating: '5', satisfaction: '1', ...extra }, admin.token, { 'Accept-Language': lang });

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

describe('an appraisal', () => {
  it("takes the work order's customer and engineer, whatever the client sends", async () => {
    const workOrderId = await completedWorkOrder(t, admin, made);
    const order = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmWorkOrder'), { id: workOrderId }, admin.token)).result;
    const response = await appraise(workOrderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<RecordRow>(response).result).toMatchObject({ workOrderId, customerId: order.customerId, engineerId: admin.userId });
    // The fields are the server's: what a client sends for them is not what is kept.
    const other = await createRecord(t, admin, entityOf('crmCustomer'), new Map());
    const forged = await appraise(await completedWorkOrder(t, admin, made), 'en', { customerId: other, engineerId: 'someone' });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(envelope<RecordRow>(forged).result).toMatchObject({ customerId: order.customerId, engineerId: admin.userId });
  });

  it('is refused for a work order not completed, in each language, and for one of another tenant', async () => {
    const open = await createRecord(t, admin, entityOf('crmWorkOrder'), made);
    const messages = await Promise.all(['zh-CN', 'en', 'zh-TW'].map(async (lang) => envelope(await appraise(open, lang)).message));
    expect(messages).toEqual([
      '所选工单尚未完成，完成后才能评价',
      'The Work order chosen is not completed yet: only a completed one can be rated',
      '所選工單尚未完成，完成後才能評價',
    ]);
    const b = await makeOtherTenant(t);
    const theirs = await appraise(b.records.crmWorkOrder![0]!, 'en');
    expect([theirs.statusCode, envelope(theirs).message]).toEqual([422, 'The record chosen for Work order does not exist or you may not see it']);
  });

  it('is one per work order, and stays with it', async () => {
    const [first, second] = [await completedWorkOrder(t, admin, made), await completedWorkOrder(t, admin, made)];
    const added = envelope<RecordRow>(await appraise(first)).result;
    const again = await appraise(first, 'en');
    expect([again.statusCode, envelope(again).message]).toEqual([422, 'The Work order chosen already has one; only one is allowed']);
    const moved = await t.put(api('edit'), { id: added.id, version: 1, workOrderId: second }, admin.token, { 'Accept-Language': 'en' });
    expect([moved.statusCode, envelope(moved).message]).toEqual([422, 'Work order cannot be changed once saved']);
    expect(envelope<RecordRow>(await t.signedGet(api('queryById'), { id: added.id }, admin.token)).result).toMatchObject({ workOrderId: first, version: 1 });
  });
});
