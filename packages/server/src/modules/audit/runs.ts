import {
  AUDIT_STATUS,
  EXCHANGE_RATE_FIELD,
  formatDateTime,
  translate,
  URGE_INTERVAL_MS,
  type AuditRecordRef,
  type EntityDef,
  type Lang,
  type RecordRow,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, HttpError } from '../../http/http-error.ts';
import { writeChangeLog } from '../records/change-log.ts';
import type { Viewer } from '../records/data-scope.ts';
import { markTableChanged } from '../records/list-totals.ts';
import { messageAboutRecord } from '../records/record-messages.ts';
import { hooksOf } from '../records/object-registry.ts';
import { loadModel, loose, type RecordModel } from '../records/record-model.ts';
import { toRecordRow, type StoredRow } from '../records/record-rows.ts';
import { hookContext, readBack, requireVisibleRow, writeRight, type RecordCall } from '../records/record-service.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { refreshRollups } from '../records/rollups.ts';
import { followStock } from '../stock/stock-ledger.ts';
import { resolveSteps, type ResolvedStep } from './approvers.ts';
import { auditedObject, flowSteps } from './flows.ts';

/**
 * A record's way through its approval (ENGINE-II section 4, issue 13). Submitting resolves the
 * steps and opens the first one's tasks; an approver's agreement completes an "any" step, or an
 * "all" step once every approver agreed, and opens the next; after the last the record is
 * reviewed (its object's `afterReviewed` hook runs, its roll-ups follow). A rejection ends the
 * run, and the submitter may revoke it while pending. Every act is in the record's change log and
 * the run's events, and in one transaction with its messages.
 *
 * Acts on one run are serialised by raising the run's version first (a row lock on PostgreSQL,
 * SQLite's single writer): of two approvers agreeing at the same instant, the second reads what
 * the first did, so the record is reviewed, and its hook run, once.
 */

export type RunStatus = 'pending' | 'reviewed' | 'rejected' | 'revoked';

interface RunRow {
  id: string;
  submitter_id: string;
  status: string;
  step_index: number;
  steps: string;
  urged_at: string | null;
  version: number;
}

export function stepsOf(run: { steps: string }): ResolvedStep[] {
  return JSON.parse(run.steps) as ResolvedStep[];
}

/** A record under approval, read in the act's transaction. */
interface Subject {
  entity: EntityDef;
  model: RecordModel;
  row: StoredRow;
  record: RecordRow;
}

async function subjectOf(trx: Transaction<Database>, call: RecordCall, ref: AuditRecordRef): Promise<Subject> {
  const entity = auditedObject(ref.apiName);
  const model = await loadModel(trx, call.viewer.tenantId, entity);
  const row = await requireVisibleRow(trx, call.viewer, entity, ref.id);
  return { entity, model, row, record: toRecordRow(model, row) };
}

/** The record's amount in the default currency (for the steps' thresholds), or null. */
function amountOf(subject: Subject): number | null {
  const name = subject.entity.auditAmount;
  const amount = name ? subject.record[name] : null;
  if (typeof amount !== 'number') return null;
  const rate = subject.record[EXCHANGE_RATE_FIELD];
  return subject.entity.currency && typeof rate === 'number' && rate > 0 ? amount * rate : amount;
}

function statusName(lang: Lang, status: string): string {
  return translate(lang, `server.auditStatusName.${status}`);
}

/**
 * Moves the record's audit status from `from` to `to` (raising its version), logs it under
 * `action`, and lets what follows the record follow: its object's hooks, its roll-ups.
 */
