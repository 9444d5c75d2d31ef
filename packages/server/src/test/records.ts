import {
  acceptsInput,
  isShown,
  AUDIT_API,
  AUDIT_STATUS,
  columnOf,
  entityOf,
  lineInputFields,
  MARKET_MEMBER_TARGETS,
  OBJECTIVE_WHOSE,
  RECORD_API,
  type EntityDef,
  type FieldDef,
  type RecordRow,
  WORK_ORDER_STATUS,
} from '@crm/domain';
import type { Kysely } from 'kysely';
import { envelope, signedHeaders, type TestApp } from './app.ts';

/** Helpers for record engine tests: uploads, sample values per field type, and records made over the API. */

export function multipart(fieldName: string, fileName: string, content: Buffer | string, contentType = 'application/octet-stream') {
  const boundary = '----crm-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(t: TestApp, token: string, fileName: string, content: Buffer | string): Promise<string> {
  const { payload, contentType } = multipart('file', fileName, content);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload,
    headers: { 'Content-Type': contentType, 'X-Access-Token': token, ...signedHeaders('/sys/common/upload', {}) },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return envelope<string>(response).result;
}

/** A workbook sent to an import route (`RECORD_API.importExcel`), as the phone sends it: a file in a signed multipart body. */
export function importSheet(t: TestApp, token: string, path: string, content: Buffer, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipart('file', 'import.xlsx', content);
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: { 'Content-Type': contentType, 'X-Access-Token': token, ...headers, ...signedHeaders(path, {}) },
  });
}

/** A 1x1 PNG: image fields take only content that is a picture. */
export const PNG_PIXEL = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1d4f00000000049454e44ae426082',
  'hex',
);

export interface Actor {
  token: string;
  userId: string;
  departId: string | null;
}

export async function actor(t: TestApp, username: string, password?: string): Promise<Actor> {
  const login = await t.login(username, password);
  const user = await t.app.db.selectFrom('users').select(['id', 'depart_id']).where('username', '=', username).executeTakeFirstOrThrow();
  return { token: login.token, userId: user.id, departId: user.depart_id };
}

/** Some objects point at their subject by name and id rather than by a relation field. */
const SUBJECT_OF: Record<string, { entity: string; nameField: string; idField: string }> = {
  crmRecord: { entity: 'crmCustomer', nameField: 'relatedEntity', idField: 'relatedId' },
};

/**
 * Objects whose record names one of several relations, the one its type field says (a market
 * activity's member is a lead, a contact or a customer): a sample gives only that relation, for
 * the type's first option.
 */
const ONE_OF: Record<string, { typeField: string; targets: Readonly<Record<string, string>> }> = {
  crmMarketMember: { typeField: 'memberType', targets: MARKET_MEMBER_TARGETS },
  // A sales target is a person's or a department's.
  crmObjective: { typeField: 'whose', targets: { [OBJECTIVE_WHOSE.person]: 'userId', [OBJECTIVE_WHOSE.department]: 'departmentId' } },
};

/**
 * Fields a sample leaves out, where a valid value depends on another the sample chose: a share's
 * record (a sample shares a note; sharing a record, which needs a record of the sharer's to
 * change, has tests of its own), a task's stage.
 */
const LEFT_OUT: Record<string, readonly string[]> = {
  oaShare: ['relatedEntity', 'relatedId', 'relatedTitle'],
  // A task's stage must be of the task's project (its sample's stage is of a project of its own): the link has tests of its own.
  oaTask: ['stageId'],
};

/** Objects whose record needs one of several fields none of which is required alone: the one a sample gives (a call is with a customer or a lead). */
const EITHER: Record<string, readonly string[]> = {
  crmCallRecord: ['customerId'],
};

/**
 * Objects whose servers refuse a copy of a record unless a field differs: records unique by several
 * fields together (a sales target by year, type and whom), whose number the copy moves, and a
 * customer report, whose company another report protects, whose name the copy changes.
 */
const UNIQUE_TOGETHER: Record<string, string> = {
  crmObjective: 'year',
  // A sales forecast by salesperson and period.
  crmForecast: 'year',
  agentCustomer: 'name',
};

