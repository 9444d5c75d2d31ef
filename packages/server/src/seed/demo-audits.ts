import { actionsOf, AUDIT_STATUS, entityOf, translate, type AuditStepDef, type EntityDef } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { resolveSteps, type ResolvedStep } from '../modules/audit/approvers.ts';
import { AUDITED_OBJECTS } from '../modules/audit/flows.ts';
import { ADMIN_ROLE } from '../modules/roles/repository.ts';
import { insertRows } from '../modules/records/bulk-insert.ts';
import { DAY_MS, type DemoRecord } from './demo-world.ts';

/**
 * The demo tenant's approvals (issue 13): a flow for each audited object (the submitter's
 * department head, then an administrator above an amount), and records in every state of it:
 * those older than three weeks, and those past their object's first status, were approved; recent
 * ones still in it are waiting for their approvers, rejected with an opinion, approved, or not yet
 * submitted; those an action voided (a receipt) are voided. What waits has its approvers' tasks and messages; what was decided, its history.
 * Knows no object: it reads the definitions.
 */

/** Above these amounts (default currency) an administrator approves after the department head. */
const LARGE_AMOUNT = 100_000;
const RECENT_MS = 21 * DAY_MS;
/** The states a recent record in its first status is left in, in turn. */
const RECENT_STATES = [
  AUDIT_STATUS.pending,
  AUDIT_STATUS.pending,
  AUDIT_STATUS.rejected,
  AUDIT_STATUS.unsubmitted,
  AUDIT_STATUS.reviewed,
  AUDIT_STATUS.pending,
];
const OPINIONS = ['金额与合同约定不一致，请核对后重新提交', '请补充客户盖章的附件', '折扣超出权限，请重新报价'];
const AGREED = ['同意', '情况属实，同意', ''];

/** The audit status an action of the object leaves a record in whose values show that action's effect (a voided receipt's). */
function statusByAction(entity: EntityDef, record: DemoRecord): string | undefined {
  for (const action of Object.values(actionsOf(entity))) {
    const status = action.sets?.auditStatus;
    if (typeof status !== 'string') continue;
    const shown = Object.entries(action.sets!).filter(([field, value]) => field !== 'auditStatus' && typeof value === 'string' && !value.startsWith('$'));
    if (shown.length > 0 && shown.every(([field, value]) => record.values[field] === value)) return status;
  }
  return undefined;
}

function auditStatusOf(entity: EntityDef, record: DemoRecord, index: number, now: number): string {
  const acted = statusByAction(entity, record);
  if (acted) return acted;
  const recent = now - Date.parse(record.createTime) < RECENT_MS;
  const first = !entity.status || (record.values[entity.status.field] ?? entity.status.initial) === entity.status.initial;
  // A record that moved on from its first status (an order delivered, a quote ordered) was approved first.
  if (!recent || !first || entity.writeOnce) return AUDIT_STATUS.reviewed;
  return RECENT_STATES[index % RECENT_STATES.length]!;
}

/**
 * Where each audited record's approval stands, before the roll-ups are worked out (only approved
 * records count towards others, as the engine counts them).
 */
export function settleAudits(data: Readonly<Record<string, DemoRecord[]>>, now: number): void {
  for (const [apiName, records] of Object.entries(data)) {
    const entity = entityOf(apiName);
    if (!entity.features.audit) continue;
    records.forEach((record, index) => {
      record.auditStatus = auditStatusOf(entity, record, index, now);
    });
  }
}

const flowOf = (adminRoleId: string): AuditStepDef[] => [
  { name: '部门负责人审批', approverKind: 'departHead', approverIds: [], mode: 'any', minAmount: null },
  { name: '总经理审批', approverKind: 'role', approverIds: [adminRoleId], mode: 'any', minAmount: LARGE_AMOUNT },
];

interface Inserted {
  record: DemoRecord;
  id: string;
  ownerId: string;
}

/**
 * The flows, and each submitted record's run: its steps resolved as a submission resolves them
 * (once per submitter and size), its approvers' tasks, its history, and a message to each approver
 * it waits for.
 */
