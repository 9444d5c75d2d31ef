import type { DepartNode } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const ORG_TYPE_COMPANY = '1';
export const ORG_TYPE_DEPARTMENT = '2';

async function orgRows(db: Kysely<Database>, tenantId: string, orgType?: string): Promise<DepartNode[]> {
  let query = db
    .selectFrom('departments')
    .select(['id', 'parent_id as parentId', 'name', 'org_type as orgType', 'org_code as orgCode'])
    .where('tenant_id', '=', tenantId);
  if (orgType) query = query.where('org_type', '=', orgType);
  const rows = await query.orderBy('sort').orderBy('org_code').execute();
  return rows.map((row) => ({ ...row, children: [] }));
}

/** The tenant's companies and departments as a forest, in display order. */
export async function organisationTree(db: Kysely<Database>, tenantId: string): Promise<DepartNode[]> {
  const nodes = await orgRows(db, tenantId);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: DepartNode[] = [];
  for (const node of nodes) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function companies(db: Kysely<Database>, tenantId: string): Promise<DepartNode[]> {
  return orgRows(db, tenantId, ORG_TYPE_COMPANY);
}

/** The ids of a department and everything under it; empty when it is not the tenant's. */
export async function departmentWithDescendants(db: Kysely<Database>, tenantId: string, departId: string): Promise<string[]> {
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
