import { RECORD_API, type ChangeLogEntry, type DuplicateMatch, type FieldErrors, type Page, type RecordRow, type Scene, type TeamMember } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

const api = (name: 'list' | 'queryById' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'lock') => RECORD_API[name]('crm', 'crmCustomer');

let t: TestApp;
let admin: Actor, sales: Actor, zhaolei: Actor, sunli: Actor, zhoujie: Actor, chenjing: Actor, fengxue: Actor, other: Actor;
const ids: Record<string, string> = {};

/** Names of the customers this file made: the demo data around them is left out of list assertions. */
const made = new Set<string>();

async function addCustomer(who: Actor, name: string, extra: Record<string, unknown> = {}): Promise<RecordRow> {
  made.add(name);
  const response = await t.signedPost(api('add'), { name, ...extra }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<RecordRow>(response).result;
}

async function visibleNames(who: Actor, query: Record<string, string | number> = {}): Promise<string[]> {
  const response = await t.signedGet(api('list'), { pageSize: 1000, ...query }, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<RecordRow>>(response)
    .result.records.map((r) => String(r.name))
    .filter((name) => made.has(name))
    .sort();
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, zhaolei, sunli, zhoujie, chenjing, fengxue] = await Promise.all([
    actor(t, 'admin'),
    actor(t, 'sales'),
    actor(t, 'zhaolei'),
    actor(t, 'sunli'),
    actor(t, 'zhoujie'),
    actor(t, 'chenjing'),
    actor(t, 'fengxue'),
  ]);
  await createTenant(t.app.db, { name: '深圳启明星科技有限公司', admin: { username: 'qiming-admin', realname: '陈总', password: 'Other@2026' } });
  other = await actor(t, 'qiming-admin', 'Other@2026');
  for (const [who, name] of [
    [sales, 'S 自己的客户'],
    [zhaolei, 'Z 赵磊的客户'],
    [sunli, 'L 孙丽的客户'],
    [chenjing, 'C 上海的客户'],
    [fengxue, 'F 行政的客户'],
  ] as const) {
    ids[name] = (await addCustomer(who, name)).id;
  }
});
afterAll(() => t.close());

