import { entityOf, type RecordRow } from '@crm/domain';
import { fieldLabel } from './display-texts.ts';
import { storedColumn } from './field-storage.ts';
import type { HookContext } from './record-hooks.ts';
import { loose } from './record-model.ts';
import { fieldErrors, type ServerFieldIssue } from './record-validation.ts';

/**
 * The checks objects' hooks make of a record as a write leaves it, beyond each value on its own
 * (STYLE: hooks, not copies): a term that does not end before it starts, a related record of the
 * record's own customer.
 */

/** A field's value as the write leaves the record: the write's, else the stored one. */
export function valueAfter(before: RecordRow | null, values: Record<string, unknown>, name: string): unknown {
  return (name in values ? values[name] : before?.[name]) ?? null;
}

/**
 * `end` before `start` as the write leaves them: the 422 issue on `end` naming `start`, else null.
 * Instants compare as instants (a client may send date-times in any offset), days as days.
 */
export function endsBeforeStart(
  ctx: HookContext,
  before: RecordRow | null,
  values: Record<string, unknown>,
  start: string,
  end: string,
): ServerFieldIssue | null {
  const [from, to] = [valueAfter(before, values, start), valueAfter(before, values, end)];
  if (typeof from !== 'string' || typeof to !== 'string' || !(Date.parse(to) < Date.parse(from))) return null;
  return { field: end, rule: 'notBefore', vars: { other: fieldLabel(ctx.lang, ctx.model.field(start)!) } };
}

/** Refuses (422 on `end`, naming `start`) a write that leaves `end` before `start`. */
export function refuseEndBeforeStart(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>, start: string, end: string): void {
  const issue = endsBeforeStart(ctx, before, values, start, end);
  if (issue) throw fieldErrors(ctx.lang, ctx.model, [issue]);
}

/** The customer a record of `object` (one with a customerId) belongs to: null when it has none, undefined when the record is not there. */
export async function customerOf(ctx: HookContext, object: string, id: unknown): Promise<string | null | undefined> {
  return (await customersOf(ctx, object, [String(id)])).get(String(id));
}

/** The customers records of `object` (one with a customerId) belong to, by id, in one query: null for one without; a record not there is not in the map. */
export async function customersOf(ctx: HookContext, object: string, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await loose(ctx.db)
    .selectFrom(entityOf(object).table)
    .select(['id', storedColumn('customerId')])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [String(row.id), (row[storedColumn('customerId')] as string | null) ?? null]));
}
