import type { BizType, DepartNode, DictItem, HomeReport, Message, Page, Remind, Tag, TableMade, UserDepartItem, UserSummary } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleView } from '@crm/domain';
import { createTenant, type CreatedTenant } from '../seed/tenant.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../test/app.ts';

/**
 * Tenant A is the demo tenant; tenant B is created beside it. A token of A, sent with every id
 * of B and with B's id in X-Tenant-Id, must read and change nothing of B.
 */
let t: TestApp;
let b: CreatedTenant;
let tokenA: string;
let adminA: string;
const idsOfB: Record<string, string> = {};
let headersB: Record<string, string>;
const MARK = 'B-ONLY';

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  tokenA = (await t.login('manager')).token;
  adminA = (await t.login('admin')).token;
  b = await createTenant(t.app.db, { name: `${MARK} 乙方公司`, admin: { username: 'tenant-b-admin', realname: `${MARK} 管理员`, password: 'TenantB@2026' } });
  headersB = { 'X-Tenant-Id': b.tenantId };
  const db = t.app.db;
  const now = new Date().toISOString();
  idsOfB.depart = randomUUID();
  await db
    .insertInto('departments')
    .values({
      id: idsOfB.depart,
      tenant_id: b.tenantId,
      parent_id: b.headCompany.id,
      name: `${MARK} 销售部`,
      org_type: '2',
      org_code: 'A01A01',
      sort: 1,
      created_at: now,
    })
    .execute();
  await db.updateTable('users').set({ depart_id: idsOfB.depart }).where('id', '=', b.adminUserId).execute();
  idsOfB.tag = randomUUID();
  await db
    .insertInto('tags')
    .values({ id: idsOfB.tag, tenant_id: b.tenantId, name: `${MARK} tag`, bgcolor: 'red', table_name: 'crm_customer', sort: 0 })
    .execute();
  await db.insertInto('sys_configs').values({ id: randomUUID(), tenant_id: b.tenantId, config_code: 'bOnlyConfig', config_value: MARK }).execute();
  await db.insertInto('sys_configs').values({ id: randomUUID(), tenant_id: b.tenantId, config_code: 'servicePhone', config_value: MARK }).execute();
  idsOfB.richText = randomUUID();
  await db.insertInto('rich_texts').values({ id: idsOfB.richText, tenant_id: b.tenantId, title: MARK, content: MARK, created_at: now }).execute();
  await db.updateTable('dict_items').set({ item_text: MARK }).where('tenant_id', '=', b.tenantId).execute();
  idsOfB.bizType = randomUUID();
  await db
    .insertInto('biz_types')
    .values({ id: idsOfB.bizType, tenant_id: b.tenantId, no: 'B1', name: MARK, status: '0', table_id: b.tableIds.crmCustomer!, sort: 0 })
    .execute();
  idsOfB.message = randomUUID();
  await db
    .insertInto('messages')
    .values({
      id: idsOfB.message,
      tenant_id: b.tenantId,
      to_user_id: b.adminUserId,
      type: 'system',
      title: MARK,
      content: MARK,
      publisher: MARK,
      send_time: now,
      read_flag: 0,
    })
    .execute();
  idsOfB.reminder = randomUUID();
  await db
    .insertInto('reminders')
    .values({ id: idsOfB.reminder, tenant_id: b.tenantId, user_id: b.adminUserId, type: 'followUp', title: MARK, due_time: now, done: 0, created_at: now })
    .execute();
  idsOfB.role = randomUUID();
  await db
    .insertInto('roles')
    .values({ id: idsOfB.role, tenant_id: b.tenantId, role_code: 'bRole', name: MARK, built_in: 0, data_scope: '1', rw_others: 'rw', created_at: now })
    .execute();

  const tokenB = (await t.login('tenant-b-admin', 'TenantB@2026')).token;
  const boundary = '----b';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.txt"\r\nContent-Type: text/plain\r\n\r\n${MARK}\r\n--${boundary}--\r\n`;
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Access-Token': tokenB, ...signedHeaders('/sys/common/upload', {}) },
  });
  idsOfB.file = envelope<string>(uploaded).result;
});
afterAll(() => t.close());

