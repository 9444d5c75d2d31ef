import { ALL_OBJECTS, AUDIT_API, RECORD_API, type EntityDef, type RecordRow, type TableMade, type TeamMember } from '@crm/domain';
import type { LightMyRequestResponse as Response } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { nowText } from '../db/dialect.ts';
import { tableColumnNames } from '../modules/records/table-sync.ts';
import { hashPassword } from '../modules/session/passwords.ts';
import { createTenant } from '../seed/tenant.ts';
import { envelope, type TestApp } from './app.ts';
import { actor, sampleInput, upload, type Actor } from './records.ts';

/**
 * A second enterprise ("tenant B") beside the demo tenant, holding something of everything the
 * record engine keeps: a record of every registered object (and the records they point to), a
 * custom field with a value, an extension table with a row, a team member, a comment, an
 * attachment, a saved scene, a lock, an approval flow of every audited object and a record waiting
 * in it. It is built from the registry, so an object registered
 * later is in it without editing this file. Its text values carry MARK, so a leak is visible.
 */

export const MARK = 'B-ONLY-秘密';
const PASSWORD = 'TenantB@2026';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export interface OtherTenant {
  tenantId: string;
  admin: Actor;
  salesperson: Actor;
  /** B's rows of every registered object, by API name (every one, not only those made directly). */
  records: Record<string, string[]>;
  /** B's sysTableMade table ids of the registered objects, by API name. */
  tableIds: Record<string, string>;
  /** A value of B for each relation-like field type (targets of relation fields by object, users, departments, files). */
  userId: string;
  departId: string;
  filePath: string;
  customField: { tableName: string; name: string };
  extension: { table: TableMade; fieldName: string; rowId: string };
  teamMemberId: string;
  commentId: string;
  attachmentId: string;
  sceneId: string;
  /** Every id that exists only in B (uuids of B's rows that appear nowhere else). */
  ids: ReadonlySet<string>;
  /** Every row of B in every table, as text: equal before and after means B is byte-for-byte unchanged. */
  snapshot(): Promise<string>;
  /** The ids of B and MARK found in a text (an answer's body, a file's content). */
  leaksIn(text: string): string[];
}

/** The tables that hold tenant rows: every table of the current database (PostgreSQL schema) with a tenant_id column. */
async function tenantTables(t: TestApp): Promise<string[]> {
  return [...(await tableColumnNames(t.app.db))]
    .filter(([, columns]) => columns.has('tenant_id'))
    .map(([table]) => table)
    .sort();
}

/** Every row of a tenant in every table, as text (to search it for ids of another tenant). */
export async function rowsOfTenant(t: TestApp, tenantId: string): Promise<string> {
  return JSON.stringify(await rowsOf(t, await tenantTables(t), tenantId, true));
}

async function rowsOf(t: TestApp, tables: readonly string[], tenantId: string, belongs: boolean): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const found = await t.app.db
      .selectFrom(table as 'users')
      .selectAll()
      .where(sql.ref('tenant_id'), belongs ? '=' : '<>', tenantId)
      .execute();
    rows[table] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** Text fields a sample value filled with generated text get MARK instead, so B's values are recognisable. */
function markedInput(entity: EntityDef, input: Record<string, unknown>): Record<string, unknown> {
  const marked = { ...input };
  for (const field of entity.fields) {
    const value = input[field.name];
    if ((field.type === 'text' || field.type === 'textarea') && typeof value === 'string' && value.startsWith(`${entity.apiName} ${field.name}`)) {
      marked[field.name] = `${MARK} ${value}`.slice(0, field.maxLength ?? 255);
    }
  }
  return marked;
}

