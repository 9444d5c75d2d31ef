import { entityOf, translate, type RecordRow } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import { insertRecords } from './bulk-insert.ts';
import { linesOf } from './child-records.ts';
import { storedColumn } from './field-storage.ts';
import type { HookContext } from './record-hooks.ts';
import { loadModel, loose } from './record-model.ts';

/**
 * Stage processes (issue 12): the tenant's sales processes are records of `crmProcess`, each with
 * its ordered stages as lines (name, win rate, tasks one per line). An object that moves through
 * one (an opportunity) reads its stages here; the engine names the process object by its API
 * name, as roll-ups name theirs, and imports no object.
 */

/** A stage of a sales process as an opportunity goes through it. */
export interface ProcessStage {
  id: string;
  name: string;
  winRate: number;
  /** The stage's tasks, one per line of its `tasks` text. */
  tasks: string[];
}

/** The spec's six stages (section 4) with their win rates: the process of a tenant that has none. */
const DEFAULT_WIN_RATES = [10, 20, 40, 60, 80, 90];

/**
 * Makes the default process of a tenant in the language of whoever first needs it (the tenant's
 * data, like any record its users type). Runs in the caller's transaction.
 */
async function addDefaultProcess(ctx: HookContext): Promise<string> {
  const key = (name: string) => translate(ctx.lang, `entity.crmProcess.defaults.${name}`);
  const id = randomUUID();
  const at = nowText(ctx.now);
  await insertRecords(ctx.db, ctx.viewer.tenantId, entityOf('crmProcess'), [
    {
      id,
      ownerId: null,
      departId: null,
      companyCode: ctx.viewer.companyCode,
      createBy: ctx.viewer.userId,
      createTime: at,
      updateTime: at,
      tags: [],
      values: { name: key('name'), isDefault: true },
      lines: { stages: DEFAULT_WIN_RATES.map((winRate, i) => ({ name: key(`stage${i + 1}`), winRate, tasks: key(`tasks${i + 1}`) })) },
    },
  ]);
  return id;
}

/** The tenant's default process (or its oldest one), made from the spec's stages when it has none. */
export async function defaultProcessId(ctx: HookContext): Promise<string> {
  const process = entityOf('crmProcess');
  const rows = (await loose(ctx.db)
    .selectFrom(process.table)
    .select(['id', storedColumn('isDefault')])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .orderBy('create_time')
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  const chosen = rows.find((row) => Number(row[storedColumn('isDefault')]) === 1) ?? rows[0];
  return chosen ? String(chosen.id) : addDefaultProcess(ctx);
}

/** A process's stages in order. */
export async function stagesOf(ctx: Pick<HookContext, 'db' | 'lang' | 'viewer'>, processId: string): Promise<ProcessStage[]> {
  const model = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmProcess'));
  const rows: RecordRow[] = (await linesOf(ctx.db, ctx.lang, model, [processId])).get(processId)?.stages ?? [];
  return rows.map((row) => ({
    id: row.id,
    name: String(row.name ?? ''),
    winRate: Number(row.winRate ?? 0),
    tasks: String(row.tasks ?? '')
      .split('\n')
      .map((task) => task.trim())
      .filter(Boolean),
  }));
}
