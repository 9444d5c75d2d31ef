import {
  API,
  MAX_RELATED_RECORDS,
  RECORD_API,
  VISIT_API,
  type ImportResult,
  type Page,
  type RecordRow,
  type SysConfig,
  type VisitSignTarget,
} from '@crm/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { createTenant } from '../../../seed/tenant.ts';
import { actor, importSheet, PNG_PIXEL, upload, type Actor } from '../../../test/records.ts';

/**
 * Visits (issue 14): planned, signed in with the phone's position (the distance from the
 * customer's address and what it makes of the sign-in recorded, against the tenant's threshold an
 * administrator sets), ended with a summary that becomes a follow-up on the customer, or
 * terminated; and who sees whose sign-ins.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let zhaolei: Actor;
let zhoujie: Actor;
let made = 0;

/** Tiananmen; 0.001° of latitude north of it is 111 m away. */
const SITE = { lat: 39.9055, lng: 116.3976 };
const north = (metres: number) => ({ lat: Number((SITE.lat + metres / 111_195).toFixed(6)), lng: SITE.lng });

type Fields = { fields: Record<string, string> };
const en = { 'Accept-Language': 'en' };

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const add = (who: Actor, apiName: string, values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.add('crm', apiName), values, who.token, headers);
const run = (who: Actor, action: string, visit: RecordRow, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.action('crm', 'crmVisit', action), { id: visit.id, version: visit.version, ...body }, who.token, headers);
const view = async (who: Actor, apiName: string, id: string) => ok(await t.signedGet(RECORD_API.queryById('crm', apiName), { id }, who.token));

/** A customer of `who`, at SITE unless told otherwise. */
async function customerOf(who: Actor, address: unknown = { text: '北京市东城区东长安街', ...SITE }): Promise<RecordRow> {
  return ok(await add(who, 'crmCustomer', { name: `拜访客户 ${++made}`, address }));
}

/** A contact at `customer`, added by whoever owns it. */
async function contactAt(customer: RecordRow, name: string, who: Actor = sales): Promise<RecordRow> {
  return ok(await add(who, 'crmContacter', { name, customerId: customer.id }));
}

async function planned(who: Actor, customer: RecordRow, values: Record<string, unknown> = {}): Promise<RecordRow> {
  return ok(await add(who, 'crmVisit', { customerId: customer.id, planStartTime: '2026-12-01T02:00:00.000Z', purpose: '2', ...values }));
}

const here = (point: { lat: number; lng: number }, text = '东长安街 1 号') => ({ signLocation: { text, ...point } });

async function setFar(value: number | string, who: Actor = admin) {
  return t.put(API.configEdit, { configCode: 'visitFarMeters', configValue: value }, who.token, en);
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales, zhaolei, zhoujie] = [await actor(t, 'admin'), await actor(t, 'sales'), await actor(t, 'zhaolei'), await actor(t, 'zhoujie')];
});
afterAll(() => t.close());

