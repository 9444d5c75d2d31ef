import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_VERSION } from '../../modules/session/session-memory.ts';
import { createTestDatabase } from '../../test/app.ts';
import { versionRaises } from '../../test/version-raises.ts';
import { isPostgres } from '../dialect.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * Migration 2026120201: whatever writes what a session look-up answers (the session, its user,
 * the tenant, the user's roles, their grants, the button catalogue), the tenant's auth version
 * rises in the same statement; a new session, and the frequent updates that change nothing a
 * look-up answers (a password, a name, a tenant's phone), leave it alone.
 */
describe('migration 2026120201-auth-version', () => {
  let db: Kysely<any>;
  let close: () => Promise<void>;
  const at = '2026-01-01T00:00:00.000Z';

  /** How much `change` raised each tenant's version. */
  const raisedBy = (change: () => Promise<unknown>) => versionRaises(db, AUTH_VERSION, change);
  const neither = { t1: 0, t2: 0 };
  const first = { t1: 1, t2: 0 };

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase());
    await migrateToLatest(db);
    await db
      .insertInto('tenants')
      .values(['t1', 't2'].map((id) => ({ id, name: id, created_at: at })))
      .execute();
    await db
      .insertInto('users')
      .values({ id: 'u1', tenant_id: 't1', username: 'u1', password_hash: 'x', realname: '甲', company_code: 'A01', created_at: at, updated_at: at })
      .execute();
    await db.insertInto('roles').values({ id: 'r1', tenant_id: 't1', name: '销售', role_code: 'sales', data_scope: '4', created_at: at }).execute();
  });
  afterAll(() => close());

  it('follows a session revoked, moved to another company or deleted, not one opened', async () => {
    const session = { id: 's1', token_hash: 'h1', user_id: 'u1', tenant_id: 't1', company_code: 'A01', created_at: at, expires_at: '2099-01-01T00:00:00.000Z' };
    expect(await raisedBy(() => db.insertInto('sessions').values(session).execute())).toEqual(neither);
    expect(await raisedBy(() => db.updateTable('sessions').set({ company_code: 'A02' }).where('id', '=', 's1').execute())).toEqual(first);
    expect(await raisedBy(() => db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', 's1').execute())).toEqual(first);
    expect(await raisedBy(() => db.deleteFrom('sessions').where('id', '=', 's1').execute())).toEqual(first);
  });

  it('follows a user frozen, made administrator or moved, not renamed or given a password', async () => {
    expect(await raisedBy(() => db.updateTable('users').set({ realname: '乙', password_hash: 'y', updated_at: at }).where('id', '=', 'u1').execute())).toEqual(
      neither,
    );
    expect(await raisedBy(() => db.updateTable('users').set({ status: '1' }).where('id', '=', 'u1').execute())).toEqual(neither);
    expect(await raisedBy(() => db.updateTable('users').set({ status: '2' }).where('id', '=', 'u1').execute())).toEqual(first);
    expect(await raisedBy(() => db.updateTable('users').set({ is_admin: 1 }).where('id', '=', 'u1').execute())).toEqual(first);
    expect(await raisedBy(() => db.updateTable('users').set({ tenant_id: 't2' }).where('id', '=', 'u1').execute())).toEqual({ t1: 1, t2: 1 });
    await db.updateTable('users').set({ tenant_id: 't1', status: '1', is_admin: 0 }).where('id', '=', 'u1').execute();
  });

  it('follows the roles a user holds, the roles themselves and what they grant', async () => {
    expect(await raisedBy(() => db.insertInto('user_roles').values({ tenant_id: 't1', user_id: 'u1', role_id: 'r1' }).execute())).toEqual(first);
    expect(await raisedBy(() => db.updateTable('roles').set({ data_scope: '1' }).where('id', '=', 'r1').execute())).toEqual(first);
    const button = { id: 'p-test', menu_type: '2', name: 'test', title: 'test', perms: 'crm:test:list', status: '1' };
    // A button the catalogue starts to list is controlled by roles from then on, in every tenant.
    expect(await raisedBy(() => db.insertInto('permissions').values(button).execute())).toEqual({ t1: 1, t2: 1 });
    expect(await raisedBy(() => db.insertInto('role_permissions').values({ tenant_id: 't1', role_id: 'r1', permission_id: 'p-test' }).execute())).toEqual(
      first,
    );
    expect(await raisedBy(() => db.updateTable('permissions').set({ title: 'renamed' }).where('id', '=', 'p-test').execute())).toEqual(neither);
    expect(await raisedBy(() => db.updateTable('permissions').set({ status: '0' }).where('id', '=', 'p-test').execute())).toEqual({ t1: 1, t2: 1 });
    expect(await raisedBy(() => db.deleteFrom('role_permissions').where('role_id', '=', 'r1').execute())).toEqual(first);
    expect(await raisedBy(() => db.deleteFrom('user_roles').where('user_id', '=', 'u1').execute())).toEqual(first);
    expect(await raisedBy(() => db.deleteFrom('roles').where('id', '=', 'r1').execute())).toEqual(first);
  });

  it("follows the tenant's status and end time, not its other columns", async () => {
    expect(await raisedBy(() => db.updateTable('tenants').set({ name: 'renamed', phone: '010-1' }).where('id', '=', 't2').execute())).toEqual(neither);
    expect(await raisedBy(() => db.updateTable('tenants').set({ end_time: '2030-01-01' }).where('id', '=', 't2').execute())).toEqual({ t1: 0, t2: 1 });
    expect(await raisedBy(() => db.updateTable('tenants').set({ status: '1' }).where('id', '=', 't2').execute())).toEqual({ t1: 0, t2: 1 });
  });

  it('raises each tenant once for a statement writing many of its rows on PostgreSQL, once a row on SQLite', async () => {
    await db
      .insertInto('users')
      .values({ id: 'u2', tenant_id: 't2', username: 'u2', password_hash: 'x', realname: '丙', company_code: 'A01', created_at: at, updated_at: at })
      .execute();
    const sessions = ['u1', 'u1', 'u1', 'u2', 'u2'].map((userId, n) => ({
      id: `bulk-${n}`,
      token_hash: `bulk-${n}`,
      user_id: userId,
      tenant_id: userId === 'u1' ? 't1' : 't2',
      company_code: 'A01',
      created_at: at,
      expires_at: at,
    }));
    await db.insertInto('sessions').values(sessions).execute();
    // The housekeeping sweep of expired sessions.
    const swept = await raisedBy(() => db.deleteFrom('sessions').where('expires_at', '<=', at).execute());
    expect(swept).toEqual(isPostgres(db) ? { t1: 1, t2: 1 } : { t1: 3, t2: 2 });
    expect(await raisedBy(() => db.deleteFrom('sessions').where('expires_at', '<=', at).execute())).toEqual(neither);
  });

  it('lets a tenant be deleted with its users and sessions', async () => {
    await db.insertInto('tenants').values({ id: 't3', name: 't3', created_at: at }).execute();
    await db
      .insertInto('users')
      .values({ id: 'u3', tenant_id: 't3', username: 'u3', password_hash: 'x', realname: '丁', company_code: 'A01', created_at: at, updated_at: at })
      .execute();
    await db
      .insertInto('sessions')
      .values({ id: 's3', token_hash: 'h3', user_id: 'u3', tenant_id: 't3', company_code: 'A01', created_at: at, expires_at: '2099-01-01T00:00:00.000Z' })
      .execute();
    await db.deleteFrom('tenants').where('id', '=', 't3').execute();
    expect(await db.selectFrom('table_versions').select('table_name').where('tenant_id', '=', 't3').execute()).toEqual([]);
  });
});
