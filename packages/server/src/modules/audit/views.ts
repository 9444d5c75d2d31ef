import {
  AUDIT_STATUS,
  CURRENCY_FIELD,
  translate,
  type ApproverState,
  type AuditApprover,
  type AuditEvent,
  type AuditEventKind,
  type AuditFlowView,
  type AuditItem,
  type AuditListState,
  type AuditRecordRef,
  type AuditStepState,
  type AuditStepView,
  type EntityDef,
  type Lang,
  type Page,
} from '@crm/domain';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { toPage, type PageWindow } from '../../http/paging.ts';
import { fromStored, storedColumn } from '../records/field-storage.ts';
import { loadModel, loose, type Db } from '../records/record-model.ts';
import { toRecordRow } from '../records/record-rows.ts';
import { callRestrictions, requireVisibleRow, writeRight, type RecordCall } from '../records/record-service.ts';
import type { ResolvedStep } from './approvers.ts';
import { auditedObject } from './flows.ts';
import { stepsOf, urgeAgainAt } from './runs.ts';

/** What the approval screens show (GET /sys/audit/flow, GET /sys/audit/pendingList). */

function stepName(lang: Lang, steps: readonly ResolvedStep[], index: number | null): string {
  if (index === null || index >= steps.length) return '';
  return steps[index]?.name || translate(lang, 'server.auditStep', { n: index + 1 });
}

async function realnames(db: Db, tenantId: string, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'realname']).where('tenant_id', '=', tenantId).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.realname]));
}

interface TaskRow {
  step_index: number;
  approver_id: string;
  state: string;
  opinion: string | null;
  acted_at: string | null;
}

function stepState(status: string, current: number, index: number, tasks: readonly TaskRow[]): AuditStepState {
  if (tasks.some((task) => task.state === 'rejected')) return 'rejected';
  if (status === 'reviewed' || index < current) return 'done';
  if (status === 'pending') return index === current ? 'current' : 'waiting';
  return 'cancelled';
}

