import type { DepartNode } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

export const ORG_TYPE_COMPANY = '1';
export const ORG_TYPE_DEPARTMENT = '2';

type Db = Kysely<Database> | Transaction<Database>;

async function orgRows(db: Db, tenantId: string, orgType?: string): Promise<DepartNode[]> {
  let query = db
    .selectFrom('departments')
    .select(['id', 'parent_id as parentId', 'name', 'org_type as orgType', 'org_code as orgCode'])
    .where('tenant_id', '=', tenantId);
  if (orgType) query = query.where('org_type', '=', orgType);
  const rows = await query.orderBy('sort').orderBy('org_code').execute();
  return rows.map((row) => ({ ...row, children: [] }));
}

/** Staff placed directly in each node, active or frozen, by node id. */
async function membersByDepartment(db: Db, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['depart_id as departId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('user_type', '=', 'staff')
    .where('depart_id', 'is not', null)
    .groupBy('depart_id')
    .execute();
  return new Map(rows.map((row) => [row.departId!, toCount(row.n)]));
}

/** The management view of the nodes: each with its head, its head's name and how many people it has. */
async function managedRows(db: Db, tenantId: string): Promise<DepartNode[]> {
  const [rows, members] = await Promise.all([
    db
      .selectFrom('departments')
      .leftJoin('users as leader', (join) => join.onRef('leader.id', '=', 'departments.leader_id').onRef('leader.tenant_id', '=', 'departments.tenant_id'))
      .select([
        'departments.id',
        'departments.parent_id as parentId',
        'departments.name',
        'departments.org_type as orgType',
        'departments.org_code as orgCode',
        'departments.leader_id as leaderId',
        'leader.realname as leaderName',
      ])
      .where('departments.tenant_id', '=', tenantId)
      .orderBy('departments.sort')
      .orderBy('departments.org_code')
      .execute(),
    membersByDepartment(db, tenantId),
  ]);
  return rows.map((row) => ({ ...row, leaderName: row.leaderName ?? null, memberCount: members.get(row.id) ?? 0, children: [] }));
}

/** The tenant's companies and departments as a forest, in display order, with heads and head counts. */
export async function organisationTree(db: Db, tenantId: string): Promise<DepartNode[]> {
  const nodes = await managedRows(db, tenantId);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: DepartNode[] = [];
  for (const node of nodes) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** One node as the management screens show it (no children), or undefined. */
export async function departmentNode(db: Db, tenantId: string, id: string): Promise<DepartNode | undefined> {
  return (await managedRows(db, tenantId)).find((node) => node.id === id);
}

export async function companies(db: Db, tenantId: string): Promise<DepartNode[]> {
  return orgRows(db, tenantId, ORG_TYPE_COMPANY);
}

/** The ids of a department and everything under it; empty when it is not the tenant's. */
export async function departmentWithDescendants(db: Db, tenantId: string, departId: string): Promise<string[]> {
  const rows = await db.selectFrom('departments').select(['id', 'parent_id as parentId']).where('tenant_id', '=', tenantId).execute();
  if (!rows.some((row) => row.id === departId)) return [];
  const childrenOf = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
  }
  const found: string[] = [];
  const pending = [departId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    found.push(id);
    pending.push(...(childrenOf.get(id) ?? []));
  }
  return found;
}

export interface DepartmentRow {
  id: string;
  parentId: string | null;
  name: string;
  orgType: string;
  orgCode: string;
  leaderId: string | null;
}

export async function findDepartment(db: Db, tenantId: string, id: string): Promise<DepartmentRow | undefined> {
  return db
    .selectFrom('departments')
    .select(['id', 'parent_id as parentId', 'name', 'org_type as orgType', 'org_code as orgCode', 'leader_id as leaderId'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The company a node belongs to: itself when it is one, else the nearest company above it (its
 * org_code is what users' and records' company_code name). Undefined when none is found.
 */
export async function companyOfDepartment(db: Db, tenantId: string, departId: string): Promise<DepartmentRow | undefined> {
  let node = await findDepartment(db, tenantId, departId);
  // A tree is shallow; the bound only guards against a cycle in bad data.
  for (let depth = 0; node && depth < 50; depth += 1) {
    if (node.orgType === ORG_TYPE_COMPANY) return node;
    node = node.parentId ? await findDepartment(db, tenantId, node.parentId) : undefined;
  }
  return undefined;
}

/** Whether the tenant's app has multi-organisation on: only then may it have several top-level companies. */
export async function isMultiOrganisation(db: Db, tenantId: string): Promise<boolean> {
  const row = await db.selectFrom('apps').select('auth_multorg').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(row?.auth_multorg ?? 0) === 1;
}

/** A sibling of the same name under `parentId` (null: the top level), other than `exceptId`. */
export async function siblingNamed(db: Db, tenantId: string, parentId: string | null, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).where('name', '=', name);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A code for a new node: its parent's code and the first free segment `A01`…`Z99` (a company's
 * code has no parent part, as the first company's `A01`). Codes identify nodes for good: a
 * company's is its users' and records' company code, so a move keeps every code.
 */
async function freeCode(db: Db, tenantId: string, prefix: string): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('departments').select('org_code').where('tenant_id', '=', tenantId).where('org_code', 'like', `${prefix}%`).execute()).map(
      (row) => row.org_code,
    ),
  );
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    for (let n = 1; n <= 99; n += 1) {
      const code = `${prefix}${letter}${String(n).padStart(2, '0')}`;
      if (!taken.has(code)) return code;
    }
  }
  throw new Error(`no free organisation code under ${prefix}`);
}

export interface NewDepartment {
  name: string;
  /** The parent node; null makes a company at the top level. */
  parent: DepartmentRow | null;
  leaderId: string | null;
}

export async function insertDepartment(db: Db, tenantId: string, input: NewDepartment): Promise<string> {
  const id = randomUUID();
  const parentId = input.parent?.id ?? null;
  let last = db
    .selectFrom('departments')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('tenant_id', '=', tenantId);
  last = parentId === null ? last.where('parent_id', 'is', null) : last.where('parent_id', '=', parentId);
  const sort = Number((await last.executeTakeFirst())?.sort ?? -1) + 1;
  await db
    .insertInto('departments')
    .values({
      id,
      tenant_id: tenantId,
      parent_id: parentId,
      name: input.name,
      org_type: input.parent ? ORG_TYPE_DEPARTMENT : ORG_TYPE_COMPANY,
      org_code: await freeCode(db, tenantId, input.parent?.orgCode ?? ''),
      sort,
      created_at: nowText(),
      leader_id: input.leaderId,
    })
    .execute();
  return id;
}

export async function updateDepartment(
  db: Db,
  tenantId: string,
  id: string,
  changes: { name?: string; parent_id?: string | null; leader_id?: string | null },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('departments').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Who still belongs to a node: the people placed in it and, for a company, its members (user_companies). */
export async function peopleOfDepartment(db: Db, tenantId: string, node: DepartmentRow): Promise<number> {
  const placed = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('depart_id', '=', node.id).execute();
  const ids = new Set(placed.map((row) => row.id));
  if (node.orgType === ORG_TYPE_COMPANY) {
    const members = await db
      .selectFrom('user_companies')
      .select('user_id')
      .where('tenant_id', '=', tenantId)
      .where('company_code', '=', node.orgCode)
      .execute();
    for (const row of members) ids.add(row.user_id);
  }
  return ids.size;
}

export async function hasChildren(db: Db, tenantId: string, id: string): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).where('parent_id', '=', id).executeTakeFirst()) !== undefined;
}

export async function deleteDepartment(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('departments').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
