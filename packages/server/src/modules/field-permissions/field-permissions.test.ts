import {
  entityOf,
  PEOPLE_API,
  RECORD_API,
  type ChangeLogEntry,
  type FieldPermissionItem,
  type Page,
  type PermissionLogEntry,
  type RecordRow,
  type RoleView,
  type TableFields,
} from '@crm/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, sampleInput, type Actor } from '../../test/records.ts';

const CUSTOMER = entityOf('crmCustomer');
const QUOTE = entityOf('crmQuote');
const customerApi = (kind: 'list' | 'queryById' | 'add' | 'edit' | 'exportXls') => RECORD_API[kind]('crm', 'crmCustomer');
const PHONE = '13912345678';

describe('field permissions', () => {
  let t: TestApp;
  let admin: Actor;
  let sales: Actor;
  let roleId: string;
  let customerId: string;

  async function save(apiName: string, fields: { name: string; access: string }[], as = admin) {
    return t.signedPost(PEOPLE_API.fieldPermissionSave, { roleId, apiName, fields }, as.token);
  }

  async function customer(id = customerId, who = sales): Promise<RecordRow> {
    const response = await t.signedGet(customerApi('queryById'), { id }, who.token);
    expect(response.statusCode).toBe(200);
    return envelope<RecordRow>(response).result;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await actor(t, 'admin');
    sales = await actor(t, 'sales');
    // A custom role with the salesperson's buttons, held by the demo salesperson alone.
    const roles = envelope<Page<RoleView>>(await t.signedGet(PEOPLE_API.roleList, { pageSize: 50 }, admin.token)).result.records;
    const salesperson = roles.find((role) => role.roleCode === 'salesperson')!;
    const added = await t.signedPost(
      PEOPLE_API.roleAdd,
      { roleName: '外勤销售', roleCode: 'fieldSales', dataScope: '4', rwOthers: 'r', permissionCodes: salesperson.permissionCodes },
      admin.token,
    );
    expect(added.statusCode).toBe(200);
    roleId = envelope<RoleView>(added).result.id;
    const tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', sales.userId).executeTakeFirstOrThrow()).tenant_id;
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', sales.userId).execute();
    await t.app.db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: sales.userId, role_id: roleId }).execute();

    const made = await t.signedPost(
      customerApi('add'),
      { name: '字段权限测试客户', phone: PHONE, level: (await sampleInput(t, sales, CUSTOMER)).level },
      sales.token,
    );
    expect(made.statusCode).toBe(200);
    customerId = envelope<RecordRow>(made).result.id;
    expect(
      (
        await save('crmCustomer', [
          { name: 'phone', access: 'hidden' },
          { name: 'level', access: 'read' },
        ])
      ).statusCode,
    ).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers what it saved, every field with its label, a field not named editable', async () => {
    const items = envelope<FieldPermissionItem[]>(await t.signedGet(PEOPLE_API.fieldPermission, { roleId, apiName: 'crmCustomer' }, admin.token)).result;
    expect(items.find((item) => item.name === 'phone')).toEqual({ name: 'phone', label: '电话', access: 'hidden' });
    expect(items.find((item) => item.name === 'level')?.access).toBe('read');
    expect(items.find((item) => item.name === 'website')?.access).toBe('edit');
  });

  it('writes each change of access to the permission log', async () => {
    const log = envelope<Page<PermissionLogEntry>>(
      await t.signedGet(PEOPLE_API.permissionLogList, { kind: 'role.fieldPermission', targetId: roleId }, admin.token),
    ).result.records;
    expect(log[0]).toMatchObject({
      kind: 'role.fieldPermission',
      targetName: '外勤销售',
      changes: [
        { field: '客户 · 客户级别', before: 'edit', after: 'read' },
        { field: '客户 · 电话', before: 'edit', after: 'hidden' },
      ],
    });
  });

  it('never answers a hidden field: detail, list (even when asked for), related list, table fields', async () => {
    const record = await customer();
    expect(record).not.toHaveProperty('phone');
    expect(record.name).toBe('字段权限测试客户');
    expect(record._access).toMatchObject({ fields: { phone: 'hidden', level: 'read' } });

    for (const query of [{}, { fields: 'name,phone,level' }] as Record<string, string>[]) {
      const page = envelope<Page<RecordRow>>(await t.signedGet(customerApi('list'), { pageSize: 50, ...query }, sales.token)).result;
      const row = page.records.find((r) => r.id === customerId)!;
      expect(row).toBeDefined();
      expect(row).not.toHaveProperty('phone');
    }
    const fields = envelope<TableFields>(await t.signedGet(RECORD_API.tableFields, { tableName: 'crm_customer' }, sales.token)).result;
    expect(fields.access).toEqual({ phone: 'hidden', level: 'read' });
    // The administrator is never restricted.
    expect((await customer(customerId, admin)).phone).toBe(PHONE);
  });

  it('cannot be probed: no filter, sort, keyword, duplicate check or duplicate search reaches it', async () => {
    const filtered = await t.signedGet(customerApi('list'), { filters: JSON.stringify([{ field: 'phone', op: 'eq', value: PHONE }]) }, sales.token);
    expect(filtered.statusCode).toBe(400);
    expect((await t.signedGet(customerApi('list'), { sortField: 'phone' }, sales.token)).statusCode).toBe(400);
    const byPhone = envelope<Page<RecordRow>>(await t.signedGet(customerApi('list'), { keyword: PHONE }, sales.token)).result;
    expect(byPhone.records.map((r) => r.id)).not.toContain(customerId);
    const byName = envelope<Page<RecordRow>>(await t.signedGet(customerApi('list'), { keyword: '字段权限测试' }, sales.token)).result;
    expect(byName.records.map((r) => r.id)).toContain(customerId);
    const matches = envelope<{ id: string }[]>(await t.signedGet(RECORD_API.duplicateSearch, { keyword: PHONE }, sales.token)).result;
    expect(matches.map((m) => m.id)).not.toContain(customerId);
  });

  it('leaves it out of the export: no column at all', async () => {
    const response = await t.signedGet(customerApi('exportXls'), { fields: 'name,phone,level' }, sales.token);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(['客户名称', '客户级别']);
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).not.toContain(PHONE);
  });

  it('keeps it out of the change log the salesperson reads', async () => {
    const before = await customer(customerId, admin);
    const edited = await t.put(customerApi('edit'), { id: customerId, version: before.version, phone: '13987654321', remark: '改了电话' }, admin.token);
    expect(edited.statusCode).toBe(200);
    const log = envelope<ChangeLogEntry[]>(await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_customer', dataId: customerId }, sales.token)).result;
    const fields = log.flatMap((entry) => entry.changes.map((change) => change.field));
    expect(fields).toContain('remark');
    expect(fields).not.toContain('phone');
    expect(JSON.stringify(log)).not.toContain('13987654321');
    const adminLog = envelope<ChangeLogEntry[]>(await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_customer', dataId: customerId }, admin.token)).result;
    expect(adminLog.flatMap((entry) => entry.changes.map((change) => change.field))).toContain('phone');
  });

  it('refuses a body naming a hidden or read-only field, with its name, and writes nothing', async () => {
    const before = await customer();
    for (const body of [{ phone: '13700000000' }, { level: before.level }]) {
      const refused = await t.put(customerApi('edit'), { id: customerId, version: before.version, remark: '不应写入', ...body }, sales.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(/您的角色无权修改(电话|客户级别)/);
    }
    const added = await t.signedPost(customerApi('add'), { name: '带电话的新客户', phone: '13700000001' }, sales.token);
    expect(added.statusCode).toBe(422);
    const after = await customer();
    expect(after.version).toBe(before.version);
    expect(after.remark).toBe(before.remark);
    // What the role leaves editable is still written.
    expect((await t.put(customerApi('edit'), { id: customerId, version: before.version, remark: '可以写' }, sales.token)).statusCode).toBe(200);
  });

  it('gives a holder of several roles the most permissive of each field', async () => {
    const other = await t.app.db.selectFrom('roles').select(['id', 'tenant_id']).where('role_code', '=', 'salesperson').executeTakeFirstOrThrow();
    await t.app.db.insertInto('user_roles').values({ tenant_id: other.tenant_id, user_id: sales.userId, role_id: other.id }).execute();
    try {
      expect((await customer()).phone).toBeDefined();
    } finally {
      await t.app.db.deleteFrom('user_roles').where('user_id', '=', sales.userId).where('role_id', '=', other.id).execute();
    }
    expect(await customer()).not.toHaveProperty('phone');
  });

  it('keeps a line field the role lets them only read as the engine sets it (detail-field permissions)', async () => {
    expect(
      (
        await save('crmQuoteDetail', [
          { name: 'price', access: 'read' },
          { name: 'costPrice', access: 'hidden' },
        ])
      ).statusCode,
    ).toBe(200);
    const input = await sampleInput(t, admin, QUOTE);
    const productId = (input.details as Record<string, unknown>[])[0]!.productId as string;
    const product = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmProduct'), { id: productId }, admin.token)).result;
    // The salesperson's own records to point at: the customer made above, whose phone they may not give.
    const pointed = new Map([[`${sales.userId} crmCustomer`, customerId]]);
    const mine = { ...(await sampleInput(t, sales, QUOTE, pointed)), details: [{ productId, quantity: 2 }] };
    const refused = await t.signedPost(RECORD_API.add('crm', 'crmQuote'), { ...mine, details: [{ productId, quantity: 2, price: 1 }] }, sales.token);
    expect(refused.statusCode).toBe(422);
    const made = await t.signedPost(RECORD_API.add('crm', 'crmQuote'), mine, sales.token);
    expect(made.statusCode).toBe(200);
    const quote = envelope<RecordRow>(made).result;
    const [line] = quote.details as unknown as RecordRow[];
    // The product's price, whatever the phone would have sent; the cost not answered at all.
    expect(Number(line!.price)).toBe(Number(product.standardPrice));
    expect(line).not.toHaveProperty('costPrice');
    // An edit keeps the stored price of a row it names.
    await t.app.db
      .updateTable('crm_quote_detail' as never)
      .set({ price: 9990000 } as never)
      .where('id' as never, '=', line!.id as never)
      .execute();
    const stored = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmQuote'), { id: quote.id }, sales.token)).result;
    const kept = Number((stored.details as unknown as RecordRow[])[0]!.price);
    const edited = await t.put(
      RECORD_API.edit('crm', 'crmQuote'),
      { id: quote.id, version: stored.version, details: [{ id: line!.id, productId, quantity: 3 }] },
      sales.token,
    );
    expect(edited.statusCode).toBe(200);
    const [after] = envelope<RecordRow>(edited).result.details as unknown as RecordRow[];
    expect(Number(after!.price)).toBe(kept);
    expect(Number(after!.quantity)).toBe(3);
  });

  it('refuses to change a built-in role, to hide a title field, and to anyone without the button', async () => {
    const salesperson = await t.app.db.selectFrom('roles').select('id').where('role_code', '=', 'salesperson').executeTakeFirstOrThrow();
    const builtIn = await t.signedPost(PEOPLE_API.fieldPermissionSave, { roleId: salesperson.id, apiName: 'crmCustomer', fields: [] }, admin.token);
    expect(builtIn.statusCode).toBe(403);
    const title = await save('crmCustomer', [{ name: 'name', access: 'hidden' }]);
    expect(title.statusCode).toBe(400);
    expect((await save('crmCustomer', [{ name: 'noSuchField', access: 'read' }])).statusCode).toBe(400);
    expect((await save('crmCustomer', [], sales)).statusCode).toBe(403);
    expect((await t.signedGet(PEOPLE_API.fieldObjects, {}, sales.token)).statusCode).toBe(403);
  });
});
