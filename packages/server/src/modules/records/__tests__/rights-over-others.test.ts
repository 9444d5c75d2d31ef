import { PEOPLE_API, RECORD_API, type Page, type RecordRow, type RoleView } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

const customers = (kind: 'queryById' | 'add' | 'edit') => RECORD_API[kind]('crm', 'crmCustomer');

/**
 * A role's rights over data its holder does not own (spec section 6): its scope shows a
 * colleague's records; read only ('r') refuses their edit, read and write ('rw') allows it.
 */
describe("rights over others' data", () => {
  let t: TestApp;
  let admin: Actor;
  let sales: Actor;
  let colleague: Actor;
  let roleId: string;
  let theirs: RecordRow;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [admin, sales, colleague] = [await actor(t, 'admin'), await actor(t, 'sales'), await actor(t, 'zhaolei')];
    const roles = envelope<Page<RoleView>>(await t.signedGet(PEOPLE_API.roleList, { pageSize: 50 }, admin.token)).result.records;
    const salesperson = roles.find((role) => role.roleCode === 'salesperson')!;
    // The salesperson's buttons over their whole department (sales and zhaolei are both in sales team 1).
    const role = { roleName: '小组长', roleCode: 'teamLead', dataScope: '3', rwOthers: 'r', permissionCodes: salesperson.permissionCodes };
    roleId = envelope<RoleView>(await t.signedPost(PEOPLE_API.roleAdd, role, admin.token)).result.id;
    const { tenant_id } = await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', sales.userId).executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', sales.userId).execute();
    await t.app.db.insertInto('user_roles').values({ tenant_id, user_id: sales.userId, role_id: roleId }).execute();
    theirs = envelope<RecordRow>(await t.signedPost(customers('add'), { name: '赵磊的客户' }, colleague.token)).result;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('shows a colleague’s record, says it cannot be edited, and refuses the edit when the role only reads', async () => {
    const seen = envelope<RecordRow>(await t.signedGet(customers('queryById'), { id: theirs.id }, sales.token)).result;
    expect(seen.name).toBe('赵磊的客户');
    expect(seen._access).toMatchObject({ canEdit: false });
    const edit = await t.put(customers('edit'), { id: theirs.id, version: seen.version, remark: '不是我的' }, sales.token);
    expect(edit.statusCode).toBe(403);
    const after = envelope<RecordRow>(await t.signedGet(customers('queryById'), { id: theirs.id }, colleague.token)).result;
    expect(after.version).toBe(seen.version);
  });

  it('allows the edit once the role reads and writes', async () => {
    expect((await t.put(PEOPLE_API.roleEdit, { id: roleId, rwOthers: 'rw' }, admin.token)).statusCode).toBe(200);
    const seen = envelope<RecordRow>(await t.signedGet(customers('queryById'), { id: theirs.id }, sales.token)).result;
    expect(seen._access).toMatchObject({ canEdit: true });
    const edit = await t.put(customers('edit'), { id: theirs.id, version: seen.version, remark: '组长补充' }, sales.token);
    expect(edit.statusCode).toBe(200);
  });
});