async function moveRecord(trx: Transaction<Database>, call: RecordCall, subject: Subject, from: string, to: string, action: string): Promise<RecordRow> {
  const { entity, model, row } = subject;
  const now = new Date();
  const result = await loose(trx)
    .updateTable(entity.table)
    .set({ audit_status: to, version: sql`version + 1`, update_by: call.viewer.userId, update_time: nowText(now) })
    .where('tenant_id', '=', call.viewer.tenantId)
    .where('id', '=', row.id)
    .where('audit_status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('recordStale');
  const before = subject.record;
  const after = await readBack(trx, model, row.id);
  await writeChangeLog(trx, call.viewer, entity.table, row.id, action, [
    {
      field: 'auditStatus',
      label: 'server.recordField.auditStatus',
      from: statusName(call.lang, from),
      to: statusName(call.lang, to),
      fromValue: from,
      toValue: to,
    },
  ]);
  const hooks = hooksOf(entity.apiName);
  if (to === AUDIT_STATUS.reviewed) await hooks.afterReviewed?.(hookContext(trx, call, model, now), after);
  await hooks.afterWrite?.({ db: trx, tenantId: call.viewer.tenantId, now }, after);
  await followStock(trx, call.viewer, call.lang, entity, before, after);
  await refreshRollups(trx, call.viewer.tenantId, entity, before, after);
  await markTableChanged(trx, call.viewer.tenantId, entity.table);
  return after;
}

async function addEvent(
  trx: Transaction<Database>,
  viewer: Viewer,
  runId: string,
  ref: AuditRecordRef,
  action: string,
  step: number | null,
  opinion: string | null = null,
  userId: string | null = viewer.userId,
): Promise<void> {
  // Acts on a record are serialised (lockPendingRun, or the record's status moved by submit), so
  // the next number is this act's alone.
  const last = await trx
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('tenant_id', '=', viewer.tenantId)
    .where('object_name', '=', ref.apiName)
    .where('record_id', '=', ref.id)
    .executeTakeFirst();
  await trx
    .insertInto('audit_events')
    .values({
      seq: Number(last?.seq ?? 0) + 1,
      id: randomUUID(),
      tenant_id: viewer.tenantId,
      run_id: runId,
      object_name: ref.apiName,
      record_id: ref.id,
      user_id: userId,
      action,
      step_index: step,
      opinion,
      at: nowText(),
    })
    .execute();
}

type NoticeKind = 'submitted' | 'reviewed' | 'rejected' | 'urged';

/** A message about the record to each of `to`, in their own language (their switched-off types respected). */
async function notice(trx: Transaction<Database>, call: RecordCall, subject: Subject, to: readonly string[], kind: NoticeKind, opinion = ''): Promise<void> {
  await messageAboutRecord(trx, call.viewer.tenantId, call.viewer.userId, subject.entity, subject.record, to, {
    type: 'audit',
    title: `server.auditNotice.${kind}.title`,
    content: `server.auditNotice.${kind}.content`,
    vars: () => ({ opinion: opinion || '—' }),
  });
}

/** Opens step `index` of a run: a waiting task per approver, and their messages. */
async function openStep(
  trx: Transaction<Database>,
  call: RecordCall,
  subject: Subject,
  runId: string,
  steps: readonly ResolvedStep[],
  index: number,
): Promise<void> {
  const step = steps[index]!;
  const at = nowText();
  await trx
    .insertInto('audit_tasks')
    .values(
      step.approverIds.map((approverId) => ({
        id: randomUUID(),
        tenant_id: call.viewer.tenantId,
        run_id: runId,
        object_name: subject.entity.apiName,
        record_id: subject.row.id,
        step_index: index,
        approver_id: approverId,
        state: 'waiting',
        opinion: null,
        created_at: at,
        acted_at: null,
      })),
    )
    .execute();
  await notice(trx, call, subject, step.approverIds, 'submitted');
}

/** Ends the run's waiting tasks (another's act made them moot). */
async function cancelWaiting(trx: Transaction<Database>, runId: string): Promise<void> {
  await trx.updateTable('audit_tasks').set({ state: 'cancelled' }).where('run_id', '=', runId).where('state', '=', 'waiting').execute();
}

async function finishRun(trx: Transaction<Database>, runId: string, status: RunStatus, stepIndex?: number): Promise<void> {
  await trx
    .updateTable('audit_runs')
    .set({ status, finished_at: nowText(), ...(stepIndex === undefined ? {} : { step_index: stepIndex }) })
    .where('id', '=', runId)
    .execute();
}

/** Submits a record (unsubmitted, or rejected and perhaps changed since) for approval: its writer only. */
export async function submit(call: RecordCall, ref: AuditRecordRef): Promise<void> {
  await call.db.transaction().execute((trx) => submitIn(trx, call, ref));
}

/**
 * Submits a record within a transaction already open (a sample's delivery submits the stock-out
 * it made, in its action's transaction): what follows the record's approval (its stock, its
 * roll-ups) commits or rolls back with the caller's write.
 */
export async function submitIn(trx: Transaction<Database>, call: RecordCall, ref: AuditRecordRef): Promise<void> {
  const subject = await subjectOf(trx, call, ref);
  const { entity, row } = subject;
  if (!(await writeRight(trx, call.viewer, entity, row)).write) throw forbidden('recordNoWrite');
  if (entity.features.lock && row.lock_status === '1') throw forbidden('recordLocked');
  const from = row.audit_status ?? AUDIT_STATUS.unsubmitted;
  if (from !== AUDIT_STATUS.unsubmitted && from !== AUDIT_STATUS.rejected) {
    throw new HttpError(422, 'auditCannotSubmit', { status: statusName(call.lang, from) });
  }
  const submitterId = call.viewer.userId;
  const steps = await resolveSteps(trx, call.viewer.tenantId, await flowSteps(trx, call.viewer.tenantId, entity.apiName), submitterId, amountOf(subject));
  const runId = randomUUID();
  const at = nowText();
  const passed = steps.length === 0;
  await trx
    .insertInto('audit_runs')
    .values({
      id: runId,
      tenant_id: call.viewer.tenantId,
      object_name: entity.apiName,
      record_id: row.id,
      submitter_id: submitterId,
      status: passed ? 'reviewed' : 'pending',
      step_index: 0,
      steps: JSON.stringify(steps),
      submitted_at: at,
      finished_at: passed ? at : null,
      urged_at: null,
      version: 1,
    })
    .execute();
  await addEvent(trx, call.viewer, runId, ref, 'submit', null);
  if (passed) {
    // No step applies: reviewed on submission.
    await addEvent(trx, call.viewer, runId, ref, 'reviewed', null, null, null);
    await moveRecord(trx, call, subject, from, AUDIT_STATUS.reviewed, 'submit');
    return;
  }
  await moveRecord(trx, call, subject, from, AUDIT_STATUS.pending, 'submit');
  await openStep(trx, call, subject, runId, steps, 0);
}

/**
 * The record's latest run, locked for this act by raising its version; when it is no longer
 * pending, the message says the business was completed (spec section 8) or is not under approval.
 */
async function lockPendingRun(trx: Transaction<Database>, viewer: Viewer, ref: AuditRecordRef): Promise<RunRow> {
  const latest = await trx
    .selectFrom('audit_runs')
    .select(['id', 'status'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('object_name', '=', ref.apiName)
    .where('record_id', '=', ref.id)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const locked = latest
    ? await trx
        .updateTable('audit_runs')
        .set({ version: sql`version + 1` })
        .where('id', '=', latest.id)
        .where('status', '=', 'pending')
        .returning(['id', 'submitter_id', 'status', 'step_index', 'steps', 'urged_at', 'version'])
        .executeTakeFirst()
    : undefined;
  if (locked) return locked;
  const finished = latest ? (await trx.selectFrom('audit_runs').select('status').where('id', '=', latest.id).executeTakeFirst())?.status : undefined;
  throw new HttpError(422, finished === 'reviewed' ? 'auditFinished' : 'auditNotPending');
}

/** The caller's waiting task at the run's current step, or 403. */
async function myWaitingTask(trx: Transaction<Database>, viewer: Viewer, run: RunRow): Promise<string> {
  const task = await trx
    .selectFrom('audit_tasks')
    .select('id')
    .where('run_id', '=', run.id)
    .where('step_index', '=', run.step_index)
    .where('approver_id', '=', viewer.userId)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  if (!task) throw new HttpError(403, 'auditNotApprover');
  return task.id;
}

export type Decision = 'agree' | 'reject';

/** An approver agrees or rejects at the current step, with an optional opinion. */
export async function decide(call: RecordCall, ref: AuditRecordRef, decision: Decision, opinion: string | null): Promise<void> {
  await call.db.transaction().execute(async (trx) => {
    const run = await lockPendingRun(trx, call.viewer, ref);
    const taskId = await myWaitingTask(trx, call.viewer, run);
    const subject = await subjectOf(trx, call, ref);
    await trx
      .updateTable('audit_tasks')
      .set({ state: decision === 'agree' ? 'agreed' : 'rejected', opinion, acted_at: nowText() })
      .where('id', '=', taskId)
      .execute();
    await addEvent(trx, call.viewer, run.id, ref, decision, run.step_index, opinion);
    if (decision === 'reject') {
      await cancelWaiting(trx, run.id);
      await finishRun(trx, run.id, 'rejected');
      await moveRecord(trx, call, subject, AUDIT_STATUS.pending, AUDIT_STATUS.rejected, 'reject');
      await notice(trx, call, subject, [run.submitter_id], 'rejected', opinion ?? '');
      return;
    }
    const steps = stepsOf(run);
    const waiting = await trx
      .selectFrom('audit_tasks')
      .select('id')
      .where('run_id', '=', run.id)
      .where('step_index', '=', run.step_index)
      .where('state', '=', 'waiting')
      .execute();
    if (steps[run.step_index]!.mode === 'all' && waiting.length > 0) {
      await writeChangeLog(trx, call.viewer, subject.entity.table, ref.id, 'agree');
      return;
    }
    await cancelWaiting(trx, run.id);
    const next = run.step_index + 1;
    if (next < steps.length) {
      await trx.updateTable('audit_runs').set({ step_index: next }).where('id', '=', run.id).execute();
      await writeChangeLog(trx, call.viewer, subject.entity.table, ref.id, 'agree');
      await openStep(trx, call, subject, run.id, steps, next);
      return;
    }
    await finishRun(trx, run.id, 'reviewed');
    await addEvent(trx, call.viewer, run.id, ref, 'reviewed', run.step_index, null, null);
    await moveRecord(trx, call, subject, AUDIT_STATUS.pending, AUDIT_STATUS.reviewed, 'agree');
    await notice(trx, call, subject, [run.submitter_id], 'reviewed');
  });
}

/** The submitter takes a pending record back: it is unsubmitted again, theirs to change. */
export async function revoke(call: RecordCall, ref: AuditRecordRef): Promise<void> {
  await call.db.transaction().execute(async (trx) => {
    const run = await lockPendingRun(trx, call.viewer, ref);
    if (run.submitter_id !== call.viewer.userId) throw new HttpError(403, 'auditNotSubmitter');
    const subject = await subjectOf(trx, call, ref);
    await cancelWaiting(trx, run.id);
    await finishRun(trx, run.id, 'revoked');
    await addEvent(trx, call.viewer, run.id, ref, 'revoke', run.step_index);
    await moveRecord(trx, call, subject, AUDIT_STATUS.pending, AUDIT_STATUS.unsubmitted, 'revoke');
  });
}

/** When the submitter may urge again (at most once an hour a record), or null: now. */
export function urgeAgainAt(urgedAt: string | null, now = Date.now()): string | null {
  if (!urgedAt) return null;
  const again = Date.parse(urgedAt) + URGE_INTERVAL_MS;
  return again > now ? new Date(again).toISOString() : null;
}

/** The submitter reminds the current step's waiting approvers; 422 within the hour after the last time. */
export async function urge(call: RecordCall, ref: AuditRecordRef): Promise<void> {
  await call.db.transaction().execute(async (trx) => {
    const run = await lockPendingRun(trx, call.viewer, ref);
    if (run.submitter_id !== call.viewer.userId) throw new HttpError(403, 'auditNotSubmitter');
    const again = urgeAgainAt(run.urged_at);
    // The time the caller may try again, on their own clock.
    if (again) throw new HttpError(422, 'auditUrgedRecently', { time: formatDateTime(again, await timeZoneOf(trx, call.viewer)) });
    const subject = await subjectOf(trx, call, ref);
    await trx.updateTable('audit_runs').set({ urged_at: new Date().toISOString() }).where('id', '=', run.id).execute();
    await addEvent(trx, call.viewer, run.id, ref, 'urge', run.step_index);
    const waiting = await trx.selectFrom('audit_tasks').select('approver_id').where('run_id', '=', run.id).where('state', '=', 'waiting').execute();
    await notice(
      trx,
      call,
      subject,
      waiting.map((task) => task.approver_id),
      'urged',
    );
  });
}
