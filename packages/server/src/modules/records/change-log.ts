import { translate, type ChangeLogEntry, type Lang, type RecordRow } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import type { Viewer } from './data-scope.ts';
import { addDisplayTexts } from './display-texts.ts';
import type { Db, RecordModel } from './record-model.ts';

/**
 * One line as the change log keeps it: its title and subtitle fields as shown, by field name, so
 * a reader whose roles hide one of them reads the line without it (linesChangeText).
 */
export type LoggedLine = [field: string, shown: string][];

/**
 * One changed field: `label` is an i18n key (translated when read) or a custom field's literal
 * label; a lines field's change also keeps its lines field by field (never answered).
 */
export type FieldChange = ChangeLogEntry['changes'][number] & { fromLines?: LoggedLine[] | null; toLines?: LoggedLine[] | null };

/** A change's lines as a sentence, without the line fields `hidden` names. */
export function linesChangeText(lines: readonly LoggedLine[] | null | undefined, hidden: ReadonlySet<string> = new Set()): string | null {
  if (!lines || lines.length === 0) return null;
  return lines
    .map((line) =>
      line
        .filter(([name]) => !hidden.has(name))
        .map(([, shown]) => shown)
        .join(' '),
    )
    .join('; ');
}

/**
 * What a reader's field permissions take out of a change log: the record's fields they may not
 * see, and per lines field the line fields they may not see.
 */
export interface HiddenFromLog {
  fields: ReadonlySet<string>;
  lineFields: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A change as a reader sees it: none of a hidden field; a lines field's without its hidden line fields. */
function shownChange(change: FieldChange, hidden: HiddenFromLog | undefined): ChangeLogEntry['changes'][number] | null {
  const { fromLines, toLines, ...answered } = change;
  if (!hidden) return answered;
  if (hidden.fields.has(change.field)) return null;
  const lineFields = hidden.lineFields.get(change.field);
  if (!lineFields || lineFields.size === 0) return answered;
  // Written before lines were kept field by field: nothing of them can be told apart, so nothing is shown.
  if (fromLines === undefined && toLines === undefined) return { ...answered, from: null, to: null };
  const from = linesChangeText(fromLines, lineFields);
  const to = linesChangeText(toLines, lineFields);
  return from === to ? null : { ...answered, from, to };
}

export async function writeChangeLog(
  db: Db,
  viewer: Viewer,
  table: string,
  dataId: string,
  action: string,
  changes: readonly FieldChange[] = [],
): Promise<void> {
  await db
    .insertInto('change_logs')
    .values({
      id: randomUUID(),
      tenant_id: viewer.tenantId,
      table_name: table,
      data_id: dataId,
      user_id: viewer.userId,
      action,
      changes: JSON.stringify(changes),
      created_at: nowText(),
    })
    .execute();
}

function displayOf(record: RecordRow | null, name: string): string | null {
  if (!record) return null;
  const text = record[`${name}_dictText`];
  if (typeof text === 'string' && text !== '') return text;
  const value = record[name];
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null && 'name' in v ? String(v.name) : String(v))).join(',');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
}

/** The stored value, null when empty. */
function valueOf(record: RecordRow | null, name: string): unknown {
  const value = record?.[name];
  return value === undefined || value === '' ? null : value;
}

const SYSTEM_LABELS: Record<string, string> = {
  ownerId: 'server.recordField.ownerId',
  departId: 'server.recordField.departId',
  lockStatus: 'server.recordField.lockStatus',
};

/** The fields that differ between two versions of a record, with display values in the writer's language. */
export async function describeChanges(db: Db, lang: Lang, model: RecordModel, before: RecordRow | null, after: RecordRow | null): Promise<FieldChange[]> {
  const rows = [before, after].filter((r): r is RecordRow => r !== null).map((r) => ({ ...r }));
  await addDisplayTexts(db, lang, model, rows);
  const [shownBefore, shownAfter] = before && after ? rows : before ? [rows[0]!, null] : [null, rows[0]!];
  const changes: FieldChange[] = [];
  for (const name of [...Object.keys(SYSTEM_LABELS), ...model.fields.map((f) => f.name)]) {
    const from = displayOf(shownBefore ?? null, name);
    const to = displayOf(shownAfter ?? null, name);
    if (from === to) continue;
    // Creation and deletion log what the record held, not every empty field.
    if (!before && to === null) continue;
    const field = model.field(name);
    changes.push({ field: name, label: field ? field.label : SYSTEM_LABELS[name]!, from, to, fromValue: valueOf(before, name), toValue: valueOf(after, name) });
  }
  return changes;
}

/** The change log of one record, newest first, labels in the reader's language, without what their roles hide. */
export async function changeLogOf(db: Db, tenantId: string, lang: Lang, table: string, dataId: string, hidden?: HiddenFromLog): Promise<ChangeLogEntry[]> {
  const rows = await db
    .selectFrom('change_logs')
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'change_logs.user_id').onRef('users.tenant_id', '=', 'change_logs.tenant_id'))
    .select(['change_logs.id', 'users.realname as userName', 'change_logs.created_at as time', 'change_logs.action', 'change_logs.changes'])
    .where('change_logs.tenant_id', '=', tenantId)
    .where('change_logs.table_name', '=', table)
    .where('change_logs.data_id', '=', dataId)
    .orderBy('change_logs.created_at', 'desc')
    .orderBy('change_logs.id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userName: row.userName ?? '',
    time: row.time,
    action: row.action,
    changes: (JSON.parse(row.changes) as FieldChange[])
      .map((change) => shownChange(change, hidden))
      .filter((change) => change !== null)
      .map((c) => ({ ...c, label: translate(lang, c.label) })),
  }));
}
