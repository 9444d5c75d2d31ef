import type { Kysely } from 'kysely';

/** A tenant's version of `name` (table_versions), 0 before its first raise. */
async function versionOf(db: Kysely<any>, tenantId: string, name: string): Promise<number> {
  const row = await db.selectFrom('table_versions').select('version').where('tenant_id', '=', tenantId).where('table_name', '=', name).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * How much `change` raised the version `name` of the tenants `t1` and `t2`: the two tenants the
 * tests of the migrations that add version triggers write to.
 */
export async function versionRaises(db: Kysely<any>, name: string, change: () => Promise<unknown>): Promise<Record<'t1' | 't2', number>> {
  const before = { t1: await versionOf(db, 't1', name), t2: await versionOf(db, 't2', name) };
  await change();
  return { t1: (await versionOf(db, 't1', name)) - before.t1, t2: (await versionOf(db, 't2', name)) - before.t2 };
}