async function ok<T>(response: Promise<Response>, what: string): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${what} failed for tenant B: ${answer.body}`);
  return envelope<T>(answer).result;
}

export async function makeOtherTenant(t: TestApp): Promise<OtherTenant> {
  const db = t.app.db;
  const b = await createTenant(db, { name: `${MARK} 乙方公司`, admin: { username: 'tenant-b-admin', realname: `${MARK} 管理员`, password: PASSWORD } });
  const departId = randomUUID();
  const at = nowText();
  await db
    .insertInto('departments')
    .values({
      id: departId,
      tenant_id: b.tenantId,
      parent_id: b.headCompany.id,
      name: `${MARK} 销售部`,
      org_type: '2',
      org_code: 'A01A01',
      sort: 1,
      created_at: at,
    })
    .execute();
  const salesUserId = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: salesUserId,
      tenant_id: b.tenantId,
      username: 'tenant-b-sales',
      password_hash: await hashPassword(PASSWORD),
      realname: `${MARK} 销售`,
      is_admin: 0,
      status: '1',
      user_type: 'staff',
      depart_id: departId,
      company_code: b.headCompany.code,
      lang: 'zh-CN',
      time_zone: 'Asia/Shanghai',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db.insertInto('user_companies').values({ tenant_id: b.tenantId, user_id: salesUserId, company_code: b.headCompany.code }).execute();
  await db.insertInto('user_roles').values({ tenant_id: b.tenantId, user_id: salesUserId, role_id: b.roleIds.salesperson! }).execute();
  const admin = await actor(t, 'tenant-b-admin', PASSWORD);
  const salesperson = await actor(t, 'tenant-b-sales', PASSWORD);
  const post = <T>(path: string, body: unknown, query?: Record<string, string>) => ok<T>(t.signedPost(path, body, admin.token, {}, query), path);

  const customField = { tableName: ALL_OBJECTS[0]!.table, name: 'bSecret' };
  await post(RECORD_API.formFieldAdd, { tableName: customField.tableName, field: { name: customField.name, type: 'text', label: `${MARK} 字段` } });

  const made: Record<string, string> = {};
  for (const entity of ALL_OBJECTS) {
    const input = markedInput(entity, await sampleInput(t, admin, entity));
    if (entity.table === customField.tableName) input[customField.name] = `${MARK} 自定义值`;
    made[entity.apiName] = (await post<RecordRow>(RECORD_API.add(entity.module, entity.apiName), input)).id;
  }

  const subject = ALL_OBJECTS.find((e) => e.features.team && e.features.comments && e.features.attachments)!;
  const subjectId = made[subject.apiName]!;
  await post(RECORD_API.teamAdd, { tableName: subject.table, dataId: subjectId, userId: salesUserId, access: 'r' });
  const team = await ok<TeamMember[]>(t.signedGet(RECORD_API.teamList, { tableName: subject.table, dataId: subjectId }, admin.token), 'team list');
  const commentId = await post<string>(RECORD_API.commentAdd, { tableName: subject.table, dataId: subjectId, content: `${MARK} 评论` });
  const filePath = await upload(t, admin.token, 'b-contract.pdf', MARK);
  const [attachmentId] = await post<string[]>(RECORD_API.attachmentAdd, {
    tableName: subject.table,
    dataId: subjectId,
    files: [{ path: filePath, name: `${MARK}.pdf`, size: 10 }],
  });
  const sceneId = await post<string>(RECORD_API.sceneAdd, {
    tableName: subject.table,
    name: `${MARK} 场景`,
    visibility: '1',
    conditions: [{ field: subject.titleField, op: 'like', value: MARK }],
  });
  const lockable = ALL_OBJECTS.find((e) => e.features.lock);
  if (lockable) await ok(t.put(RECORD_API.lock(lockable.module, lockable.apiName), { ids: [made[lockable.apiName]], lockStatus: '1' }, admin.token), 'lock');

  // A flow of every audited object whose one step is B's salesperson, and B's record of it waiting there.
  for (const entity of ALL_OBJECTS.filter((e) => e.features.audit && !e.parent)) {
    await ok(
      t.put(
        AUDIT_API.flowSave,
        { apiName: entity.apiName, steps: [{ name: `${MARK} 审批`, approverKind: 'user', approverIds: [salesUserId], mode: 'any', minAmount: null }] },
        admin.token,
      ),
      'flow',
    );
    await post(AUDIT_API.submit, { apiName: entity.apiName, id: made[entity.apiName] });
  }

  const table = await post<TableMade>(RECORD_API.tableAdd, { name: `${MARK} 台账`, apiName: 'bLedger' });
  await post(RECORD_API.formFieldAdd, { tableName: table.tableName, field: { name: 'subject', type: 'text', label: `${MARK} 主题` } });
  const rowId = (await post<RecordRow>(RECORD_API.extAdd, { subject: `${MARK} 台账行` }, { tableId: table.tableId })).id;

  const records: Record<string, string[]> = {};
  for (const entity of ALL_OBJECTS) {
    records[entity.apiName] = (
      await db
        .selectFrom(entity.table as 'users')
        .select('id')
        .where('tenant_id', '=', b.tenantId)
        .execute()
    ).map((r) => r.id);
  }

  const tables = await tenantTables(t);
  const uuidsOf = (rows: Record<string, string[]>) => new Set(Object.values(rows).flat().join('\n').match(UUID) ?? []);
  const elsewhere = uuidsOf(await rowsOf(t, tables, b.tenantId, false));
  const ids = new Set([...uuidsOf(await rowsOf(t, tables, b.tenantId, true))].filter((id) => !elsewhere.has(id)));
  ids.add(b.tenantId);

  return {
    tenantId: b.tenantId,
    admin,
    salesperson,
    records,
    tableIds: b.tableIds,
    userId: salesUserId,
    departId,
    filePath,
    customField,
    extension: { table, fieldName: 'subject', rowId },
    teamMemberId: team[0]!.id,
    commentId,
    attachmentId: attachmentId!,
    sceneId,
    ids,
    snapshot: async () =>
      JSON.stringify(await rowsOf(t, tables, b.tenantId, true)) +
      JSON.stringify(await db.selectFrom('tenants').selectAll().where('id', '=', b.tenantId).execute()),
    leaksIn: (text) => [...new Set([...(text.match(UUID) ?? []).filter((id) => ids.has(id.toLowerCase())), ...(text.includes(MARK) ? [MARK] : [])])],
  };
}