/** Numbers whose range the server checks by another field (a forecast's month or quarter, 1–12 or 1–4): a sample takes this one. */
const IN_RANGE: Record<string, Readonly<Record<string, number>>> = {
  crmForecast: { period: 1 },
  // Hours logged against a task: a day's at most.
  oaTaskTime: { hours: 2 },
};

/**
 * Relations whose target a record takes for itself, in a state the server asks for (an appraisal
 * rates a completed work order, one appraisal each): a sample makes a new target every time
 * rather than sharing one through `made`.
 */
/** A new product for a sample of its own (made by the administrator where `who` may not add products). */
async function newProduct(t: TestApp, who: Actor, made: Map<string, string>): Promise<string> {
  return createRecord(t, (await mayAdd(t, who, 'crmProduct')) ? who : await administratorOf(t), entityOf('crmProduct'), made);
}

const OWN_TARGET: Record<string, Record<string, (t: TestApp, who: Actor, made: Map<string, string>) => Promise<string>>> = {
  crmWorkAppraise: { workOrderId: completedWorkOrder },
  // A project's stages are changed by whoever may change the project: one of the sample's own.
  oaProjectStage: { projectId: (t, who, made) => createRecord(t, who, entityOf('oaProject'), made) },
  // One stock record per product and warehouse: each sample stocks a product of its own.
  wmsStock: { productId: (t, who, made) => newProduct(t, who, made) },
  // A BOM makes a product of its own: the shared product is its sample's component, and a BOM of
  // it would have its product among its components (a circle, refused). Products are an administrator's to add.
  mesBom: { productId: (t, who, made) => newProduct(t, who, made) },
  // An inquiry serves only an approved requirement still open (no inquiry ordered it yet): one of its own.
  srmInquiry: { demandId: approvedDemand },
};

/**
 * A work order of `who`'s, completed by them: its status and engineer are set in the database, as
 * the flow's actions leave them (the flow itself is the work order's tests').
 */
export async function completedWorkOrder(t: TestApp, who: Actor, made: Map<string, string>): Promise<string> {
  const id = await createRecord(t, who, entityOf('crmWorkOrder'), made);
  await (t.app.db as unknown as Kysely<any>)
    .updateTable(entityOf('crmWorkOrder').table)
    .set({ [columnOf('status')]: WORK_ORDER_STATUS.completed, [columnOf('engineerId')]: who.userId })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * A purchase requirement of `who`'s, approved: its audit status is set in the database, as an
 * approval leaves it (approving is the audit engine's tests').
 */
async function approvedDemand(t: TestApp, who: Actor, made: Map<string, string>): Promise<string> {
  const id = await createRecord(t, who, entityOf('srmDemand'), made);
  await (t.app.db as unknown as Kysely<any>)
    .updateTable(entityOf('srmDemand').table)
    .set({ audit_status: AUDIT_STATUS.reviewed })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Relations the server takes only of the record's own customer (a work order's contact and device). */
const OF_ITS_CUSTOMER: Record<string, readonly string[]> = {
  crmWorkOrder: ['contacterId', 'equipmentId'],
};

/** A new record of the field's target for `customerId` (made by the administrator when `who` may not add one); none without a customer. */
async function ofCustomer(t: TestApp, who: Actor, field: FieldDef, customerId: unknown, made: Map<string, string>): Promise<string | undefined> {
  if (typeof customerId !== 'string' || !field.relation) return undefined;
  const maker = (await mayAdd(t, who, field.relation)) ? who : await administratorOf(t);
  return createRecord(t, maker, entityOf(field.relation), made, { customerId });
}

/**
 * What an import row gives for `field` when each record needs a target of its own (OWN_TARGET): a
 * new target's title, as a sheet names it; undefined for any other field.
 */
export async function ownTargetCell(t: TestApp, who: Actor, entity: EntityDef, field: FieldDef, made: Map<string, string>): Promise<string | undefined> {
  const own = OWN_TARGET[entity.apiName]?.[field.name];
  if (!own || !field.relation) return undefined;
  const target = entityOf(field.relation);
  const id = await own(t, who, made);
  const row = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById(target.module, target.apiName), { id }, who.token)).result;
  return String(row[target.titleField]);
}

