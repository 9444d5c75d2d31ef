import {
  RECORD_API,
  SERVICE_FORM_API,
  TERMINAL_API,
  WORK_ORDER_SOURCE,
  WORK_ORDER_STATUS,
  type LoginResult,
  type Page,
  type RecordRow,
  type ServiceFormInfo,
  type ServiceFormLink,
  type TerminalAppraisal,
  type TerminalDevice,
  type TerminalHome,
  type TerminalWorkOrder,
  type TerminalWorkOrderItem,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { makeOtherTenant } from '../../test/other-tenant.ts';
import { actor, multipart, PNG_PIXEL, upload, type Actor } from '../../test/records.ts';
import { SERVICE_FORM_PER_MINUTE } from './service-form.ts';

let t: TestApp;
let admin: Actor;
let customer: string;
let mine: string;
let otherCustomerId: string;
let myDevice: string;
let otherDevice: string;

const add = async (apiName: string, body: Record<string, unknown>) => {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), body, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<RecordRow>(response).result.id;
};
const today = new Date().toISOString().slice(0, 10);
const report = (body: Record<string, unknown>, token = customer, lang = 'zh-CN') =>
  t.signedPost(TERMINAL_API.addWorkOrder, { subject: '打印机卡纸', workOrderType: '1', urgency: '2', problemDescription: '每页都卡', ...body }, token, {
    'Accept-Language': lang,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'admin');
  customer = envelope<LoginResult>(await t.signedPost('/terminal/login', { username: 'customer', password: DEMO_PASSWORD })).result.token;
  mine = envelope<TerminalHome>(await t.signedGet('/terminal/my', {}, customer)).result.customer!.id;
  otherCustomerId = await add('crmCustomer', { name: '另一家客户有限公司' });
  myDevice = await add('crmEquipment', { name: '激光打印机', customerId: mine, warrantyStart: '2020-01-01', warrantyEnd: '2099-12-31' });
  otherDevice = await add('crmEquipment', { name: '别人的设备', customerId: otherCustomerId, warrantyEnd: '2000-01-01' });
});
afterAll(() => t.close());

