import { CHANCE_STATUS, entityOf, type RecordRow } from '@crm/domain';
import { HttpError } from '../../../http/http-error.ts';
import { appendLine, linesOf, updateLine } from '../../../modules/records/child-records.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionContext, ActionHandler } from '../../../modules/records/record-actions.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loadModel } from '../../../modules/records/record-model.ts';
import { addRecordIn } from '../../../modules/records/record-service.ts';
import { defaultProcessId, stagesOf, type ProcessStage } from '../../../modules/records/stage-processes.ts';

const DAY_MS = 86_400_000;

/** The stage fields of an opportunity entering `stage` (of `stages`) at `now`. */
const entering = (stage: ProcessStage, stages: readonly ProcessStage[], now: Date) => ({
  stageId: stage.id,
  stageName: stage.name,
  stageTime: now.toISOString(),
  winRate: stage.winRate,
  lastStage: stage === stages.at(-1),
  doneTasks: [] as string[],
});

/** The opportunity's open row of its stage history (the stage it is in), if any. */
async function openStageRow(ctx: HookContext, chanceId: string): Promise<RecordRow | undefined> {
  const rows = (await linesOf(ctx.db, ctx.lang, ctx.model, [chanceId])).get(chanceId)?.stageLog ?? [];
  return [...rows].reverse().find((row) => !row.leaveTime);
}

/** Closes the open history row: when it was left, the whole days spent, and what was left unfinished. */
async function leaveStage(ctx: HookContext, chanceId: string, unfinished: readonly string[] = []): Promise<void> {
  const open = await openStageRow(ctx, chanceId);
  if (!open) return;
  const entered = Date.parse(String(open.enterTime));
  await updateLine(ctx.db, ctx.viewer, ctx.model, chanceId, 'stageLog', open.id, {
    leaveTime: ctx.now.toISOString(),
    days: Number.isNaN(entered) ? null : Math.floor((ctx.now.getTime() - entered) / DAY_MS),
    unfinishedTasks: unfinished.length > 0 ? unfinished.join('\n') : null,
  });
}

/** Opens the history row of the stage the opportunity enters (its name and win rate as they are now). */
async function enterStage(ctx: HookContext, chanceId: string, stage: Pick<ProcessStage, 'name' | 'winRate'>): Promise<void> {
  await appendLine(ctx.db, ctx.viewer, ctx.model, chanceId, 'stageLog', {
    stageName: stage.name,
    winRate: stage.winRate,
    enterTime: ctx.now.toISOString(),
  });
}

/** The opportunity's process stages and where it stands in them (422 when its stage left the process). */
async function position(ctx: HookContext, chance: RecordRow): Promise<{ stages: ProcessStage[]; index: number }> {
  const stages = await stagesOf(ctx, String(chance.processId));
  const index = stages.findIndex((stage) => stage.id === chance.stageId);
  if (index < 0) throw new HttpError(422, 'processStageGone');
  return { stages, index };
}

/**
 * Advance: to the next stage of the process. Spec section 5: a stage with unfinished tasks does
 * not advance silently; the answer is a 422 with the message and `result.confirm` naming the body
 * key (`confirmed`) the phone sends, once the user agrees, to advance anyway. The tasks left are
 * kept on the stage's history row.
 */
const advance: ActionHandler = async (ctx, chance, { body }) => {
  const { stages, index } = await position(ctx, chance);
  const next = stages[index + 1];
  if (!next) throw new HttpError(422, 'chanceLastStage');
  const done = new Set((chance.doneTasks as string[] | null) ?? []);
  const unfinished = stages[index]!.tasks.filter((task) => !done.has(task));
  if (unfinished.length > 0 && body.confirmed !== true) throw new HttpError(422, 'stageTasksUnfinished', undefined, { confirm: 'confirmed', unfinished });
  await leaveStage(ctx, chance.id, unfinished);
  await enterStage(ctx, chance.id, next);
  return { set: entering(next, stages, ctx.now) };
};

