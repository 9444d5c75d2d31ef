import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A tenant's version of `name` (a table_versions row: a record table's rows or fields, the
 * directory, field access, the auth of its sessions) as a subquery, to select beside a request's
 * other look-ups in one statement; null before its first raise.
 */
export function tenantVersion(eb: ExpressionBuilder<Database, never>, tenantId: string | Expression<string>, name: string) {
  return eb
    .selectFrom('table_versions')
    .select(sql<string>`cast(version as text)`.as('version'))
    .where('table_versions.tenant_id', '=', tenantId)
    .where('table_versions.table_name', '=', name);
}
