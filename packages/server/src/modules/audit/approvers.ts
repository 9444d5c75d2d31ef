import type { AuditStepDef, StepMode } from '@crm/domain';
import type { Db } from '../records/record-model.ts';

/** A step of one submission: its approvers resolved when the record was submitted. */
export interface ResolvedStep {
  name: string;
  mode: StepMode;
  approverIds: string[];
}

/** Active users of the tenant among `ids`, in the order given. */
async function activeAmong(db: Db, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', '1')
    .where('id', 'in', [...ids])
    .execute();
  const active = new Set(rows.map((row) => row.id));
  return ids.filter((id) => active.has(id));
}

/** The head of the submitter's department; when that is the submitter, the head of the department above. */
async function departmentHead(db: Db, tenantId: string, submitterId: string): Promise<string[]> {
  const user = await db.selectFrom('users').select('depart_id').where('tenant_id', '=', tenantId).where('id', '=', submitterId).executeTakeFirst();
  let departId = user?.depart_id ?? null;
  // A department tree is shallow; the bound only guards against a cycle in bad data.
  for (let depth = 0; departId && depth < 10; depth += 1) {
    const department = await db
      .selectFrom('departments')
      .select(['leader_id', 'parent_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', departId)
      .executeTakeFirst();
    if (!department) return [];
    if (department.leader_id && department.leader_id !== submitterId) return [department.leader_id];
    departId = department.parent_id;
  }
  return [];
}

async function approversOf(db: Db, tenantId: string, step: AuditStepDef, submitterId: string): Promise<string[]> {
  switch (step.approverKind) {
    case 'user':
      return activeAmong(db, tenantId, step.approverIds);
    case 'role': {
      if (step.approverIds.length === 0) return [];
      const rows = await db
        .selectFrom('user_roles')
        .select('user_id')
        .distinct()
        .where('tenant_id', '=', tenantId)
        .where('role_id', 'in', step.approverIds)
        .orderBy('user_id')
        .execute();
      return activeAmong(
        db,
        tenantId,
        rows.map((row) => row.user_id),
      );
    }
    case 'superior': {
      const user = await db.selectFrom('users').select('superior_id').where('tenant_id', '=', tenantId).where('id', '=', submitterId).executeTakeFirst();
      return activeAmong(db, tenantId, user?.superior_id ? [user.superior_id] : []);
    }
    case 'departHead':
      return activeAmong(db, tenantId, await departmentHead(db, tenantId, submitterId));
  }
}

/**
 * The steps a submission goes through: those of the flow that apply to its amount (in the default
 * currency), each with its approvers now. Nobody approves what they submitted: the submitter is
 * left out of every step, and a step left without approvers is passed over.
 */
export async function resolveSteps(
  db: Db,
  tenantId: string,
  steps: readonly AuditStepDef[],
  submitterId: string,
  amount: number | null,
): Promise<ResolvedStep[]> {
  const resolved: ResolvedStep[] = [];
  for (const step of steps) {
    if (step.minAmount !== null && (amount === null || amount < step.minAmount)) continue;
    const approverIds = (await approversOf(db, tenantId, step, submitterId)).filter((id) => id !== submitterId);
    if (approverIds.length > 0) resolved.push({ name: step.name, mode: step.mode, approverIds });
  }
  return resolved;
}