describe('data scope on lists and by id', () => {
  it('gives each role of the demo a different share of the demo customers', async () => {
    const total = async (who: Actor) => envelope<Page<RecordRow>>(await t.signedGet(api('list'), { pageSize: 1 }, who.token)).result.total;
    const [own, department, company] = [await total(sales), await total(zhoujie), await total(admin)];
    expect(own).toBeGreaterThan(10);
    expect(department).toBeGreaterThan(own);
    expect(company).toBeGreaterThan(department);
  });

  it('shows a salesperson their own records and those shared to them, nothing else', async () => {
    // zhaolei shares his customers with sales (read-only) in the demo data.
    expect(await visibleNames(sales)).toEqual(['S 自己的客户', 'Z 赵磊的客户']);
    expect((await t.signedGet(api('queryById'), { id: ids['L 孙丽的客户']! }, sales.token)).statusCode).toBe(404);
    expect((await t.signedGet(api('queryById'), { id: ids['Z 赵磊的客户']! }, sales.token)).statusCode).toBe(200);
  });

  it('shows a department manager the records of the department and below, within the company', async () => {
    expect(await visibleNames(zhoujie)).toEqual(['L 孙丽的客户', 'S 自己的客户', 'Z 赵磊的客户']);
    expect((await t.signedGet(api('queryById'), { id: ids['F 行政的客户']! }, zhoujie.token)).statusCode).toBe(404);
  });

  it('shows the administrator everything of the tenant and another tenant nothing', async () => {
    expect(await visibleNames(admin)).toEqual(Object.keys(ids).sort());
    expect(await visibleNames(other)).toEqual([]);
    for (const id of Object.values(ids)) {
      expect((await t.signedGet(api('queryById'), { id }, other.token, { 'X-Tenant-Id': '1' })).statusCode).toBe(404);
      expect((await t.put(api('edit'), { id, version: 1, name: 'x' }, other.token)).statusCode).toBe(404);
      expect((await t.del(api('delete'), { id }, other.token)).statusCode).toBe(404);
      expect((await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_customer', dataId: id }, other.token)).statusCode).toBe(404);
      expect((await t.signedGet(RECORD_API.commentList, { tableName: 'crm_customer', dataId: id }, other.token)).statusCode).toBe(404);
    }
  });

  it('answers 404 on every generic route for a record outside the scope, and changes nothing', async () => {
    const id = ids['L 孙丽的客户']!;
    const outside = [
      await t.put(api('edit'), { id, version: 1, name: '改名' }, sales.token),
      await t.put(api('lock'), { ids: [id], lockStatus: '1' }, sales.token),
      // A department manager of the other company, who holds the delete permission.
      await t.del(api('delete'), { id }, chenjing.token),
      await t.signedPost(RECORD_API.teamAdd, { tableName: 'crm_customer', dataId: id, userId: sales.userId, access: 'rw' }, sales.token),
      await t.signedGet(RECORD_API.teamList, { tableName: 'crm_customer', dataId: id }, sales.token),
      await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_customer', dataId: id }, sales.token),
      await t.signedGet(RECORD_API.commentList, { tableName: 'crm_customer', dataId: id }, sales.token),
      await t.signedPost(RECORD_API.commentAdd, { tableName: 'crm_customer', dataId: id, content: '看看' }, sales.token),
      await t.signedGet(RECORD_API.attachmentList, { tableName: 'crm_customer', dataId: id }, sales.token),
    ];
    expect(outside.map((r) => r.statusCode)).toEqual(outside.map(() => 404));
    const deleteBatch = await t.del(api('deleteBatch'), { ids: `${ids['S 自己的客户']},${ids['F 行政的客户']}` }, zhoujie.token);
    expect(deleteBatch.statusCode).toBe(404);
    // All or nothing: the visible one of the batch is still there.
    expect((await t.signedGet(api('queryById'), { id: ids['S 自己的客户']! }, zhoujie.token)).statusCode).toBe(200);
    const stored = envelope<RecordRow>(await t.signedGet(api('queryById'), { id }, admin.token)).result;
    expect(stored).toMatchObject({ name: 'L 孙丽的客户', version: 1, lockStatus: '0' });
  });

  it('refuses without the button permission before looking at the record', async () => {
    // Salespeople have no delete permission in the demo grants.
    expect((await t.del(api('delete'), { id: ids['S 自己的客户']! }, sales.token)).statusCode).toBe(403);
  });
});

describe('write rights', () => {
  it('lets a read-only share see but not edit; a read-and-edit team member edit', async () => {
    const shared = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: ids['Z 赵磊的客户']! }, sales.token)).result;
    expect(shared._access).toMatchObject({ canEdit: false, team: null });
    expect((await t.put(api('edit'), { id: shared.id, version: shared.version, remark: 'x' }, sales.token)).statusCode).toBe(403);

    const id = ids['L 孙丽的客户']!;
    expect((await t.signedPost(RECORD_API.teamAdd, { tableName: 'crm_customer', dataId: id, userId: sales.userId, access: 'r' }, sunli.token)).statusCode).toBe(
      200,
    );
    const readOnly = envelope<RecordRow>(await t.signedGet(api('queryById'), { id }, sales.token)).result;
    expect(readOnly._access).toMatchObject({ canEdit: false, team: 'r' });
    expect((await t.put(api('edit'), { id, version: readOnly.version, remark: '只读成员' }, sales.token)).statusCode).toBe(403);
    expect(await visibleNames(sales)).toContain('L 孙丽的客户');

    await t.signedPost(RECORD_API.teamAdd, { tableName: 'crm_customer', dataId: id, userId: sales.userId, access: 'rw' }, sunli.token);
    const members = envelope<TeamMember[]>(await t.signedGet(RECORD_API.teamList, { tableName: 'crm_customer', dataId: id }, sales.token)).result;
    expect(members).toEqual([expect.objectContaining({ userId: sales.userId, userName: '李销售', access: 'rw' })]);
    const edited = await t.put(api('edit'), { id, version: readOnly.version, remark: '读写成员改的' }, sales.token);
    expect(edited.statusCode, edited.body).toBe(200);
    // A team member may not change the team: only the owner or someone with write right... which rw members have.
    const log = envelope<ChangeLogEntry[]>(await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_customer', dataId: id }, sunli.token)).result;
    expect(log[0]).toMatchObject({
      action: 'edit',
      userName: '李销售',
      changes: [expect.objectContaining({ field: 'remark', from: null, to: '读写成员改的' })],
    });
    expect(log.map((e) => e.action)).toEqual(['edit', 'team', 'team', 'add']);

    await t.del(RECORD_API.teamDelete, { id: members[0]!.id }, sunli.token);
    expect(await visibleNames(sales)).not.toContain('L 孙丽的客户');
  });

  it('refuses edit and delete of a locked record until it is unlocked', async () => {
    const record = await addCustomer(zhoujie, '锁定测试客户');
    expect((await t.put(api('lock'), { ids: [record.id], lockStatus: '1' }, zhoujie.token)).statusCode).toBe(200);
    const locked = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: record.id }, zhoujie.token)).result;
    expect(locked._access).toMatchObject({ locked: true, canEdit: false, canDelete: false });
    const edit = await t.put(api('edit'), { id: record.id, version: locked.version, remark: 'x' }, zhoujie.token, { 'Accept-Language': 'en' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('The record is locked and cannot be edited or deleted');
    expect((await t.del(api('delete'), { id: record.id }, zhoujie.token)).statusCode).toBe(403);
    expect((await t.put(api('lock'), { ids: [record.id], lockStatus: '0' }, zhoujie.token)).statusCode).toBe(200);
    expect((await t.del(api('delete'), { id: record.id }, zhoujie.token)).statusCode).toBe(200);
  });

  it('lets a manager whose role has rights on others edit records in scope', async () => {
    const record = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: ids['S 自己的客户']! }, zhoujie.token)).result;
    expect(record._access?.canEdit).toBe(true);
  });
});

