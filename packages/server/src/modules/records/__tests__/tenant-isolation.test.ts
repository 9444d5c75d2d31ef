import {
  acceptsInput,
  isShown,
  actionsOf,
  columnOf,
  ALL_OBJECTS,
  AUDIT_API,
  BOARD_API,
  CHANCE_STATUS,
  entityOf,
  FIGURES_API,
  FORECAST_API,
  MES_BOM_API,
  OBJECTIVE_API,
  OBJECTIVE_TYPE,
  isSpreadsheetField,
  lineInputFields,
  linesFieldsOf,
  NEARBY_RADIUS_MAX_M,
  READY_REPORTS,
  RECORD_API,
  REPORTS_API,
  SERVICE_API,
  translate,
  WORK_ORDER_STATUS,
  type ActionBatchResult,
  type AuditBatchResult,
  type Board,
  type BoardFigures,
  type Briefing,
  type ForecastRollup,
  type ActionDef,
  type EntityDef,
  type FieldDef,
  type FileRef,
  type NearbyCustomer,
  type Page,
  type RecordRow,
  type Report,
  type ServiceBoard,
  type TableMade,
} from '@crm/domain';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse as Response } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type Headers, type Query, type TestApp } from '../../../test/app.ts';
import { makeOtherTenant, MARK, rowsOfTenant, type OtherTenant } from '../../../test/other-tenant.ts';
import { actor, createRecord, mayAdd, multipart, sampleInput, type Actor } from '../../../test/records.ts';
import { loose } from '../record-model.ts';

/**
 * Tenant isolation over the record engine (ARCHITECTURE section 3, "Tenancy"): a user of tenant A
 * (the demo tenant), holding every id of tenant B and sending any X-Tenant-Id, reads, changes and
 * deletes nothing of B. Every route of RECORD_API is probed (the probe table is typed by its
 * keys, so a new route does not compile until it has probes) for every registered object.
 */

type RouteName = keyof typeof RECORD_API;

type AuditRouteName = keyof typeof AUDIT_API;

interface Probe {
  route:
    | RouteName
    | 'duplicateCheck'
    | 'briefing'
    | 'boardList'
    | 'boardFigures'
    | 'serviceBoard'
    | 'boardEdit'
    | 'boardDelete'
    | 'forecastRollup'
    | 'forecastRefresh'
    | 'report'
    | 'reportExport'
    | 'objectiveListSet'
    | 'bomExpand'
    | `audit.${AuditRouteName}`;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** An xlsx file posted as the multipart `file` (imports). */
  file?: Buffer;
  /** It names something of B, so it must be refused (4xx); otherwise a 2xx answer is fine too. */
  refused: boolean;
  /** What else the answer must show (null when it does): of a 2xx answer, and of a batch's refusal too (it says why for each record). */
  check?: (response: Response) => string | null | Promise<string | null>;
  /** Ids of B the request itself names, which the answer may repeat (a batch's refusals name their ids). */
  echoes?: readonly string[];
}

