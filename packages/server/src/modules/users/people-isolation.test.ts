import { PEOPLE_API, PLATFORM_SEATS_PATH, type DepartNode, type Page, type PermissionLogEntry } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type CreatedTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { rowsOfTenant } from '../../test/other-tenant.ts';
import { writePermissionLog } from '../permission-log/repository.ts';

/**
 * The people and permission routes (issue 22) across tenants: an administrator of tenant A, with
 * every id of tenant B and B's id in X-Tenant-Id, reads and changes nothing of B, and cannot
 * point A's employees, departments or roles at B's.
 */

let t: TestApp;
let b: CreatedTenant;
let bDepart: string;
let admin: string;
let aDepart: string;
let aTeam: string;
let aRole: string;
const headersB = () => ({ 'X-Tenant-Id': b.tenantId });

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = (await t.login('admin')).token;
  b = await createTenant(t.app.db, { name: 'B-ONLY 乙方', admin: { username: 'people-b-admin', realname: 'B-ONLY 管理员', password: 'TenantB@2026' } });
  bDepart = randomUUID();
  await t.app.db
    .insertInto('departments')
    .values({
      id: bDepart,
      tenant_id: b.tenantId,
      parent_id: b.headCompany.id,
      name: 'B-ONLY 部门',
      org_type: '2',
      org_code: 'A01A01',
      sort: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  await writePermissionLog(t.app.db, {
    tenantId: b.tenantId,
    actorId: b.adminUserId,
    kind: 'role.add',
    targetId: b.roleIds.salesperson!,
    targetName: 'B-ONLY',
    changes: [],
  });
  const tree = envelope<DepartNode[]>(await t.signedGet(PEOPLE_API.departTree, {}, admin)).result;
  aDepart = tree[0]!.id;
  aTeam = tree[0]!.children.find((node) => node.name === '销售部')!.id;
  aRole = (
    await t.app.db.selectFrom('roles').select('id').where('role_code', '=', 'salesperson').where('tenant_id', '!=', b.tenantId).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('people routes across tenants', () => {
  it('refuse every id of another tenant and change nothing of it', async () => {
    const before = await rowsOfTenant(t, b.tenantId);
    const bUser = b.adminUserId;
    const bRole = b.roleIds.salesperson!;
    const employee = { username: `iso-${randomUUID().slice(0, 8)}`, realname: '隔离', departId: aDepart, roleIds: [aRole] };
    const h = headersB();
    const probes: [string, Promise<Response>, number][] = [
      ['view', t.signedGet(PEOPLE_API.userById, { id: bUser }, admin, h), 404],
      ['edit', t.put(PEOPLE_API.userEdit, { ...employee, id: bUser }, admin, h), 404],
      ['freeze', t.put(PEOPLE_API.userFrozenBatch, { ids: bUser, status: '2' }, admin, h), 404],
      ['reset', t.put(PEOPLE_API.userResetPassword, { id: bUser, password: 'Taken@123' }, admin, h), 404],
      ['handover from B', t.signedPost(PEOPLE_API.userHandover, { fromUserId: bUser, toUserId: (await t.login('sales')).userInfo.id }, admin, h), 404],
      ['add in B department', t.signedPost(PEOPLE_API.userAdd, { ...employee, departId: bDepart }, admin, h), 422],
      ['add with B role', t.signedPost(PEOPLE_API.userAdd, { ...employee, roleIds: [bRole] }, admin, h), 422],
      ['add under B superior', t.signedPost(PEOPLE_API.userAdd, { ...employee, superiorId: bUser }, admin, h), 422],
      ['depart add under B', t.signedPost(PEOPLE_API.departAdd, { name: 'x', parentId: bDepart }, admin, h), 422],
      ['depart edit B', t.put(PEOPLE_API.departEdit, { id: bDepart, name: 'x', parentId: b.headCompany.id }, admin, h), 404],
      ['depart move under B', t.put(PEOPLE_API.departEdit, { id: aTeam, name: '销售部', parentId: bDepart }, admin, h), 422],
      ['depart B head', t.signedPost(PEOPLE_API.departAdd, { name: 'x', parentId: aDepart, leaderId: bUser }, admin, h), 422],
      ['depart delete B', t.del(PEOPLE_API.departDelete, { id: bDepart }, admin, h), 404],
      ['role copy B', t.signedPost(PEOPLE_API.roleCopy, { id: bRole, roleName: 'x', roleCode: 'copyOfB' }, admin, h), 404],
      ['role edit B', t.put(PEOPLE_API.roleEdit, { id: b.roleIds.admin, roleName: 'x' }, admin, h), 404],
      ['role delete B', t.del(PEOPLE_API.roleDelete, { id: bRole }, admin, h), 404],
      ['seats', t.put(PLATFORM_SEATS_PATH, { id: b.tenantId, seatLimit: 1 }, admin, h), 403],
    ];
    for (const [name, pending, status] of probes) {
      const response = await pending;
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.body, name).not.toContain('B-ONLY');
    }
    const log = envelope<Page<PermissionLogEntry>>(await t.signedGet(PEOPLE_API.permissionLogList, { targetId: bRole }, admin, h)).result;
    expect(log.total).toBe(0);
    const list = await t.signedGet(PEOPLE_API.userList, { status: '', pageSize: 1000 }, admin, h);
    expect(list.body).not.toContain('B-ONLY');
    expect(await rowsOfTenant(t, b.tenantId)).toBe(before);
  });
});