describe('validation, uniqueness, numbering and concurrency', () => {
  it('names each bad field in the request language', async () => {
    const response = await t.signedPost(
      api('add'),
      { name: 'x'.repeat(101), phone: '12345', email: 'nope', website: 'ftp://x', level: 'Z', parentId: ids['L 孙丽的客户'], color: 'red' },
      sales.token,
      { 'Accept-Language': 'en' },
    );
    expect(response.statusCode).toBe(422);
    const body = envelope<FieldErrors>(response);
    expect(body.result.fields).toEqual({
      name: expect.stringContaining('at most 100'),
      phone: expect.any(String),
      email: expect.any(String),
      website: expect.stringContaining('http'),
      color: 'Unknown field: color',
    });
    expect(body.message).toBe(body.result.fields.name);

    const dict = await t.signedPost(api('add'), { name: '字典测试', level: 'Z', parentId: ids['L 孙丽的客户'] }, sales.token);
    expect(envelope<FieldErrors>(dict).result.fields).toEqual({ level: expect.stringContaining('字典'), parentId: expect.stringContaining('无权查看') });
  });

  it('refuses a taken unique value and answers the duplicate check for any unique field', async () => {
    const response = await t.signedPost(api('add'), { name: 'S 自己的客户' }, sunli.token);
    expect(response.statusCode).toBe(422);
    expect(envelope<FieldErrors>(response).result.fields.name).toBe('客户名称已存在');
    const check = (query: Record<string, string>) =>
      t.signedGet('/sys/duplicate/check', { tableName: 'crm_customer', ...query }, sunli.token).then((r) => r.json());
    expect((await check({ fieldName: 'name', fieldVal: 'S 自己的客户' })).success).toBe(false);
    expect((await check({ fieldName: 'name', fieldVal: 'S 自己的客户', dataId: ids['S 自己的客户']! })).success).toBe(true);
    expect((await check({ fieldName: 'name', fieldVal: '没有的客户' })).success).toBe(true);
    expect((await t.signedGet('/sys/duplicate/check', { tableName: 'crm_customer', fieldName: 'remark', fieldVal: 'x' }, sunli.token)).statusCode).toBe(400);
  });

  it('numbers customers with prefix and digits, never reusing a number', async () => {
    const first = await addCustomer(sales, '编号一');
    const second = await addCustomer(sales, '编号二');
    expect(first.customerNo).toMatch(/^KH\d{6}$/);
    expect(Number(String(second.customerNo).slice(2))).toBe(Number(String(first.customerNo).slice(2)) + 1);
    expect(first).toMatchObject({ dealStatus: '0', dealStatus_dictText: '未成交', poolStatus: '2' });
  });

  it('refuses an edit made on a stale version with 409 and changes nothing', async () => {
    const record = await addCustomer(sales, '并发客户');
    expect((await t.put(api('edit'), { id: record.id, version: 1, remark: '第一次' }, sales.token)).statusCode).toBe(200);
    const stale = await t.put(api('edit'), { id: record.id, version: 1, remark: '第二次' }, sales.token, { 'Accept-Language': 'en' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    const stored = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: record.id }, sales.token)).result;
    expect(stored).toMatchObject({ remark: '第一次', version: 2 });
  });
});