/** The value a copy of a record changes, the `nth` copy by `nth`, to be a record of its own (UNIQUE_TOGETHER); none for most objects. */
export function renewedCopy(entity: EntityDef, field: string, cell: unknown, nth: number): unknown {
  if (UNIQUE_TOGETHER[entity.apiName] !== field) return cell;
  return typeof cell === 'number' || /^\d+$/.test(String(cell)) ? Number(cell) + nth : `${String(cell)} ${nth}`;
}

/** The fields a record needs besides its required ones: the relations a type names, one of which its type asks for. */
export function neededBesidesRequired(entity: EntityDef): string[] {
  return [...Object.values(ONE_OF[entity.apiName]?.targets ?? {}), ...(EITHER[entity.apiName] ?? [])];
}

let counter = 0;

/** Each token's permissions, asked once: a sample input asks about every object it points to. */
const permissionsOf = new Map<string, Promise<string[]>>();

/**
 * Whether `who` may add records of an object: the catalogue (products, price lists) is the
 * administrators' to fill, so a salesperson's record points to a product the administrator added.
 */
export async function mayAdd(t: TestApp, who: Actor, apiName: string): Promise<boolean> {
  const entity = entityOf(apiName);
  let permissions = permissionsOf.get(who.token);
  if (!permissions) {
    permissions = t
      .signedGet('/sys/permission/getUserPermissionByToken', { token: who.token }, who.token)
      .then((response) => (envelope<{ auth: { action: string }[] }>(response).result?.auth ?? []).map((entry) => entry.action));
    permissionsOf.set(who.token, permissions);
  }
  const auth = await permissions;
  return auth.includes(`${entity.permissionPrefix}:add`) || auth.includes('*');
}

/** The demo administrator of a test app, signed in once (a sign-in hashes a password: tens of milliseconds). */
const administrators = new WeakMap<TestApp, Promise<Actor>>();
const administratorOf = (t: TestApp): Promise<Actor> => {
  let admin = administrators.get(t);
  if (!admin) {
    admin = actor(t, 'admin');
    administrators.set(t, admin);
  }
  return admin;
};

/**
 * A valid value of every field a new record accepts, derived from the metadata alone. The records
 * it points to are made for it, once per maker and object in `made`: pass one map to several calls
 * and their records share what they point to (a customer, a product), as a salesperson's do.
 */
export async function sampleInput(t: TestApp, who: Actor, entity: EntityDef, made = new Map<string, string>()): Promise<Record<string, unknown>> {
  const n = ++counter;
  const input: Record<string, unknown> = {};
  const subject = SUBJECT_OF[entity.apiName];
  const oneOf = ONE_OF[entity.apiName];
  for (const field of entity.fields.filter((f) => acceptsInput(f, 'add'))) {
    if (subject && (field.name === subject.nameField || field.name === subject.idField)) continue;
    if (LEFT_OUT[entity.apiName]?.includes(field.name)) continue;
    // The type field comes before the relations it chooses between.
    if (oneOf && Object.values(oneOf.targets).includes(field.name) && oneOf.targets[String(input[oneOf.typeField])] !== field.name) continue;
    // A field shown only for some values of another (shownWhen): only where the sample shows it (its condition comes first).
    if (field.shownWhen && !isShown(field, input)) continue;
    const value = OF_ITS_CUSTOMER[entity.apiName]?.includes(field.name) ? await ofCustomer(t, who, field, input.customerId, made) : undefined;
    const sampled = value ?? (await sampleValue(t, who, entity, field, n, made));
    if (sampled !== undefined) input[field.name] = sampled;
  }
  if (subject) {
    input[subject.nameField] = subject.entity;
    input[subject.idField] = await createRecord(t, who, entityOf(subject.entity), made);
  }
  return input;
}

const fit = (text: string, field: FieldDef) => text.slice(0, field.maxLength ?? 255);

