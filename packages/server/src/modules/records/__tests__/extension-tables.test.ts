import { API, RECORD_API, type ChangeLogEntry, type FieldErrors, type Page, type RecordRow, type TableFields, type TableMade } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

let t: TestApp;
let admin: Actor, sales: Actor, zhaolei: Actor, zhoujie: Actor, other: Actor;
let table: TableMade;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales, zhaolei, zhoujie] = await Promise.all([actor(t, 'admin'), actor(t, 'sales'), actor(t, 'zhaolei'), actor(t, 'zhoujie')]);
  await createTenant(t.app.db, { name: '深圳启明星科技有限公司', admin: { username: 'qiming-admin', realname: '陈总', password: 'Other@2026' } });
  other = await actor(t, 'qiming-admin', 'Other@2026');
});
afterAll(() => t.close());

const makeTable = (body: Record<string, unknown>, who = admin) => t.signedPost(RECORD_API.tableAdd, body, who.token, { 'Accept-Language': 'en' });
const addField = (field: Record<string, unknown>, who = admin) => t.signedPost(RECORD_API.formFieldAdd, { tableName: 'visit_plan', field }, who.token);
const addRow = (who: Actor, values: Record<string, unknown>, tableId = table.tableId) => t.signedPost(RECORD_API.extAdd, values, who.token, {}, { tableId });
const rowsSeen = async (who: Actor, query: Record<string, string> = {}) => {
  const response = await t.signedGet(RECORD_API.extList, { tableId: table.tableId, pageSize: 100, ...query }, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<RecordRow>>(response)
    .result.records.map((r) => String(r.subject))
    .sort();
};

describe('extension tables', () => {
  it('lets an administrator make a table with a unique, well-formed API name', async () => {
    const made = await makeTable({ name: '拜访计划', apiName: 'visitPlan' });
    expect(made.statusCode, made.body).toBe(200);
    table = envelope<TableMade>(made).result;
    expect(table).toMatchObject({ name: '拜访计划', tableName: 'visit_plan', packageName: 'crm', apiName: 'visitPlan', status: '0', hasChild: '0' });
    const listed = envelope<TableMade>(await t.signedGet(API.tableMadeByTableId, { tableId: table.tableId }, sales.token)).result;
    expect(listed).toEqual(table);

    expect((await makeTable({ name: '再来', apiName: 'visitPlan' })).json().message).toBe('An extension table with this API name already exists');
    // Built-in objects, registered or still to come, keep their names.
    expect((await makeTable({ name: '客户', apiName: 'crmCustomer' })).statusCode).toBe(422);
    expect((await makeTable({ name: '商机', apiName: 'crmChance' })).statusCode).toBe(422);
    expect((await makeTable({ name: '坏名', apiName: 'Visit-plan' })).json().message).toMatch(/^The API name must start/);
    expect((await makeTable({ name: '销售建的', apiName: 'salesTable' }, sales)).statusCode).toBe(403);
    // API names are unique per tenant, not across tenants.
    expect((await makeTable({ name: '拜访计划', apiName: 'visitPlan' }, other)).statusCode).toBe(200);
  });

  it('takes custom fields through the custom-field routes by its table name', async () => {
    expect((await addField({ name: 'subject', type: 'text', label: '主题', required: true, unique: true, maxLength: 50 })).statusCode).toBe(200);
    const result = await addField({
      name: 'result',
      type: 'dict',
      label: '结果',
      options: [
        { value: 'ok', label: '达成' },
        { value: 'no', label: '未达成' },
      ],
    });
    expect(result.statusCode, result.body).toBe(200);
    expect((await addField({ name: 'other', type: 'text', label: 'x' }, sales)).statusCode).toBe(403);
    const fields = envelope<TableFields>(await t.signedGet(RECORD_API.tableFields, { tableName: 'visit_plan' }, sales.token)).result;
    expect(fields.table).toEqual(table);
    expect(fields.fields.map((f) => f.name)).toEqual(['subject', 'result']);
  });

  it('adds, lists, finds, edits and deletes rows with validation, versions and a change log', async () => {
    const missing = await addRow(sales, { result: 'ok' });
    expect(missing.statusCode).toBe(422);
    expect(envelope<FieldErrors>(missing).result.fields).toEqual({ subject: '主题不能为空' });
    const badValue = await addRow(sales, { subject: '坏结果', result: 'maybe', color: 'red' });
    expect(Object.keys(envelope<FieldErrors>(badValue).result.fields).sort()).toEqual(['color', 'result']);

    const added = await addRow(sales, { subject: '拜访北京远航', result: 'ok' });
    expect(added.statusCode, added.body).toBe(200);
    const row = envelope<RecordRow>(added).result;
    expect(row).toMatchObject({
      subject: '拜访北京远航',
      result: 'ok',
      result_dictText: '达成',
      ownerId: sales.userId,
      ownerId_dictText: '李销售',
      version: 1,
    });
    expect(row._access).toMatchObject({ canEdit: true, canDelete: true });
    expect(envelope<FieldErrors>(await addRow(sales, { subject: '拜访北京远航' })).result.fields).toEqual({ subject: '主题已存在' });

    expect(await rowsSeen(sales)).toEqual(['拜访北京远航']);
    expect(await rowsSeen(sales, { keyword: '远航' })).toEqual(['拜访北京远航']);
    expect(await rowsSeen(sales, { keyword: '没有' })).toEqual([]);
    expect(await rowsSeen(sales, { filters: JSON.stringify([{ field: 'result', op: 'eq', value: 'no' }]) })).toEqual([]);
    const found = envelope<RecordRow>(await t.signedGet(RECORD_API.extQueryById, { tableId: table.tableId, id: row.id }, sales.token)).result;
    expect(found).toMatchObject({ id: row.id, subject: '拜访北京远航' });

    const edited = await t.put(RECORD_API.extEdit, { id: row.id, version: 1, result: 'no' }, sales.token, {}, { tableId: table.tableId });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<RecordRow>(edited).result).toMatchObject({ result: 'no', result_dictText: '未达成', version: 2 });
    const stale = await t.put(RECORD_API.extEdit, { id: row.id, version: 1, result: 'ok' }, sales.token, {}, { tableId: table.tableId });
    expect(stale.statusCode).toBe(409);
    const log = envelope<ChangeLogEntry[]>(await t.signedGet(RECORD_API.changeLog, { tableName: 'visit_plan', dataId: row.id }, sales.token)).result;
    expect(log.map((e) => e.action)).toEqual(['edit', 'add']);
    expect(log[0]!.changes).toEqual([{ field: 'result', label: '结果', from: '达成', to: '未达成', fromValue: 'ok', toValue: 'no' }]);

    expect((await t.del(RECORD_API.extDelete, { tableId: table.tableId, id: row.id }, sales.token)).statusCode).toBe(200);
    expect((await t.signedGet(RECORD_API.extQueryById, { tableId: table.tableId, id: row.id }, sales.token)).statusCode).toBe(404);
  });

  it('scopes rows by owner like any object: colleagues do not see them, the manager and the administrator do', async () => {
    const row = envelope<RecordRow>(await addRow(sales, { subject: '李销售的计划' })).result;
    await addRow(zhaolei, { subject: '赵磊的计划' });
    expect(await rowsSeen(sales)).toEqual(['李销售的计划']);
    expect(await rowsSeen(zhaolei)).toEqual(['赵磊的计划']);
    expect(await rowsSeen(zhoujie)).toEqual(['李销售的计划', '赵磊的计划']);
    expect(await rowsSeen(admin)).toEqual(['李销售的计划', '赵磊的计划']);
    const query = { tableId: table.tableId, id: row.id };
    expect((await t.signedGet(RECORD_API.extQueryById, query, zhaolei.token)).statusCode).toBe(404);
    expect((await t.put(RECORD_API.extEdit, { id: row.id, version: 1, subject: '改' }, zhaolei.token, {}, { tableId: table.tableId })).statusCode).toBe(404);
    expect((await t.del(RECORD_API.extDelete, query, zhaolei.token)).statusCode).toBe(404);
    // The manager's role has rights on others' data within the scope.
    expect(
      (await t.put(RECORD_API.extEdit, { id: row.id, version: 1, subject: '经理改的计划' }, zhoujie.token, {}, { tableId: table.tableId })).statusCode,
    ).toBe(200);
  });

  it('refuses users without a role, and keeps tenants apart', async () => {
    const fengxue = await t.app.db.selectFrom('users').select('id').where('username', '=', 'fengxue').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', fengxue.id).execute();
    const roleless = await actor(t, 'fengxue');
    expect((await t.signedGet(RECORD_API.extList, { tableId: table.tableId }, roleless.token)).statusCode).toBe(403);
    expect((await addRow(roleless, { subject: '无角色' })).statusCode).toBe(403);

    const theirs = await t.signedGet(RECORD_API.extList, { tableId: table.tableId }, other.token);
    expect(theirs.statusCode).toBe(404);
    expect((await addRow(other, { subject: '越界' })).statusCode).toBe(404);
    const ownTable = envelope<TableFields>(await t.signedGet(RECORD_API.tableFields, { tableName: 'visit_plan' }, other.token)).result;
    expect(ownTable.table.tableId).not.toBe(table.tableId);
    // Their own table of the same name has none of this tenant's fields or rows.
    expect(ownTable.fields).toEqual([]);
    expect(envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.extList, { tableId: ownTable.table.tableId }, other.token)).result.total).toBe(0);
  });
});