export async function insertDemoAudits(trx: Transaction<Database>, tenantId: string, records: readonly Inserted[], now: number): Promise<void> {
  const adminRole = await trx.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('role_code', '=', ADMIN_ROLE).executeTakeFirst();
  if (!adminRole) return;
  const steps = flowOf(adminRole.id);
  const at = new Date(now).toISOString();
  await trx
    .insertInto('audit_flows')
    .values(
      AUDITED_OBJECTS.map((entity) => ({ tenant_id: tenantId, object_name: entity.apiName, steps: JSON.stringify(steps), update_by: null, update_time: at })),
    )
    .execute();

  const resolved = new Map<string, Promise<ResolvedStep[]>>();
  const stepsFor = (ownerId: string, amount: number) => {
    const key = `${ownerId}:${amount >= LARGE_AMOUNT}`;
    if (!resolved.has(key)) resolved.set(key, resolveSteps(trx, tenantId, steps, ownerId, amount));
    return resolved.get(key)!;
  };
  const names = new Map((await trx.selectFrom('users').select(['id', 'realname']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.id, u.realname]));

  const runs: Record<string, unknown>[] = [];
  const tasks: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  const messages: Record<string, unknown>[] = [];
  for (const [index, { record, id, ownerId }] of records.entries()) {
    const status = record.auditStatus ?? AUDIT_STATUS.unsubmitted;
    if (status === AUDIT_STATUS.unsubmitted) continue;
    const entity = entityOf(record.entity);
    const amount = Number(record.values[entity.auditAmount ?? ''] ?? 0);
    const run = await stepsFor(ownerId, amount);
    const runId = randomUUID();
    const submitted = Date.parse(record.createTime) + 2 * 3_600_000;
    const time = (hours: number) => new Date(Math.min(submitted + hours * 3_600_000, now - 60_000)).toISOString();
    const base = { tenant_id: tenantId, run_id: runId, object_name: entity.apiName, record_id: id };
    let seq = 0;
    const event = (action: string, userId: string | null, hours: number, step: number | null, opinion: string | null = null) =>
      events.push({ id: randomUUID(), ...base, user_id: userId, action, step_index: step, opinion, at: time(hours), seq: ++seq });
    const task = (step: number, approverId: string, state: string, hours: number, opinion: string | null = null) =>
      tasks.push({
        id: randomUUID(),
        ...base,
        step_index: step,
        approver_id: approverId,
        state,
        opinion,
        created_at: time(hours - 1),
        acted_at: state === 'waiting' ? null : time(hours),
      });
    event('submit', ownerId, 0, null);
    const last = run.length - 1;
    const runStatus = status === AUDIT_STATUS.pending ? 'pending' : status === AUDIT_STATUS.rejected ? 'rejected' : 'reviewed';
    runs.push({
      id: runId,
      tenant_id: tenantId,
      object_name: entity.apiName,
      record_id: id,
      submitter_id: ownerId,
      status: runStatus,
      step_index: 0,
      steps: JSON.stringify(run),
      submitted_at: time(0),
      finished_at: runStatus === 'pending' ? null : time(4 * (last + 1)),
      urged_at: null,
      version: 1,
    });
    if (runStatus === 'pending') {
      for (const approverId of run[0]?.approverIds ?? []) {
        task(0, approverId, 'waiting', 1);
        const title = String(record.values[entity.titleField] ?? '');
        messages.push({
          id: randomUUID(),
          tenant_id: tenantId,
          to_user_id: approverId,
          type: 'audit',
          title: translate('zh-CN', 'server.auditNotice.submitted.title', { record: title }),
          content: translate('zh-CN', 'server.auditNotice.submitted.content', {
            user: names.get(ownerId) ?? '',
            object: translate('zh-CN', entity.label),
            record: title,
          }),
          publisher: names.get(ownerId) ?? '',
          send_time: time(1),
          read_flag: 0,
          object_name: entity.apiName,
          record_id: id,
        });
      }
      continue;
    }
    if (runStatus === 'rejected') {
      const approverId = run[0]!.approverIds[0]!;
      task(0, approverId, 'rejected', 4, OPINIONS[index % OPINIONS.length]!);
      event('reject', approverId, 4, 0, OPINIONS[index % OPINIONS.length]!);
      continue;
    }
    run.forEach((step, n) => {
      const approverId = step.approverIds[0]!;
      const opinion = AGREED[(index + n) % AGREED.length] || null;
      task(n, approverId, 'agreed', 4 * (n + 1), opinion);
      event('agree', approverId, 4 * (n + 1), n, opinion);
    });
    event('reviewed', null, 4 * (last + 1), last < 0 ? null : last);
  }
  await insertRows(trx, 'audit_runs', runs);
  await insertRows(trx, 'audit_tasks', tasks);
  await insertRows(trx, 'audit_events', events);
  await insertRows(trx, 'messages', messages);
}
