import { entityOf, type RecordRow } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../../db/dialect.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { customerOf, valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext, WriteContext } from '../../../modules/records/record-hooks.ts';
import { messageAboutRecord } from '../../../modules/records/record-messages.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

const TABLE = () => entityOf('crmEmpower').table;

/**
 * The opportunity is one of the customer's (422 on the opportunity otherwise). Only what the
 * write names or moves is looked at again.
 */
async function checkChance(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  if (!('chanceId' in values) && !('customerId' in values)) return;
  const [customerId, chanceId] = [valueAfter(before, values, 'customerId'), valueAfter(before, values, 'chanceId')];
  if (!customerId || !chanceId) return;
  const chanceCustomer = await customerOf(ctx, 'crmChance', chanceId);
  if (chanceCustomer !== undefined && chanceCustomer !== customerId) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'chanceId', rule: 'otherCustomer' }]);
}

/**
 * The person coached reads the record through its team (spec section 6: a read-only member),
 * whoever the coach is and whatever their own data scope: kept a member after every write, and
 * taken off when the coaching is moved to someone else. A membership the coach gave them
 * otherwise (read and edit) is left as it is.
 */
async function keepCoachedOnTeam(ctx: WriteContext, record: RecordRow): Promise<void> {
  const coached = record.coachedUserId;
  if (typeof coached !== 'string' || coached === record.ownerId) return;
  const member = await ctx.db
    .selectFrom('team_members')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('table_name', '=', TABLE())
    .where('data_id', '=', record.id)
    .where('user_id', '=', coached)
    .executeTakeFirst();
  if (member) return;
  await ctx.db
    .insertInto('team_members')
    .values({ id: randomUUID(), tenant_id: ctx.tenantId, table_name: TABLE(), data_id: record.id, user_id: coached, access: 'r', created_at: nowText(ctx.now) })
    .execute();
}

async function dropFormerCoached(ctx: HookContext, before: RecordRow, changes: Record<string, unknown>): Promise<void> {
  if (!('coachedUserId' in changes) || changes.coachedUserId === before.coachedUserId || typeof before.coachedUserId !== 'string') return;
  await ctx.db
    .deleteFrom('team_members')
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('table_name', '=', TABLE())
    .where('data_id', '=', before.id)
    .where('user_id', '=', before.coachedUserId)
    .where('access', '=', 'r')
    .execute();
}

/**
 * Empowerment: what it is about holds together; the person coached is told of it, reads it as a
 * member of its team, and rates it (the action `rate`, whose actor is the field naming them).
 */
export const empowerServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await checkChance(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await checkChance(ctx, before, changes);
      await dropFormerCoached(ctx, before, changes);
    },
    async afterAdd(ctx, record) {
      if (typeof record.coachedUserId !== 'string') return;
      await messageAboutRecord(ctx.db, ctx.viewer.tenantId, ctx.viewer.userId, ctx.model.entity, record, [record.coachedUserId], {
        type: 'task',
        title: 'server.empowerNotice.title',
        content: 'server.empowerNotice.content',
      });
    },
    afterWrite: keepCoachedOnTeam,
  },
};