/** Ticks a task of the current stage off (or back on with `done: false`). */
const task: ActionHandler = async (ctx, chance, { values, body }) => {
  const { stages, index } = await position(ctx, chance);
  const name = String(values.task);
  if (!stages[index]!.tasks.includes(name)) throw new HttpError(422, 'chanceTaskUnknown');
  const done = new Set((chance.doneTasks as string[] | null) ?? []);
  if (body.done === false) done.delete(name);
  else done.add(name);
  return { set: { doneTasks: stages[index]!.tasks.filter((t) => done.has(t)) } };
};

/** Won, lost or invalid: the stage it ends in is left, and the win rate says how it ended. */
const closing =
  (winRate: number): ActionHandler =>
  async (ctx, chance) => {
    await leaveStage(ctx, chance.id);
    return { set: { winRate } };
  };

/** Taken up again: back in the stage it left, at that stage's win rate, counting its days afresh. */
const reopen: ActionHandler = async (ctx, chance) => {
  const { stages, index } = await position(ctx, chance);
  await enterStage(ctx, chance.id, stages[index]!);
  return { set: entering(stages[index]!, stages, ctx.now) };
};

/**
 * Onto another sales process (spec crmChanceProcessForm): the stage it is in is left, with its
 * unfinished tasks kept on the history row, and it starts in the new process's first stage.
 */
const changeProcess: ActionHandler = async (ctx, chance, { values }) => {
  const processId = String(values.processId);
  if (processId === chance.processId) throw new HttpError(422, 'chanceSameProcess');
  const stages = await stagesOf(ctx, processId);
  if (!stages[0]) throw new HttpError(422, 'processStageGone');
  const current = (await stagesOf(ctx, String(chance.processId))).find((stage) => stage.id === chance.stageId);
  const done = new Set((chance.doneTasks as string[] | null) ?? []);
  await leaveStage(ctx, chance.id, current?.tasks.filter((task) => !done.has(task)) ?? []);
  await enterStage(ctx, chance.id, stages[0]);
  return { set: { processId, ...entering(stages[0], stages, ctx.now) } };
};

/** The line values a quote takes from the opportunity's products (the quote computes its own amounts and copies costs). */
const CARRIED = ['productId', 'unit', 'price', 'quantity', 'discount'] as const;

/** A quote for the opportunity's customer and contact with its products, added as the caller through every check of a new quote. */
const toQuote: ActionHandler = async (ctx: ActionContext, chance) => {
  const lines = (await linesOf(ctx.db, ctx.lang, ctx.model, [chance.id])).get(chance.id)?.products ?? [];
  if (lines.length === 0) throw new HttpError(422, 'chanceNoProducts');
  const quoteModel = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmQuote'));
  const quote = await addRecordIn(ctx.db, ctx.call, quoteModel, {
    customerId: chance.customerId,
    contacterId: chance.contacterId,
    chanceId: chance.id,
    details: lines.map((line) => Object.fromEntries(CARRIED.map((name) => [name, line[name] ?? null]))),
  });
  return { result: { quoteId: quote.id } };
};

/**
 * Opportunities: a new one follows the given process or the tenant's default, from its first
 * stage (its history opens there); the actions move it along.
 */
export const chanceServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      values.processId ??= await defaultProcessId(ctx);
      const stages = await stagesOf(ctx, String(values.processId));
      if (!stages[0]) throw new HttpError(422, 'processStageGone');
      Object.assign(values, entering(stages[0], stages, ctx.now), { status: CHANCE_STATUS.ongoing });
    },
    // The first stage as beforeAdd set it on the record: the process is not read again.
    async afterAdd(ctx, chance) {
      await enterStage(ctx, chance.id, { name: String(chance.stageName), winRate: Number(chance.winRate) });
    },
  },
  actions: { advance, task, changeProcess, win: closing(100), lose: closing(0), invalidate: closing(0), reopen, toQuote },
};
