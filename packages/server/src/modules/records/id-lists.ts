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

/** The ids a list-of-ids value holds (a user field with `multiple`); none for anything else. */
export function idsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The ids an edit adds to a list-of-ids field: those `changes` names that `before` did not (none when the field is not changed). */
export function idsAdded(before: Readonly<Record<string, unknown>>, changes: Readonly<Record<string, unknown>>, field: string): string[] {
  if (!(field in changes)) return [];
  const had = new Set(idsIn(before[field]));
  return idsIn(changes[field]).filter((id) => !had.has(id));
}
