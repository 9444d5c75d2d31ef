import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY } from '../../modules/records/directory-texts.ts';
import { createTestDatabase } from '../../test/app.ts';
import { versionRaises } from '../../test/version-raises.ts';
import { isPostgres } from '../dialect.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/**
 * Migration 2026113001: whatever writes the users', departments' and dictionaries' tables, the
 * tenant's directory version rises in the same statement when a text a list shows may have
 * changed, and stays put for the frequent updates that change none (a password, a login).
 * Migration 2026120301: on PostgreSQL, once per statement.
 */
describe('migration 2026113001-directory-version', () => {
  let db: Kysely<any>;
  let close: () => Promise<void>;
  const at = '2026-01-01T00:00:00.000Z';

  /** How much `change` raised each tenant's version. */
  const raisedBy = (change: () => Promise<unknown>) => versionRaises(db, DIRECTORY, change);
  /** A statement writing `rows` rows of a tenant raises its version once on PostgreSQL (migration 2026120301), once per row on SQLite. */
  const perStatement = (rows: number) => (isPostgres(db) ? 1 : rows);

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase());
    await migrateToLatest(db);
    await db
      .insertInto('tenants')
      .values(['t1', 't2'].map((id) => ({ id, name: id, created_at: at })))
      .execute();
  });
  afterAll(() => close());

  it('raises the version for a user added, renamed, moved to another tenant or removed', async () => {
    const user = { id: 'u1', tenant_id: 't1', username: 'u1', password_hash: 'x', realname: '甲', company_code: 'A01', created_at: at, updated_at: at };
    expect(await raisedBy(() => db.insertInto('users').values(user).execute())).toEqual({ t1: 1, t2: 0 });
    expect(await raisedBy(() => db.updateTable('users').set({ realname: '乙' }).where('id', '=', 'u1').execute())).toEqual({ t1: 1, t2: 0 });
    expect(await raisedBy(() => db.updateTable('users').set({ tenant_id: 't2' }).where('id', '=', 'u1').execute())).toEqual({ t1: 1, t2: 1 });
    expect(await raisedBy(() => db.deleteFrom('users').where('id', '=', 'u1').execute())).toEqual({ t1: 0, t2: 1 });
  });

  it('leaves the version alone for a user’s other columns, and for the same name written again', async () => {
    await db
      .insertInto('users')
      .values({ id: 'u2', tenant_id: 't1', username: 'u2', password_hash: 'x', realname: '丙', company_code: 'A01', created_at: at, updated_at: at })
      .execute();
    const unchanged = await raisedBy(async () => {
      await db.updateTable('users').set({ password_hash: 'y', updated_at: '2026-02-01T00:00:00.000Z' }).where('id', '=', 'u2').execute();
      await db.updateTable('users').set({ realname: '丙', phone: '13800000009' }).where('id', '=', 'u2').execute();
    });
    expect(unchanged).toEqual({ t1: 0, t2: 0 });
  });

  it('raises the version for a department added, renamed, moved or removed, not for its order', async () => {
    const depart = (id: string, parentId: string | null) => ({
      id,
      tenant_id: 't1',
      parent_id: parentId,
      name: id,
      org_type: '2',
      org_code: id,
      created_at: at,
    });
    expect(
      await raisedBy(() =>
        db
          .insertInto('departments')
          .values([depart('d1', null), depart('d2', null)])
          .execute(),
      ),
    ).toEqual({ t1: perStatement(2), t2: 0 });
    expect(await raisedBy(() => db.updateTable('departments').set({ name: '销售部' }).where('id', '=', 'd1').execute())).toEqual({ t1: 1, t2: 0 });
    expect(await raisedBy(() => db.updateTable('departments').set({ parent_id: 'd1' }).where('id', '=', 'd2').execute())).toEqual({ t1: 1, t2: 0 });
    expect(await raisedBy(() => db.updateTable('departments').set({ sort: 5 }).where('id', '=', 'd2').execute())).toEqual({ t1: 0, t2: 0 });
    expect(await raisedBy(() => db.deleteFrom('departments').where('id', '=', 'd2').execute())).toEqual({ t1: 1, t2: 0 });
  });

  it('raises the version for every change of a dictionary item, and for a dictionary added, recoded or removed', async () => {
    expect(await raisedBy(() => db.insertInto('dicts').values({ id: 'x1', tenant_id: 't2', dict_code: 'level', name: '级别' }).execute())).toEqual({
      t1: 0,
      t2: 1,
    });
    const item = { id: 'i1', tenant_id: 't2', dict_id: 'x1', item_value: 'A', item_text: '重点' };
    expect(await raisedBy(() => db.insertInto('dict_items').values(item).execute())).toEqual({ t1: 0, t2: 1 });
    expect(await raisedBy(() => db.updateTable('dict_items').set({ i18n: '{"en":"Key"}' }).where('id', '=', 'i1').execute())).toEqual({ t1: 0, t2: 1 });
    expect(await raisedBy(() => db.updateTable('dicts').set({ name: '客户级别' }).where('id', '=', 'x1').execute())).toEqual({ t1: 0, t2: 0 });
    expect(await raisedBy(() => db.updateTable('dicts').set({ dict_code: 'grade' }).where('id', '=', 'x1').execute())).toEqual({ t1: 0, t2: 1 });
    // The dictionary and, through the foreign key, its item.
    expect(await raisedBy(() => db.deleteFrom('dicts').where('id', '=', 'x1').execute())).toEqual({ t1: 0, t2: 2 });
  });

  it('still lets a tenant be removed with its users, departments and dictionaries', async () => {
    await db.insertInto('tenants').values({ id: 't3', name: 't3', created_at: at }).execute();
    await db
      .insertInto('departments')
      .values({ id: 'd3', tenant_id: 't3', parent_id: null, name: '总部', org_type: '1', org_code: 'A03', created_at: at })
      .execute();
    await db
      .insertInto('users')
      .values({
        id: 'u3',
        tenant_id: 't3',
        username: 'u3',
        password_hash: 'x',
        realname: '丁',
        depart_id: 'd3',
        company_code: 'A03',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db.deleteFrom('tenants').where('id', '=', 't3').execute();
    expect(await db.selectFrom('users').select('id').where('tenant_id', '=', 't3').execute()).toEqual([]);
    expect(await db.selectFrom('table_versions').select('table_name').where('tenant_id', '=', 't3').execute()).toEqual([]);
  });

  it('removes its triggers when undone', async () => {
    await migrateTo(db, '2026112901-audit');
    expect(await raisedBy(() => db.updateTable('departments').set({ name: '市场部' }).where('id', '=', 'd1').execute())).toEqual({ t1: 0, t2: 0 });
    await migrateToLatest(db);
    expect(await raisedBy(() => db.updateTable('departments').set({ name: '销售部' }).where('id', '=', 'd1').execute())).toEqual({ t1: 1, t2: 0 });
  });
});