describe('the self-service portal', () => {
  it('reports a fault on one of its devices: pending acceptance, from the portal, owned by its account manager', async () => {
    const response = await report({ equipmentId: myDevice });
    expect(response.statusCode, response.body).toBe(200);
    const order = envelope<TerminalWorkOrder>(response).result;
    expect(order).toMatchObject({ status: WORK_ORDER_STATUS.pendingAccept, source: WORK_ORDER_SOURCE.portal, equipmentId: myDevice, contactName: '周客户' });
    const stored = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmWorkOrder'), { id: order.id }, admin.token)).result;
    const owner = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: mine }, admin.token)).result.ownerId;
    expect(stored).toMatchObject({ customerId: mine, ownerId: owner });
    const home = envelope<TerminalHome>(await t.signedGet('/terminal/my', {}, customer)).result;
    expect(home.openWorkOrders).toBeGreaterThan(0);
  });

  it("refuses another customer's device and bad input, in the user's language, making nothing", async () => {
    const before = envelope<Page<TerminalWorkOrderItem>>(await t.signedGet(TERMINAL_API.workOrders, {}, customer)).result.total;
    const theirs = await report({ equipmentId: otherDevice }, customer, 'en');
    expect(theirs.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: object }>(theirs).result.fields)).toEqual(['equipmentId']);
    const empty = await report({ subject: '' }, customer, 'en');
    expect([empty.statusCode, envelope(empty).message]).toEqual([422, 'Subject is required']);
    expect(envelope<Page<TerminalWorkOrderItem>>(await t.signedGet(TERMINAL_API.workOrders, {}, customer)).result.total).toBe(before);
  });

  it('lists, filters and opens only its own work orders; any other id is 404', async () => {
    const theirs = await add('crmWorkOrder', { subject: '别人的工单', workOrderType: '1', urgency: '2', customerId: otherCustomerId, problemDescription: 'x' });
    const page = envelope<Page<TerminalWorkOrderItem>>(
      await t.signedGet(TERMINAL_API.workOrders, { status: WORK_ORDER_STATUS.pendingAccept }, customer),
    ).result;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.status === WORK_ORDER_STATUS.pendingAccept)).toBe(true);
    expect(page.records.map((r) => r.id)).not.toContain(theirs);
    expect((await t.signedGet(TERMINAL_API.workOrder, { id: theirs }, customer)).statusCode).toBe(404);
    const b = await makeOtherTenant(t);
    expect((await t.signedGet(TERMINAL_API.workOrder, { id: b.records.crmWorkOrder![0]! }, customer)).statusCode).toBe(404);
    expect((await t.signedPost(TERMINAL_API.appraise, { workOrderId: theirs, rating: '5', satisfaction: '1' }, customer)).statusCode).toBe(404);
  });

  it('lists only its devices, with whether they are under warranty today', async () => {
    const devices = envelope<TerminalDevice[]>(await t.signedGet(TERMINAL_API.devices, {}, customer)).result;
    expect(devices.map((d) => d.id)).toContain(myDevice);
    expect(devices.map((d) => d.id)).not.toContain(otherDevice);
    expect(devices.find((d) => d.id === myDevice)).toMatchObject({ warrantyEnd: '2099-12-31', underWarranty: true });
    expect(today < '2099-12-31').toBe(true);
  });

  it('rates a completed work order of its own once, and none not completed', async () => {
    const open = envelope<TerminalWorkOrder>(await report({})).result;
    const early = await t.signedPost(TERMINAL_API.appraise, { workOrderId: open.id, rating: '5', satisfaction: '1' }, customer, { 'Accept-Language': 'en' });
    expect([early.statusCode, envelope(early).message]).toEqual([422, 'The Work order chosen is not completed yet: only a completed one can be rated']);
    await t.app.db
      .updateTable('crm_work_order' as never)
      .set({ status: WORK_ORDER_STATUS.completed, engineer_id: admin.userId, cause: '硒鼓老化', solution: '更换硒鼓' } as never)
      .where('id' as never, '=', open.id as never)
      .execute();
    const rated = await t.signedPost(TERMINAL_API.appraise, { workOrderId: open.id, rating: '4', satisfaction: '1', feedback: '很快' }, customer);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(envelope<TerminalAppraisal>(rated).result).toMatchObject({ rating: '4', feedback: '很快' });
    const again = await t.signedPost(TERMINAL_API.appraise, { workOrderId: open.id, rating: '1', satisfaction: '1' }, customer, { 'Accept-Language': 'en' });
    expect([again.statusCode, envelope(again).message]).toEqual([422, 'The Work order chosen already has one; only one is allowed']);
    const view = envelope<TerminalWorkOrder>(await t.signedGet(TERMINAL_API.workOrder, { id: open.id }, customer)).result;
    expect(view).toMatchObject({
      status: WORK_ORDER_STATUS.completed,
      cause: '硒鼓老化',
      solution: '更换硒鼓',
      engineerName: '张志强',
      appraisal: { rating: '4' },
    });
    const appraisal = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmWorkAppraise'), { id: view.appraisal!.id }, admin.token)).result;
    expect(appraisal).toMatchObject({ customerId: mine, engineerId: admin.userId });
  });

  it('uploads pictures of its own and attaches only those; it reads none of the staff files', async () => {
    const { payload, contentType } = multipart('file', 'fault.png', PNG_PIXEL);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api${TERMINAL_API.upload}`,
      payload,
      headers: { 'Content-Type': contentType, 'X-Access-Token': customer, ...signedHeaders(TERMINAL_API.upload, {}) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const path = envelope<string>(uploaded).result;
    const text = multipart('file', 'note.txt', 'hello');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api${TERMINAL_API.upload}`,
      payload: text.payload,
      headers: { 'Content-Type': text.contentType, 'X-Access-Token': customer, ...signedHeaders(TERMINAL_API.upload, {}) },
    });
    expect(refused.statusCode).toBe(400);
    const staffFile = await upload(t, admin.token, 'staff.png', PNG_PIXEL);
    expect((await report({ images: [{ path: staffFile, name: 'staff.png' }] })).statusCode).toBe(422);
    const withPhoto = await report({ images: [{ path, name: 'fault.png', size: PNG_PIXEL.length }] });
    expect(withPhoto.statusCode, withPhoto.body).toBe(200);
    const read = (file: string) => t.app.inject({ method: 'GET', url: `/api${TERMINAL_API.staticPrefix}${file}?token=${customer}` });
    expect((await read(path)).statusCode).toBe(200);
    expect((await read(staffFile)).statusCode).toBe(404);
  });

  it('refuses staff tokens and anonymous calls', async () => {
    for (const path of [TERMINAL_API.workOrders, TERMINAL_API.devices]) {
      expect((await t.signedGet(path, {}, admin.token)).statusCode, path).toBe(403);
      expect((await t.signedGet(path, {})).statusCode, path).toBe(401);
    }
  });
});

