import { columnOf, entityOf, STAGE_STATUS, TASK_STATUS } from '@crm/domain';
import { nowText } from '../../../db/dialect.ts';
import { HttpError } from '../../../http/http-error.ts';
import { markTableChanged } from '../../../modules/records/list-totals.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionHandler } from '../../../modules/records/record-actions.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';

interface Stage {
  id: string;
  name: string;
}

/** A project's stages in their order. */
async function stagesOf(ctx: HookContext, projectId: string): Promise<Stage[]> {
  const stage = entityOf('oaProjectStage');
  return (await loose(ctx.db)
    .selectFrom(stage.table)
    .select(['id', columnOf('name')])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where(columnOf('projectId'), '=', projectId)
    .orderBy(columnOf('sort'))
    .orderBy('create_time')
    .orderBy('id')
    .execute()) as Stage[];
}

async function setStage(ctx: HookContext, id: string, status: string): Promise<void> {
  const table = entityOf('oaProjectStage').table;
  await loose(ctx.db)
    .updateTable(table)
    .set({ [columnOf('status')]: status, ...(status === STAGE_STATUS.done ? { [columnOf('doneTime')]: nowText(ctx.now) } : {}), update_time: nowText(ctx.now) })
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', id)
    .execute();
  await markTableChanged(ctx.db, ctx.viewer.tenantId, table);
}

const entering = (stage: Stage) => ({ stageId: stage.id, stageName: stage.name });

/** Started: into its first stage, when it has any. */
const start: ActionHandler = async (ctx, project) => {
  const [first] = await stagesOf(ctx, project.id);
  if (!first) return {};
  await setStage(ctx, first.id, STAGE_STATUS.current);
  return { set: entering(first) };
};

/**
 * To the next stage. Spec section 5: a stage with unfinished tasks does not advance silently; the
 * answer is a 422 with the message and `result.confirm` naming the body key (`confirmed`) the
 * phone sends, once the user agrees, to advance anyway (the tasks stay as they are).
 */
const advance: ActionHandler = async (ctx, project, { body }) => {
  const stages = await stagesOf(ctx, project.id);
  if (stages.length === 0) throw new HttpError(422, 'projectNoStages');
  const index = stages.findIndex((stage) => stage.id === project.stageId);
  const next = stages[index + 1];
  if (!next) throw new HttpError(422, 'projectLastStage');
  if (index >= 0) {
    const task = entityOf('oaTask');
    const open = (await loose(ctx.db)
      .selectFrom(task.table)
      .select(columnOf('title'))
      .where('tenant_id', '=', ctx.viewer.tenantId)
      .where(columnOf('stageId'), '=', stages[index]!.id)
      .where(columnOf('status'), '<>', TASK_STATUS.done)
      .orderBy(columnOf('title'))
      .execute()) as { title: string }[];
    if (open.length > 0 && body.confirmed !== true)
      throw new HttpError(422, 'stageTasksUnfinished', undefined, { confirm: 'confirmed', unfinished: open.map((row) => row.title) });
    await setStage(ctx, stages[index]!.id, STAGE_STATUS.done);
  }
  await setStage(ctx, next.id, STAGE_STATUS.current);
  return { set: entering(next) };
};

/** Projects: their stages entered as they start and advance. */
export const projectServer: ObjectServer = { actions: { start, advance } };
