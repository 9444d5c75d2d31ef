import {
  actionLabel,
  actionsOf,
  ALL_OBJECTS,
  columnOf,
  findEntity,
  FOLLOW_UP_OBJECT,
  translate,
  type ActivityLine,
  type EntityDef,
  type Lang,
} from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';
import type { Viewer } from '../records/data-scope.ts';
import { storedColumn } from '../records/field-storage.ts';
import { loose, storeOf } from '../records/record-model.ts';
import { selectVisible } from '../records/record-visibility.ts';

/**
 * What people did, read from the two places every object writes to: the follow-ups (about the
 * customer, contact or lead followed up) and the change log (records added, edited, deleted,
 * transferred, pooled, won, approved … by any object's route or action, and the pools' nightly
 * recycling). One reader for the home page's "my recent activity" and the team activity page, so
 * an object added later (visits) is listed by both without being named here.
 */

/** A where-builder over one column holding user ids: whose acts are read. */
export type PeopleWhere = (column: string) => (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

export interface ActivityFilter {
  /** Whose acts: null for everyone of the tenant (an administrator's team activity). */
  people: PeopleWhere | null;
  /** `followUp` and change-log actions; absent: every act. */
  actions?: readonly string[];
  /** Acts on one object's records (follow-ups: about them), by API name. */
  objectName?: string;
  /** Instants, `from` included, `until` not. */
  from?: string;
  until?: string;
}

/** The start of a follow-up's text a line shows. */
const EXCERPT = 60;

const followUpObject = (): EntityDef => ALL_OBJECTS.find((entity) => entity.apiName === FOLLOW_UP_OBJECT.apiName)!;

/** The objects whose change log is read: every registered one but the follow-ups (read as follow-ups). */
function loggedObjects(): Map<string, EntityDef> {
  const followUps = followUpObject().table;
  return new Map(ALL_OBJECTS.filter((entity) => entity.table !== followUps && !entity.parent).map((entity) => [entity.table, entity]));
}

interface Sources {
  followUps: boolean;
  /** The change log's tables read; empty: the change log is not read. */
  tables: string[];
}

function sourcesOf(filter: ActivityFilter): Sources {
  const tables = loggedObjects();
  const wanted = filter.objectName ? findEntity(filter.objectName) : undefined;
  if (filter.objectName && !wanted) return { followUps: false, tables: [] };
  const followUps = (!filter.actions || filter.actions.includes('followUp')) && (!wanted || wanted.features.followUp);
  const changes = !filter.actions || filter.actions.some((action) => action !== 'followUp');
  const chosen = wanted ? [...tables.keys()].filter((table) => table === wanted.table) : [...tables.keys()];
  return { followUps, tables: changes ? chosen : [] };
}

function followUpQuery(db: Kysely<Database>, tenantId: string, filter: ActivityFilter) {
  const { table } = followUpObject();
  let query = loose(db).selectFrom(table).where('tenant_id', '=', tenantId);
  if (filter.people) query = query.where(filter.people(`${table}.create_by`));
  if (filter.objectName) query = query.where(columnOf('relatedEntity'), '=', filter.objectName);
  if (filter.from) query = query.where('create_time', '>=', filter.from);
  if (filter.until) query = query.where('create_time', '<', filter.until);
  return query;
}

function changeQuery(db: Kysely<Database>, tenantId: string, filter: ActivityFilter, tables: readonly string[]) {
  let query = loose(db).selectFrom('change_logs').where('tenant_id', '=', tenantId).where('table_name', 'in', tables);
  if (filter.people) query = query.where(filter.people('change_logs.user_id'));
  const actions = filter.actions?.filter((action) => action !== 'followUp');
  if (actions) query = query.where('action', 'in', actions);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.until) query = query.where('created_at', '<', filter.until);
  return query;
}

/** How many acts the filter selects. */
export async function countActivity(db: Kysely<Database>, tenantId: string, filter: ActivityFilter): Promise<number> {
  const sources = sourcesOf(filter);
  const counts = await Promise.all([
    sources.followUps
      ? followUpQuery(db, tenantId, filter)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      : undefined,
    sources.tables.length > 0
      ? changeQuery(db, tenantId, filter, sources.tables)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      : undefined,
  ]);
  return counts.reduce((sum, row) => sum + toCount((row as { n?: number } | undefined)?.n), 0);
}

interface RawLine {
  id: string;
  user_id: string;
  action: string;
  /** A follow-up's subject's API name, or a change's table. */
  object: string;
  record_id: string;
  /** A follow-up's subject's name when it was written, and the start of its text. */
  subject: string | null;
  detail: string | null;
  time: string;
}

/**
 * A window of the acts the filter selects, newest first: each source's newest `offset + size`
 * (each walks its own index: time, or person and time), merged.
 */