async function sampleValue(t: TestApp, who: Actor, entity: EntityDef, field: FieldDef, n: number, made: Map<string, string>): Promise<unknown> {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return fit(`${entity.apiName} ${field.name} ${n} 测试`, field);
    case 'richText':
      return `<p>${entity.apiName} ${n}</p>`;
    case 'phone':
      return field.phoneKind === 'landline' ? `010-${60_000_000 + n}` : `139${String(10_000_000 + n).slice(-8)}`;
    case 'email':
      return fit(`t${n}@example.com`, field);
    case 'url':
      return `https://example.com/${n}`;
    case 'number':
      return IN_RANGE[entity.apiName]?.[field.name] ?? n;
    case 'money':
      return 1234.5;
    case 'percent':
      return 12.5;
    case 'date':
      return '2026-03-01';
    case 'datetime':
      return '2026-03-01T08:30:00.000Z';
    case 'dict':
    case 'dictMulti': {
      let value = field.options?.[0]?.value;
      if (!value && field.dict) {
        const items = envelope<{ value: string }[] | null>(await t.signedGet(`/sys/dict/getDictItems/${field.dict}`, {}, who.token)).result;
        value = items?.[0]?.value;
      }
      if (!value) return undefined;
      return field.type === 'dict' ? value : [value];
    }
    case 'user':
      return field.multiple ? [who.userId] : who.userId;
    case 'department':
      return who.departId ?? undefined;
    case 'relation': {
      if (!field.relation || field.relation === entity.apiName) return undefined;
      const own = OWN_TARGET[entity.apiName]?.[field.name];
      if (own) return own(t, who, made);
      const maker = (await mayAdd(t, who, field.relation)) ? who : await administratorOf(t);
      const key = `${maker.userId} ${field.relation}`;
      let id = made.get(key);
      if (!id) {
        id = await createRecord(t, maker, entityOf(field.relation), made);
        made.set(key, id);
      }
      return field.multiple ? [id] : id;
    }
    case 'address':
      return { text: '北京市海淀区中关村大街 1 号', lat: 39.98, lng: 116.31 };
    case 'images':
    case 'files': {
      const path = await upload(t, who.token, field.type === 'images' ? 'photo.png' : 'offer.pdf', field.type === 'images' ? PNG_PIXEL : 'content');
      return [{ path, name: field.type === 'images' ? 'photo.png' : 'offer.pdf', size: 7 }];
    }
    case 'boolean':
      return true;
    case 'tags':
      return ['vip'];
    case 'lines': {
      // As many rows as the record needs (one at least), each with sample values of the line's inputs.
      const line = field.lines!.object;
      const rows: Record<string, unknown>[] = [];
      for (let i = 0; i < Math.max(1, field.lines!.minItems ?? 0); i += 1) {
        const row: Record<string, unknown> = {};
        // Values the server copies from the picked record (a product's name) are not the user's to give.
        const copied = new Set(line.fields.flatMap((f) => Object.keys(f.copies ?? {})));
        const fixed = (f: FieldDef) => copied.has(f.name) && f.editable === false;
        for (const input of lineInputFields(line).filter((f) => acceptsInput(f, 'add') && !fixed(f))) {
          // As on the record: a field shown only for some values of another only where the row shows it (a question's options, for a choice).
          if (input.shownWhen && !isShown(input, row)) continue;
          const value = await sampleValue(t, who, line, input, n, made);
          if (value !== undefined) row[input.name] = value;
        }
        rows.push(row);
      }
      return rows;
    }
    case 'autoNumber':
    case 'formula':
      return undefined;
  }
}

/** Adds a record of `entity` with sample values (and the records it points to), answering its id. */
export async function createRecord(
  t: TestApp,
  who: Actor,
  entity: EntityDef,
  made = new Map<string, string>(),
  extra: Record<string, unknown> = {},
): Promise<string> {
  const input = { ...(await sampleInput(t, who, entity, made)), ...extra };
  const response = await t.signedPost(RECORD_API.add(entity.module, entity.apiName), input, who.token);
  if (response.statusCode !== 200) throw new Error(`add ${entity.apiName} failed: ${response.body}`);
  return envelope<RecordRow>(response).result.id;
}

/**
 * Submits a record for approval (issue 13) and answers it as it now stands: in a tenant without a
 * flow for its object (the test tenant has none unless a test saves one), it is approved at once,
 * so what it adds up to counts.
 */
export async function approved(t: TestApp, who: Actor, apiName: string, id: string): Promise<void> {
  const submitted = await t.signedPost(AUDIT_API.submit, { apiName, id }, who.token);
  if (submitted.statusCode !== 200) throw new Error(`submit ${apiName} ${id}: ${submitted.body}`);
}