/** One user of A on one sweep: their token and records of their own to aim B's values at. */
interface Side {
  who: Actor;
  /** A record of each object this user added, and a valid add input for each object. */
  own: Record<string, string>;
  /** A second record of each object, for an edit that may be accepted. */
  spare: Record<string, string>;
  input: Record<string, Record<string, unknown>>;
  extRow: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let t: TestApp;
let b: OtherTenant;
let tenantA: string;
let aTable: TableMade;
const sides: Record<string, Side> = {};
let before: string;

const api = (entity: EntityDef, route: RouteName) => (RECORD_API[route] as (module: string, apiName: string) => string)(entity.module, entity.apiName);
const ofB = (entity: EntityDef) => b.records[entity.apiName] ?? [];
/**
 * A record of B of each object, for a slot that takes an id of any object. One a target is enough
 * where a value only points (a field, a list's filter, a conversion's subject): B's records of one
 * object take the same path through the server, so the others would repeat the probe. Routes that
 * act on a record of B itself (read, edit, delete, actions, a conversion) are sent every one of
 * them, whose states differ (locked, waiting for approval, with a team).
 */
const oneOfEachObjectOfB = () => ALL_OBJECTS.flatMap((entity) => ofB(entity).slice(0, 1));
const allRecordsOfB = () => ALL_OBJECTS.flatMap(ofB);

/** Values of B for a field that points at something: a record of its target, users, departments, files. */
function valuesOfB(field: FieldDef): unknown[] {
  switch (field.type) {
    case 'relation':
      return (b.records[field.relation ?? ''] ?? []).slice(0, 1);
    case 'user':
      return [b.userId, b.admin.userId];
    case 'department':
      return [b.departId];
    case 'images':
    case 'files':
      return [[{ path: b.filePath, name: 'b.pdf', size: 1 } satisfies FileRef]];
    default:
      return [];
  }
}

/**
 * Every field of an add input that can carry an id of B, with the B values to put there: typed
 * pointers, and text fields that hold an id (a follow-up's subject), which get every record of B.
 */
function pointers(entity: EntityDef, input: Record<string, unknown>, mode: 'add' | 'edit'): [FieldDef, unknown][] {
  const pairs: [FieldDef, unknown][] = [];
  for (const field of entity.fields.filter((f) => acceptsInput(f, mode))) {
    // A field the input does not show (shownWhen) is cleared, whatever it is given: nothing of B is kept.
    if (field.shownWhen && !isShown(field, input)) continue;
    if (field.type === 'lines') {
      // A line pointing at B's records (a product of B), in an otherwise valid set of lines.
      const [row] = (input[field.name] ?? [{}]) as Record<string, unknown>[];
      for (const inner of lineInputFields(field.lines!.object)) for (const value of valuesOfB(inner)) pairs.push([field, [{ ...row, [inner.name]: value }]]);
      continue;
    }
    const values =
      typeof input[field.name] === 'string' && UUID.test(String(input[field.name])) && field.type === 'text' ? oneOfEachObjectOfB() : valuesOfB(field);
    for (const value of values) pairs.push([field, value]);
  }
  return pairs;
}

const recordRef = (entity: EntityDef, dataId: string) => ({ tableName: entity.table, dataId });
const perObject = (build: (entity: EntityDef, side: Side) => Probe[]) => (side: Side) => ALL_OBJECTS.flatMap((entity) => build(entity, side));
const eachOfB = (entity: EntityDef, probe: (id: string) => Probe) => ofB(entity).map(probe);

/** A cell as a sheet shows a value of A's add input. */
function cellOf(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (value && typeof value === 'object') return 'text' in value ? String(value.text) : '';
  return value === undefined || value === null ? '' : String(value);
}

/** What a sheet shows for a value of B in a pointing field: the title, name or id a person would type. */
async function sheetTextOfB(field: FieldDef, value: unknown): Promise<string> {
  const target = field.type === 'relation' ? ALL_OBJECTS.find((e) => e.apiName === field.relation) : undefined;
  const row = target
    ? ((await t.app.db
        .selectFrom(target.table as 'users')
        .selectAll()
        .where('id', '=', String(value))
        .executeTakeFirst()) as Record<string, unknown> | undefined)
    : undefined;
  if (target && row) return String(row[columnOf(target.titleField)] ?? value);
  if (field.type === 'user') return (await t.app.db.selectFrom('users').select('realname').where('id', '=', String(value)).executeTakeFirstOrThrow()).realname;
  if (field.type === 'department')
    return (await t.app.db.selectFrom('departments').select('name').where('id', '=', String(value)).executeTakeFirstOrThrow()).name;
  return cellOf(value);
}

/** An xlsx for A's import: A's valid values, one row per value of B put in a pointing column. */
async function importFileWithValuesOfB(entity: EntityDef, side: Side): Promise<Buffer> {
  const input = side.input[entity.apiName]!;
  const fields = entity.fields.filter((f) => isSpreadsheetField(f) && acceptsInput(f, 'add'));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(fields.map((f) => translate('zh-CN', f.label)));
  let n = 0;
  for (const [pointing, value] of pointers(entity, input, 'add')) {
    if (!fields.includes(pointing)) continue;
    n += 1;
    const cells = await Promise.all(
      fields.map((f) => (f === pointing ? sheetTextOfB(f, value) : f.unique ? `${cellOf(input[f.name])} ${n}` : cellOf(input[f.name]))),
    );
    sheet.addRow(cells);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let made = 0;
/** Fresh values for an object's unique fields, so a repeated add is not refused as a duplicate. */
function uniqueValues(entity: EntityDef): Record<string, string> {
  made += 1;
  return Object.fromEntries(entity.fields.filter((f) => f.unique).map((f) => [f.name, `甲方 ${entity.apiName} ${made}`]));
}

/** Keys of a row the engine sets itself, aimed at B: a body carrying them must not move a record into B. */
const systemKeysOfB = () => ({ tenantId: b.tenantId, ownerId: b.userId, departId: b.departId, createBy: b.userId, updateBy: b.userId });

/** Inputs of an action a request of A could carry: A's caller where a user is asked for, and a customer for a conversion. */
function actionInputOf(action: ActionDef, side: Side): Record<string, unknown> {
  const users = (action.input ?? []).filter((f) => f.type === 'user').map((f) => [f.name, side.who.userId]);
  return { ...Object.fromEntries(users), customer: { name: '甲方客户' } };
}

/** Every action of an object (its own and those its features give it), with its path. */
const actionsOfEntity = (entity: EntityDef) =>
  Object.entries(actionsOf(entity)).map(([name, action]) => ({ name, action, path: RECORD_API.action(entity.module, entity.apiName, name) }));

/** An id no tenant has: a batch must refuse B's ids with the very words it refuses this one with. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A batch says what it did and, for each record it did not do, why (a batch that did nothing is
 * refused, with the same answer): it must have done nothing, and (asked about a missing record
 * too) said nothing of B's records that it would not say of a missing one.
 */
const nothingDone = (response: Response) => {
  const result = envelope<ActionBatchResult | null>(response).result;
  // Refused at the door (no permission): no record was looked at.
  if (!result) return null;
  const { done, refused } = result;
  if (done.length > 0) return `did ${done.join(', ')}`;
  const missing = refused.find((r) => r.id === NO_SUCH_ID)?.message;
  if (missing === undefined) return null;
  const told = refused.filter((r) => r.message !== missing).map((r) => `${r.id}: ${r.message}`);
  return told.length === 0 ? null : `refused differently from a missing record: ${told.join('; ')}`;
};

/** What every route is asked, with B's ids in path, query and body. */
const PROBES: Record<RouteName, (side: Side) => Probe[] | Promise<Probe[]>> = {
  list: perObject((entity, side) => [
    { route: 'list', method: 'GET', path: api(entity, 'list'), query: { pageSize: 1000 }, refused: false },
    { route: 'list', method: 'GET', path: api(entity, 'list'), query: { keyword: MARK }, refused: false },
    { route: 'list', method: 'GET', path: api(entity, 'list'), query: { sceneId: b.sceneId }, refused: true },
    ...pointers(entity, side.input[entity.apiName]!, 'add').flatMap(([field, value]): Probe[] =>
      typeof value === 'string'
        ? [
            { route: 'list', method: 'GET', path: api(entity, 'list'), query: { relatedField: field.name, relatedId: value }, refused: false },
            {
              route: 'list',
              method: 'GET',
              path: api(entity, 'list'),
              query: { filters: JSON.stringify([{ field: field.name, op: 'eq', value }]) },
              refused: false,
            },
          ]
        : [],
    ),
  ]),
  queryById: perObject((entity) =>
    eachOfB(entity, (id) => ({ route: 'queryById', method: 'GET', path: api(entity, 'queryById'), query: { id }, refused: true })),
  ),
  add: perObject((entity, side) => [
    ...pointers(entity, side.input[entity.apiName]!, 'add').map(([field, value]): Probe => ({
      route: 'add',
      method: 'POST',
      path: api(entity, 'add'),
      body: { ...side.input[entity.apiName], [field.name]: value },
      refused: true,
    })),
    // Accepted or refused, the record must stay A's (the last test looks for B's ids in A's rows).
    {
      route: 'add',
      method: 'POST',
      path: api(entity, 'add'),
      body: { ...side.input[entity.apiName], ...systemKeysOfB(), ...uniqueValues(entity) },
      refused: false,
    },
  ]),
  edit: perObject((entity, side) => [
    ...eachOfB(entity, (id): Probe => ({ route: 'edit', method: 'PUT', path: api(entity, 'edit'), body: { id, version: 1 }, refused: true })),
    { route: 'edit', method: 'PUT', path: api(entity, 'edit'), body: { id: side.spare[entity.apiName], version: 1, ...systemKeysOfB() }, refused: false },
    ...pointers(entity, side.input[entity.apiName]!, 'edit').map(([field, value]): Probe => ({
      route: 'edit',
      method: 'PUT',
      path: api(entity, 'edit'),
      body: { id: side.own[entity.apiName], version: 1, [field.name]: value },
      refused: true,
    })),
  ]),
  delete: perObject((entity) => eachOfB(entity, (id) => ({ route: 'delete', method: 'DELETE', path: api(entity, 'delete'), query: { id }, refused: true }))),
  deleteBatch: perObject((entity, side) => [
    { route: 'deleteBatch', method: 'DELETE', path: api(entity, 'deleteBatch'), query: { ids: ofB(entity).join(',') }, refused: true },
    {
      route: 'deleteBatch',
      method: 'DELETE',
      path: api(entity, 'deleteBatch'),
      query: { ids: [side.own[entity.apiName], ...ofB(entity)].join(',') },
      refused: true,
    },
  ]),
  lock: perObject((entity, side) => [
    { route: 'lock', method: 'PUT', path: api(entity, 'lock'), body: { ids: ofB(entity), lockStatus: '0' }, refused: true },
    { route: 'lock', method: 'PUT', path: api(entity, 'lock'), body: { ids: [side.own[entity.apiName], ...ofB(entity)], lockStatus: '1' }, refused: true },
  ]),
  action: perObject((entity, side) =>
    actionsOfEntity(entity).flatMap(({ action, path }) =>
      eachOfB(entity, (id): Probe => ({ route: 'action', method: 'POST', path, body: { id, version: 1, ...actionInputOf(action, side) }, refused: true })),
    ),
  ),
  actionBatch: perObject((entity, side) =>
    actionsOfEntity(entity)
      .filter(({ action }) => action.batch)
      .flatMap(({ name, action }): Probe[] => {
        const path = RECORD_API.actionBatch(entity.module, entity.apiName, name);
        const input = actionInputOf(action, side);
        const inputs = (action.input ?? []).flatMap((field) => valuesOfB(field).map((value) => ({ [field.name]: value })));
        return [
          {
            route: 'actionBatch',
            method: 'POST',
            path,
            body: { ids: [...ofB(entity), NO_SUCH_ID], ...input },
            refused: true,
            check: nothingDone,
            echoes: ofB(entity),
          },
          // A's own record with B's values in the inputs (B's user as the new owner).
          ...inputs.map((values): Probe => ({
            route: 'actionBatch',
            method: 'POST',
            path,
            body: { ids: [side.own[entity.apiName]], ...input, ...values },
            refused: false,
            check: nothingDone,
          })),
        ];
      }),
  ),
  lineDraft: async (side) => {
    const probes: Probe[] = [];
    for (const entity of ALL_OBJECTS) {
      for (const field of linesFieldsOf(entity).filter((f) => f.lines!.pick)) {
        const line = field.lines!.object;
        const pick = line.fields.find((f) => f.name === field.lines!.pick)!;
        const context = JSON.stringify({ customerId: b.records.crmCustomer?.[0] });
        probes.push({
          route: 'lineDraft',
          method: 'GET',
          path: api(entity, 'lineDraft'),
          query: { field: field.name, ids: (b.records[pick.relation!] ?? []).join(','), context },
          refused: false,
          check: (response) => (envelope<unknown[]>(response).result.length === 0 ? null : `drafted lines of B's ${pick.relation}`),
        });
        // B's lines, named by id in A's own record, are not moved into it.
        const [row] = side.input[entity.apiName]![field.name] as Record<string, unknown>[];
        const theirs = await t.app.db
          .selectFrom(line.table as 'users')
          .select('id')
          .where('tenant_id', '=', b.tenantId)
          .execute();
        for (const { id } of theirs) {
          probes.push({
            route: 'edit',
            method: 'PUT',
            path: api(entity, 'edit'),
            body: { id: side.own[entity.apiName], version: 1, [field.name]: [{ ...row, id }] },
            refused: true,
          });
        }
      }
    }
    return probes;
  },
  exportXls: perObject((entity): Probe[] => [
    { route: 'exportXls', method: 'GET', path: api(entity, 'exportXls'), query: {}, refused: false },
    { route: 'exportXls', method: 'GET', path: api(entity, 'exportXls'), query: { keyword: MARK }, refused: false },
  ]),
  importExcel: (side) =>
    Promise.all(
      ALL_OBJECTS.map(async (entity): Promise<Probe> => ({
        route: 'importExcel',
        method: 'POST',
        path: api(entity, 'importExcel'),
        file: await importFileWithValuesOfB(entity, side),
        refused: false,
      })),
    ),
  transfer: perObject((entity, side) => [
    {
      route: 'transfer',
      method: 'POST',
      path: RECORD_API.transfer,
      body: { tableName: entity.table, ids: ofB(entity), ownerId: side.who.userId, keepAsTeam: null },
      refused: true,
    },
    {
      route: 'transfer',
      method: 'POST',
      path: RECORD_API.transfer,
      body: { tableName: entity.table, ids: [side.own[entity.apiName]], ownerId: b.userId, keepAsTeam: null },
      refused: true,
    },
  ]),
  clueToCustomer: () =>
    allRecordsOfB().map((id) => ({
      route: 'clueToCustomer',
      method: 'POST',
      path: RECORD_API.clueToCustomer,
      body: { id, customer: { name: '甲方客户' }, createContact: true },
      refused: true,
    })),
  availableCredit: () =>
    allRecordsOfB().map((customerId) => ({
      route: 'availableCredit',
      method: 'GET',
      path: RECORD_API.availableCredit,
      query: { customerId },
      refused: true,
    })),
  // The moves of B's stock records and of B's products are not found; A's own stock answers.
  stockFlows: (side) => [
    { route: 'stockFlows', method: 'GET', path: RECORD_API.stockFlows, query: { id: side.own.wmsStock! }, refused: false },
    ...ofB(entityOf('wmsStock')).map((id): Probe => ({ route: 'stockFlows', method: 'GET', path: RECORD_API.stockFlows, query: { id }, refused: true })),
    ...ofB(entityOf('crmProduct')).map((productId): Probe => ({
      route: 'stockFlows',
      method: 'GET',
      path: RECORD_API.stockFlows,
      query: { productId },
      refused: true,
    })),
  ],
  // The pools A claims from: never one of B's (the sweep's answers may name no id of B).
  myPools: () =>
    ['crmCustomer', 'crmClue'].map((poolType) => ({ route: 'myPools', method: 'GET', path: RECORD_API.myPools, query: { poolType }, refused: false })),
  duplicateSearch: () => [{ route: 'duplicateSearch', method: 'GET', path: RECORD_API.duplicateSearch, query: { keyword: MARK }, refused: false }],
  // The smart search (issue 21) by B's mark, and by a name of B with a character wrong: nothing of B.
  smartSearch: () =>
    [MARK, MARK.replace('O', '0'), '秘密'].map((keyword): Probe => ({
      route: 'smartSearch',
      method: 'GET',
      path: RECORD_API.smartSearch,
      query: { keyword },
      refused: false,
    })),
  // The register's data answers from the deployment's provider (none here: 409), never from a tenant's records.
  businessInfo: () => [{ route: 'businessInfo', method: 'GET', path: RECORD_API.businessInfo, query: { name: MARK }, refused: false }],
  // Around each of B's customers, as wide as the route goes: A's own customers at the same place answer, none of B's.
  nearbyCustomers: async () => {
    const { rows } = await sql<{ lat: number; lng: number }>`select address_lat as lat, address_lng as lng from crm_customer
      where tenant_id = ${b.tenantId} and address_lat is not null`.execute(t.app.db);
    return rows.map((point) => ({
      route: 'nearbyCustomers',
      method: 'GET',
      path: RECORD_API.nearbyCustomers,
      query: { lat: point.lat, lng: point.lng, radius: NEARBY_RADIUS_MAX_M, pageSize: 1000 },
      refused: false,
      check: (response) => (envelope<Page<NearbyCustomer>>(response).result.total > 0 ? null : "found not even A's own customers there"),
    }));
  },
  sceneList: (side) => [
    ...perObject((entity) => [{ route: 'sceneList', method: 'GET', path: RECORD_API.sceneList, query: { tableName: entity.table }, refused: false }])(side),
    { route: 'sceneList', method: 'GET', path: RECORD_API.sceneList, query: { tableName: b.extension.table.tableName }, refused: true },
  ],
  sceneAdd: () => [
    {
      route: 'sceneAdd',
      method: 'POST',
      path: RECORD_API.sceneAdd,
      body: { tableName: b.extension.table.tableName, name: '甲方场景', visibility: '3', conditions: [] },
      refused: true,
    },
  ],
  sceneEdit: () => [{ route: 'sceneEdit', method: 'PUT', path: RECORD_API.sceneEdit, body: { id: b.sceneId, name: '改', conditions: [] }, refused: true }],
  sceneDelete: () => [{ route: 'sceneDelete', method: 'DELETE', path: RECORD_API.sceneDelete, query: { id: b.sceneId }, refused: true }],
  teamList: perObject((entity) =>
    eachOfB(entity, (id) => ({ route: 'teamList', method: 'GET', path: RECORD_API.teamList, query: recordRef(entity, id), refused: true })),
  ),
  teamAdd: perObject((entity, side) => [
    ...eachOfB(entity, (id): Probe => ({
      route: 'teamAdd',
      method: 'POST',
      path: RECORD_API.teamAdd,
      body: { ...recordRef(entity, id), userId: side.who.userId, access: 'rw' },
      refused: true,
    })),
    {
      route: 'teamAdd',
      method: 'POST',
      path: RECORD_API.teamAdd,
      body: { ...recordRef(entity, side.own[entity.apiName]!), userId: b.userId, access: 'rw' },
      refused: true,
    },
  ]),
  teamDelete: () => [{ route: 'teamDelete', method: 'DELETE', path: RECORD_API.teamDelete, query: { id: b.teamMemberId }, refused: true }],
  changeLog: (side) => [
    ...perObject((entity) =>
      eachOfB(entity, (id) => ({ route: 'changeLog', method: 'GET', path: RECORD_API.changeLog, query: recordRef(entity, id), refused: true })),
    )(side),
    {
      route: 'changeLog',
      method: 'GET',
      path: RECORD_API.changeLog,
      query: { tableName: b.extension.table.tableName, dataId: b.extension.rowId },
      refused: true,
    },
  ],
  commentList: perObject((entity) =>
    eachOfB(entity, (id) => ({ route: 'commentList', method: 'GET', path: RECORD_API.commentList, query: recordRef(entity, id), refused: true })),
  ),
  commentAdd: perObject((entity) =>
    eachOfB(entity, (id) => ({
      route: 'commentAdd',
      method: 'POST',
      path: RECORD_API.commentAdd,
      body: { ...recordRef(entity, id), content: '甲方评论' },
      refused: true,
    })),
  ),
  commentDelete: () => [{ route: 'commentDelete', method: 'DELETE', path: RECORD_API.commentDelete, query: { id: b.commentId }, refused: true }],
  attachmentList: perObject((entity) =>
    eachOfB(entity, (id) => ({ route: 'attachmentList', method: 'GET', path: RECORD_API.attachmentList, query: recordRef(entity, id), refused: true })),
  ),
  attachmentAdd: perObject((entity, side) => [
    ...eachOfB(entity, (id): Probe => ({
      route: 'attachmentAdd',
      method: 'POST',
      path: RECORD_API.attachmentAdd,
      body: { ...recordRef(entity, id), files: [{ path: 'https://example.com/a.pdf', name: 'a.pdf', size: 1 }] },
      refused: true,
    })),
    {
      route: 'attachmentAdd',
      method: 'POST',
      path: RECORD_API.attachmentAdd,
      body: { ...recordRef(entity, side.own[entity.apiName]!), files: [{ path: b.filePath, name: 'b.pdf', size: 1 }] },
      refused: true,
    },
  ]),
  attachmentDelete: () => [{ route: 'attachmentDelete', method: 'DELETE', path: RECORD_API.attachmentDelete, query: { id: b.attachmentId }, refused: true }],
  tableFields: (side) => [
    ...perObject((entity) => [{ route: 'tableFields', method: 'GET', path: RECORD_API.tableFields, query: { tableName: entity.table }, refused: false }])(side),
    { route: 'tableFields', method: 'GET', path: RECORD_API.tableFields, query: { tableName: b.extension.table.tableName }, refused: true },
  ],
  formFieldAdd: () => [
    {
      route: 'formFieldAdd',
      method: 'POST',
      path: RECORD_API.formFieldAdd,
      body: { tableName: b.extension.table.tableName, field: { name: 'intruder', type: 'text', label: '甲' } },
      refused: true,
    },
  ],
  formFieldEdit: () => [
    {
      route: 'formFieldEdit',
      method: 'PUT',
      path: RECORD_API.formFieldEdit,
      body: { tableName: b.customField.tableName, field: { name: b.customField.name, type: 'text', label: '甲' } },
      refused: true,
    },
    {
      route: 'formFieldEdit',
      method: 'PUT',
      path: RECORD_API.formFieldEdit,
      body: { tableName: b.extension.table.tableName, field: { name: b.extension.fieldName, type: 'text', label: '甲' } },
      refused: true,
    },
  ],
  formFieldDelete: () => [
    {
      route: 'formFieldDelete',
      method: 'DELETE',
      path: RECORD_API.formFieldDelete,
      query: { tableName: b.customField.tableName, name: b.customField.name },
      refused: true,
    },
    {
      route: 'formFieldDelete',
      method: 'DELETE',
      path: RECORD_API.formFieldDelete,
      query: { tableName: b.extension.table.tableName, name: b.extension.fieldName },
      refused: true,
    },
  ],
  // Making a table of A under B's table's API name is allowed (names are per tenant); it is probed
  // last, in its own test, because it gives A a table of that name for the probes above.
  tableAdd: () => [],
  extList: () => [
    { route: 'extList', method: 'GET', path: RECORD_API.extList, query: { tableId: b.extension.table.tableId }, refused: true },
    ...Object.values(b.tableIds).map((tableId): Probe => ({ route: 'extList', method: 'GET', path: RECORD_API.extList, query: { tableId }, refused: true })),
  ],
  extQueryById: () =>
    [b.extension.table.tableId, aTable.tableId].map((tableId) => ({
      route: 'extQueryById',
      method: 'GET',
      path: RECORD_API.extQueryById,
      query: { tableId, id: b.extension.rowId },
      refused: true,
    })),
  extAdd: () => [
    { route: 'extAdd', method: 'POST', path: RECORD_API.extAdd, query: { tableId: b.extension.table.tableId }, body: { subject: '甲' }, refused: true },
  ],
  extEdit: () =>
    [b.extension.table.tableId, aTable.tableId].map((tableId) => ({
      route: 'extEdit',
      method: 'PUT',
      path: RECORD_API.extEdit,
      query: { tableId },
      body: { id: b.extension.rowId, version: 1, subject: '甲' },
      refused: true,
    })),
  extDelete: () =>
    [b.extension.table.tableId, aTable.tableId].map((tableId) => ({
      route: 'extDelete',
      method: 'DELETE',
      path: RECORD_API.extDelete,
      query: { tableId, id: b.extension.rowId },
      refused: true,
    })),
};

const audited = () => ALL_OBJECTS.filter((entity) => entity.features.audit && !entity.parent);
const eachAuditedOfB = (probe: (apiName: string, id: string) => Probe) => audited().flatMap((entity) => ofB(entity).map((id) => probe(entity.apiName, id)));

/** A batch of approvals did nothing, and refused B's records in the words it refuses a missing one. */
const auditNothingDone = (response: Response) => {
  const result = envelope<AuditBatchResult | null>(response).result;
  if (!result) return null;
  if (result.done.length > 0) return `did ${result.done.map((d) => d.id).join(', ')}`;
  const missing = result.refused.find((r) => r.id === NO_SUCH_ID)?.message;
  const told = result.refused.filter((r) => r.message !== missing).map((r) => `${r.id}: ${r.message}`);
  return told.length === 0 ? null : `refused differently from a missing record: ${told.join('; ')}`;
};

/** A batch naming every record of B waiting for approval, and a missing one. */
function auditBatch(name: 'batchAgree' | 'batchReject'): Probe[] {
  const items = [
    ...audited().flatMap((entity) => ofB(entity).map((id) => ({ apiName: entity.apiName, id }))),
    { apiName: audited()[0]!.apiName, id: NO_SUCH_ID },
  ];
  return [
    {
      route: `audit.${name}`,
      method: 'POST',
      path: AUDIT_API[name],
      body: { items },
      refused: false,
      check: auditNothingDone,
      echoes: items.map((item) => item.id),
    },
  ];
}

/** The approval calls (AUDIT_API), typed by its keys like PROBES: B's records named in every one. */
const AUDIT_PROBES: Record<AuditRouteName, (side: Side) => Probe[]> = {
  submit: () => eachAuditedOfB((apiName, id) => ({ route: 'audit.submit', method: 'POST', path: AUDIT_API.submit, body: { apiName, id }, refused: true })),
  agree: () =>
    eachAuditedOfB((apiName, id) => ({ route: 'audit.agree', method: 'POST', path: AUDIT_API.agree, body: { apiName, id, opinion: '甲' }, refused: true })),
  reject: () => eachAuditedOfB((apiName, id) => ({ route: 'audit.reject', method: 'POST', path: AUDIT_API.reject, body: { apiName, id }, refused: true })),
  revoke: () => eachAuditedOfB((apiName, id) => ({ route: 'audit.revoke', method: 'POST', path: AUDIT_API.revoke, body: { apiName, id }, refused: true })),
  urge: () => eachAuditedOfB((apiName, id) => ({ route: 'audit.urge', method: 'POST', path: AUDIT_API.urge, body: { apiName, id }, refused: true })),
  flow: () => eachAuditedOfB((apiName, id) => ({ route: 'audit.flow', method: 'GET', path: AUDIT_API.flow, query: { apiName, id }, refused: true })),
  batchAgree: () => auditBatch('batchAgree'),
  batchReject: () => auditBatch('batchReject'),
  pendingList: () =>
    ['pending', 'done', 'submitted'].map((state) => ({
      route: 'audit.pendingList',
      method: 'GET',
      path: AUDIT_API.pendingList,
      query: { state },
      refused: false,
    })),
  flowList: () => [{ route: 'audit.flowList', method: 'GET', path: AUDIT_API.flowList, refused: false }],
  flowSave: () =>
    audited().map((entity) => ({
      route: 'audit.flowSave',
      method: 'PUT',
      path: AUDIT_API.flowSave,
      body: { apiName: entity.apiName, steps: [{ name: '甲', approverKind: 'user', approverIds: [b.userId, b.admin.userId], mode: 'any', minAmount: null }] },
      refused: true,
    })),
};

/** Beyond RECORD_API: the unique-value check answers "available" for a value only B holds. */
async function duplicateChecks(): Promise<Probe[]> {
  const probes: Probe[] = [];
  for (const entity of ALL_OBJECTS) {
    for (const field of entity.fields.filter((f) => f.unique)) {
      const rows = await t.app.db
        .selectFrom(entity.table as 'users')
        .select(columnOf(field.name) as 'id')
        .where('tenant_id', '=', b.tenantId)
        .execute();
      for (const fieldVal of rows.map((row) => Object.values(row)[0]).filter((value): value is string => typeof value === 'string')) {
        probes.push({
          route: 'duplicateCheck',
          method: 'GET',
          path: '/sys/duplicate/check',
          query: { tableName: entity.table, fieldName: field.name, fieldVal },
          refused: false,
          check: (response) => (envelope(response).success ? null : `${entity.apiName}.${field.name} of B reported as taken`),
        });
      }
    }
  }
  return probes;
}

/**
 * Beyond RECORD_API: the sales briefing (issue 15) counts A's customers alone, B's made this month
 * with them: the administrator's company all of A's, the salesperson's own their own.
 */
function briefingProbes(sideName: string): Probe[] {
  const { who } = sides[sideName]!;
  return (['thisMonth', 'thisYear'] as const).map((period) => ({
    route: 'briefing',
    method: 'GET',
    path: FIGURES_API.briefing,
    query: { period, keys: 'newCustomers' },
    refused: false,
    check: async (response) => {
      const briefing = envelope<Briefing>(response).result;
      let counted = t.app.db
        .selectFrom('crm_customer' as 'users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantA)
        .where(sql.ref('create_time'), '>=', briefing.from)
        .where(sql.ref('create_time'), '<', briefing.until);
      if (sideName !== 'administrator') counted = counted.where(sql.ref('owner_id'), '=', who.userId);
      const expected = Number((await counted.executeTakeFirstOrThrow()).n);
      const found = briefing.figures[0]?.current;
      return found === expected ? null : `counted ${found} new customers, A has ${expected}`;
    },
  }));
}

/** B's boards (its default one and one its administrator added), read as B before the sweep. */
let boardsOfB: string[] = [];

/**
 * The sales board (issue 15): A's list names none of B's boards; B's boards are not found to show,
 * edit or delete; the funnel of A's default board counts A's open opportunities alone, the
 * salesperson's own their own.
 */
function boardProbes(sideName: string): Probe[] {
  const { who } = sides[sideName]!;
  const aimed = (id: string): Probe[] => [
    { route: 'boardFigures', method: 'GET', path: BOARD_API.figures, query: { id }, refused: true },
    { route: 'boardEdit', method: 'PUT', path: BOARD_API.edit, body: { id, name: '甲方改名', widgets: ['funnel'] }, refused: true },
    { route: 'boardDelete', method: 'DELETE', path: BOARD_API.delete, query: { id }, refused: true },
  ];
  return [
    {
      route: 'boardList',
      method: 'GET',
      path: BOARD_API.list,
      refused: false,
      check: async (response) => {
        const boards = envelope<Board[]>(response).result;
        const leaked = boards.filter((board) => boardsOfB.includes(board.id));
        if (leaked.length > 0) return `listed ${leaked.length} boards of B`;
        const board = boards.find((one) => one.isDefault)!;
        const figures = envelope<BoardFigures>(
          await t.signedGet(BOARD_API.figures, { id: board.id, team: sideName === 'administrator' ? 'company' : 'me' }, who.token),
        ).result;
        let open = t.app.db
          .selectFrom('crm_chance' as 'users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantA)
          .where(sql.ref('status'), '=', CHANCE_STATUS.ongoing);
        if (sideName !== 'administrator') open = open.where(sql.ref('owner_id'), '=', who.userId);
        const expected = Number((await open.executeTakeFirstOrThrow()).n);
        const found = (figures.funnel ?? []).reduce((sum, stage) => sum + stage.count, 0);
        return found === expected ? null : `the funnel counted ${found} open opportunities, A has ${expected}`;
      },
    },
    ...boardsOfB.flatMap(aimed),
  ];
}

/**
 * The service board (issue 16): its open work orders are A's alone, the administrator's all of
 * A's (a side without the board's button is refused, and not checked).
 */
function serviceBoardProbes(sideName: string): Probe[] {
  return [
    {
      route: 'serviceBoard',
      method: 'GET',
      path: SERVICE_API.board,
      refused: false,
      check: async (response) => {
        const board = envelope<ServiceBoard>(response).result;
        if (sideName !== 'administrator' || !board.open) return null;
        const open = await t.app.db
          .selectFrom(entityOf('crmWorkOrder').table as 'users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantA)
          .where(sql.ref('status'), '<>', WORK_ORDER_STATUS.completed)
          .executeTakeFirstOrThrow();
        return board.open.count === Number(open.n) ? null : `counted ${board.open.count} open work orders, A has ${open.n}`;
      },
    },
  ];
}

/**
 * Sales forecasts (issue 15): the roll-up by department of the side's own forecast's period names
 * A's forecasts alone, the administrator's all of A's, the salesperson's their own; a refresh of
 * B's forecast is refused, of A's own answered.
 */
function forecastProbes(sideName: string): Probe[] {
  const { who, own, input } = sides[sideName]!;
  const { year, periodType, period } = input.crmForecast as { year: number; periodType: string; period: number };
  return [
    {
      route: 'forecastRollup',
      method: 'GET',
      path: FORECAST_API.rollup,
      query: { year, periodType, period },
      refused: false,
      check: async (response) => {
        const answered = envelope<ForecastRollup>(response).result.departments.flatMap((d) => d.people.map((p) => p.id));
        let stored = loose(t.app.db)
          .selectFrom('crm_forecast')
          .select('id')
          .where('tenant_id', '=', tenantA)
          .where(columnOf('year'), '=', year)
          .where(columnOf('periodType'), '=', periodType)
          .where(columnOf('period'), '=', period);
        if (sideName !== 'administrator') stored = stored.where('owner_id', '=', who.userId);
        const expected = (await stored.execute()).map((row) => String(row.id));
        return answered.includes(own.crmForecast!) && [...answered].sort().join() === expected.sort().join()
          ? null
          : `rolled up ${answered.length} forecasts, A has ${expected.length} of the period`;
      },
    },
    { route: 'forecastRefresh', method: 'POST', path: FORECAST_API.refresh, body: { id: own.crmForecast }, refused: false },
    ...ofB(entityOf('crmForecast')).map((id): Probe => ({ route: 'forecastRefresh', method: 'POST', path: FORECAST_API.refresh, body: { id }, refused: true })),
  ];
}

/**
 * The targets' ListSet (issue 15): A's departments and people alone; B's department, or B's
 * person in A's department, refused (nothing of B written: the sweep's snapshot).
 */
function objectiveProbes(sideName: string): Probe[] {
  const { who } = sides[sideName]!;
  const months = Array.from({ length: 12 }, () => 1000);
  const ask = { year: 2031, objectiveType: OBJECTIVE_TYPE.won };
  return [
    { route: 'objectiveListSet', method: 'GET', path: OBJECTIVE_API.listSet, query: ask, refused: false },
    { route: 'objectiveListSet', method: 'GET', path: OBJECTIVE_API.listSet, query: { ...ask, departmentId: b.departId }, refused: true },
    {
      route: 'objectiveListSet',
      method: 'POST',
      path: OBJECTIVE_API.listSet,
      body: { ...ask, departmentId: b.departId, rows: [{ userId: null, months }] },
      refused: true,
    },
    {
      route: 'objectiveListSet',
      method: 'POST',
      path: OBJECTIVE_API.listSet,
      body: { ...ask, departmentId: who.departId, rows: [{ userId: b.userId, months }] },
      refused: true,
      // The refusal names the row by the id sent: not a person of A's department.
      echoes: [b.userId],
    },
  ];
}

/** A bill of materials' expansion: of A's own BOM, answered with nothing of B; of each BOM of B, refused. */
function bomProbes(sideName: string): Probe[] {
  const { own } = sides[sideName]!;
  return [
    { route: 'bomExpand', method: 'GET', path: MES_BOM_API.expand, query: { id: own.mesBom! }, refused: false },
    ...ofB(entityOf('mesBom')).map((id): Probe => ({ route: 'bomExpand', method: 'GET', path: MES_BOM_API.expand, query: { id }, refused: true })),
  ];
}

/**
 * The data view (issue 15): every ready report and its spreadsheet over A's records alone (B's
 * product names and dictionary texts are nowhere in them); customers by source counts A's
 * customers of the year, the salesperson's own their own.
 */
function reportProbes(sideName: string): Probe[] {
  const { who } = sides[sideName]!;
  return READY_REPORTS.flatMap(({ key }): Probe[] => [
    {
      route: 'report',
      method: 'GET',
      path: REPORTS_API.report,
      query: { key, period: 'thisYear' },
      refused: false,
      check: async (response) => {
        if (key !== 'customersBySource') return null;
        const report = envelope<Report>(response).result;
        let counted = t.app.db
          .selectFrom('crm_customer' as 'users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantA)
          .where(sql.ref('create_time'), '>=', report.from)
          .where(sql.ref('create_time'), '<', report.until);
        if (sideName !== 'administrator') counted = counted.where(sql.ref('owner_id'), '=', who.userId);
        const expected = Number((await counted.executeTakeFirstOrThrow()).n);
        return report.total.count === expected ? null : `counted ${report.total.count} customers by source, A has ${expected}`;
      },
    },
    { route: 'reportExport', method: 'GET', path: REPORTS_API.export, query: { key, period: 'thisYear' }, refused: false },
  ]);
}

async function xlsxText(content: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  return cells.join('\n');
}

async function send(who: Actor, probe: Probe, headers: Headers): Promise<Response> {
  switch (probe.method) {
    case 'GET':
      return t.signedGet(probe.path, probe.query, who.token, headers);
    case 'PUT':
      return t.put(probe.path, probe.body, who.token, headers, probe.query);
    case 'DELETE':
      return t.del(probe.path, probe.query, who.token, headers);
    case 'POST': {
      if (!probe.file) return t.signedPost(probe.path, probe.body, who.token, headers, probe.query);
      const { payload, contentType } = multipart('file', 'import.xlsx', probe.file);
      return t.app.inject({
        method: 'POST',
        url: `/api${probe.path}`,
        payload,
        headers: { 'Content-Type': contentType, 'X-Access-Token': who.token, ...signedHeaders(probe.path, {}), ...headers },
      });
    }
  }
}

/** What is wrong with one answer, or nothing. */
async function faultsOf(probe: Probe, response: Response): Promise<string[]> {
  const faults: string[] = [];
  const status = response.statusCode;
  if (status >= 500 || (probe.refused && status < 400)) faults.push(`answered ${status}: ${response.body.slice(0, 200)}`);
  const isSheet = String(response.headers['content-type'] ?? '').includes('spreadsheetml');
  const leaks = b.leaksIn(isSheet ? await xlsxText(response.rawPayload) : response.body).filter((leak) => !probe.echoes?.includes(leak));
  if (leaks.length > 0) faults.push(`shows B's ${leaks.join(', ')}`);
  const extra = status < 400 || probe.route === 'actionBatch' ? await probe.check?.(response) : null;
  if (extra) faults.push(extra);
  return faults;
}

/**
 * The caller's tenant comes from the token alone (plugins/auth.ts): no route reads X-Tenant-Id. So
 * the whole sweep runs with the header an attacker would send, B's tenant id; each other variant is
 * sent once per route (its first probe), which finds a route that starts reading the header.
 */
const HEADER_VARIANTS: Record<string, () => Headers> = {
  'no X-Tenant-Id': () => ({}),
  "A's X-Tenant-Id": () => ({ 'X-Tenant-Id': tenantA }),
  'a garbage X-Tenant-Id': () => ({ 'X-Tenant-Id': "0' or '1'='1" }),
  'X-Tenant-Id 0': () => ({ 'X-Tenant-Id': '0' }),
};
const ATTACKERS_HEADER = (): Headers => ({ 'X-Tenant-Id': b.tenantId });

const probesBySide = new Map<string, Promise<Probe[]>>();
/** Every probe of a side, built once (building them reads the database). */
function probesOf(sideName: string): Promise<Probe[]> {
  let probes = probesBySide.get(sideName);
  if (!probes) {
    const side = sides[sideName]!;
    probes = (async () => [
      ...(await Promise.all(Object.values(PROBES).map((build) => build(side)))).flat(),
      ...Object.values(AUDIT_PROBES).flatMap((build) => build(side)),
      ...(await duplicateChecks()),
      ...briefingProbes(sideName),
      ...boardProbes(sideName),
      ...serviceBoardProbes(sideName),
      ...forecastProbes(sideName),
      ...reportProbes(sideName),
      ...objectiveProbes(sideName),
      ...bomProbes(sideName),
    ])();
    probesBySide.set(sideName, probes);
  }
  return probes;
}

/** Sends the probes and answers every fault found, each with the request that caused it. */
async function sweep(sideName: string, probes: readonly Probe[], headers: Headers): Promise<string[]> {
  const faults: string[] = [];
  for (const probe of probes) {
    const response = await send(sides[sideName]!.who, probe, headers);
    for (const fault of await faultsOf(probe, response))
      faults.push(`${probe.method} ${probe.path} ${JSON.stringify(probe.query ?? probe.body ?? '').slice(0, 160)}: ${fault}`);
  }
  return faults;
}

async function sideOf(username: string): Promise<Side> {
  const who = await actor(t, username);
  const own: Record<string, string> = {};
  const spare: Record<string, string> = {};
  const input: Record<string, Record<string, unknown>> = {};
  const admin = await actor(t, 'admin');
  // The side's records share what they point to (one customer, one product), made once.
  const made = new Map<string, string>();
  for (const entity of ALL_OBJECTS) {
    // What the user may not add (a salesperson, products) the administrator adds for the probes.
    const maker = (await mayAdd(t, who, entity.apiName)) ? who : admin;
    input[entity.apiName] = await sampleInput(t, maker, entity, made);
    const added = await t.signedPost(api(entity, 'add'), input[entity.apiName], maker.token);
    if (added.statusCode !== 200) throw new Error(`${username} cannot add ${entity.apiName}: ${added.body}`);
    own[entity.apiName] = envelope<RecordRow>(added).result.id;
    spare[entity.apiName] = await createRecord(t, maker, entity, made);
  }
  const row = await t.signedPost(RECORD_API.extAdd, { subject: `${username} 的行` }, who.token, {}, { tableId: aTable.tableId });
  return { who, own, spare, input, extRow: envelope<RecordRow>(row).result.id };
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  b = await makeOtherTenant(t);
  const admin = await actor(t, 'admin');
  tenantA = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', admin.userId).executeTakeFirstOrThrow()).tenant_id;
  aTable = envelope<TableMade>(await t.signedPost(RECORD_API.tableAdd, { name: '甲方台账', apiName: 'aLedger' }, admin.token)).result;
  await t.signedPost(RECORD_API.formFieldAdd, { tableName: aTable.tableName, field: { name: 'subject', type: 'text', label: '主题' } }, admin.token);
  sides.administrator = await sideOf('admin');
  sides.salesperson = await sideOf('sales');
  await t.signedPost(BOARD_API.add, { name: `乙方看板 ${MARK}`, widgets: ['funnel'] }, b.admin.token);
  boardsOfB = envelope<Board[]>(await t.signedGet(BOARD_API.list, {}, b.admin.token)).result.map((board) => board.id);
  before = await b.snapshot();
}, 60_000);
afterAll(() => t.close());

describe('tenant isolation of the record engine', () => {
  it('knows B: records of every registered object, and ids to aim with', async () => {
    for (const entity of ALL_OBJECTS) {
      expect(ofB(entity).length, entity.apiName).toBeGreaterThan(0);
      // Each object's text values carry MARK, so a leak of them shows even where no id does.
      expect(
        b.leaksIn(
          JSON.stringify(
            await t.app.db
              .selectFrom(entity.table as 'users')
              .selectAll()
              .where('tenant_id', '=', b.tenantId)
              .execute(),
          ),
        ),
        entity.apiName,
      ).toContain(MARK);
    }
    expect(b.ids.size).toBeGreaterThan(20);
    expect(before).toContain(MARK);
  });

  describe.each(['administrator', 'salesperson'])("A's %s", (sideName) => {
    it("reads, changes and deletes nothing of B on any route, sending B's X-Tenant-Id", async () => {
      const probes = await probesOf(sideName);
      const routesProbed = new Set(probes.map((p) => p.route));
      expect(Object.keys(RECORD_API).filter((route) => route !== 'tableAdd' && !routesProbed.has(route as RouteName))).toEqual([]);
      expect(await sweep(sideName, probes, ATTACKERS_HEADER())).toEqual([]);
      expect(await b.snapshot()).toBe(before);
      // Every probe of every route of every object (6,840 a side with 60 objects), one at a time:
      // 14,856 took 30 s on this machine's PostgreSQL beside the SQLite run, and over 60 s on a
      // slower CI machine, which failed the run for timing, not behaviour.
    }, 300_000);

    it.each(Object.keys(HEADER_VARIANTS))('reads, changes and deletes nothing of B on any route, with %s', async (variant) => {
      const firstOfEachRoute = [...new Map((await probesOf(sideName)).map((p) => [p.route, p] as const).reverse()).values()];
      expect(await sweep(sideName, firstOfEachRoute, HEADER_VARIANTS[variant]!())).toEqual([]);
      expect(await b.snapshot()).toBe(before);
    });
  });

  it("lets A make a table under B's table's API name without touching B's", async () => {
    const side = sides.administrator!;
    const made = await t.signedPost(RECORD_API.tableAdd, { name: '甲方同名表', apiName: b.extension.table.apiName }, side.who.token, {
      'X-Tenant-Id': b.tenantId,
    });
    expect(made.statusCode, made.body).toBe(200);
    const table = envelope<TableMade>(made).result;
    expect(table.tableId).not.toBe(b.extension.table.tableId);
    const rows = await t.signedGet(RECORD_API.extList, { tableId: table.tableId }, side.who.token, { 'X-Tenant-Id': b.tenantId });
    expect(envelope<Page<RecordRow>>(rows).result.total).toBe(0);
    expect(b.leaksIn(rows.body)).toEqual([]);
    expect(await b.snapshot()).toBe(before);
  });

  it("keeps every record of A that the probes aimed at, and none of A's rows points into B", async () => {
    // Asked by the administrator: the salesperson's side holds records of objects they may not open
    // (equipment, service logs: the administrator made them for the probes).
    const admin = sides.administrator!.who;
    for (const side of Object.values(sides)) {
      for (const entity of ALL_OBJECTS) {
        expect((await t.signedGet(api(entity, 'queryById'), { id: side.own[entity.apiName]! }, admin.token)).statusCode, entity.apiName).toBe(200);
      }
    }
    expect(b.leaksIn(await rowsOfTenant(t, tenantA))).toEqual([]);
  });
});
