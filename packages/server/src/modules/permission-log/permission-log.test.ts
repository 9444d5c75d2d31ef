import { PEOPLE_API, type DepartNode, type Page, type PermissionLogEntry, type RoleView } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { fieldChange, listChange, writePermissionLog } from './repository.ts';

/** The permission log (issue 22): written with every change, listed newest first, paged and filtered, to whoever holds its button. */

let t: TestApp;
let admin: string;
let adminId: string;
let tenantId: string;

async function list(query: Record<string, string | number> = {}, token = admin) {
  const response = await t.signedGet(PEOPLE_API.permissionLogList, query, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<PermissionLogEntry>>(response).result;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = (await t.login('admin')).token;
  const row = await t.app.db.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  [adminId, tenantId] = [row.id, row.tenant_id];
});
afterAll(() => t.close());

describe('GET /sys/permissionLog/list', () => {
  it('starts empty and lists each change newest first, with who made it', async () => {
    expect(await list()).toMatchObject({ records: [], total: 0 });
    const role = envelope<RoleView>(
      await t.signedPost(
        PEOPLE_API.roleAdd,
        { roleName: '审计员', roleCode: 'auditor', dataScope: '1', rwOthers: 'r', permissionCodes: ['sys:permissionLog:list'] },
        admin,
      ),
    ).result;
    const tree = envelope<DepartNode[]>(await t.signedGet(PEOPLE_API.departTree, {}, admin)).result;
    const employee = await t.signedPost(
      PEOPLE_API.userAdd,
      { username: 'auditor1', realname: '审计甲', password: 'Audit@123', departId: tree[0]!.id, roleIds: [role.id] },
      admin,
    );
    expect(employee.statusCode, employee.body).toBe(200);
    const employeeId = envelope<{ id: string }>(employee).result.id;
    await t.put(PEOPLE_API.userFrozenBatch, { ids: employeeId, status: '2' }, admin);
    await t.put(PEOPLE_API.userFrozenBatch, { ids: employeeId, status: '1' }, admin);

    const page = await list();
    expect(page.total).toBe(4);
    expect(page.records.map((entry) => entry.kind)).toEqual(['user.unfrozen', 'user.frozen', 'user.add', 'role.add']);
    expect(page.records.every((entry) => entry.userId === adminId && entry.userName === '张志强')).toBe(true);
    const added = page.records[2]!;
    expect(added).toMatchObject({ targetId: employeeId, targetName: '审计甲', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(added.changes).toEqual(
      expect.arrayContaining([
        { field: 'username', before: null, after: 'auditor1' },
        { field: 'department', before: null, after: '华信云创北京总部' },
        { field: 'rolesAdded', before: null, after: '审计员' },
      ]),
    );
    expect(JSON.stringify(page)).not.toContain('Audit@123');

    // Paged, and filtered by kind and by what changed.
    const second = await list({ pageNo: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 });
    expect(second.records.map((entry) => entry.kind)).toEqual(['role.add']);
    expect((await list({ kind: 'user.frozen' })).records.map((entry) => entry.targetId)).toEqual([employeeId]);
    expect((await list({ targetId: role.id })).records.map((entry) => entry.kind)).toEqual(['role.add']);
    expect((await t.signedGet(PEOPLE_API.permissionLogList, { kind: 'nonsense' }, admin)).statusCode).toBe(400);

    // Its button opens it to a custom role.
    const auditor = (await t.login('auditor1', 'Audit@123')).token;
    expect((await list({}, auditor)).total).toBe(4);
  });

  it('writes nothing for a refused change, and never shows another company’s entries', async () => {
    const before = (await list()).total;
    const refused = await t.signedPost(PEOPLE_API.roleAdd, { roleName: 'x', roleCode: 'auditor', dataScope: '1', rwOthers: 'r' }, admin);
    expect(refused.statusCode).toBe(422);
    const other = await createTenant(t.app.db, { name: '别家公司', admin: { username: 'other-admin', realname: '别家', password: 'Other@123' } });
    await writePermissionLog(t.app.db, {
      tenantId: other.tenantId,
      actorId: other.adminUserId,
      kind: 'role.add',
      targetId: 'x',
      targetName: '别家的角色',
      changes: fieldChange('roleName', null, '别家的角色'),
    });
    expect((await list()).total).toBe(before);
    expect(await t.app.db.selectFrom('permission_logs').select('id').where('tenant_id', '=', tenantId).execute()).toHaveLength(before);
  });

  it('is refused to whoever lacks its button', async () => {
    for (const username of ['sales', 'manager']) {
      const token = (await t.login(username)).token;
      expect((await t.signedGet(PEOPLE_API.permissionLogList, {}, token)).statusCode).toBe(403);
    }
  });
});

describe('change helpers', () => {
  it('log a field only when it changed, and a list by what it gained and lost', () => {
    expect(fieldChange('name', 'a', 'a')).toEqual([]);
    expect(fieldChange('name', '', null)).toEqual([]);
    expect(fieldChange('count', null, 3)).toEqual([{ field: 'count', before: null, after: '3' }]);
    expect(listChange('roles', ['b', 'a'], ['a', 'c', 'd'])).toEqual([
      { field: 'rolesAdded', before: null, after: 'c, d' },
      { field: 'rolesRemoved', before: 'b', after: null },
    ]);
    expect(listChange('roles', ['a'], ['a'])).toEqual([]);
  });
});