describe('lists', () => {
  it('searches, filters, sorts and uses preset and saved scenes', async () => {
    expect(await visibleNames(admin, { keyword: '孙丽' })).toEqual(['L 孙丽的客户']);
    expect(await visibleNames(admin, { filters: JSON.stringify([{ field: 'ownerId', op: 'eq', value: '$me' }]) })).toEqual([]);
    expect(await visibleNames(sales, { sceneId: 'mine' })).toEqual(expect.arrayContaining(['S 自己的客户']));
    expect(await visibleNames(sales, { sceneId: 'mine' })).not.toContain('Z 赵磊的客户');
    // Never followed up counts as "not followed for over 7 days".
    expect(await visibleNames(sales, { sceneId: 'notFollowed7' })).toContain('S 自己的客户');
    const sorted = await t.signedGet(api('list'), { sortField: 'name', sortOrder: 'asc', pageSize: 3 }, admin.token);
    expect(envelope<Page<RecordRow>>(sorted).result.records.map((r) => r.name)).toEqual([...(await visibleNames(admin))].sort().slice(0, 3));
    expect((await t.signedGet(api('list'), { sortField: 'name; drop table x' }, admin.token)).statusCode).toBe(400);
    expect((await t.signedGet(api('list'), { filters: JSON.stringify([{ field: 'nope', op: 'eq', value: 1 }]) }, admin.token)).statusCode).toBe(400);

    const scenes = envelope<Scene[]>(await t.signedGet(RECORD_API.sceneList, { tableName: 'crm_customer' }, sales.token)).result;
    expect(scenes.map((s) => s.name)).toEqual(['全部', '我负责的', '超过7天未跟进', '超过15天未跟进', '超过30天未跟进', '待跟进']);
    const missing = await t.signedPost(RECORD_API.sceneAdd, { tableName: 'crm_customer', name: ' ', conditions: [] }, sales.token, { 'Accept-Language': 'en' });
    expect(missing.json().message).toBe('The scene name is required');
    const empty = await t.signedPost(RECORD_API.sceneAdd, { tableName: 'crm_customer', name: 'A', conditions: [] }, sales.token, { 'Accept-Language': 'en' });
    expect(empty.json().message).toBe('The filter criteria must not be empty');
    const added = await t.signedPost(
      RECORD_API.sceneAdd,
      { tableName: 'crm_customer', name: '赵磊的', visibility: '3', conditions: [{ field: 'name', op: 'like', value: '赵磊' }] },
      sales.token,
    );
    const sceneId = envelope<string>(added).result;
    expect(await visibleNames(sales, { sceneId })).toEqual(['Z 赵磊的客户']);
    // Private: another user neither sees nor uses it.
    expect((await t.signedGet(api('list'), { sceneId }, zhaolei.token)).statusCode).toBe(404);
    expect((await t.put(RECORD_API.sceneEdit, { id: sceneId, name: '改名' }, zhaolei.token)).statusCode).toBe(404);
    expect((await t.put(RECORD_API.sceneEdit, { id: sceneId, name: '改名', visibility: '1' }, sales.token)).statusCode).toBe(200);
    const shared = envelope<Scene[]>(await t.signedGet(RECORD_API.sceneList, { tableName: 'crm_customer' }, zhaolei.token)).result;
    expect(shared.at(-1)).toMatchObject({ id: sceneId, name: '改名', preset: false, visibility: '1' });
    expect((await t.put(RECORD_API.sceneEdit, { id: sceneId, name: '他改' }, zhaolei.token)).statusCode).toBe(403);
    expect((await t.del(RECORD_API.sceneDelete, { id: sceneId }, sales.token)).statusCode).toBe(200);
  });
});

