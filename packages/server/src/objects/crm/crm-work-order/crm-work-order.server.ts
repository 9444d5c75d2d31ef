import { entityOf, type FieldDef, type RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionContext, ActionHandler } from '../../../modules/records/record-actions.ts';
import { endsBeforeStart, valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { messageAboutRecord, type RecordMessage } from '../../../modules/records/record-messages.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { addRecordIn } from '../../../modules/records/record-service.ts';
import { fieldErrors, type ServerFieldIssue } from '../../../modules/records/record-validation.ts';
import { dispatchersOf, engineerReleased, engineerStarted, isEngineer } from './engineers.ts';
import { serviceBoardRoutes } from './service-board.ts';
import { workUserRoutes } from './work-user-routes.ts';

/** A record of `object` (a contact, a device) of the tenant: its customer and the columns asked. */
async function relatedRow(ctx: HookContext, object: string, id: string, fields: readonly string[]): Promise<Record<string, unknown> | undefined> {
  return loose(ctx.db)
    .selectFrom(entityOf(object).table)
    .select(fields.map(storedColumn))
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A work order holds together as the write leaves it: its contact and its device are its
 * customer's, it is not due before the visit the customer wants, and it takes the device's serial
 * number when a device is chosen and the write gives no other number.
 */
async function checkWorkOrder(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const issues: ServerFieldIssue[] = [];
  const order = endsBeforeStart(ctx, before, values, 'expectTime', 'deadline');
  if (order) issues.push(order);
  const customerId = valueAfter(before, values, 'customerId');
  const moved = 'customerId' in values;
  const contacterId = valueAfter(before, values, 'contacterId');
  if ((moved || 'contacterId' in values) && typeof contacterId === 'string') {
    const contact = await relatedRow(ctx, 'crmContacter', contacterId, ['customerId']);
    if (contact && contact[storedColumn('customerId')] !== customerId) issues.push({ field: 'contacterId', rule: 'otherCustomer' });
  }
  const equipmentId = valueAfter(before, values, 'equipmentId');
  if ((moved || 'equipmentId' in values) && typeof equipmentId === 'string') {
    const device = await relatedRow(ctx, 'crmEquipment', equipmentId, ['customerId', 'serialNo']);
    if (device && device[storedColumn('customerId')] !== customerId) issues.push({ field: 'equipmentId', rule: 'otherCustomer' });
    else if (device && equipmentId !== (before?.equipmentId ?? null) && (!values.serialNo || values.serialNo === before?.serialNo)) {
      // Another device: its number, unless the write gives one of its own.
      values.serialNo = device[storedColumn('serialNo')] ?? null;
    }
  }
  if (issues.length > 0) throw fieldErrors(ctx.lang, ctx.model, issues);
}

/** Tells the tenant's dispatchers (and whoever else `also` names) about a work order waiting for an engineer. */
async function tellDispatchers(ctx: HookContext, record: RecordRow, also: readonly unknown[], message: RecordMessage): Promise<void> {
  const to = [...(await dispatchersOf(ctx.db, ctx.viewer.tenantId)), ...also.filter((id): id is string => typeof id === 'string')];
  await messageAboutRecord(ctx.db, ctx.viewer.tenantId, ctx.viewer.userId, ctx.model.entity, record, to, message);
}

/** 422 on the action's `engineerId` input (labelled as the action labels it) unless it names an engineer. */
async function requireEngineer(ctx: ActionContext, engineerId: string, issue?: ServerFieldIssue): Promise<void> {
  const problem = issue ?? ((await isEngineer(ctx.db, ctx.viewer.tenantId, engineerId)) ? undefined : { field: 'engineerId', rule: 'notEngineer' });
  if (!problem) return;
  const input: readonly FieldDef[] = ctx.action.input ?? [];
  throw fieldErrors(ctx.lang, { field: (name) => input.find((field) => field.name === name) }, [problem]);
}

/** The dispatcher's: only to an engineer (offline ones too: the dispatcher sees it and may still plan ahead). */
const assign: ActionHandler = async (ctx, _record, { values }) => {
  await requireEngineer(ctx, String(values.engineerId));
};

/** Back to be allocated: the dispatchers and the owner are told why; the engineer is no longer held by it. */
const returnWork: ActionHandler = async (ctx, record, { values }) => {
  await engineerReleased(ctx.db, ctx.viewer.tenantId, String(record.engineerId), record.id, ctx.now);
  await tellDispatchers(ctx, record, [record.ownerId], {
    type: 'task',
    title: 'server.workOrderReturned.title',
    content: 'server.workOrderReturned.content',
    vars: () => ({ reason: String(values.returnReason) }),
  });
};

/** To another engineer (never the same one): the one handing it over is released, the new one keeps their status until they start. */
const transferWork: ActionHandler = async (ctx, record, { values }) => {
  const to = String(values.engineerId);
  await requireEngineer(ctx, to, to === record.engineerId ? { field: 'engineerId', rule: 'sameEngineer' } : undefined);
  await engineerReleased(ctx.db, ctx.viewer.tenantId, String(record.engineerId), record.id, ctx.now);
};

/** On site: the engineer is busy. */
const start: ActionHandler = async (ctx, record) => {
  await engineerStarted(ctx.db, ctx.viewer.tenantId, String(record.engineerId), ctx.now);
};

/** Waiting (parts, the customer): the engineer is free for other work unless another work order is processing. */
const hold: ActionHandler = async (ctx, record) => {
  await engineerReleased(ctx.db, ctx.viewer.tenantId, String(record.engineerId), record.id, ctx.now);
};

/** Done: the service fee when the engineer gives one (the solution picked is checked as any relation input); the engineer is released. */
const complete: ActionHandler = async (ctx, record, { values }) => {
  await engineerReleased(ctx.db, ctx.viewer.tenantId, String(record.engineerId), record.id, ctx.now);
  return values.serviceFee === null || values.serviceFee === undefined ? undefined : { set: { serviceFee: values.serviceFee } };
};

/**
 * The cause and the solution into the knowledge base: a solution made from the work order (its
 * own hooks, auto-number and change log), pointing back at it, in the action's transaction; the
 * work order now uses it (the guard refuses a second).
 */
const toSolution: ActionHandler = async (ctx, record) => {
  const solutions = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmWorkSolution'));
  const solution = await addRecordIn(
    ctx.db,
    ctx.call,
    solutions,
    {
      title: record.subject,
      workOrderType: record.workOrderType,
      problem: record.problemDescription,
      cause: record.cause,
      solution: record.solution,
    },
    { preset: { sourceWorkOrderId: record.id } },
  );
  return { set: { solutionId: solution.id } };
};

/**
 * Work orders (issue 16): what they name holds together, a new one waiting for an engineer is
 * announced to the dispatchers, and every move of the flow has its handler, keeping the
 * engineers' status (busy while processing). What a transfer or a return changed (the engineer
 * before and after, the reason) is in the record's change log, written by the action path.
 */
export const workOrderServer: ObjectServer = {
  hooks: {
    beforeAdd: (ctx, values) => checkWorkOrder(ctx, null, values),
    beforeEdit: (ctx, before, changes) => checkWorkOrder(ctx, before, changes),
    async afterAdd(ctx, record) {
      if (typeof record.engineerId === 'string') return;
      await tellDispatchers(ctx, record, [], { type: 'task', title: 'server.workOrderToAssign.title', content: 'server.workOrderToAssign.content' });
    },
    // An engineer's open work orders (their load) and the flow's look-ups of the processing ones.
    indexes: [[storedColumn('engineerId'), storedColumn('status')]],
  },
  actions: { assign, return: returnWork, transferWork, start, hold, resume: start, complete, toSolution },
  // The engineers' status and the dispatcher's list of them; the service board.
  async routes(app) {
    await workUserRoutes(app);
    await serviceBoardRoutes(app);
  },
};
