import type { TeamAccess } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import { POOL_HANDLERS } from '../pools/pool-moves.ts';
import type { ActionHandler } from './record-actions.ts';
import { refuseEndBeforeStart } from './record-coherence.ts';

/**
 * The handlers of the actions the engine gives every object with a feature (actionsOf in the
 * domain): transfer's effect beyond its `sets` is the team; changePeriod's, the dates' order; the
 * pool's moves are modules/pools'. Lock, unlock and appoint need none.
 */

/**
 * Transfer (spec /common/transfer): the new owner leaves the team (they own the record now); the
 * previous one stays in it with the access asked for (`keepAsTeam`), or leaves with the record.
 */
const transfer: ActionHandler = async (ctx, record, input) => {
  const { entity } = ctx.model;
  if (!entity.features.team) return;
  const ownerId = String(input.values.ownerId);
  const previous = typeof record.ownerId === 'string' && record.ownerId !== ownerId ? record.ownerId : null;
  const keep = (input.values.keepAsTeam ?? null) as TeamAccess | null;
  const members = () =>
    ctx.db.deleteFrom('team_members').where('tenant_id', '=', ctx.viewer.tenantId).where('table_name', '=', entity.table).where('data_id', '=', record.id);
  await members().where('user_id', '=', ownerId).execute();
  if (!keep || !previous) return;
  await members().where('user_id', '=', previous).execute();
  await ctx.db
    .insertInto('team_members')
    .values({
      id: randomUUID(),
      tenant_id: ctx.viewer.tenantId,
      table_name: entity.table,
      data_id: record.id,
      user_id: previous,
      access: keep,
      created_at: nowText(ctx.now),
    })
    .execute();
};

/** Moving a plan (spec /common/changePeriod): its new end may not come before its new start (422 on the end, naming the start). */
const changePeriod: ActionHandler = async (ctx, record, input) => {
  const period = ctx.model.entity.period!;
  refuseEndBeforeStart(ctx, record, input.values, period.start, period.end);
};

const ENGINE_HANDLERS: Readonly<Record<string, ActionHandler>> = { transfer, changePeriod, ...POOL_HANDLERS };

/** The engine's handler of an engine-provided action, if it has one. */
export function engineHandlerOf(name: string): ActionHandler | undefined {
  return Object.hasOwn(ENGINE_HANDLERS, name) ? ENGINE_HANDLERS[name] : undefined;
}
