import {
  ALL_OBJECTS,
  APPROVER_KINDS,
  MAX_AUDIT_STEPS,
  MAX_STEP_APPROVERS,
  STEP_MODES,
  type AuditFlowDef,
  type AuditStepDef,
  type EntityDef,
} from '@crm/domain';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { Db } from '../records/record-model.ts';

/**
 * Approval flows as tenant data (issue 13): per audited object, its steps in order, each with its
 * approvers (named users, role holders, the submitter's superior or department head), whether one
 * or all of them must agree, and the least amount it applies from. An object without a flow has
 * its records reviewed on submission.
 */

/** The objects whose records are submitted for approval. */
export const AUDITED_OBJECTS: readonly EntityDef[] = ALL_OBJECTS.filter((entity) => entity.features.audit && !entity.parent);

/** An audited object by API name, or 404. */
export function auditedObject(apiName: string): EntityDef {
  const entity = AUDITED_OBJECTS.find((e) => e.apiName === apiName);
  if (!entity) throw notFound();
  return entity;
}

const NAME_MAX = 50;

function parseSteps(text: string): AuditStepDef[] {
  try {
    const steps = JSON.parse(text) as unknown;
    return Array.isArray(steps) ? (steps as AuditStepDef[]) : [];
  } catch {
    return [];
  }
}

/** The object's steps as the administrator left them; none when it has no flow. */
export async function flowSteps(db: Db, tenantId: string, apiName: string): Promise<AuditStepDef[]> {
  const row = await db.selectFrom('audit_flows').select('steps').where('tenant_id', '=', tenantId).where('object_name', '=', apiName).executeTakeFirst();
  return row ? parseSteps(row.steps) : [];
}

/** Names of a step's named approvers (users' or roles'), in the order given. */
async function approverNames(db: Db, tenantId: string, steps: readonly AuditStepDef[]): Promise<string[][]> {
  const userIds = steps.filter((s) => s.approverKind === 'user').flatMap((s) => s.approverIds);
  const roleIds = steps.filter((s) => s.approverKind === 'role').flatMap((s) => s.approverIds);
  const [users, roles] = await Promise.all([
    userIds.length > 0 ? db.selectFrom('users').select(['id', 'realname as name']).where('tenant_id', '=', tenantId).where('id', 'in', userIds).execute() : [],
    roleIds.length > 0 ? db.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', roleIds).execute() : [],
  ]);
  const named = new Map([...users, ...roles].map((row) => [row.id, row.name]));
  return steps.map((step) => step.approverIds.map((id) => named.get(id) ?? ''));
}

/** Every audited object with its flow (the administrator's list). */
export async function flowList(db: Kysely<Database>, tenantId: string): Promise<AuditFlowDef[]> {
  const rows = await db.selectFrom('audit_flows').select(['object_name', 'steps']).where('tenant_id', '=', tenantId).execute();
  const stored = new Map(rows.map((row) => [row.object_name, parseSteps(row.steps)]));
  return Promise.all(
    AUDITED_OBJECTS.map(async (entity) => {
      const steps = stored.get(entity.apiName) ?? [];
      return { apiName: entity.apiName, steps, approverNames: await approverNames(db, tenantId, steps) };
    }),
  );
}

/**
 * A flow as saved: each step checked (422 naming the step: approvers present and of the tenant,
 * a threshold of at least 0, a short name); kinds and modes are checked by the route's schema.
 */
async function checkedSteps(db: Db, tenantId: string, steps: readonly AuditStepDef[]): Promise<AuditStepDef[]> {
  if (steps.length > MAX_AUDIT_STEPS) throw new HttpError(422, 'auditFlowStepsTooMany', { max: MAX_AUDIT_STEPS });
  const checked: AuditStepDef[] = [];
  for (const [index, step] of steps.entries()) {
    const vars = { step: index + 1 };
    const name = step.name.trim();
    if (name.length > NAME_MAX) throw new HttpError(422, 'auditFlowNameTooLong', vars);
    if (!APPROVER_KINDS.includes(step.approverKind) || !STEP_MODES.includes(step.mode)) throw new HttpError(422, 'auditFlowApproverUnknown', vars);
    const named = step.approverKind === 'user' || step.approverKind === 'role';
    const ids = named ? [...new Set(step.approverIds)] : [];
    if (named && ids.length === 0) throw new HttpError(422, 'auditFlowApproversRequired', vars);
    if (ids.length > MAX_STEP_APPROVERS) throw new HttpError(422, 'auditFlowApproversTooMany', { ...vars, max: MAX_STEP_APPROVERS });
    if (ids.length > 0) {
      const table = step.approverKind === 'user' ? 'users' : 'roles';
      const found = await db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw new HttpError(422, 'auditFlowApproverUnknown', vars);
      // A frozen user is passed over when a record is submitted; naming one as an approver is refused outright.
      const frozen =
        step.approverKind === 'user'
          ? await db
              .selectFrom('users')
              .select('realname')
              .where('tenant_id', '=', tenantId)
              .where('id', 'in', ids)
              .where('status', '!=', '1')
              .executeTakeFirst()
          : undefined;
      if (frozen) throw new HttpError(422, 'auditFlowApproverFrozen', { ...vars, name: frozen.realname });
    }
    const minAmount = step.minAmount === null || step.minAmount === undefined ? null : Number(step.minAmount);
    if (minAmount !== null && !(Number.isFinite(minAmount) && minAmount >= 0)) throw new HttpError(422, 'auditFlowMinAmount', vars);
    checked.push({ name, approverKind: step.approverKind, approverIds: ids, mode: step.mode, minAmount });
  }
  return checked;
}

/** Replaces an object's flow; records already submitted keep the steps they were given. */
export async function saveFlow(db: Kysely<Database>, tenantId: string, userId: string, flow: AuditFlowDef): Promise<AuditFlowDef> {
  const entity = auditedObject(flow.apiName);
  const steps = await checkedSteps(db, tenantId, flow.steps);
  const values = { steps: JSON.stringify(steps), update_by: userId, update_time: nowText() };
  await db
    .insertInto('audit_flows')
    .values({ tenant_id: tenantId, object_name: entity.apiName, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'object_name']).doUpdateSet(values))
    .execute();
  return { apiName: entity.apiName, steps, approverNames: await approverNames(db, tenantId, steps) };
}
