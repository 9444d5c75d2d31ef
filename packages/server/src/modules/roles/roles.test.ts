import { appPermissionCodes, CATALOGUE, PEOPLE_API, type Page, type PermissionLogEntry, type RoleView } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

/**
 * Roles (issue 22): copying a role with everything it grants (field permissions too), the rules
 * on built-in roles and roles still held, the buttons that guard the routes, and the log.
 */

const en = { 'Accept-Language': 'en' };
let t: TestApp;
let admin: string;
let tenantId: string;
const roles = new Map<string, RoleView>();

async function loadRoles(): Promise<void> {
  const page = envelope<Page<RoleView>>(await t.signedGet(PEOPLE_API.roleList, { pageSize: 100 }, admin)).result;
  roles.clear();
  for (const role of page.records) roles.set(role.roleCode, role);
}

async function fieldRows(roleId: string) {
  return t.app.db
    .selectFrom('role_field_permissions')
    .select(['api_name', 'field_name', 'access'])
    .where('role_id', '=', roleId)
    .orderBy('api_name')
    .orderBy('field_name')
    .execute();
}

async function fieldAccessVersion(): Promise<number> {
  const row = await t.app.db
    .selectFrom('table_versions')
    .select('version')
    .where('tenant_id', '=', tenantId)
    .where('table_name', '=', 'field-access')
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function logOf(targetId: string): Promise<PermissionLogEntry[]> {
  return envelope<Page<PermissionLogEntry>>(await t.signedGet(PEOPLE_API.permissionLogList, { targetId }, admin)).result.records;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = (await t.login('admin')).token;
  tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
  await loadRoles();
});
afterAll(() => t.close());

describe('POST /sys/role/copy', () => {
  it('copies the data scope, rights on others, buttons and field permissions, and raises the field-access version', async () => {
    const source = roles.get('serviceEngineer')!;
    await t.app.db
      .insertInto('role_field_permissions')
      .values([
        { tenant_id: tenantId, role_id: source.id, api_name: 'crmCustomer', field_name: 'phone', access: 'hidden' },
        { tenant_id: tenantId, role_id: source.id, api_name: 'crmCustomer', field_name: 'source', access: 'read' },
        { tenant_id: tenantId, role_id: source.id, api_name: 'crmOrderDetail', field_name: 'price', access: 'read' },
      ])
      .execute();
    const version = await fieldAccessVersion();
    const response = await t.signedPost(PEOPLE_API.roleCopy, { id: source.id, roleName: '高级服务工程师', roleCode: 'seniorEngineer' }, admin);
    expect(response.statusCode, response.body).toBe(200);
    const copy = envelope<RoleView>(response).result;
    expect(copy).toMatchObject({ roleCode: 'seniorEngineer', roleName: '高级服务工程师', builtIn: 0, dataScope: source.dataScope, rwOthers: source.rwOthers });
    expect(copy.id).not.toBe(source.id);
    expect([...copy.permissionCodes].sort()).toEqual([...source.permissionCodes].sort());
    expect(await fieldRows(copy.id)).toEqual(await fieldRows(source.id));
    expect(await fieldRows(copy.id)).toHaveLength(3);
    expect(await fieldAccessVersion()).toBe(version + 1);

    const [entry] = await logOf(copy.id);
    expect(entry).toMatchObject({ kind: 'role.copy', targetName: '高级服务工程师', userName: '张志强' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'copiedFrom', before: null, after: '服务工程师' },
        { field: 'dataScope', before: null, after: source.dataScope },
        { field: 'fieldPermissions', before: null, after: '3' },
        expect.objectContaining({ field: 'buttonsAdded', before: null }),
      ]),
    );
  });

  it('copies a built-in role into a custom one that can then be changed; the administrator role with every button', async () => {
    const salesperson = roles.get('salesperson')!;
    const copy = envelope<RoleView>(await t.signedPost(PEOPLE_API.roleCopy, { id: salesperson.id, roleName: '实习销售', roleCode: 'intern' }, admin)).result;
    expect(copy).toMatchObject({ builtIn: 0, dataScope: '4', rwOthers: 'r' });
    const edited = await t.put(PEOPLE_API.roleEdit, { id: copy.id, permissionCodes: ['crm:crmCustomer:list'] }, admin);
    expect(envelope<RoleView>(edited).result.permissionCodes).toEqual(['crm:crmCustomer:list']);

    // Once each: a page app may share another app's codes (the targets' ListSet).
    const everyCode = [...new Set(CATALOGUE.flatMap((area) => area.apps.flatMap(appPermissionCodes)))].sort();
    const adminCopy = envelope<RoleView>(
      await t.signedPost(PEOPLE_API.roleCopy, { id: roles.get('admin')!.id, roleName: '副管理员', roleCode: 'deputy' }, admin),
    ).result;
    expect([...adminCopy.permissionCodes].sort()).toEqual(everyCode);
    expect(adminCopy.builtIn).toBe(0);
    // No field permissions to copy: the version stays.
    const version = await fieldAccessVersion();
    await t.signedPost(PEOPLE_API.roleCopy, { id: copy.id, roleName: '实习销售二', roleCode: 'intern2' }, admin);
    expect(await fieldAccessVersion()).toBe(version);
  });

  it('refuses a taken code and an unknown role', async () => {
    const taken = await t.signedPost(PEOPLE_API.roleCopy, { id: roles.get('salesperson')!.id, roleName: 'x', roleCode: 'salesManagement' }, admin, en);
    expect([taken.statusCode, envelope(taken).message]).toEqual([422, 'The role code already exists']);
    expect((await t.signedPost(PEOPLE_API.roleCopy, { id: 'no-such-role', roleName: 'x', roleCode: 'fresh' }, admin)).statusCode).toBe(404);
  });
});

