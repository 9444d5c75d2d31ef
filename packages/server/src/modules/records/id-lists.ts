import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether the JSON list of ids in `column` (a user field with `multiple`: a work report's
 * recipients, a task's participants) names `id`, as a filter's `eq` reads such a list
 * (list-query.ts). `id` is a value or a reusable query's placeholder; ids are UUIDs, which hold
 * none of LIKE's wildcards.
 */
export function listNames(column: string, id: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${'%"'} || ${id} || ${'"%'}`;
}
