import { EMPLOYEE_STATUS, PEOPLE_API, type Colleague, type Page, type UserSummary } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';

/**
 * The address book (issue 17, oaAddressBook and oaAddressBookView): colleagues of the company the
 * caller acts under, by department and name, with a frozen one marked as such; one colleague with
 * whom they report to, for whoever may open the address book.
 */
let t: TestApp;
let sales: Actor, zhoujie: Actor;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [sales, zhoujie] = [await actor(t, 'sales'), await actor(t, 'zhoujie')];
});
afterAll(() => t.close());

describe('the address book', () => {
  it('shows a colleague with their department, position, phone, e-mail and superior; and a frozen one as frozen', async () => {
    const viewed = await t.signedGet(PEOPLE_API.addressBookView, { id: zhoujie.userId }, sales.token);
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(envelope<Colleague>(viewed).result).toMatchObject({
      realname: '周杰',
      position: '销售部经理',
      superiorName: expect.any(String),
      status: EMPLOYEE_STATUS.active,
    });

    await t.app.db.updateTable('users').set({ status: EMPLOYEE_STATUS.frozen }).where('id', '=', zhoujie.userId).execute();
    try {
      // The address book asks for everyone (status ''): the frozen are listed, as frozen.
      const listed = envelope<Page<UserSummary>>(await t.signedGet(PEOPLE_API.userList, { keyword: '周杰', status: '' }, sales.token)).result.records;
      expect(listed.map((person) => [person.realname, person.status])).toEqual([['周杰', EMPLOYEE_STATUS.frozen]]);
      expect(envelope<Colleague>(await t.signedGet(PEOPLE_API.addressBookView, { id: zhoujie.userId }, sales.token)).result.status).toBe(
        EMPLOYEE_STATUS.frozen,
      );
    } finally {
      await t.app.db.updateTable('users').set({ status: EMPLOYEE_STATUS.active }).where('id', '=', zhoujie.userId).execute();
    }
  });

  it('is refused without the address book, and shows nobody of another tenant or no one at all', async () => {
    const other = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '!=', (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', sales.userId).executeTakeFirstOrThrow()).tenant_id)
      .executeTakeFirst();
    if (other) expect((await t.signedGet(PEOPLE_API.addressBookView, { id: other.id }, sales.token)).statusCode).toBe(404);
    expect((await t.signedGet(PEOPLE_API.addressBookView, { id: 'nobody' }, sales.token)).statusCode).toBe(404);
    // A role without the address book: refused.
    const grant = await t.app.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
      .select(['role_permissions.role_id', 'role_permissions.permission_id', 'role_permissions.tenant_id'])
      .where('user_roles.user_id', '=', sales.userId)
      .where('permissions.perms', '=', 'oa:oaAddressBook:list')
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('role_permissions').where('role_id', '=', grant.role_id).where('permission_id', '=', grant.permission_id).execute();
    try {
      expect((await t.signedGet(PEOPLE_API.addressBookView, { id: zhoujie.userId }, sales.token)).statusCode).toBe(403);
    } finally {
      await t.app.db.insertInto('role_permissions').values(grant).execute();
    }
  });
});
