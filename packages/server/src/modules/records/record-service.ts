import { claimRefusalOf } from '../pools/pool-moves.ts';
import { poolPartOf } from '../pools/pool-reach.ts';
import { closeRecordReminders, keepFollowUpTodos } from '../reminders/record-todos.ts';
import {
  acceptsInput,
  actionsOf,
  canRun,
  linesFieldsOf,
  LOCK_STATUS,
  translate,
  type ActionDef,
  type EntityDef,
  type FieldDef,
  type FieldIssue,
  lineIssueKey,
  type SceneCondition,
  type Lang,
  type Page,
  type RecordAccess,
  type RecordRow,
  type TeamAccess,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { expressionBuilder, sql, type Kysely, type Transaction } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import { noteVersionsRead, tenantVersion, versionsOf } from '../../db/table-versions.ts';
import { reusableQueries, reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { pageWindow, toPage, type PageWindow } from '../../http/paging.ts';
import { buttonGrantColumns, buttonHeld, buttonsHeld, holdsButton, holdsEveryButton, type ButtonGrant } from '../permissions/repository.ts';
import type { AssumedVersions, SessionCompanion } from '../session/repository.ts';
import {
  deletableUnderAudit,
  editableUnderAudit,
  keepReviewedAmounts,
  keepReviewedLines,
  refuseDeleteUnderAudit,
  refuseEditUnderAudit,
} from './audit-locks.ts';
import { describeChanges, writeChangeLog, type HiddenFromLog } from './change-log.ts';
import { parameterisedViewer, scopeCovers, scopeParameters, scopeShape, type Viewer } from './data-scope.ts';
import { addDisplayTexts, relationTitleSelections, titlesOfRows } from './display-texts.ts';
import { DIRECTORY } from './directory-texts.ts';
import {
  FIELD_ACCESS,
  NO_RESTRICTIONS,
  readableModel,
  refuseRestrictedInput,
  restrictionsAnswer,
  restrictionsOf,
  withLineRestrictions,
  writableModel,
  type FieldRestrictions,
  type RolesRestrictions,
} from './field-access.ts';
import { hooksOf } from './object-registry.ts';
import { requireActionPermission, runAction } from './record-actions.ts';
import type { HookContext } from './record-hooks.ts';
import { listTotal, markTableChanged } from './list-totals.ts';
import { conditionsWhere, invalidCondition, keywordWhere, parseFilters, sortOf, type ListRequest, type ListSort } from './list-query.ts';
import {
  fieldsVersionName,
  loadModel,
  loose,
  modelAt,
  modelVersionColumns,
  selectRows,
  type ModelVersions,
  storeOf,
  withFields,
  type Db,
  type RecordModel,
} from './record-model.ts';
import { tableColumns } from './field-storage.ts';
import { extOf, rowColumns, toColumns, toRecordRow, type StoredRow } from './record-rows.ts';
import { applyAutoNumbers, applyDefaults, applyFormulas, fieldErrors, timeZoneOf, validateInput } from './record-validation.ts';
import { alignLineCurrencies, applyCurrencies, currencyChanged } from './record-currency.ts';
import { selectVisible } from './record-visibility.ts';
import { sceneConditions } from './scenes.ts';
import { deleteLines, lineChanges, lineLabels, linesOf, prepareLines, saveLines } from './child-records.ts';
import { initialRollups, recomputeRecord, refreshRollups } from './rollups.ts';
import { followStock } from '../stock/stock-ledger.ts';
import { kept } from './kept.ts';

/** Who calls and in which language: every record operation runs for one caller. */
export interface RecordCall {
  db: Kysely<Database>;
  viewer: Viewer;
  lang: Lang;
  /** The button of `code` and the versions, read with the caller's session (recordAccessCompanion). */
  access?: { code: string; read: RecordAccessRead };
  /** The caller's field restrictions on every object, once asked (callRestrictions). */
  restrictions?: Promise<RolesRestrictions>;
  /** Versions the call went by without reading them (plugins/auth.ts): a list's page reads and compares them. */
  assumed?: { versions: AssumedVersions; checked: boolean };
}

/**
 * A version the call assumed has moved since (a change anywhere in what the session, the model,
 * the rows or their texts depend on): nothing worked out from it may be answered.
 */
export class VersionsMoved extends Error {
  constructor() {
    super('a version the request assumed has moved');
  }
}

/** What recordAccessCompanion reads: a button's grant and the versions a record route's caches go by. */
export type RecordAccessRead = ButtonGrant & ModelVersions & { directoryVersion: string | null; fieldAccessVersion: string | null };

/**
 * What a generic record route reads with its caller's session (plugins/auth.ts): the button of
 * its action and the versions its model, list totals and display texts are remembered by, so a
 * list's permission, model and texts cost no statement of their own (issue 25).
 */
export function recordAccessCompanion(entity: EntityDef, action: string): SessionCompanion | undefined {
  // Extension tables have no buttons (holdsPermission), and their model is read by name.
  if (entity.custom) return undefined;
  return {
    button: `${entity.permissionPrefix}:${action}`,
    versions: { rowsVersion: entity.table, fieldsVersion: fieldsVersionName(entity.table), directoryVersion: DIRECTORY, fieldAccessVersion: FIELD_ACCESS },
  };
}

/**
 * Whether the caller holds `<permissionPrefix>:<action>`. Extension tables have
 * no codes in the permission catalogue, so their rule is: administrators, and any user holding
 * at least one role of the tenant, may use every action on their rows; what each user then sees
 * and changes is bounded, as for any object, by the data scope and the write rights.
 */
export async function holdsPermission(call: RecordCall, entity: EntityDef, action: string): Promise<boolean> {
  const { auth } = call.viewer;
  if (entity.custom) return call.viewer.admin || auth.roleIds.length > 0;
  return holdsButton(call.db, auth, `${entity.permissionPrefix}:${action}`);
}

export async function requirePermission(call: RecordCall, entity: EntityDef, action: string): Promise<void> {
  if (!(await holdsPermission(call, entity, action))) throw forbidden();
}

/**
 * Whether the caller holds what a named action needs: its own code (`<prefix>:<permission>`) and
 * any other object's it requires. Asked through `held`, so codes several actions share are
 * looked up once per call.
 */
export async function holdsActionPermission(
  call: RecordCall,
  entity: EntityDef,
  name: string,
  action: ActionDef,
  held: PermissionLookups = permissionLookups(call, entity),
): Promise<boolean> {
  // Extension tables have no codes of other objects to ask for: their own rule covers them.
  const others = entity.custom ? [] : (action.requires ?? []).map(held.code);
  return (await Promise.all([held.own(action.permission ?? name), ...others])).every(Boolean);
}

/** One call's permission look-ups, each asked once: the object's own actions and whole codes. */
export interface PermissionLookups {
  own(action: string): Promise<boolean>;
  code(code: string): Promise<boolean>;
}

export function permissionLookups(call: RecordCall, entity: EntityDef, prefetch: readonly string[] = []): PermissionLookups {
  const asked = new Map<string, Promise<boolean>>();
  // The codes known to be asked, looked up together in one statement at the first question.
  let batch: Promise<Set<string>> | undefined;
  const batched = prefetch.length > 0 && !entity.custom;
  const ask = (key: string, look: () => Promise<boolean>) => {
    let answer = asked.get(key);
    if (!answer) {
      answer = batched && prefetch.includes(key) ? (batch ??= buttonsHeld(call.db, call.viewer.auth, prefetch)).then((held) => held.has(key)) : look();
      asked.set(key, answer);
    }
    return answer;
  };
  return {
    own: (action) => ask(`${entity.permissionPrefix}:${action}`, () => holdsPermission(call, entity, action)),
    code: (code) => ask(code, () => holdsButton(call.db, call.viewer.auth, code)),
  };
}

/** The caller's field restrictions, read once per call, at the version the session statement read where it did. */
export function callRestrictions(call: RecordCall): Promise<RolesRestrictions> {
  call.restrictions ??= restrictionsOf(call.db, call.viewer, call.access ? (call.access.read.fieldAccessVersion ?? null) : undefined);
  return call.restrictions;
}

/** The caller's restrictions on one object (or line object), by API name. */
export async function objectRestrictions(call: RecordCall, apiName: string): Promise<FieldRestrictions> {
  return (await callRestrictions(call)).get(apiName) ?? NO_RESTRICTIONS;
}

/** The model as the caller may read it: without the fields their roles hide (field-access.ts). */
export async function modelReadBy(call: RecordCall, model: RecordModel): Promise<RecordModel> {
  return readableModel(model, await objectRestrictions(call, model.entity.apiName));
}

const hiddenNames = (restrictions: FieldRestrictions) => new Set([...restrictions].filter(([, access]) => access === 'hidden').map(([name]) => name));

/** What the caller's roles hide of an object's change log: its hidden fields and its lines' (change-log.ts). */
export async function hiddenFromLog(call: RecordCall, entity: EntityDef): Promise<HiddenFromLog | undefined> {
  const restrictions = await callRestrictions(call);
  if (restrictions.size === 0) return undefined;
  return {
    fields: hiddenNames(restrictions.get(entity.apiName) ?? new Map()),
    lineFields: new Map(linesFieldsOf(entity).map((field) => [field.name, hiddenNames(restrictions.get(field.lines!.object.apiName) ?? new Map())])),
  };
}

/** Takes the line fields the caller may not see out of a record's lines (detail-field permissions). */
async function hideLineFields(call: RecordCall, model: RecordModel, record: Record<string, unknown>): Promise<void> {
  for (const field of linesFieldsOf(model.entity)) {
    // The whole lines field hidden: none of its rows.
    if (!model.field(field.name)) delete record[field.name];
    const hidden = hiddenNames(await objectRestrictions(call, field.lines!.object.apiName));
    const rows = record[field.name];
    if (hidden.size === 0 || !Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[]) for (const name of hidden) for (const key of [name, `${name}_dictText`]) delete row[key];
  }
}

/** The directory's version as the call's session statement read it ('0' before its first change), if it did. */
function directoryVersionRead(call: RecordCall): string | undefined {
  return call.access ? (call.access.read.directoryVersion ?? '0') : undefined;
}

/** The button and the model's versions in one statement: built once (reusableQuery). */
const grantAndVersionsQuery = reusableQuery(['tenantId', 'userId', 'code', 'rows', 'fields'], (db, p) =>
  db.selectNoFrom((eb) => [...buttonGrantColumns(eb, p), ...modelVersionColumns(eb, p)]),
);

/**
 * requirePermission, then loadModel: how every generic record route starts. For a caller whose
 * button must be looked up, both look-ups are one statement.
 */
export async function permittedModel(call: RecordCall, entity: EntityDef, action: string): Promise<RecordModel> {
  const { viewer } = call;
  const code = `${entity.permissionPrefix}:${action}`;
  const read = call.access?.code === code ? call.access.read : undefined;
  if (entity.custom || holdsEveryButton(viewer.auth)) {
    await requirePermission(call, entity, action);
    return read ? modelAt(call.db, viewer.tenantId, entity, read) : loadModel(call.db, viewer.tenantId, entity);
  }
  const answer =
    read ??
    (
      await grantAndVersionsQuery(call.db, {
        tenantId: viewer.tenantId,
        userId: viewer.userId,
        code,
        rows: entity.table,
        fields: fieldsVersionName(entity.table),
      })
    )[0]!;
  if (!buttonHeld(answer)) throw forbidden();
  return modelAt(call.db, viewer.tenantId, entity, answer);
}

/**
 * A record read by id, compiled once per object and scope shape, its columns named: PostgreSQL
 * then keeps it as a named statement (a `*` never is) and plans it once per connection, where it
 * planned it on every read (0.21 ms, eight times what running it takes).
 */
const visibleRows = reusableQueries<StoredRow>(1000);

/** An object's columns as its table has them (table-sync.ts), qualified. */
const storedColumns = (entity: EntityDef) => kept(storedColumnsOfEntities, entity, () => tableColumns(entity).map(({ name }) => `${entity.table}.${name}`));
const storedColumnsOfEntities = new WeakMap<EntityDef, string[]>();

/**
 * A row the caller may see, or undefined: outside the scope and absent look the same (no id
 * leaks). A record of an audited object is also seen by whoever was asked to approve it (their
 * pending audits open it), though not listed for them.
 */
export async function findVisibleRow(db: Db, viewer: Viewer, entity: EntityDef, id: string): Promise<StoredRow | undefined> {
  const row = entity.custom
    ? ((await selectVisible(db, viewer, entity)
        .selectAll()
        .where(`${storeOf(entity).table}.id`, '=', id)
        .executeTakeFirst()) as StoredRow | undefined)
    : (
        await visibleRows(db, `${entity.apiName}\u0000${scopeShape(viewer)}`, { ...scopeParameters(viewer), id }, (param) =>
          selectVisible(db, parameterisedViewer(viewer, param), entity).select(storedColumns(entity)).where(`${entity.table}.id`, '=', param('id')),
        )
      )[0];
  if (row || !entity.features.audit || viewer.admin) return row;
  return (await loose(db)
    .selectFrom(storeOf(entity).table)
    .selectAll()
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', id)
    .where((eb) =>
      eb.exists(
        db
          .selectFrom('audit_tasks')
          .select('audit_tasks.id')
          .where('audit_tasks.tenant_id', '=', viewer.tenantId)
          .where('audit_tasks.record_id', '=', id)
          .where('audit_tasks.approver_id', '=', viewer.userId)
          .where('audit_tasks.object_name', '=', entity.apiName),
      ),
    )
    .executeTakeFirst()) as StoredRow | undefined;
}

export async function requireVisibleRow(db: Db, viewer: Viewer, entity: EntityDef, id: string): Promise<StoredRow> {
  const row = await findVisibleRow(db, viewer, entity, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Whether the caller may change a record they can see (spec section 6): administrators, the
 * owner, a read-and-edit team member, a read-write share from the owner, or someone whose own
 * scope covers the record and one of whose roles has rights on others' data ('rw').
 */
export async function writeRight(db: Db, viewer: Viewer, entity: EntityDef, row: StoredRow): Promise<{ write: boolean; team: TeamAccess | null }> {
  const own = hooksOf(entity.apiName).writeRight;
  if (own) return { write: own(viewer, row), team: null };
  const team = entity.features.team
    ? (((
        await db
          .selectFrom('team_members')
          .select('access')
          .where('tenant_id', '=', viewer.tenantId)
          .where('table_name', '=', entity.table)
          .where('data_id', '=', row.id)
          .where('user_id', '=', viewer.userId)
          .executeTakeFirst()
      )?.access as TeamAccess | undefined) ?? null)
    : null;
  if (viewer.admin || !entity.features.owner || row.owner_id === viewer.userId || team === 'rw') return { write: true, team };
  const share = row.owner_id
    ? await db
        .selectFrom('data_shares')
        .select('rw')
        .where('tenant_id', '=', viewer.tenantId)
        .where('table_name', '=', entity.table)
        .where('from_user_id', '=', row.owner_id)
        .where('to_user_id', '=', viewer.userId)
        .where('rw', '=', 'rw')
        .executeTakeFirst()
    : undefined;
  return { write: share !== undefined || (viewer.rwOthers && scopeCovers(viewer, row)), team };
}

/** A visible row the caller may change: 404 outside the scope, 403 without the right or when locked. */
export async function requireWritableRow(db: Db, viewer: Viewer, entity: EntityDef, id: string, options: { allowLocked?: boolean } = {}): Promise<StoredRow> {
  const row = await requireVisibleRow(db, viewer, entity, id);
  if (!(await writeRight(db, viewer, entity, row)).write) throw forbidden('recordNoWrite');
  if (!options.allowLocked && entity.features.lock && row.lock_status === LOCK_STATUS.locked) throw forbidden('recordLocked');
  return row;
}

/**
 * What the caller may do with a record they see: edit, delete, and each named action, decided by
 * the permission and the guard (canRun) the action routes enforce, so the phone offers exactly
 * what the server accepts.
 */
export async function accessOf(call: RecordCall, entity: EntityDef, row: StoredRow, record: RecordRow): Promise<RecordAccess> {
  const { write, team } = await writeRight(call.db, call.viewer, entity, row);
  const locked = entity.features.lock && row.lock_status === LOCK_STATUS.locked;
  const named = Object.entries(actionsOf(entity));
  // Every button the detail asks for, in one statement.
  const own = (action: string) => `${entity.permissionPrefix}:${action}`;
  const codes = [own('edit'), own('delete'), ...named.flatMap(([name, action]) => [own(action.permission ?? name), ...(action.requires ?? [])])];
  const held = permissionLookups(call, entity, codes);
  const [restrictions, pool, edit, remove, ...permitted] = await Promise.all([
    objectRestrictions(call, entity.apiName),
    poolPartOf(call.db, call.viewer, entity, record),
    held.own('edit'),
    held.own('delete'),
    ...named.map(([name, action]) => holdsActionPermission(call, entity, name, action, held)),
  ]);
  const viewer = { userId: call.viewer.userId, canWrite: write, pool };
  const actions = Object.fromEntries(named.map(([name], i) => [name, permitted[i]! && canRun(entity, name, record, viewer).allowed]));
  // A claim the guard allows may still be refused by the pool's rules: the claim handler's own check, asked for this one record.
  const refused: Record<string, string> = {};
  if (actions.receive && entity.pool) {
    const refusal = await claimRefusalOf(call.db, { ...call.viewer, lang: call.lang, now: new Date() }, entity, record);
    if (refusal !== null) [actions.receive, refused.receive] = [false, refusal];
  }
  const fixed = !!entity.writeOnce;
  return {
    canEdit: write && edit && !locked && !fixed && editableUnderAudit(entity, row) && editableInStatus(entity, record),
    canDelete: write && remove && !locked && !fixed && deletableUnderAudit(entity, row),
    team,
    locked,
    actions,
    ...(Object.keys(refused).length > 0 ? { refused } : {}),
    fields: restrictionsAnswer(restrictions),
  };
}

/** One record as GET queryById answers it: display texts and the caller's access. */
export async function recordById(call: RecordCall, stored: RecordModel, id: string): Promise<RecordRow> {
  const model = await modelReadBy(call, stored);
  const row = await requireVisibleRow(call.db, call.viewer, model.entity, id);
  const [record] = await addDisplayTexts(call.db, call.lang, model, [toRecordRow(model, row)], directoryVersionRead(call));
  if (linesFieldsOf(model.entity).length > 0) {
    Object.assign(record!, (await linesOf(call.db, call.lang, model, [id])).get(id));
    await hideLineFields(call, model, record!);
  }
  return Object.assign(record!, { _access: await accessOf(call, model.entity, row, record!) });
}

/** What a list asks for besides paging and sort: scene and filter conditions, keyword. */
interface ListCriteria {
  conditions: SceneCondition[];
  keyword: string;
}

async function listCriteria(call: RecordCall, model: RecordModel, request: ListRequest): Promise<ListCriteria> {
  const conditions = [...(await sceneConditions(call, model, request.sceneId)), ...parseFilters(request.filters)];
  if (request.relatedField) conditions.push({ field: request.relatedField, op: 'eq', value: request.relatedId ?? '' });
  // Checked once, before anything reads them (the total's cache key, the page and the count).
  const bad = invalidCondition(call.db, model, conditions);
  if (bad !== null) throw badRequest('filterInvalid', { field: bad });
  return { conditions, keyword: request.keyword?.trim() ?? '' };
}

function criteriaQuery(call: RecordCall, model: RecordModel, { conditions, keyword }: ListCriteria) {
  const { entity } = model;
  const { table } = storeOf(entity);
  // What waits in the viewer's pools is listed where a list asks for a pool's records (the pool
  // lists), not mixed into their everyday lists: there it would also cost the hot path its plan.
  let query = selectVisible(
    call.db,
    call.viewer,
    entity,
    conditions.some((c) => c.field === 'poolId'),
  );
  if (conditions.length > 0) query = query.where(conditionsWhere(call.db, model, table, call.viewer, conditions));
  if (keyword && entity.searchFields.length > 0) query = query.where(keywordWhere(call.db, model, table, keyword));
  return query;
}

/** The filtered, scoped query of list and export, before paging. */
export async function scopedQuery(call: RecordCall, stored: RecordModel, request: ListRequest) {
  const model = await modelReadBy(call, stored);
  return criteriaQuery(call, model, await listCriteria(call, model, request));
}

/**
 * A page of the list query in its sort, ties broken by id in the sort's direction, so one index
 * (table-sync.ts) serves the whole order. Its size, and a first page's offset, are written into
 * the text: PostgreSQL costs a `limit $n` as a tenth of the table, so it would never prefer a
 * named statement's generic plan and would plan the page anew on every call (0.16 ms, more
 * than running it).
 */
function pageQuery(
  call: RecordCall,
  model: RecordModel,
  listed: RecordModel,
  criteria: ListCriteria,
  sort: ListSort,
  window: { size: number; offset: number },
  /** The assumed versions' names as the query takes them (values or placeholders): read beside the rows. */
  assumedNames: readonly string[] = [],
) {
  const { table } = storeOf(model.entity);
  const eb = expressionBuilder<Database, never>();
  return criteriaQuery(call, model, criteria)
    .select(rowColumns(listed).map((column) => `${table}.${column}`))
    .select(relationTitleSelections(listed, table))
    .select(assumedNames.map((name, index) => tenantVersion(eb, call.viewer.tenantId, name).as(assumedColumn(index))))
    .orderBy(sort.expr, sort.order)
    .orderBy(`${table}.id`, sort.order)
    .limit(sql.lit(window.size))
    .offset(window.offset === 0 ? sql.lit(0) : window.offset);
}

/** Plain list pages compiled once per shape; a few per object and kind of scope. */
const plainPages = reusableQueries<StoredRow>(1000);

/** Each list model's page shapes by sort and scope shape: a page's every request names the same one. */
const pageShapes = new WeakMap<RecordModel, Map<string, string>>();

/** What a page without filters is built from: the key its compiled query is kept by (plainPages). */
function plainPageShape(model: RecordModel, listed: RecordModel, sort: ListSort, scope: string, assumedVersions: number, size: number, first: boolean): string {
  return kept(
    kept(pageShapes, listed, () => new Map<string, string>()),
    `${sort.name}\u0000${sort.order}\u0000${scope}\u0000${assumedVersions}\u0000${size}\u0000${first}`,
    () => {
      const store = storeOf(model.entity);
      const sortField = model.field(sort.name);
      return JSON.stringify([
        model.entity.apiName,
        store.table,
        store.tableName,
        rowColumns(listed),
        sort.name,
        sortField?.type,
        sortField?.custom,
        sort.order,
        scope,
        assumedVersions,
        size,
        first,
      ]);
    },
  );
}

async function pageRows(
  call: RecordCall,
  model: RecordModel,
  listed: RecordModel,
  criteria: ListCriteria,
  sort: ListSort,
  window: PageWindow,
): Promise<StoredRow[]> {
  const assumed = call.assumed?.versions.names ?? [];
  if (criteria.conditions.length > 0 || criteria.keyword) {
    return checkedAssumptions(call, (await pageQuery(call, model, listed, criteria, sort, window, assumed).execute()) as StoredRow[]);
  }
  // A page without filters or keyword (opening a list, scrolling it) is the commonest call of
  // all; building and compiling its query cost about as much as running it.
  // The size and a first page's offset are in the text (pageQuery): part of the shape.
  const first = window.offset === 0;
  const shape = plainPageShape(model, listed, sort, scopeShape(call.viewer), assumed.length, window.size, first);
  const values: Record<string, unknown> = { ...scopeParameters(call.viewer), ...(first ? {} : { offset: window.offset }) };
  assumed.forEach((name, index) => (values[assumedColumn(index)] = name));
  const rows = await plainPages(call.db, shape, values, (param) =>
    pageQuery(
      { ...call, viewer: parameterisedViewer(call.viewer, param) },
      model,
      listed,
      criteria,
      sort,
      { size: window.size, offset: first ? 0 : (param('offset') as unknown as number) },
      assumed.map((_, index) => param(assumedColumn(index))),
    ),
  );
  return checkedAssumptions(call, rows);
}

const assumedColumn = (index: number) => `assumed_version_${index}`;

/**
 * The page's rows once the versions the call assumed are what the page's own statement read
 * beside them (or, for an empty page, what a statement of their own reads now); VersionsMoved
 * when one has moved. What was read is assumed by the next request.
 */
async function checkedAssumptions(call: RecordCall, rows: StoredRow[]): Promise<StoredRow[]> {
  const assumed = call.assumed;
  if (!assumed) return rows;
  const { tenantId, names, versions } = assumed.versions;
  let read: Map<string, string>;
  if (rows.length > 0) {
    read = new Map(names.flatMap((name, index) => (rows[0]![assumedColumn(index)] == null ? [] : [[name, String(rows[0]![assumedColumn(index)])]])));
    noteVersionsRead(call.db, tenantId, names, read);
  } else read = await versionsOf(call.db, tenantId, names);
  if (names.some((name) => (read.get(name) ?? null) !== (versions.get(name) ?? null))) throw new VersionsMoved();
  assumed.checked = true;
  return rows;
}

export async function listRecords(call: RecordCall, stored: RecordModel, request: ListRequest): Promise<Page<RecordRow>> {
  const model = await modelReadBy(call, stored);
  const window = pageWindow(request);
  const listed = withFields(model, request.fields);
  const sort = sortOf(call.db, model, storeOf(model.entity).table, request);
  const criteria = await listCriteria(call, model, request);
  const count = async () =>
    toCount(
      (
        await criteriaQuery(call, model, criteria)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n as number,
    );
  const [total, rows] = await Promise.all([
    listTotal(call.db, call.viewer, model.entity, criteria, count, model.rowsVersion),
    pageRows(call, model, listed, criteria, sort, window),
  ]);
  const records = await addDisplayTexts(
    call.db,
    call.lang,
    listed,
    rows.map((row) => toRecordRow(listed, row)),
    directoryVersionRead(call),
    titlesOfRows(listed, rows),
  );
  return toPage(records, total, window);
}

export function hookContext(trx: Transaction<Database>, call: RecordCall, model: RecordModel, now: Date): HookContext {
  return { db: trx, viewer: call.viewer, lang: call.lang, model, now };
}

export async function readBack(db: Db, model: RecordModel, id: string): Promise<RecordRow> {
  const row = (await loose(db).selectFrom(storeOf(model.entity).table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as StoredRow;
  return toRecordRow(model, row);
}

export interface AddOptions {
  /** Values set by the system rather than the user (a conversion's source lead); not validated as input. */
  preset?: Record<string, unknown>;
  /** The owner when not the caller (transfer on creation, imports for someone else). */
  ownerId?: string;
}

/**
 * Adds a record inside the given transaction: input validated, defaults, initial status,
 * currencies, auto-numbers and formulas filled, hooks run, change log written.
 */
export async function addRecordIn(
  trx: Transaction<Database>,
  call: RecordCall,
  model: RecordModel,
  input: Record<string, unknown>,
  options: AddOptions = {},
): Promise<RecordRow> {
  const { entity } = model;
  const now = new Date();
  // A new record sent without lines has none: one that needs some (an order) is refused for it.
  const given = { ...input };
  for (const field of linesFieldsOf(entity)) if (acceptsInput(field, 'add') && !(field.name in given)) given[field.name] = [];
  const values = { ...(await validateInput(trx, call.viewer, call.lang, model, given, 'add', null)), ...options.preset };
  applyDefaults(model, values, call.viewer, now, model.fields.some(datedByDefault) ? await timeZoneOf(trx, call.viewer) : undefined);
  if (entity.status && !values[entity.status.field]) values[entity.status.field] = entity.status.initial;
  const hooks = hooksOf(entity.apiName);
  const ctx = hookContext(trx, call, model, now);
  await hooks.beforeAdd?.(ctx, values);
  const lines = await prepareLines(trx, call.viewer, call.lang, model, values);
  initialRollups(entity, values);
  await applyCurrencies(trx, model, values);
  await applyAutoNumbers(trx, model, values);
  applyFormulas(model, values);

  const id = randomUUID();
  const at = nowText(now);
  const ownerId = options.ownerId ?? (entity.features.owner ? await hooks.ownerOf?.(ctx, values, null) : null) ?? call.viewer.userId;
  const ownerDepart =
    ownerId === call.viewer.userId
      ? call.viewer.departId
      : ((await trx.selectFrom('users').select('depart_id').where('tenant_id', '=', call.viewer.tenantId).where('id', '=', ownerId).executeTakeFirst())
          ?.depart_id ?? null);
  const store = storeOf(entity);
  await loose(trx)
    .insertInto(store.table)
    .values({
      id,
      tenant_id: call.viewer.tenantId,
      ...(store.tableName === null ? {} : { table_name: store.tableName }),
      company_code: call.viewer.companyCode,
      owner_id: entity.features.owner ? ownerId : null,
      depart_id: entity.features.owner ? ownerDepart : null,
      create_by: call.viewer.userId,
      create_time: at,
      update_by: call.viewer.userId,
      update_time: at,
      version: 1,
      lock_status: LOCK_STATUS.unlocked,
      audit_status: entity.features.audit ? '0' : null,
      biz_type: typeof input.bizType === 'string' && entity.features.bizTypes ? input.bizType.slice(0, 64) : null,
      tags: JSON.stringify(entity.features.tags && Array.isArray(input.tags) ? input.tags.filter((t) => typeof t === 'string').slice(0, 50) : []),
      ext: '{}',
      ...toColumns(model, values),
    })
    .execute();
  const record = await readBack(trx, model, id);
  const changes = await describeChanges(trx, call.lang, model, null, record);
  if (lines.size > 0) {
    await saveLines(trx, call.viewer, call.lang, model, id, lines);
    await alignLineCurrencies(trx, call.viewer.tenantId, entity, id, String(record.currency));
    changes.push(...lineChanges(model, null, (await linesOf(trx, call.lang, model, [id])).get(id)!));
  }
  await writeChangeLog(trx, call.viewer, entity.table, id, 'add', changes);
  await hooks.afterAdd?.(ctx, record);
  await hooks.afterWrite?.({ db: trx, tenantId: call.viewer.tenantId, now }, record);
  await keepFollowUpTodos(trx, call.viewer.tenantId, entity, record);
  await followStock(trx, call.viewer, call.lang, entity, null, record);
  await refreshRollups(trx, call.viewer.tenantId, entity, null, record);
  await markTableChanged(trx, call.viewer.tenantId, entity.table);
  return record;
}

/**
 * A body a user sent, for a record of `model`, checked against their field permissions: a field
 * or line field they may not change is refused (422 naming it); the model to write with relaxes
 * what they cannot give (a required field they may only read) and keeps their lines' restricted
 * fields as the engine sets them (detail-field permissions).
 */
export async function bodyOfCaller(call: RecordCall, model: RecordModel, input: Record<string, unknown>): Promise<RecordModel> {
  const restrictions = await callRestrictions(call);
  if (restrictions.size === 0) return model;
  const own = restrictions.get(model.entity.apiName) ?? new Map<string, never>();
  refuseRestrictedInput(call.lang, model, own, input);
  const issues: FieldIssue[] = [];
  for (const field of linesFieldsOf(model.entity)) {
    const lineRestrictions = restrictions.get(field.lines!.object.apiName);
    const rows = input[field.name];
    if (!lineRestrictions || !Array.isArray(rows)) continue;
    rows.forEach((row: unknown, index) => {
      if (row === null || typeof row !== 'object') return;
      for (const name of Object.keys(row)) if (lineRestrictions.has(name)) issues.push({ field: lineIssueKey(field.name, index, name), rule: 'notEditable' });
    });
  }
  if (issues.length > 0) throw fieldErrors(call.lang, lineLabels(call.lang, model), issues);
  return withLineRestrictions(writableModel(model, own), restrictions);
}

export async function addRecord(call: RecordCall, model: RecordModel, input: Record<string, unknown>): Promise<string> {
  const writing = await bodyOfCaller(call, model, input);
  return (await call.db.transaction().execute((trx) => addRecordIn(trx, call, writing, input))).id;
}

export function versionOf(input: Record<string, unknown>): number | null {
  const version = Number(input.version);
  return Number.isInteger(version) && version > 0 ? version : null;
}

/** Refuses a status move the object's flow does not allow (422 naming the field and both states). */
function checkStatusMove(call: RecordCall, model: RecordModel, before: RecordRow, values: Record<string, unknown>): void {
  const flow = model.entity.status;
  if (!flow || !(flow.field in values)) return;
  const from = before[flow.field] as string | null;
  const to = values[flow.field] as string | null;
  if (from === to) return;
  if (to !== null && from !== null && (flow.transitions[from] ?? []).includes(to)) return;
  const field = model.field(flow.field)!;
  const name = (value: string | null) => {
    const option = field.options?.find((o) => o.value === value);
    return option ? (field.custom ? option.label : translate(call.lang, option.label)) : String(value ?? '');
  };
  throw fieldErrors(call.lang, model, [{ field: flow.field, rule: 'statusTransition', vars: { from: name(from), to: name(to) } }]);
}

/** Whether a record's status lets it be edited (StatusFlow.editable). */
function editableInStatus(entity: EntityDef, record: Readonly<Record<string, unknown>>): boolean {
  const flow = entity.status;
  return !flow?.editable || flow.editable.includes(String(record[flow.field] ?? ''));
}

/** 422 for editing a record in a status that does not allow it, naming the status. */
function refuseEditInStatus(call: RecordCall, model: RecordModel, before: RecordRow): void {
  if (editableInStatus(model.entity, before)) return;
  const field = model.field(model.entity.status!.field)!;
  const option = field.options?.find((o) => o.value === before[field.name]);
  const status = option ? (field.custom ? option.label : translate(call.lang, option.label)) : String(before[field.name] ?? '');
  throw new HttpError(422, 'recordStatusFixed', { status });
}

/**
 * Edits a record: visible (404), writable (403), not locked (403), at the version the client read
 * (409 otherwise, nothing changed), valid (422); the update itself re-checks the version so two
 * concurrent edits cannot both win.
 */
export async function editRecord(call: RecordCall, model: RecordModel, input: Record<string, unknown>): Promise<void> {
  const writing = await bodyOfCaller(call, model, input);
  await call.db.transaction().execute((trx) => editRecordIn(trx, call, writing, input));
}

export interface EditOptions {
  /**
   * The edit an approval carries (an order change, approved): the approval decides, not the
   * approver's scope or write right, and a reviewed record's amounts may move by it.
   */
  approved?: boolean;
}

/** A row of the tenant, whoever owns it and whoever asks, or undefined. */
export async function findRowOfTenant(db: Db, tenantId: string, entity: EntityDef, id: string): Promise<StoredRow | undefined> {
  return (await selectRows(db, entity).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()) as StoredRow | undefined;
}

/** Edits a record inside the given transaction (editRecord's checks and effects): what a change another record makes to it goes through. */
export async function editRecordIn(
  trx: Transaction<Database>,
  call: RecordCall,
  model: RecordModel,
  input: Record<string, unknown>,
  options: EditOptions = {},
): Promise<RecordRow> {
  const { entity } = model;
  const id = typeof input.id === 'string' ? input.id : '';
  const row = options.approved ? await findRowOfTenant(trx, call.viewer.tenantId, entity, id) : await requireWritableRow(trx, call.viewer, entity, id);
  if (!row) throw notFound();
  if (entity.writeOnce) throw new HttpError(422, entity.writeOnce);
  refuseEditUnderAudit(entity, row);
  const version = versionOf(input);
  if (version === null) throw fieldErrors(call.lang, { field: () => undefined }, [{ field: 'version', rule: 'required' }]);
  if (version !== Number(row.version)) throw conflict('recordStale');
  const before = toRecordRow(model, row);
  refuseEditInStatus(call, model, before);
  const values = await validateInput(trx, call.viewer, call.lang, model, input, 'edit', id);
  checkStatusMove(call, model, before, values);
  const now = new Date();
  const hooks = hooksOf(entity.apiName);
  await hooks.beforeEdit?.(hookContext(trx, call, model, now), before, values);
  const lines = await prepareLines(trx, call.viewer, call.lang, model, values);
  await applyCurrencies(trx, model, values, before);
  applyFormulas(model, values, before);
  if (!options.approved) keepReviewedAmounts(call.lang, model, row, before, values);
  const changes: Record<string, unknown> = { ...toColumns(model, values, extOf(row)) };
  if (entity.features.tags && Array.isArray(input.tags)) changes.tags = JSON.stringify(input.tags.filter((t) => typeof t === 'string').slice(0, 50));
  const result = await loose(trx)
    .updateTable(storeOf(entity).table)
    .set({ ...changes, version: version + 1, update_by: call.viewer.userId, update_time: nowText(now) })
    .where('id', '=', id)
    .where('tenant_id', '=', call.viewer.tenantId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('recordStale');
  let after = await readBack(trx, model, id);
  const logged = await describeChanges(trx, call.lang, model, before, after);
  const moved = currencyChanged(entity, before, after);
  if (lines.size > 0 || moved) {
    const linesBefore = (await linesOf(trx, call.lang, model, [id])).get(id)!;
    if (lines.size > 0) await saveLines(trx, call.viewer, call.lang, model, id, lines);
    await alignLineCurrencies(trx, call.viewer.tenantId, entity, id, String(after.currency));
    const linesMoved = lineChanges(model, linesBefore, (await linesOf(trx, call.lang, model, [id])).get(id)!);
    if (!options.approved) keepReviewedLines(call.lang, model, row, linesMoved);
    logged.push(...linesMoved);
  }
  // In another currency, what rolls up onto it from other records is converted anew.
  if (moved) after = (await recomputeRecord(trx, call.viewer.tenantId, entity, id, now))?.after ?? after;
  await writeChangeLog(trx, call.viewer, entity.table, id, 'edit', logged);
  await hooks.afterWrite?.({ db: trx, tenantId: call.viewer.tenantId, now }, after);
  await keepFollowUpTodos(trx, call.viewer.tenantId, entity, after);
  await followStock(trx, call.viewer, call.lang, entity, before, after);
  await refreshRollups(trx, call.viewer.tenantId, entity, before, after);
  await markTableChanged(trx, call.viewer.tenantId, entity.table);
  return (await handOverByValues(trx, call, model, before, after, now)) ?? after;
}

/**
 * After an edit, the owner its values name (RecordHooks.ownerOf) takes the record as a transfer
 * would: the caller needs the transfer permission, the action's guard holds, the team follows and
 * the new owner is told. The record after it, or none when its owner stays.
 */
async function handOverByValues(
  trx: Transaction<Database>,
  call: RecordCall,
  model: RecordModel,
  before: RecordRow,
  after: RecordRow,
  now: Date,
): Promise<RecordRow | null> {
  const { entity } = model;
  const ownerOf = hooksOf(entity.apiName).ownerOf;
  if (!entity.features.owner || !ownerOf) return null;
  const ownerId = await ownerOf(hookContext(trx, call, model, now), after, before);
  if (ownerId === null || ownerId === after.ownerId) return null;
  // In the write's transaction: a look-up outside it would wait on it (SQLite has one connection).
  await requireActionPermission({ ...call, db: trx }, entity, 'transfer');
  const row = (await findRowOfTenant(trx, call.viewer.tenantId, entity, after.id))!;
  return (await runAction(trx, call, model, 'transfer', row, { ownerId }, null)).record;
}

/** Removes what hangs on a record when it goes (its change log stays, for the audit trail). */
async function removeDependants(trx: Transaction<Database>, tenantId: string, entity: EntityDef, ids: readonly string[]): Promise<void> {
  const { table } = entity;
  // Its open to-dos are over (a deleted receipt plan's reminder, a deleted customer's follow-up).
  await closeRecordReminders(trx, tenantId, entity.apiName, ids);
  for (const dependant of ['team_members', 'comments', 'attachments'] as const) {
    await trx.deleteFrom(dependant).where('tenant_id', '=', tenantId).where('table_name', '=', table).where('data_id', 'in', ids).execute();
  }
  // Its approvals (a pending or reviewed record is never deleted: audit-locks.ts), their tasks and history with them.
  if (entity.features.audit) {
    const runs = trx
      .selectFrom('audit_runs')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('object_name', '=', entity.apiName)
      .where('record_id', 'in', ids);
    await trx.deleteFrom('audit_tasks').where('run_id', 'in', runs).execute();
    await trx.deleteFrom('audit_events').where('run_id', 'in', runs).execute();
    await trx.deleteFrom('audit_runs').where('tenant_id', '=', tenantId).where('object_name', '=', entity.apiName).where('record_id', 'in', ids).execute();
  }
}

/** A date field that defaults to today: the user's time zone decides which day that is. */
const datedByDefault = (field: FieldDef) => field.type === 'date' && (field.defaultValue === '$today' || field.defaultValue === '$now');

/** Deletes records, all or none: every id must be visible (404) and writable and unlocked (403). */
export async function deleteRecords(call: RecordCall, model: RecordModel, ids: readonly string[]): Promise<void> {
  const { entity } = model;
  await call.db.transaction().execute(async (trx) => {
    const hooks = hooksOf(entity.apiName);
    const ctx = hookContext(trx, call, model, new Date());
    const removed: RecordRow[] = [];
    // Every record is found (404) and may go (403) before any object's own refusal is asked.
    const rows = [];
    for (const id of new Set(ids)) rows.push(await requireWritableRow(trx, call.viewer, entity, id));
    if (entity.writeOnce) throw new HttpError(422, entity.writeOnce);
    for (const row of rows) refuseDeleteUnderAudit(entity, row);
    for (const row of rows) {
      const { id } = row;
      const record = toRecordRow(model, row);
      await hooks.beforeDelete?.(ctx, record);
      await writeChangeLog(trx, call.viewer, entity.table, id, 'delete', await describeChanges(trx, call.lang, model, record, null));
      removed.push(record);
    }
    await loose(trx)
      .deleteFrom(storeOf(entity).table)
      .where('tenant_id', '=', call.viewer.tenantId)
      .where('id', 'in', [...ids])
      .execute();
    await removeDependants(trx, call.viewer.tenantId, entity, [...ids]);
    await deleteLines(trx, call.viewer.tenantId, entity, [...ids]);
    for (const record of removed) {
      await followStock(trx, call.viewer, call.lang, entity, record, null);
      await refreshRollups(trx, call.viewer.tenantId, entity, record, null);
    }
    await markTableChanged(trx, call.viewer.tenantId, entity.table);
  });
}