async function rawLines(db: Kysely<Database>, tenantId: string, filter: ActivityFilter, window: PageWindow): Promise<RawLine[]> {
  const sources = sourcesOf(filter);
  const enough = window.offset + window.size;
  const branches = [];
  if (sources.followUps) {
    branches.push(
      followUpQuery(db, tenantId, filter)
        .select([
          'id',
          'create_by as user_id',
          sql<string>`'followUp'`.as('action'),
          `${columnOf('relatedEntity')} as object`,
          `${columnOf('relatedId')} as record_id`,
          `${columnOf('relatedName')} as subject`,
          `${columnOf('content')} as detail`,
          'create_time as time',
        ])
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(enough),
    );
  }
  if (sources.tables.length > 0) {
    branches.push(
      changeQuery(db, tenantId, filter, sources.tables)
        .select([
          'id',
          'user_id',
          'action',
          'table_name as object',
          'data_id as record_id',
          sql<string | null>`null`.as('subject'),
          sql<string | null>`null`.as('detail'),
          'created_at as time',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(enough),
    );
  }
  const results = await Promise.all(branches.map((branch) => branch.execute() as Promise<RawLine[]>));
  return results
    .flat()
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(window.offset, enough);
}

/** The titles of the records of one object the viewer sees, by id, among `ids`. */
export async function visibleTitles(db: Kysely<Database>, viewer: Viewer, entity: EntityDef, ids: readonly string[]): Promise<Map<string, string>> {
  const { table } = storeOf(entity);
  const rows = (await selectVisible(db, viewer, entity)
    .select([`${table}.id as id`, `${table}.${storedColumn(entity.titleField)} as title`])
    .where(`${table}.id`, 'in', [...new Set(ids)])
    .execute()) as { id: string; title: unknown }[];
  return new Map(rows.map((row) => [row.id, row.title === null || row.title === undefined ? '' : String(row.title)]));
}

/** An act in the reader's language: the engine's own acts by name, an object's action by its label. */
function actionText(lang: Lang, entity: EntityDef | undefined, action: string): string {
  const own = `web.activity.action.${action}`;
  const text = translate(lang, own);
  if (text !== own) return text;
  const declared = entity ? actionsOf(entity)[action] : undefined;
  return declared ? translate(lang, actionLabel(entity!, action, declared)) : action;
}

/**
 * Acts as lines: who (by name; the system for a job), what, on which record. The record's title
 * and the follow-up's text only where the reader sees the record, unless the reader did it
 * (their own follow-up keeps the name its subject had): a line about a record out of their reach
 * says only what kind of record it was, and opens nothing.
 */
async function toLines(db: Kysely<Database>, viewer: Viewer, lang: Lang, raw: readonly RawLine[]): Promise<ActivityLine[]> {
  const tables = loggedObjects();
  const entityOf = (line: RawLine) => (line.action === 'followUp' ? findEntity(line.object) : tables.get(line.object));
  const byObject = new Map<EntityDef, string[]>();
  for (const line of raw) {
    const entity = entityOf(line);
    if (!entity || line.action === 'delete') continue;
    byObject.set(entity, [...(byObject.get(entity) ?? []), line.record_id]);
  }
  const userIds = [...new Set(raw.map((line) => line.user_id))];
  const [titles, users] = await Promise.all([
    Promise.all([...byObject].map(async ([entity, ids]) => [entity, await visibleTitles(db, viewer, entity, ids)] as const)).then((pairs) => new Map(pairs)),
    userIds.length === 0 ? [] : db.selectFrom('users').select(['id', 'realname']).where('tenant_id', '=', viewer.tenantId).where('id', 'in', userIds).execute(),
  ]);
  const names = new Map(users.map((user) => [user.id, user.realname]));
  return raw.map((line) => {
    const entity = entityOf(line);
    const title = entity ? titles.get(entity)?.get(line.record_id) : undefined;
    const mine = line.user_id === viewer.userId;
    const seen = title !== undefined || mine;
    const known = names.get(line.user_id);
    return {
      id: line.id,
      userId: known === undefined ? '' : line.user_id,
      userName: known ?? translate(lang, 'web.activity.system'),
      action: line.action,
      actionText: actionText(lang, entity, line.action),
      objectName: entity?.apiName ?? line.object,
      objectLabel: entity ? translate(lang, entity.label) : '',
      recordId: line.record_id,
      // A follow-up keeps the name its subject had when it was written.
      title: (seen && line.subject) || title || '',
      detail: seen ? String(line.detail ?? '').slice(0, EXCERPT) : '',
      open: title !== undefined,
      time: line.time,
    };
  });
}

/** A page of the acts the filter selects, newest first, as lines for `viewer`. */
export async function activityLines(db: Kysely<Database>, viewer: Viewer, lang: Lang, filter: ActivityFilter, window: PageWindow): Promise<ActivityLine[]> {
  return toLines(db, viewer, lang, await rawLines(db, viewer.tenantId, filter, window));
}