describe('a visit', () => {
  it('is planned, signed in at the customer (position, distance and time kept), and ended into a follow-up on the customer', async () => {
    const customer = await customerOf(sales);
    const contact = await contactAt(customer, '王总');
    const visit = await planned(sales, customer, { contacterIds: [contact.id], planEndTime: '2026-12-01T03:00:00.000Z', remark: '带上报价单' });
    expect(visit).toMatchObject({ status: '1', status_dictText: '计划中', customerName: customer.name, purpose_dictText: '需求沟通', signTime: null });
    expect(visit._access?.actions).toMatchObject({ sign: true, end: false, terminate: true });

    const photo = await upload(t, sales.token, 'door.png', PNG_PIXEL);
    const before = Date.now();
    const signed = await ok(await run(sales, 'sign', visit, { ...here(north(222)), signImages: [{ path: photo, name: 'door.png', size: 7 }] }));
    expect(signed).toMatchObject({
      signDistance: 222,
      signState: '1',
      signState_dictText: '在客户处',
      signLocation: { text: '东长安街 1 号', ...north(222) },
      status: '1',
    });
    // The server's clock, not the phone's.
    expect(Date.parse(String(signed.signTime))).toBeGreaterThanOrEqual(before - 1000);
    expect(signed._access?.actions).toMatchObject({ sign: false, end: true, terminate: false });

    const ended = await ok(await run(sales, 'end', signed, { summary: '客户认可方案，下周报价', nextContactTime: '2026-12-08T02:00:00.000Z' }));
    expect(ended).toMatchObject({ status: '2', status_dictText: '已结束', summary: '客户认可方案，下周报价', followUpId: expect.any(String) });
    expect(ended._access?.canEdit).toBe(false);

    // On the customer's follow-up tab, as a visit, with the contact and the photos; its last follow-up moved.
    const followUps = await ok<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('crm', 'crmRecord'), { filters: JSON.stringify([{ field: 'relatedId', op: 'eq', value: customer.id }]) }, sales.token),
    );
    expect(followUps.records).toHaveLength(1);
    expect(followUps.records[0]).toMatchObject({
      id: ended.followUpId,
      content: '客户认可方案，下周报价',
      type: '2',
      contactId: contact.id,
      relatedEntity: 'crmCustomer',
      images: [{ path: photo, name: 'door.png', size: 7 }],
    });
    const after = await view(sales, 'crmCustomer', customer.id);
    expect(Date.parse(String(after.lastFollowTime))).toBeGreaterThanOrEqual(Date.parse(String(signed.signTime)));
    expect(after.nextContactTime).toBe('2026-12-08T02:00:00.000Z');
  });

  it('records a sign-in beyond the tenant threshold as far, and follows the threshold an administrator sets', async () => {
    const customer = await customerOf(sales);
    const far = await ok(await run(sales, 'sign', await planned(sales, customer), here(north(900))));
    expect([far.signDistance, far.signState, far.signState_dictText]).toEqual([900, '2', '距离较远']);

    // Only an administrator changes it, to a whole number within bounds; the default until then.
    const read = async () => ok<SysConfig>(await t.signedGet(API.configByCode, { configCode: 'visitFarMeters' }, sales.token));
    expect(await read()).toEqual({ configCode: 'visitFarMeters', configValue: '500' });
    expect((await setFar(1000, sales)).statusCode).toBe(403);
    const outOfRange = await setFar(10);
    expect([outOfRange.statusCode, envelope(outOfRange).message]).toEqual([422, 'Enter a whole number from 50 to 50000']);
    expect(envelope(await setFar('1km')).message).toBe('Enter a whole number from 50 to 50000');
    const unknown = await t.put(API.configEdit, { configCode: 'servicePhone', configValue: 1 }, admin.token, en);
    expect([unknown.statusCode, envelope(unknown).message]).toEqual([422, 'There is no such setting']);
    expect(await read()).toEqual({ configCode: 'visitFarMeters', configValue: '500' });

    expect(await ok(await setFar(1000))).toEqual({ configCode: 'visitFarMeters', configValue: '1000' });
    expect(await read()).toEqual({ configCode: 'visitFarMeters', configValue: '1000' });
    const target = await ok<VisitSignTarget>(await t.signedGet(VISIT_API.signTarget, { customerId: customer.id }, sales.token));
    expect(target).toEqual({ customerId: customer.id, customerName: customer.name, address: { text: '北京市东城区东长安街', ...SITE }, farMeters: 1000 });
    const near = await ok(await run(sales, 'sign', await planned(sales, customer), here(north(900))));
    expect([near.signDistance, near.signState]).toEqual([900, '1']);
    const beyond = await ok(await run(sales, 'sign', await planned(sales, customer), here(north(1100))));
    expect([beyond.signDistance, beyond.signState]).toEqual([1100, '2']);
    await ok(await setFar(500));
  });

  it('at a customer without a position records that, with no distance', async () => {
    const customer = await customerOf(sales, '北京市朝阳区建国路 88 号');
    const signed = await ok(await run(sales, 'sign', await planned(sales, customer), here(SITE)));
    expect([signed.signDistance, signed.signState, signed.signState_dictText]).toEqual([null, '3', '客户无位置']);
  });

  it('needs the phone position, at most six photos, and signs in once, by the visitor', async () => {
    const customer = await customerOf(sales);
    const visit = await planned(sales, customer);
    const noPosition = await run(sales, 'sign', visit, { signLocation: { text: '东长安街', lat: null, lng: null } }, en);
    expect(noPosition.statusCode).toBe(422);
    expect(envelope<Fields>(noPosition).result.fields).toEqual({ signLocation: 'Sign-in place needs the phone’s position: allow location and try again' });

    const photo = await upload(t, sales.token, 'p.png', PNG_PIXEL);
    const seven = Array.from({ length: 7 }, (_, i) => ({ path: photo, name: `p${i}.png`, size: 7 }));
    const tooMany = await run(sales, 'sign', visit, { ...here(SITE), signImages: seven }, en);
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(envelope<Fields>(tooMany).result.fields)).toEqual(['signImages']);

    // Only the visitor signs in, even one who may change the visit (their manager).
    const byManager = await run(zhoujie, 'sign', visit, here(SITE), en);
    expect([byManager.statusCode, envelope(byManager).message]).toEqual([403, 'You may not do "Sign in" on this record']);

    expect((await view(sales, 'crmVisit', visit.id)).signTime).toBeNull();
    const signed = await ok(await run(sales, 'sign', visit, { ...here(SITE), signImages: seven.slice(0, 6) }));
    expect(signed.signImages).toHaveLength(6);
    const again = await run(sales, 'sign', signed, here(SITE), en);
    expect([again.statusCode, envelope(again).message]).toEqual([422, 'This visit is already signed in']);
  });

  it('is ended only once signed in, and a terminated or ended visit is neither signed in nor edited', async () => {
    const customer = await customerOf(sales);
    const visit = await planned(sales, customer);
    const early = await run(sales, 'end', visit, { summary: '没见到人' }, en);
    expect([early.statusCode, envelope(early).message]).toEqual([422, 'Sign in before ending the visit']);
    expect(await loose(t.app.db).selectFrom('crm_record').select('id').where('related_id', '=', customer.id).execute()).toEqual([]);

    const noReason = await run(sales, 'terminate', visit, {}, en);
    expect(Object.keys(envelope<Fields>(noReason).result.fields)).toEqual(['terminateReason']);
    const terminated = await ok(await run(sales, 'terminate', visit, { terminateReason: '客户临时出差' }));
    expect(terminated).toMatchObject({ status: '3', terminateReason: '客户临时出差', terminateTime: expect.any(String) });
    expect(terminated._access).toMatchObject({ canEdit: false, actions: { sign: false, end: false, terminate: false, transfer: false } });
    // Who made (or dropped) a visit stays its owner once it is over.
    const handed = await run(sales, 'transfer', terminated, { ownerId: zhaolei.userId }, en);
    expect([handed.statusCode, envelope(handed).message]).toEqual([422, '"Transfer" cannot be done on a record whose status is Terminated']);
    const late = await run(sales, 'sign', terminated, here(SITE), en);
    expect([late.statusCode, envelope(late).message]).toEqual([422, '"Sign in" cannot be done on a record whose status is Terminated']);
    const edited = await t.put(RECORD_API.edit('crm', 'crmVisit'), { id: visit.id, version: terminated.version, remark: '改期' }, sales.token, en);
    expect([edited.statusCode, envelope(edited).message]).toEqual([422, 'A record whose status is Terminated cannot be changed']);

    const signed = await ok(await run(sales, 'sign', await planned(sales, customer), here(SITE)));
    const stop = await run(sales, 'terminate', signed, { terminateReason: '算了' }, en);
    expect(envelope(stop).message).toBe('This visit is signed in: end it rather than terminate it');
    const ended = await ok(await run(sales, 'end', signed, { summary: '已交流' }));
    const resign = await run(sales, 'sign', ended, here(SITE), en);
    expect([resign.statusCode, envelope(resign).message]).toEqual([422, '"Sign in" cannot be done on a record whose status is Ended']);
  });

  it('takes contacts of its own customer only, and keeps its customer once signed in', async () => {
    const [mine, other] = [await customerOf(sales), await customerOf(sales)];
    const theirs = await contactAt(other, '刘洋');
    const refused = await add(sales, 'crmVisit', { customerId: mine.id, contacterIds: [theirs.id], planStartTime: '2026-12-01T02:00:00.000Z' }, en);
    expect(refused.statusCode).toBe(422);
    expect(envelope<Fields>(refused).result.fields).toEqual({ contacterIds: 'The record chosen for Contacts belongs to another customer' });
    const backwards = await add(
      sales,
      'crmVisit',
      { customerId: mine.id, planStartTime: '2026-12-01T02:00:00.000Z', planEndTime: '2026-12-01T01:00:00.000Z' },
      en,
    );
    expect(envelope<Fields>(backwards).result.fields).toEqual({ planEndTime: 'Planned end cannot be before Planned start' });

    const visit = await planned(sales, other, { contacterIds: [theirs.id] });
    const moved = await t.put(RECORD_API.edit('crm', 'crmVisit'), { id: visit.id, version: 1, customerId: mine.id }, sales.token, en);
    expect(envelope<Fields>(moved).result.fields).toEqual({ contacterIds: 'The record chosen for Contacts belongs to another customer' });
    const renamed = await ok(await t.put(RECORD_API.edit('crm', 'crmVisit'), { id: visit.id, version: 1, customerId: mine.id, contacterIds: [] }, sales.token));
    expect(renamed.contacterIds).toBeNull();
    expect(renamed.customerName).toBe(mine.name);

    const signed = await ok(await run(sales, 'sign', renamed, here(SITE)));
    const away = await t.put(RECORD_API.edit('crm', 'crmVisit'), { id: visit.id, version: signed.version, customerId: other.id }, sales.token, en);
    expect([away.statusCode, envelope(away).message]).toEqual([422, 'A signed-in visit cannot change its customer']);
  });

  it('meets several contacts of its customer: kept in the order chosen, named on the detail and the list, found by each', async () => {
    const customer = await customerOf(sales);
    const [wang, li] = [await contactAt(customer, '王经理'), await contactAt(customer, '李工')];
    const visit = await planned(sales, customer, { contacterIds: [li.id, wang.id, li.id] });
    expect([visit.contacterIds, visit.contacterIds_dictText]).toEqual([[li.id, wang.id], '李工,王经理']);
    expect((await view(sales, 'crmVisit', visit.id)).contacterIds_dictText).toBe('李工,王经理');

    // A contact's visits: those that name them among others.
    const withWang = await ok<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('crm', 'crmVisit'), { filters: JSON.stringify([{ field: 'contacterIds', op: 'eq', value: wang.id }]) }, sales.token),
    );
    expect(withWang.records.map((r) => [r.id, r.contacterIds, r.contacterIds_dictText])).toEqual([[visit.id, [li.id, wang.id], '李工,王经理']]);

    // Fewer after an edit; the follow-up an ended visit writes names the first it met.
    const edited = await ok(await t.put(RECORD_API.edit('crm', 'crmVisit'), { id: visit.id, version: visit.version, contacterIds: [wang.id] }, sales.token));
    expect([edited.contacterIds, edited.contacterIds_dictText]).toEqual([[wang.id], '王经理']);
    const signed = await ok(await run(sales, 'sign', edited, here(SITE)));
    const ended = await ok(await run(sales, 'end', signed, { summary: '两位都在' }));
    expect((await view(sales, 'crmRecord', String(ended.followUpId))).contactId).toBe(wang.id);
  });

  it('refuses among its contacts one of another customer, one of another tenant or out of sight, and more than the most, saving nothing', async () => {
    const [mine, other] = [await customerOf(sales), await customerOf(sales)];
    const ours = await contactAt(mine, '赵总');
    const refusal = async (contacterIds: unknown) => {
      const response = await add(sales, 'crmVisit', { customerId: mine.id, contacterIds, planStartTime: '2026-12-01T02:00:00.000Z' }, en);
      expect(response.statusCode, response.body).toBe(422);
      return envelope<Fields>(response).result.fields;
    };
    expect(await refusal([ours.id, (await contactAt(other, '钱总')).id])).toEqual({
      contacterIds: 'The record chosen for Contacts belongs to another customer',
    });

    await createTenant(t.app.db, { name: '拜访他方公司', admin: { username: 'visit-other-admin', realname: '他方', password: 'Other@2026' } });
    const stranger = await actor(t, 'visit-other-admin', 'Other@2026');
    const elsewhere = await contactAt(await customerOf(stranger), '孙总', stranger);
    const unseen = await contactAt(await customerOf(await actor(t, 'sunli')), '周总', await actor(t, 'sunli'));
    for (const hidden of [elsewhere.id, unseen.id, 'no-such-contact'])
      expect(await refusal([ours.id, hidden])).toEqual({ contacterIds: 'The record chosen for Contacts does not exist or you may not see it' });

    const many = Array.from({ length: MAX_RELATED_RECORDS + 1 }, (_, i) => `${ours.id}-${i}`);
    expect(await refusal(many)).toEqual({ contacterIds: `Contacts allows at most ${MAX_RELATED_RECORDS} items` });
    expect(await refusal([ours.id, ''])).toEqual({ contacterIds: expect.stringContaining('Contacts') });
    expect(await loose(t.app.db).selectFrom('crm_visit').select('id').where('customer_id', '=', mine.id).execute()).toEqual([]);
  });

  it('goes to a sheet with its contacts by name, and comes back from one with them', async () => {
    const customer = await customerOf(sales);
    const [wang, li] = [await contactAt(customer, '表格王经理'), await contactAt(customer, '表格李工')];
    await planned(sales, customer, { contacterIds: [wang.id, li.id] });
    const query = new URLSearchParams({
      fields: 'customerId,contacterIds,planStartTime',
      filters: JSON.stringify([{ field: 'customerId', op: 'eq', value: customer.id }]),
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api${RECORD_API.exportXls('crm', 'crmVisit')}?${query}`,
      headers: { 'X-Access-Token': sales.token },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1, 3))).toEqual([
      ['客户', '联系人'],
      [customer.name, '表格王经理,表格李工'],
    ]);

    // Back in (by an administrator: salespeople do not import), as a second visit.
    const imported = await importSheet(t, admin.token, RECORD_API.importExcel('crm', 'crmVisit'), Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(envelope<ImportResult>(imported).result).toMatchObject({ imported: 1, failed: 0 });
    const visits = await ok<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('crm', 'crmVisit'), { filters: query.get('filters')!, sortField: 'createTime', sortOrder: 'asc' }, admin.token),
    );
    expect(visits.records.map((r) => r.contacterIds)).toEqual([
      [wang.id, li.id],
      [wang.id, li.id],
    ]);
  });

  it('unplanned, is added and signed in at once, and refused whole without a position', async () => {
    const customer = await customerOf(sales);
    const before = Date.now();
    const visit = await ok(await t.signedPost(VISIT_API.addSigned, { customerId: customer.id, purpose: '5', ...here(north(120)) }, sales.token));
    expect(visit).toMatchObject({ customerId: customer.id, status: '1', signDistance: 120, signState: '1', ownerId: sales.userId });
    expect(Date.parse(String(visit.planStartTime))).toBeGreaterThanOrEqual(before - 1000);

    const count = async () => (await loose(t.app.db).selectFrom('crm_visit').select('id').where('customer_id', '=', customer.id).execute()).length;
    const refused = await t.signedPost(VISIT_API.addSigned, { customerId: customer.id, signLocation: { text: 'x' } }, sales.token, en);
    expect(Object.keys(envelope<Fields>(refused).result.fields)).toEqual(['signLocation']);
    expect(await count()).toBe(1);
    // A customer the caller does not see is no customer to visit (zhaolei shares his customers with sales in the demo; sunli does not).
    const theirs = await customerOf(await actor(t, 'sunli'));
    const notMine = await t.signedPost(VISIT_API.addSigned, { customerId: theirs.id, ...here(SITE) }, sales.token, en);
    expect(notMine.statusCode).toBe(422);
    expect((await t.signedGet(VISIT_API.signTarget, { customerId: theirs.id }, sales.token)).statusCode).toBe(404);
  });
});

describe("a day's sign-ins", () => {
  it('are listed to whom the data scope shows them: a salesperson their own, their manager the team, nobody without the app', async () => {
    const [mine, his] = [await customerOf(sales), await customerOf(zhaolei)];
    const myVisit = await ok(await run(sales, 'sign', await planned(sales, mine), here(SITE)));
    const hisVisit = await ok(await run(zhaolei, 'sign', await planned(zhaolei, his), here(north(2000))));
    await planned(sales, mine);

    // What the check-in map asks for: the sign-ins of one day.
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const day = JSON.stringify([
      { field: 'signTime', op: 'ge', value: from },
      { field: 'signTime', op: 'lt', value: to },
    ]);
    const signIns = async (who: Actor) =>
      (await ok<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmVisit'), { filters: day, pageSize: 500 }, who.token))).records.map((r) => r.id);
    expect(await signIns(sales)).toContain(myVisit.id);
    expect(await signIns(sales)).not.toContain(hisVisit.id);
    expect(await signIns(zhaolei)).toEqual(expect.not.arrayContaining([myVisit.id]));
    expect(await signIns(zhoujie)).toEqual(expect.arrayContaining([myVisit.id, hisVisit.id]));
    const engineer = await actor(t, 'engineer');
    expect((await t.signedGet(RECORD_API.list('crm', 'crmVisit'), { filters: day }, engineer.token)).statusCode).toBe(403);

    // The sign-in screen's look-up, by visit: only of a visit the caller sees.
    expect((await t.signedGet(VISIT_API.signTarget, { id: hisVisit.id }, sales.token)).statusCode).toBe(404);
    expect((await ok<VisitSignTarget>(await t.signedGet(VISIT_API.signTarget, { id: hisVisit.id }, zhoujie.token))).customerId).toBe(his.id);
  });
});
