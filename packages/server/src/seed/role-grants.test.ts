import { CLUE_STATUS, RECORD_API, type PermissionPayload, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/app.ts';
import { actor, type Actor } from '../test/records.ts';
import { builtInRoleGrants, syncBuiltInRoleGrants } from './role-grants.ts';

/**
 * The built-in salesperson converts their own leads and hands their own leads and customers to a
 * colleague (issue 24); tenants made before that grant get it at the next start.
 */

const EVERYDAY = ['crm:crmClue:toCustomer', 'crm:crmClue:transfer', 'crm:crmCustomer:transfer'];
const action = (apiName: 'crmCustomer' | 'crmClue', name: string) => RECORD_API.action('crm', apiName, name);

let t: TestApp;
let sales: Actor, sunli: Actor, zhaolei: Actor;
let made = 0;

async function add(who: Actor, apiName: 'crmCustomer' | 'crmClue'): Promise<RecordRow> {
  made += 1;
  const response = await t.signedPost(RECORD_API.add('crm', apiName), { name: `日常工作 ${apiName} ${made}` }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<RecordRow>(response).result;
}

/** Button codes a role holds, by role code, in the tenant of `userId`. */
async function grantsOf(roleCode: string): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .innerJoin('users', 'users.tenant_id', 'roles.tenant_id')
    .select('permissions.perms')
    .where('users.id', '=', sales.userId)
    .where('roles.role_code', '=', roleCode)
    .execute();
  return rows.map((row) => row.perms!).sort();
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [sales, sunli, zhaolei] = await Promise.all([actor(t, 'sales'), actor(t, 'sunli'), actor(t, 'zhaolei')]);
});
afterAll(() => t.close());

describe('the built-in salesperson', () => {
  it('holds conversion and transfer of leads and customers, and still no delete', async () => {
    const payload = envelope<PermissionPayload>(await t.signedGet('/sys/permission/getUserPermissionByToken', {}, sales.token)).result;
    const held = payload.auth.map((entry) => entry.action);
    expect(held).toEqual(expect.arrayContaining(EVERYDAY));
    expect(held).not.toContain('crm:crmCustomer:delete');
    expect(held).not.toContain('crm:crmClue:delete');
  });

  it('converts an own lead, and is told a lead of a colleague is not there (the scope is still self)', async () => {
    const lead = await add(sales, 'crmClue');
    expect(lead._access?.actions).toMatchObject({ toCustomer: true, transfer: true });
    const converted = await t.signedPost(
      action('crmClue', 'toCustomer'),
      { id: lead.id, version: lead.version, customer: { name: `${String(lead.name)} 公司` } },
      sales.token,
    );
    expect(converted.statusCode, converted.body).toBe(200);
    expect(envelope<RecordRow>(converted).result).toMatchObject({ status: CLUE_STATUS.converted });

    const hers = await add(sunli, 'crmClue');
    const refused = await t.signedPost(action('crmClue', 'toCustomer'), { id: hers.id, version: hers.version, customer: { name: '别人的线索' } }, sales.token);
    expect(refused.statusCode).toBe(404);
  });

  it('transfers an own customer to a colleague, but not one only shared with them', async () => {
    const mine = await add(sales, 'crmCustomer');
    const moved = await t.signedPost(action('crmCustomer', 'transfer'), { id: mine.id, version: mine.version, ownerId: sunli.userId }, sales.token);
    expect(moved.statusCode, moved.body).toBe(200);
    // Done, and no longer theirs to see (scope self): answered without the record.
    expect(envelope<RecordRow | null>(moved).result).toBeNull();
    expect(envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: mine.id }, sunli.token)).result).toMatchObject({
      ownerId: sunli.userId,
    });

    // Zhao Lei shares his customers with the salesperson read-only: seen, not handed on.
    const shared = await add(zhaolei, 'crmCustomer');
    const seen = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: shared.id }, sales.token)).result;
    expect(seen._access?.actions.transfer).toBe(false);
    const refused = await t.signedPost(action('crmCustomer', 'transfer'), { id: shared.id, version: shared.version, ownerId: sales.userId }, sales.token);
    expect(refused.statusCode).toBe(403);
  });
});

describe('built-in role grants of tenants made before them', () => {
  it('are added at start to the built-in roles that lack them, once, leaving custom roles as they are', async () => {
    const before = await grantsOf('salesperson');
    const partner = await grantsOf('channelPartner');
    // A tenant made before the grant: its salesperson role has none of the three.
    await t.app.db
      .deleteFrom('role_permissions')
      .where(
        'permission_id',
        'in',
        EVERYDAY.map((code) => `btn:${code}`),
      )
      .execute();
    expect(await grantsOf('salesperson')).toEqual(before.filter((code) => !EVERYDAY.includes(code)));

    await syncBuiltInRoleGrants(t.app.db);
    await syncBuiltInRoleGrants(t.app.db);
    expect(await grantsOf('salesperson')).toEqual(before);
    expect(before).toEqual([...new Set(builtInRoleGrants().salesperson)].sort());
    expect(await grantsOf('channelPartner')).toEqual(partner);
  });
});