/** A record's approval as the caller sees it, with what they may do now. */
export async function flowView(call: RecordCall, ref: AuditRecordRef): Promise<AuditFlowView> {
  const { db, viewer, lang } = call;
  const entity = auditedObject(ref.apiName);
  const model = await loadModel(db, viewer.tenantId, entity);
  const row = await requireVisibleRow(db, viewer, entity, ref.id);
  const record = toRecordRow(model, row);
  const auditStatus = row.audit_status ?? AUDIT_STATUS.unsubmitted;
  const runs = await db
    .selectFrom('audit_runs')
    .select(['id', 'submitter_id', 'status', 'step_index', 'steps', 'submitted_at', 'urged_at'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('object_name', '=', entity.apiName)
    .where('record_id', '=', ref.id)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = runs[0];
  const [tasks, events] = await Promise.all([
    latest
      ? db
          .selectFrom('audit_tasks')
          .select(['step_index', 'approver_id', 'state', 'opinion', 'acted_at'])
          .where('run_id', '=', latest.id)
          .orderBy('created_at')
          .execute()
      : [],
    db
      .selectFrom('audit_events')
      .select(['run_id', 'user_id', 'action', 'step_index', 'opinion', 'at'])
      .where('tenant_id', '=', viewer.tenantId)
      .where('object_name', '=', entity.apiName)
      .where('record_id', '=', ref.id)
      .orderBy('seq', 'desc')
      .limit(500)
      .execute(),
  ]);
  const steps = latest ? stepsOf(latest) : [];
  const names = await realnames(db, viewer.tenantId, [
    ...runs.map((run) => run.submitter_id),
    ...steps.flatMap((step) => step.approverIds),
    ...events.map((event) => event.user_id),
  ]);
  const stepViews: AuditStepView[] = steps.map((step, index) => {
    const reached = tasks.filter((task) => task.step_index === index);
    const approvers: AuditApprover[] =
      reached.length > 0
        ? reached.map((task) => ({
            userId: task.approver_id,
            realname: names.get(task.approver_id) ?? '',
            state: task.state as ApproverState,
            opinion: task.opinion,
            actedAt: task.acted_at,
          }))
        : step.approverIds.map((userId) => ({ userId, realname: names.get(userId) ?? '', state: 'waiting', opinion: null, actedAt: null }));
    return {
      name: stepName(lang, steps, index),
      mode: step.mode,
      state: stepState(latest!.status, latest!.step_index, index, reached),
      approvers,
    };
  });
  const stepsByRun = new Map(runs.map((run) => [run.id, stepsOf(run)]));
  const history: AuditEvent[] = events.map((event) => ({
    action: event.action as AuditEventKind,
    userId: event.user_id,
    realname: event.user_id ? (names.get(event.user_id) ?? '') : '',
    opinion: event.opinion,
    stepName: stepName(lang, stepsByRun.get(event.run_id) ?? [], event.step_index),
    at: event.at,
  }));

  const pending = latest?.status === 'pending';
  const mine = pending && latest.submitter_id === viewer.userId;
  const approving = pending && tasks.some((task) => task.step_index === latest.step_index && task.approver_id === viewer.userId && task.state === 'waiting');
  const submittable =
    (auditStatus === AUDIT_STATUS.unsubmitted || auditStatus === AUDIT_STATUS.rejected) &&
    !(entity.features.lock && row.lock_status === '1') &&
    (await writeRight(db, viewer, entity, row)).write;
  const again = mine ? urgeAgainAt(latest.urged_at) : null;
  return {
    apiName: entity.apiName,
    id: ref.id,
    auditStatus,
    title: String(record[entity.titleField] ?? record.id),
    submitterId: latest?.submitter_id ?? null,
    submitterName: latest ? (names.get(latest.submitter_id) ?? '') : '',
    submittedAt: latest?.submitted_at ?? null,
    steps: stepViews,
    history,
    can: { submit: submittable, agree: approving, reject: approving, revoke: mine, urge: mine && again === null },
    urgeAgainAt: again,
  };
}

/** One entry of a list before its record is read. */
interface Listed {
  apiName: string;
  recordId: string;
  submitterId: string;
  submittedAt: string;
  stepIndex: number;
  steps: string;
}

/** A page of the entries of a list, newest first (by submission, arrival or act). */
async function listRows(db: Kysely<Database>, tenantId: string, userId: string, state: AuditListState, window: PageWindow): Promise<Listed[]> {
  const runs = db
    .selectFrom('audit_runs')
    .where('audit_runs.tenant_id', '=', tenantId)
    .select([
      'audit_runs.object_name as apiName',
      'audit_runs.record_id as recordId',
      'audit_runs.submitter_id as submitterId',
      'audit_runs.submitted_at as submittedAt',
      'audit_runs.steps as steps',
    ]);
  if (state === 'submitted') {
    return runs
      .select('audit_runs.step_index as stepIndex')
      .where('audit_runs.submitter_id', '=', userId)
      .orderBy('audit_runs.submitted_at', 'desc')
      .orderBy('audit_runs.id', 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute();
  }
  const tasks = runs
    .innerJoin('audit_tasks', 'audit_tasks.run_id', 'audit_runs.id')
    .select('audit_tasks.step_index as stepIndex')
    .where('audit_tasks.tenant_id', '=', tenantId)
    .where('audit_tasks.approver_id', '=', userId);
  const chosen =
    state === 'pending'
      ? tasks.where('audit_tasks.state', '=', 'waiting').orderBy('audit_tasks.created_at', 'desc')
      : tasks.where('audit_tasks.state', 'in', ['agreed', 'rejected']).orderBy('audit_tasks.acted_at', 'desc');
  return chosen.orderBy('audit_tasks.id', 'desc').limit(window.size).offset(window.offset).execute();
}

async function countOf(db: Kysely<Database>, tenantId: string, userId: string, state: AuditListState): Promise<number> {
  if (state === 'submitted') {
    const row = await db
      .selectFrom('audit_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('submitter_id', '=', userId)
      .executeTakeFirst();
    return toCount(row?.n);
  }
  let query = db
    .selectFrom('audit_tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('approver_id', '=', userId);
  query = state === 'pending' ? query.where('state', '=', 'waiting') : query.where('state', 'in', ['agreed', 'rejected']);
  return toCount((await query.executeTakeFirst())?.n);
}

/** The records of each object listed, read once per object: title, amount, currency, audit status. */
async function recordsOf(db: Db, tenantId: string, listed: readonly Listed[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const byObject = new Map<string, string[]>();
  for (const item of listed) byObject.set(item.apiName, [...(byObject.get(item.apiName) ?? []), item.recordId]);
  for (const [apiName, ids] of byObject) {
    const entity = auditedObject(apiName);
    const rows = (await loose(db)
      .selectFrom(entity.table)
      .select(columnsOf(entity))
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(ids)])
      .execute()) as Record<string, unknown>[];
    for (const row of rows) found.set(`${apiName}:${String(row.id)}`, valuesOf(entity, row));
  }
  return found;
}

function columnsOf(entity: EntityDef): string[] {
  const names = [entity.titleField, entity.auditAmount, entity.currency ? CURRENCY_FIELD : undefined].filter((name): name is string => !!name);
  return ['id', 'audit_status', ...new Set(names.map(storedColumn))];
}

function valuesOf(entity: EntityDef, row: Record<string, unknown>): Record<string, unknown> {
  const value = (name: string | undefined) => {
    const field = name ? entity.fields.find((f) => f.name === name) : undefined;
    return field ? fromStored(field, row[storedColumn(field.name)]) : null;
  };
  return {
    title: value(entity.titleField),
    amount: value(entity.auditAmount),
    currency: entity.currency ? value(CURRENCY_FIELD) : null,
    auditStatus: row.audit_status ?? AUDIT_STATUS.unsubmitted,
  };
}

/** A page of my audits: waiting for me, acted on by me, or submitted by me; newest first. */
export async function auditList(call: RecordCall, state: AuditListState, window: PageWindow): Promise<Page<AuditItem>> {
  const { db, viewer, lang } = call;
  const [total, listed] = await Promise.all([countOf(db, viewer.tenantId, viewer.userId, state), listRows(db, viewer.tenantId, viewer.userId, state, window)]);
  const [records, names] = await Promise.all([
    recordsOf(db, viewer.tenantId, listed),
    realnames(
      db,
      viewer.tenantId,
      listed.map((item) => item.submitterId),
    ),
  ]);
  // An amount the caller's roles hide (field permissions) is not shown: the list is no way round them.
  const restrictions = await callRestrictions(call);
  const items = listed.map((item): AuditItem => {
    const record = records.get(`${item.apiName}:${item.recordId}`);
    const amountField = auditedObject(item.apiName).auditAmount;
    const amount = amountField && restrictions.get(item.apiName)?.get(amountField) === 'hidden' ? null : record?.amount;
    return {
      apiName: item.apiName,
      id: item.recordId,
      title: record?.title === null || record?.title === undefined ? item.recordId : String(record.title),
      auditStatus: String(record?.auditStatus ?? AUDIT_STATUS.unsubmitted),
      submitterId: item.submitterId,
      submitterName: names.get(item.submitterId) ?? '',
      submittedAt: item.submittedAt,
      stepIndex: item.stepIndex,
      stepName: stepName(lang, JSON.parse(item.steps) as ResolvedStep[], item.stepIndex),
      amount: typeof amount === 'number' ? amount : null,
      currency: typeof record?.currency === 'string' ? record.currency : null,
    };
  });
  return toPage(items, total, window);
}
