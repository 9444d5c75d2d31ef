import { columnOf, entityOf, formatDateTime, TASK_STATUS, type RecordRow } from '@crm/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { HttpError } from '../../../http/http-error.ts';
import { listNames } from '../../../modules/records/id-lists.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext, WriteContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';
import { seenWith } from '../../../modules/records/record-visibility.ts';
import { keepRecordReminder, REMIND_TYPE } from '../../../modules/reminders/record-todos.ts';

/** Levels of parents looked up for a cycle: far beyond any real breakdown of work. */
const MAX_DEPTH = 50;
/** How long before its due time a task's owner is reminded. */
const REMIND_AHEAD_MS = 60 * 60_000;

interface TaskLink {
  id: string;
  parent_id: string | null;
  project_id: string | null;
}

async function linkOf(ctx: HookContext, id: string): Promise<TaskLink | undefined> {
  return (await loose(ctx.db)
    .selectFrom(entityOf('oaTask').table)
    .select(['id', columnOf('parentId'), columnOf('projectId')])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', id)
    .executeTakeFirst()) as TaskLink | undefined;
}

/**
 * A subtask is in its parent's project (whatever else was asked), and no task is its own
 * ancestor: `taskId` is the task saved (null for a new one), `values` what it will hold.
 */
async function keepWithParent(ctx: HookContext, taskId: string | null, values: Record<string, unknown>): Promise<void> {
  const parentId = values.parentId;
  if (typeof parentId !== 'string' || parentId === '') return;
  let link = await linkOf(ctx, parentId);
  if (!link) return;
  values.projectId = link.project_id;
  for (let depth = 0; link && depth < MAX_DEPTH; depth += 1) {
    if (link.id === taskId) throw new HttpError(422, 'taskParentCycle');
    link = link.parent_id ? await linkOf(ctx, link.parent_id) : undefined;
  }
}

/** A task of a stage is in that stage's project (a task added to a stage joins its project); another project's stage is refused. */
async function keepInStage(ctx: HookContext, values: Record<string, unknown>): Promise<void> {
  const stageId = values.stageId;
  if (typeof stageId !== 'string' || stageId === '') return;
  const stage = (await loose(ctx.db)
    .selectFrom(entityOf('oaProjectStage').table)
    .select(columnOf('projectId'))
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', stageId)
    .executeTakeFirst()) as { project_id: string } | undefined;
  if (!stage) return;
  if ((values.projectId ?? null) === null) values.projectId = stage.project_id;
  else if (values.projectId !== stage.project_id) throw new HttpError(422, 'taskStageOtherProject');
}

/** The task's reminder: a to-do of its owner an hour before its due time (a message when it comes), done once the task is. */
async function keepDueReminder(ctx: WriteContext, task: RecordRow): Promise<void> {
  const owner = typeof task.ownerId === 'string' ? task.ownerId : null;
  const due = typeof task.dueTime === 'string' ? Date.parse(task.dueTime) : Number.NaN;
  const timeZone = owner ? await timeZoneOf(ctx.db, { tenantId: ctx.tenantId, userId: owner }) : 'Asia/Shanghai';
  await keepRecordReminder(ctx.db, REMIND_TYPE.task, {
    tenantId: ctx.tenantId,
    objectName: 'oaTask',
    recordId: task.id,
    userId: owner,
    title: { key: 'entity.oaTask.dueReminder', vars: { title: String(task.title ?? ''), time: formatDateTime(task.dueTime as string, timeZone) } },
    dueTime: Number.isNaN(due) ? '' : new Date(due - REMIND_AHEAD_MS).toISOString(),
    open: !Number.isNaN(due) && task.status !== TASK_STATUS.done,
  });
}

/**
 * Tasks: subtasks kept in their parent's project and out of cycles, a stage's in its project; a due time kept as its
 * owner's reminder; seen, besides by their owner's data scope, by their participants and by
 * whoever sees their project.
 */
export const taskServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await keepWithParent(ctx, null, values);
      await keepInStage(ctx, values);
    },
    async beforeEdit(ctx, before, changes) {
      const moving = 'projectId' in changes && (changes.projectId ?? null) !== (before.projectId ?? null);
      if ('parentId' in changes || moving) {
        const values = { parentId: 'parentId' in changes ? changes.parentId : before.parentId, projectId: changes.projectId ?? before.projectId };
        await keepWithParent(ctx, before.id, values);
        // A task's subtasks are in its project: it moves to another without them never.
        if ((values.projectId ?? null) !== (before.projectId ?? null) && Number(before.subtaskCount ?? 0) > 0) throw new HttpError(422, 'taskHasSubtasks');
        if ('projectId' in changes || values.projectId !== before.projectId) changes.projectId = values.projectId ?? null;
      }
      if ('stageId' in changes || 'projectId' in changes) {
        const values = { stageId: 'stageId' in changes ? changes.stageId : before.stageId, projectId: changes.projectId ?? before.projectId };
        await keepInStage(ctx, values);
        if ((values.projectId ?? null) !== (before.projectId ?? null)) changes.projectId = values.projectId;
      }
    },
    // (A deleted task's to-dos are closed by the engine, as every deleted record's.)
    afterWrite: (ctx, task) => keepDueReminder(ctx, task),
    alsoVisible:
      (viewer, table) =>
      (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
        eb.or([listNames(`${table}.${columnOf('participantIds')}`, viewer.userId), seenWith(viewer, table, columnOf('projectId'), entityOf('oaProject'))(eb)]),
    // A project's tasks, a task's subtasks, and the project's tasks by status (its progress).
    indexes: [[columnOf('projectId'), columnOf('status')], [columnOf('parentId')], [columnOf('stageId'), columnOf('status')]],
  },
};