describe('transfer and lead conversion', () => {
  it('transfers records to a new owner, keeping the previous one in the team', async () => {
    const record = await addCustomer(zhoujie, '转移客户');
    const response = await t.signedPost(
      RECORD_API.transfer,
      { tableName: 'crm_customer', ids: [record.id], ownerId: sunli.userId, keepAsTeam: 'r' },
      zhoujie.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const moved = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: record.id }, sunli.token)).result;
    expect(moved).toMatchObject({ ownerId: sunli.userId, ownerId_dictText: '孙丽', departId: sunli.departId });
    const team = envelope<TeamMember[]>(await t.signedGet(RECORD_API.teamList, { tableName: 'crm_customer', dataId: record.id }, sunli.token)).result;
    expect(team).toEqual([expect.objectContaining({ userId: zhoujie.userId, access: 'r' })]);
    const log = envelope<ChangeLogEntry[]>(await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_customer', dataId: record.id }, sunli.token)).result;
    expect(log[0]).toMatchObject({ action: 'transfer', changes: [{ field: 'ownerId', label: '负责人', from: '周杰', to: '孙丽' }] });
    // A role without the transfer button (the service engineer's) is refused.
    const engineer = await actor(t, 'engineer');
    expect(
      (await t.signedPost(RECORD_API.transfer, { tableName: 'crm_customer', ids: [record.id], ownerId: sales.userId, keepAsTeam: null }, engineer.token))
        .statusCode,
    ).toBe(403);
    // A self-service customer's account is not a colleague: it can never own a record.
    const selfService = await t.app.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow();
    expect(
      (await t.signedPost(RECORD_API.transfer, { tableName: 'crm_customer', ids: [record.id], ownerId: selfService.id, keepAsTeam: null }, admin.token))
        .statusCode,
    ).toBe(422);
  });

  it('converts a lead into a customer and a contact, once', async () => {
    const lead = envelope<RecordRow>(
      await t.signedPost(
        RECORD_API.add('crm', 'crmClue'),
        { name: '线索公司', contactName: '钱先生', mobile: '13912345678', email: 'qian@example.com' },
        sales.token,
      ),
    ).result;
    expect(lead.status).toBe('1');
    const converted = await t.signedPost(RECORD_API.clueToCustomer, { id: lead.id, customer: { name: '线索公司' }, createContact: true }, zhoujie.token);
    expect(converted.statusCode, converted.body).toBe(200);
    const { customerId, contactId } = converted.json().result as { customerId: string; contactId: string };
    const made = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: customerId }, zhoujie.token)).result;
    expect(made).toMatchObject({ name: '线索公司', sourceClueId: lead.id, sourceClueId_dictText: '线索公司' });
    const contact = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmContacter'), { id: contactId }, zhoujie.token)).result;
    expect(contact).toMatchObject({ name: '钱先生', mobile: '13912345678', customerId, customerId_dictText: '线索公司' });
    const after = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmClue'), { id: lead.id }, zhoujie.token)).result;
    expect(after).toMatchObject({ status: '3', customerId });
    expect(after.convertTime).toBeTruthy();
    const again = await t.signedPost(RECORD_API.clueToCustomer, { id: lead.id, customer: { name: '线索公司二' }, createContact: false }, zhoujie.token, {
      'Accept-Language': 'en',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The lead has already been converted');
  });

  it('moves a lead to following up on its first follow-up record and stamps the last follow-up time', async () => {
    const lead = envelope<RecordRow>(await t.signedPost(RECORD_API.add('crm', 'crmClue'), { name: '跟进线索' }, sales.token)).result;
    const record = await t.signedPost(
      RECORD_API.add('crm', 'crmRecord'),
      { relatedEntity: 'crmClue', relatedId: lead.id, content: '电话沟通需求', nextContactTime: '2030-01-02T03:00:00.000Z' },
      sales.token,
    );
    expect(record.statusCode, record.body).toBe(200);
    expect(envelope<RecordRow>(record).result.relatedName).toBe('跟进线索');
    const after = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmClue'), { id: lead.id }, sales.token)).result;
    expect(after).toMatchObject({ status: '2', nextContactTime: '2030-01-02T03:00:00.000Z' });
    expect(after.lastFollowTime).toBeTruthy();
    // A follow-up on a record the caller cannot see is refused.
    const hidden = await t.signedPost(
      RECORD_API.add('crm', 'crmRecord'),
      { relatedEntity: 'crmCustomer', relatedId: ids['L 孙丽的客户'], content: 'x' },
      sales.token,
    );
    expect(hidden.statusCode).toBe(422);
    // Converted is reached only through conversion.
    const edit = await t.put(RECORD_API.edit('crm', 'crmClue'), { id: lead.id, version: after.version, status: '3' }, sales.token);
    expect(edit.statusCode).toBe(422);
    const badMove = await t.put(RECORD_API.edit('crm', 'crmClue'), { id: lead.id, version: after.version, status: '0' }, sales.token);
    expect(badMove.statusCode).toBe(422);
  });

  it('searches duplicates across objects: a record out of scope is said to exist and whose it is, and nothing of it more', async () => {
    const response = await t.signedGet(RECORD_API.duplicateSearch, { keyword: '孙丽的' }, sales.token);
    expect(envelope<unknown[]>(response).result).toEqual([
      { entity: 'crmCustomer', id: '', title: 'L***户', field: '客户名称', value: 'L***户', ownerName: '孙丽', visible: false },
    ]);
    // One's own record comes whole.
    const own = envelope<DuplicateMatch[]>(await t.signedGet(RECORD_API.duplicateSearch, { keyword: 'S 自己' }, sales.token)).result;
    expect(own).toEqual([expect.objectContaining({ id: ids['S 自己的客户'], title: 'S 自己的客户', value: 'S 自己的客户', visible: true })]);
  });

  it('matches a phone number or address only whole, masks it out of scope, and refuses a keyword too short to mean anything', async () => {
    const contact = await t.signedPost(
      RECORD_API.add('crm', 'crmContacter'),
      { name: '孙丽的联系人', customerId: ids['L 孙丽的客户'], mobile: '13766660001', email: 'Lian.Xi@example.com' },
      sunli.token,
    );
    expect(contact.statusCode, contact.body).toBe(200);
    const search = async (keyword: string) =>
      envelope<DuplicateMatch[]>(await t.signedGet(RECORD_API.duplicateSearch, { keyword }, sales.token)).result.filter((m) => m.entity === 'crmContacter');

    expect(await search('13766660001')).toEqual([
      { entity: 'crmContacter', id: '', title: '孙***人', field: '手机', value: '137****0001', ownerName: '孙丽', visible: false },
    ]);
    expect(await search('lian.xi@EXAMPLE.com')).toEqual([expect.objectContaining({ value: 'L***@example.com', visible: false })]);
    // Part of a number or an address finds nothing: the search cannot be walked digit by digit.
    expect(await search('1376666')).toEqual([]);
    expect(await search('example.com')).toEqual([]);

    for (const keyword of ['1', ' 孙 ']) {
      const short = await t.signedGet(RECORD_API.duplicateSearch, { keyword }, sales.token, { 'Accept-Language': 'en' });
      expect(short.statusCode).toBe(400);
      expect(envelope(short).message).toBe('Enter at least 2 characters; phone numbers and email addresses in full');
    }
  });

  it('limits the duplicate search to thirty a minute per user', async () => {
    // Within one minute: the limit counts per minute (a minute boundary in the middle is waited out).
    if (new Date().getSeconds() > 45) await new Promise((r) => setTimeout(r, (61 - new Date().getSeconds()) * 1000));
    const used = await t.app.db
      .selectFrom('request_counts')
      .select('hits')
      .where('bucket', '=', `/api${RECORD_API.duplicateSearch}|user:${zhaolei.userId}`)
      .execute();
    expect(used).toEqual([]);
    for (let i = 0; i < 30; i++) expect((await t.signedGet(RECORD_API.duplicateSearch, { keyword: `查重${i}` }, zhaolei.token)).statusCode).toBe(200);
    const refused = await t.signedGet(RECORD_API.duplicateSearch, { keyword: '查重' }, zhaolei.token);
    expect(refused.statusCode).toBe(429);
    // Another user is not held back.
    expect((await t.signedGet(RECORD_API.duplicateSearch, { keyword: '查重' }, zhoujie.token)).statusCode).toBe(200);
  });

  it('tells only administrators whether a username, phone or address has an account', async () => {
    for (const fieldName of ['username', 'phone', 'email']) {
      const asSales = await t.signedGet('/sys/duplicate/check', { tableName: 'sys_user', fieldName, fieldVal: 'admin' }, sales.token);
      expect(asSales.statusCode, fieldName).toBe(403);
    }
    const asAdmin = await t.signedGet('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }, admin.token);
    expect(asAdmin.json()).toMatchObject({ success: false, code: 200, message: '该值已存在' });
  });
});

