import type { PermissionLogEntry, PermissionLogKind } from '@crm/domain';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What changed of one field, as plain text (never a secret: a password reset logs that it happened, not what to). */
export type PermissionChange = PermissionLogEntry['changes'][number];

/** Every kind of entry, for the list's filter; the domain's union is the source. */
export const PERMISSION_LOG_KINDS = [
  'role.add',
  'role.edit',
  'role.copy',
  'role.delete',
  'role.fieldPermission',
  'user.add',
  'user.edit',
  'user.frozen',
  'user.unfrozen',
  'user.resetPassword',
  'user.handover',
  'depart.add',
  'depart.edit',
  'depart.delete',
] as const satisfies readonly PermissionLogKind[];

// Fails to compile when the domain gains a kind this list lacks.
type MissingKind = Exclude<PermissionLogKind, (typeof PERMISSION_LOG_KINDS)[number]>;
const noKindMissing: [MissingKind] extends [never] ? true : never = true;
void noKindMissing;

export interface PermissionLogWrite {
  tenantId: string;
  /** Who made the change. */
  actorId: string;
  kind: PermissionLogKind;
  targetId: string;
  /** The role's, employee's or department's name as it is after the change (before it, for a deletion). */
  targetName: string;
  changes: readonly PermissionChange[];
}

let lastMillis = 0;
let sequence = 0;

/**
 * A UUID in the layout of version 7: the time in milliseconds first, then a counter within the
 * millisecond, then random bits. Entries written in one millisecond (a batch freeze) list newest
 * first by it, after their time.
 */
function timeOrderedId(millis: number): string {
  sequence = millis === lastMillis ? (sequence + 1) % 0x1000 : 0;
  lastMillis = millis;
  const hex = `${millis.toString(16).padStart(12, '0')}7${sequence.toString(16).padStart(3, '0')}${randomBytes(8).toString('hex')}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * One entry of the permission log. Call it in the transaction of the change it describes, so
 * that the change and its entry are written together or not at all.
 */
export async function writePermissionLog(db: Db, entry: PermissionLogWrite): Promise<void> {
  const now = new Date();
  await db
    .insertInto('permission_logs')
    .values({
      id: timeOrderedId(now.getTime()),
      tenant_id: entry.tenantId,
      user_id: entry.actorId,
      kind: entry.kind,
      target_id: entry.targetId,
      target_name: entry.targetName,
      changes: JSON.stringify(entry.changes),
      created_at: nowText(now),
    })
    .execute();
}

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/** The change of one field, or nothing when it stayed the same. */
export function fieldChange(field: string, before: unknown, after: unknown): PermissionChange[] {
  const [from, to] = [text(before), text(after)];
  return from === to ? [] : [{ field, before: from, after: to }];
}

/**
 * What a list gained and lost (a role's buttons, an employee's roles): `<field>Added` with the
 * new items as `after`, `<field>Removed` with the items gone as `before`, each sorted.
 */
export function listChange(field: string, before: readonly string[], after: readonly string[]): PermissionChange[] {
  const had = new Set(before);
  const has = new Set(after);
  const added = [...has].filter((item) => !had.has(item)).sort();
  const removed = [...had].filter((item) => !has.has(item)).sort();
  return [
    ...(added.length > 0 ? [{ field: `${field}Added`, before: null, after: added.join(', ') }] : []),
    ...(removed.length > 0 ? [{ field: `${field}Removed`, before: removed.join(', '), after: null }] : []),
  ];
}

export interface PermissionLogFilter {
  kind?: string;
  targetId?: string;
}

function logQuery(db: Db, tenantId: string, filter: PermissionLogFilter) {
  let query = db.selectFrom('permission_logs').where('permission_logs.tenant_id', '=', tenantId);
  if (filter.kind) query = query.where('permission_logs.kind', '=', filter.kind);
  if (filter.targetId) query = query.where('permission_logs.target_id', '=', filter.targetId);
  return query;
}

export async function countPermissionLogs(db: Db, tenantId: string, filter: PermissionLogFilter): Promise<number> {
  const row = await logQuery(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

function parseChanges(json: string): PermissionChange[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as PermissionChange[]) : [];
  } catch {
    return [];
  }
}

/** A page of the log, newest first, with the actor's name as it is now. */
export async function listPermissionLogs(db: Db, tenantId: string, filter: PermissionLogFilter, window: PageWindow): Promise<PermissionLogEntry[]> {
  const rows = await logQuery(db, tenantId, filter)
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'permission_logs.user_id').onRef('users.tenant_id', '=', 'permission_logs.tenant_id'))
    .select([
      'permission_logs.id',
      'permission_logs.kind',
      'permission_logs.user_id as userId',
      'users.realname as userName',
      'permission_logs.target_id as targetId',
      'permission_logs.target_name as targetName',
      'permission_logs.changes',
      'permission_logs.created_at as createdAt',
    ])
    .orderBy('permission_logs.created_at', 'desc')
    .orderBy('permission_logs.id', 'desc')
    .limit(window.size)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as PermissionLogKind,
    userId: row.userId,
    userName: row.userName ?? '',
    targetId: row.targetId,
    targetName: row.targetName,
    changes: parseChanges(row.changes),
    createdAt: row.createdAt,
  }));
}