describe('tenancy: a token of tenant A never reaches tenant B', () => {
  it('user list, department tree, users of a department', async () => {
    const users = await t.signedGet('/sys/user/list', { pageSize: 1000, keyword: MARK }, adminA, headersB);
    expect(envelope<Page<UserSummary>>(users).result.total).toBe(0);
    const all = envelope<Page<UserSummary>>(await t.signedGet('/sys/user/list', { pageSize: 1000, departId: idsOfB.depart! }, adminA, headersB)).result;
    expect(all.records).toEqual([]);
    const tree = await t.signedGet('/sys/sysDepart/queryTreeList', {}, tokenA, headersB);
    expect(JSON.stringify(envelope<DepartNode[]>(tree).result)).not.toContain(MARK);
    expect(JSON.stringify(envelope(await t.signedGet('/sys/sysDepart/queryCompanyList', {}, tokenA, headersB)).result)).not.toContain(MARK);
    expect((await t.signedGet('/sys/user/queryUserByDepId', { id: idsOfB.depart! }, tokenA, headersB)).statusCode).toBe(404);
    const companies = await t.signedGet('/sys/sysUserDepart/queryUserDepartListByUserId', { userId: b.adminUserId }, adminA, headersB);
    expect(envelope<UserDepartItem[]>(companies).result).toEqual([]);
  });

  it('tags, configs, rich text, dictionary items', async () => {
    const tags = envelope<Tag[]>(await t.signedGet('/crm/crmTag/allList', {}, tokenA, headersB)).result;
    expect(tags.some((tag) => tag.id === idsOfB.tag)).toBe(false);
    expect((await t.signedGet('/sys/sysConfig/queryByConfigCode', { configCode: 'bOnlyConfig' }, tokenA, headersB)).statusCode).toBe(404);
    const phone = await t.signedGet('/sys/sysConfig/queryByConfigCode', { configCode: 'servicePhone' }, tokenA, headersB);
    expect(envelope<{ configValue: string }>(phone).result.configValue).toBe('400-820-8820');
    expect((await t.signedGet('/sys/sysRichText/queryById', { id: idsOfB.richText! }, tokenA, headersB)).statusCode).toBe(404);
    const items = envelope<DictItem[]>(await t.signedGet('/sys/dict/getDictItems/sex', {}, tokenA, headersB)).result;
    expect(items.map((item) => item.text)).toEqual(['男', '女']);
  });

  it('business types and table definitions', async () => {
    const types = envelope<BizType[]>(await t.signedGet('/sys/sysBizType/queryListByTableId', { tableId: b.tableIds.crmCustomer! }, tokenA, headersB)).result;
    expect(types).toEqual([]);
    expect((await t.signedGet('/system/sysTableMade/queryByTableId', { tableId: b.tableIds.crmCustomer! }, tokenA, headersB)).statusCode).toBe(404);
    const tables = envelope<Page<TableMade>>(await t.signedGet('/system/sysTableMade/list', { pageSize: 1000 }, tokenA, headersB)).result;
    const bTableIds = new Set(Object.values(b.tableIds));
    expect(tables.records.some((table) => bTableIds.has(table.tableId))).toBe(false);
    expect(tables.total).toBe(bTableIds.size);
  });

  it('messages and reminders: not listed, not changeable', async () => {
    const messages = envelope<Page<Message>>(await t.signedGet('/sys/message/list', { pageSize: 1000 }, tokenA, headersB)).result;
    expect(messages.records.some((m) => m.id === idsOfB.message)).toBe(false);
    expect((await t.put('/sys/message/read', { id: idsOfB.message }, tokenA, headersB)).statusCode).toBe(404);
    await t.put('/sys/message/read', { all: true }, tokenA, headersB);
    const reminders = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { pageSize: 1000 }, tokenA, headersB)).result;
    expect(reminders.records.some((r) => r.id === idsOfB.reminder)).toBe(false);
    expect((await t.put('/crm/crmRemind/done', { id: idsOfB.reminder }, tokenA, headersB)).statusCode).toBe(404);
    expect((await t.signedGet('/crm/crmRemind/queryById', { id: idsOfB.reminder! }, tokenA, headersB)).statusCode).toBe(404);
    const home = envelope<HomeReport>(await t.signedGet('/crm/crmRemind/homeReport', {}, tokenA, headersB)).result;
    expect(home.today.some((r) => r.id === idsOfB.reminder)).toBe(false);
    const message = await t.app.db.selectFrom('messages').select('read_flag').where('id', '=', idsOfB.message!).executeTakeFirstOrThrow();
    const reminder = await t.app.db.selectFrom('reminders').select('done').where('id', '=', idsOfB.reminder!).executeTakeFirstOrThrow();
    expect([message.read_flag, reminder.done]).toEqual([0, 0]);
  });

  it('roles of another tenant can be neither listed nor changed', async () => {
    const roles = envelope<Page<RoleView>>(await t.signedGet('/sys/role/list', { pageSize: 100 }, adminA, headersB)).result;
    expect(roles.records.some((role) => role.id === idsOfB.role)).toBe(false);
    expect((await t.put('/sys/role/edit', { id: idsOfB.role, roleName: 'hacked' }, adminA, headersB)).statusCode).toBe(404);
    expect((await t.del('/sys/role/delete', { id: idsOfB.role! }, adminA, headersB)).statusCode).toBe(404);
    const role = await t.app.db.selectFrom('roles').select('name').where('id', '=', idsOfB.role!).executeTakeFirstOrThrow();
    expect(role.name).toBe(MARK);
  });

  it('files of another tenant answer 404', async () => {
    expect(idsOfB.file).toMatch(new RegExp(`^${b.tenantId}/`));
    const view = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${idsOfB.file}?token=${tokenA}`, headers: headersB });
    expect(view.statusCode).toBe(404);
    const download = await t.app.inject({ method: 'GET', url: `/api/sys/common/download/${idsOfB.file}`, headers: { 'X-Access-Token': tokenA, ...headersB } });
    expect(download.statusCode).toBe(404);
    const avatar = await t.put('/sys/user/editSelf', { realname: '王经理', avatar: idsOfB.file }, tokenA, headersB);
    expect(avatar.statusCode).toBe(400);
  });

  it('account info is always the token’s tenant', async () => {
    const info = await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, tokenA, headersB);
    expect(envelope<{ name: string }>(info).result.name).toBe('北京华信云创科技有限公司');
  });
});