describe('list totals', () => {
  it('stay exact as records are added, shared through a team, transferred and deleted', async () => {
    const total = async (who: Actor) => envelope<Page<RecordRow>>(await t.signedGet(api('list'), { pageSize: 1 }, who.token)).result.total;
    const before = await total(sales);
    expect(await total(sales)).toBe(before);
    const mine = await addCustomer(sales, '计数客户');
    expect(await total(sales)).toBe(before + 1);
    const hers = await addCustomer(sunli, '计数孙丽客户');
    expect(await total(sales)).toBe(before + 1);
    await t.signedPost(RECORD_API.teamAdd, { tableName: 'crm_customer', dataId: hers.id, userId: sales.userId, access: 'r' }, sunli.token);
    expect(await total(sales)).toBe(before + 2);
    expect(
      (await t.signedPost(RECORD_API.transfer, { tableName: 'crm_customer', ids: [mine.id], ownerId: sunli.userId, keepAsTeam: null }, zhoujie.token))
        .statusCode,
    ).toBe(200);
    expect(await total(sales)).toBe(before + 1);
    expect((await t.del(api('deleteBatch'), { ids: `${mine.id},${hers.id}` }, admin.token)).statusCode).toBe(200);
    expect(await total(sales)).toBe(before);
  });
});
