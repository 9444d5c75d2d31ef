import type { CompiledQuery, Kysely, KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { createDatabase } from '../../db/dialect.ts';
import { findActiveSession, tokenHash, type SessionCompanion } from './repository.ts';

/**
 * A token this instance has looked up is answered from memory while its tenant's auth version
 * holds: one statement reading the versions, over table_versions alone. Anything a look-up
 * answers, changed by any code (plain SQL here, as another instance or a person would), is read
 * again at the next request; an expired token is refused by the clock alone.
 */
let t: TestApp;
let sales: Actor;
const button = 'crm:crmCustomer:list';
const companion: SessionCompanion = { button, versions: { rowsVersion: 'crm_customer' } };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** The database, noting the first table each statement reads (built, or compiled once and reused). */
function watched(): { db: Kysely<Database>; tables: string[] } {
  const tables: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => result,
  };
  const db = t.app.db.withPlugin(plugin);
  const execute = db.executeQuery.bind(db);
  db.executeQuery = ((query: CompiledQuery) => {
    tables.push(/ from "(\w+)"/.exec(query.sql)?.[1] ?? query.sql);
    return execute(query);
  }) as typeof db.executeQuery;
  return { db, tables };
}

const lookUp = (db: Kysely<Database>) => findActiveSession(db, sales.token, companion);

describe('remembered sessions', () => {
  it('reads the session whole once, then only the versions (on SQLite, not even those while nothing is committed)', async () => {
    const first = watched();
    const whole = await lookUp(first.db);
    const again = watched();
    const remembered = await lookUp(again.db);
    expect(again.tables).toEqual(['table_versions']);
    const still = watched();
    expect(await lookUp(still.db)).toEqual(remembered);
    expect(still.tables).toEqual(onPostgres ? ['table_versions'] : []);
    expect(remembered).toEqual({ ...whole, companion: expect.anything() });
    expect(remembered!.companion).toMatchObject({ rowsVersion: whole!.companion.rowsVersion, buttonStatus: whole!.companion.buttonStatus });
  });

  it('reads the versions again after any commit, on this connection or another (another instance, a person with a SQL prompt)', async () => {
    await lookUp(t.app.db);
    await t.app.db.updateTable('users').set({ realname: '销售员' }).where('id', '=', sales.userId).execute();
    const afterOwn = watched();
    expect(await lookUp(afterOwn.db)).not.toBeNull();
    expect(afterOwn.tables).toEqual(['table_versions']);

    const other = await actor(t, 'sales');
    expect(await findActiveSession(t.app.db, other.token)).not.toBeNull();
    const elsewhere = createDatabase(t.app.config.databaseUrl);
    try {
      await elsewhere.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', tokenHash(other.token)).execute();
    } finally {
      await elsewhere.destroy();
    }
    expect(await findActiveSession(t.app.db, other.token)).toBeNull();
  });

  it("follows a change of the user's role, and of what it grants, made by plain SQL", async () => {
    const { tenantId, roles } = (await lookUp(t.app.db))!;
    const role = await t.app.db.selectFrom('roles').select(['id', 'data_scope']).where('id', '=', roles[0]!.id).executeTakeFirstOrThrow();
    await t.app.db.updateTable('roles').set({ data_scope: '1' }).where('id', '=', role.id).execute();
    expect((await lookUp(t.app.db))!.roles[0]!.dataScope).toBe('1');
    await t.app.db.updateTable('roles').set({ data_scope: role.data_scope }).where('id', '=', role.id).execute();

    // SQLite answers 0/1, PostgreSQL a boolean.
    const granted = async () => [1, true].includes((await lookUp(t.app.db))!.companion.granted as number | boolean);
    expect(await granted()).toBe(true);
    const permission = await t.app.db.selectFrom('permissions').select('id').where('perms', '=', button).executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission_id', '=', permission.id).execute();
    expect(await granted()).toBe(false);
    await t.app.db.insertInto('role_permissions').values({ tenant_id: tenantId, role_id: role.id, permission_id: permission.id }).execute();
    expect(await granted()).toBe(true);
  });

  it('refuses the token once frozen, revoked or expired', async () => {
    const other = await actor(t, 'sales');
    const look = () => findActiveSession(t.app.db, other.token);
    expect(await look()).not.toBeNull();
    await t.app.db.updateTable('users').set({ status: '2' }).where('id', '=', other.userId).execute();
    expect(await look()).toBeNull();
    await t.app.db.updateTable('users').set({ status: '1' }).where('id', '=', other.userId).execute();
    expect(await look()).not.toBeNull();

    const { expires_at: expiresAt } = await t.app.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', other.userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(expiresAt) + 1000));
    expect(await look()).toBeNull();
    vi.useRealTimers();

    expect(await look()).not.toBeNull();
    await t.app.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', other.userId).execute();
    expect(await look()).toBeNull();
  });
});
