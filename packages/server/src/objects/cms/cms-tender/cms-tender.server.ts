import { entityOf, TENDER_STATUS } from '@crm/domain';
import { conflict, forbidden, HttpError } from '../../../http/http-error.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionHandler } from '../../../modules/records/record-actions.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { addRecordIn, holdsPermission } from '../../../modules/records/record-service.ts';
import { selectVisible } from '../../../modules/records/record-visibility.ts';

const tender = () => entityOf('cmsTender');

/**
 * Claiming: only a notice still unclaimed is taken, by one conditional write. Of two salespeople
 * claiming at once, the second's write finds it claimed (PostgreSQL waits for the first's
 * transaction, then reads the row again; SQLite runs one write transaction at a time, so the
 * second is refused by the guard before it comes here) and is told someone else has it.
 */
const receive: ActionHandler = async (ctx, record) => {
  const status = storedColumn('status');
  const taken = await loose(ctx.db)
    .updateTable(tender().table)
    .set({ [status]: TENDER_STATUS.claimed })
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', record.id)
    .where(status, '=', TENDER_STATUS.unclaimed)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new HttpError(422, 'tenderTaken');
};

/** The caller's customer of exactly the buyer's name (the latest changed of several), in their own scope: not one waiting in a pool. */
async function buyersCustomer(ctx: Parameters<ActionHandler>[0], name: string): Promise<string | undefined> {
  const customer = entityOf('crmCustomer');
  const row = await selectVisible(ctx.db, ctx.viewer, customer, false)
    .select(`${customer.table}.id as id`)
    .where(`${customer.table}.${storedColumn('name')}`, '=', name)
    .orderBy(`${customer.table}.update_time`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row as { id?: string } | undefined)?.id;
}

/**
 * Making an opportunity of a claimed tender: for the buyer as customer (the caller's customer of
 * that name, else a new one of that name, when they may add customers), with the tender's title
 * and its budget as amount, its claimer's; linked back by the action's sets. Runs in the action's
 * transaction under the tender's version, so a retry or a second tap makes no second opportunity:
 * the first's write moved the version and the status, and the other's whole transaction (its
 * opportunity with it) is refused.
 */
const toOpportunity: ActionHandler = async (ctx, record) => {
  // The tender's row first, at the version read: a second call at once waits here for the first
  // (PostgreSQL) and is then refused as stale, before it looks for a customer or makes one.
  const held = await loose(ctx.db)
    .updateTable(tender().table)
    .set({ [storedColumn('status')]: TENDER_STATUS.converted })
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', record.id)
    .where('version', '=', record.version)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) !== 1) throw conflict('recordStale');
  const customer = entityOf('crmCustomer');
  const chance = entityOf('crmChance');
  const buyer = String(record.buyer ?? '').trim();
  const owner = typeof record.claimUserId === 'string' && record.claimUserId ? record.claimUserId : ctx.viewer.userId;
  let customerId = await buyersCustomer(ctx, buyer);
  if (!customerId) {
    if (!(await holdsPermission(ctx.call, customer, 'add'))) throw forbidden('tenderNoCustomer');
    const customerModel = await loadModel(ctx.db, ctx.viewer.tenantId, customer);
    const values: Record<string, unknown> = { name: buyer };
    if (record.industry && customerModel.field('industry')) values.industry = record.industry;
    customerId = (await addRecordIn(ctx.db, ctx.call, customerModel, values, { ownerId: owner })).id;
  }
  const chanceModel = await loadModel(ctx.db, ctx.viewer.tenantId, chance);
  const made = await addRecordIn(
    ctx.db,
    ctx.call,
    chanceModel,
    {
      chanceName: String(record.title ?? buyer).slice(0, 100),
      customerId,
      amount: typeof record.budget === 'number' ? record.budget : 0,
      ...(typeof record.deadline === 'string' && record.deadline ? { expectedDate: record.deadline.slice(0, 10) } : {}),
    },
    { ownerId: owner },
  );
  return { set: { chanceId: made.id } };
};

/**
 * Tenders: the whole company sees them (no owner); the author changes one until it is claimed,
 * then its claimer; an administrator always. Making an opportunity takes that right too, so it is
 * the claimer's or an administrator's.
 */
export const tenderServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => {
      if (viewer.admin) return true;
      const claimer = row[storedColumn('claimUserId')];
      return claimer ? claimer === viewer.userId : row.create_by === viewer.userId;
    },
  },
  actions: { receive, toOpportunity },
};