describe('the public service request', () => {
  let key: string;
  beforeAll(async () => {
    expect(envelope(await t.signedGet(SERVICE_FORM_API.link, {}, admin.token)).result).toBeNull();
    const first = envelope<ServiceFormLink>(await t.signedPost(SERVICE_FORM_API.link, {}, admin.token)).result.key;
    key = envelope<ServiceFormLink>(await t.signedPost(SERVICE_FORM_API.link, {}, admin.token)).result.key;
    expect(key).not.toBe(first);
    expect((await t.signedGet(SERVICE_FORM_API.form, { key: first })).statusCode).toBe(404);
  });
  const submit = (body: Record<string, unknown>, lang = 'zh-CN', formKey = key) =>
    t.signedPost(
      SERVICE_FORM_API.submit,
      {
        companyName: '另一家客户有限公司',
        contactName: '王先生',
        contactPhone: '13900001111',
        subject: '空调不制冷',
        workOrderType: '1',
        urgency: '3',
        problemDescription: '开机后吹热风',
        ...body,
      },
      undefined,
      { 'Accept-Language': lang },
      { key: formKey },
    );

  it('shows the link to a dispatcher only (a new key closed the old link above)', async () => {
    const link = envelope<ServiceFormLink>(await t.signedGet(SERVICE_FORM_API.link, {}, admin.token)).result;
    expect(link).toEqual({ key, path: `/crm/crmServiceAdd?key=${key}` });
    expect((await t.signedGet(SERVICE_FORM_API.link, {}, (await t.login('sales')).token)).statusCode).toBe(403);
    expect((await t.signedGet(SERVICE_FORM_API.link, {}, customer)).statusCode).toBe(403);
    expect((await t.signedPost(SERVICE_FORM_API.link, {}, (await t.login('sales')).token)).statusCode).toBe(403);
  });

  it("reads nothing but the company's name and the form's choices; a wrong key is 404", async () => {
    const info = envelope<ServiceFormInfo>(await t.signedGet(SERVICE_FORM_API.form, { key })).result;
    expect(Object.keys(info).sort()).toEqual(['companyName', 'types', 'urgencies']);
    expect(info.types.length).toBeGreaterThan(0);
    expect(Object.keys(info.types[0]!).sort()).toEqual(['text', 'value']);
    expect((await t.signedGet(SERVICE_FORM_API.form, { key: 'nope' })).statusCode).toBe(404);
    expect((await submit({}, 'zh-CN', 'nope')).statusCode).toBe(404);
  });

  it('creates a work order pending acceptance in that company only, for the customer of that exact name', async () => {
    const response = await submit({});
    expect(response.statusCode, response.body).toBe(200);
    const { workOrderNo } = envelope<{ workOrderNo: string }>(response).result;
    const found = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmWorkOrder'), { keyword: workOrderNo }, admin.token)).result.records;
    expect(found[0]).toMatchObject({
      customerId: otherCustomerId,
      status: WORK_ORDER_STATUS.pendingAccept,
      source: WORK_ORDER_SOURCE.publicForm,
      contactName: '王先生',
    });
    // A name it does not know becomes a new customer: the form never tells who is a customer.
    const stranger = await submit({ companyName: '陌生公司' });
    expect(stranger.statusCode, stranger.body).toBe(200);
  });

  it("refuses bad input with field errors in the user's language", async () => {
    const response = await submit({ subject: '', companyName: '' }, 'en');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: object }>(response).result.fields)).toContain('companyName');
  });

  it(`answers 429 to an address after ${SERVICE_FORM_PER_MINUTE} calls in a minute`, async () => {
    if (new Date().getSeconds() > 50) await new Promise((r) => setTimeout(r, (61 - new Date().getSeconds()) * 1000));
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: `/api${SERVICE_FORM_API.form}?key=${key}`,
        remoteAddress: '203.0.113.99',
        headers: signedHeaders(SERVICE_FORM_API.form, { key }),
      });
    for (let i = 0; i < SERVICE_FORM_PER_MINUTE; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