describe('deleting and changing roles', () => {
  it('refuses to delete a role someone holds, naming how many, and deletes it once nobody does', async () => {
    await loadRoles();
    const senior = roles.get('seniorEngineer')!;
    const engineer = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'engineer').executeTakeFirstOrThrow()).id;
    await t.app.db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: engineer, role_id: senior.id }).execute();
    const refused = await t.del(PEOPLE_API.roleDelete, { id: senior.id }, admin, en);
    expect([refused.statusCode, envelope(refused).message]).toEqual([422, 'The role is still assigned to 1 employee(s): take it from them before deleting it']);
    const held = await t.app.db.selectFrom('user_roles').select('user_id').where('role_id', '=', senior.id).execute();
    expect(held).toHaveLength(1);

    await t.app.db.deleteFrom('user_roles').where('role_id', '=', senior.id).execute();
    expect((await t.del(PEOPLE_API.roleDelete, { id: senior.id }, admin)).statusCode).toBe(200);
    expect(await fieldRows(senior.id)).toEqual([]);
    const [entry] = await logOf(senior.id);
    expect(entry).toMatchObject({ kind: 'role.delete', targetName: '高级服务工程师' });
    expect(entry!.changes).toEqual(expect.arrayContaining([{ field: 'roleName', before: '高级服务工程师', after: null }]));
  });

  it('refuses changing or deleting the four built-in roles', async () => {
    for (const code of ['admin', 'salesManagement', 'salesDeptManagement', 'salesperson']) {
      const role = roles.get(code)!;
      const edit = await t.put(PEOPLE_API.roleEdit, { id: role.id, roleName: 'x' }, admin, en);
      expect([edit.statusCode, envelope(edit).message]).toEqual([403, 'Built-in roles cannot be edited or deleted']);
      expect((await t.del(PEOPLE_API.roleDelete, { id: role.id }, admin)).statusCode).toBe(403);
    }
  });

  it('logs adds and edits with the buttons added and removed', async () => {
    const added = await t.signedPost(
      PEOPLE_API.roleAdd,
      { roleName: '质检员', roleCode: 'inspector', dataScope: '3', rwOthers: 'r', permissionCodes: ['crm:crmWorkOrder:list', 'crm:crmWorkOrder:view'] },
      admin,
    );
    const role = envelope<RoleView>(added).result;
    await t.put(
      PEOPLE_API.roleEdit,
      { id: role.id, roleName: '高级质检员', dataScope: '2', permissionCodes: ['crm:crmWorkOrder:list', 'crm:crmWorkOrder:edit'] },
      admin,
    );
    // Saving what is already there is no change to log.
    await t.put(PEOPLE_API.roleEdit, { id: role.id, roleName: '高级质检员', dataScope: '2' }, admin);
    const log = await logOf(role.id);
    expect(log.map((entry) => entry.kind)).toEqual(['role.edit', 'role.add']);
    expect(log[1]!.changes).toEqual([
      { field: 'roleName', before: null, after: '质检员' },
      { field: 'roleCode', before: null, after: 'inspector' },
      { field: 'dataScope', before: null, after: '3' },
      { field: 'rwOthers', before: null, after: 'r' },
      { field: 'buttonsAdded', before: null, after: 'crm:crmWorkOrder:list, crm:crmWorkOrder:view' },
    ]);
    expect(log[0]!.changes).toEqual([
      { field: 'roleName', before: '质检员', after: '高级质检员' },
      { field: 'dataScope', before: '3', after: '2' },
      { field: 'buttonsAdded', before: null, after: 'crm:crmWorkOrder:edit' },
      { field: 'buttonsRemoved', before: 'crm:crmWorkOrder:view', after: null },
    ]);
  });
});

describe('who may see and change roles', () => {
  it('lists roles for the role screen and for whoever adds or edits employees; changes need the role buttons', async () => {
    await loadRoles();
    const grant = async (codes: string[]) => {
      await t.put(PEOPLE_API.roleEdit, { id: roles.get('serviceEngineer')!.id, permissionCodes: codes }, admin);
      return (await t.login('engineer')).token;
    };
    let engineer = await grant(['crm:crmWorkOrder:list']);
    expect((await t.signedGet(PEOPLE_API.roleList, {}, engineer)).statusCode).toBe(403);
    for (const code of ['sys:role:list', 'sys:user:add', 'sys:user:edit']) {
      engineer = await grant([code]);
      expect((await t.signedGet(PEOPLE_API.roleList, {}, engineer)).statusCode, code).toBe(200);
      expect((await t.signedPost(PEOPLE_API.roleAdd, { roleName: 'x', roleCode: 'sneaky', dataScope: '1', rwOthers: 'rw' }, engineer)).statusCode).toBe(403);
    }
    engineer = await grant(['sys:role:list', 'sys:role:add', 'sys:role:edit', 'sys:role:delete']);
    const added = await t.signedPost(PEOPLE_API.roleAdd, { roleName: '助理', roleCode: 'assistant', dataScope: '4', rwOthers: 'r' }, engineer);
    expect(added.statusCode, added.body).toBe(200);
    const id = envelope<RoleView>(added).result.id;
    expect((await t.signedPost(PEOPLE_API.roleCopy, { id, roleName: '助理二', roleCode: 'assistant2' }, engineer)).statusCode).toBe(200);
    expect((await t.put(PEOPLE_API.roleEdit, { id, roleName: '助理甲' }, engineer)).statusCode).toBe(200);
    expect((await t.del(PEOPLE_API.roleDelete, { id }, engineer)).statusCode).toBe(200);
    // The log is its own button.
    expect((await t.signedGet(PEOPLE_API.permissionLogList, {}, engineer)).statusCode).toBe(403);
  });
});
