import { columnOf, entityOf, findEntity, RECORD_API, type MyPool, type RecordRow } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { markTableChanged } from '../../../modules/records/list-totals.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose, storeOf } from '../../../modules/records/record-model.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { holdsButton } from '../../../modules/permissions/repository.ts';
import { forbidden, HttpError } from '../../../http/http-error.ts';
import { POOL_RULES, poolsOf } from '../../../modules/pools/pool-reach.ts';

/** The pool list app of each object with a pool (the menu catalogue's crmCustomerPoolList and crmCluePoolList). */
const POOL_LISTS: Readonly<Record<string, string>> = { crmCustomer: 'crmCustomerPool', crmClue: 'crmCluePool' };

function checkRules(ctx: HookContext, values: Record<string, unknown>): void {
  const bad = POOL_RULES.filter((name) => {
    const value = values[name];
    return value !== undefined && value !== null && !(Number.isInteger(Number(value)) && Number(value) >= 1);
  });
  if (bad.length > 0)
    throw fieldErrors(
      ctx.lang,
      ctx.model,
      bad.map((field) => ({ field, rule: 'poolRuleWhole' as const })),
    );
}

/** One default pool per type: a pool made the default takes the flag from the one before. */
async function keepOneDefault(ctx: HookContext, values: Record<string, unknown>, poolType: unknown, id: string | null): Promise<void> {
  if (values.isDefault !== true && values.isDefault !== 1) return;
  let others = loose(ctx.db)
    .updateTable(entityOf('crmPool').table)
    .set({ [columnOf('isDefault')]: 0 })
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where(columnOf('poolType'), '=', String(poolType));
  if (id) others = others.where('id', '<>', id);
  await others.execute();
}

/** GET /crm/crmPool/mine?poolType=: the pools of the type the caller claims from (MyPool), for whoever has its pool list. */
async function poolRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    RECORD_API.myPools,
    { schema: { querystring: { type: 'object', required: ['poolType'], properties: { poolType: { type: 'string', enum: Object.keys(POOL_LISTS) } } } } },
    async (request) => {
      const call = await recordCall(app, request);
      const entity = entityOf(request.query.poolType);
      if (!(await holdsButton(call.db, call.viewer.auth, `${entity.module}:${POOL_LISTS[entity.apiName]}:list`))) throw forbidden();
      const mine: MyPool[] = (await poolsOf(call.db, call.viewer, entity)).map(({ id, name, role, isDefault, poolType: _type, ...rules }) => ({
        id,
        name,
        role,
        isDefault,
        rules,
      }));
      return ok(request.lang, mine);
    },
  );
}

/**
 * Pools: whole-number rules, one default per type, and no deleting a pool records still wait in.
 * Who is in a pool decides who sees what waits in it (pool-reach.ts), so every write of a pool
 * raises the version of the lists it shows (the remembered totals of modules/records/list-totals.ts).
 */
export const poolServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      checkRules(ctx, values);
      await keepOneDefault(ctx, values, values.poolType, null);
    },
    async beforeEdit(ctx, before, changes) {
      checkRules(ctx, changes);
      await keepOneDefault(ctx, changes, changes.poolType ?? before.poolType, before.id);
    },
    async beforeDelete(ctx, record: RecordRow) {
      const entity = findEntity(String(record.poolType));
      if (!entity) return;
      const waiting = await loose(ctx.db)
        .selectFrom(storeOf(entity).table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', ctx.viewer.tenantId)
        .where(columnOf('poolId'), '=', record.id)
        .where('owner_id', 'is', null)
        .executeTakeFirst();
      const count = Number(waiting?.n ?? 0);
      if (count > 0) throw new HttpError(422, 'poolNotEmpty', { count });
    },
    async afterWrite(ctx, record) {
      const entity = findEntity(String(record.poolType));
      if (entity) await markTableChanged(ctx.db, ctx.tenantId, entity.table);
    },
  },
  routes: poolRoutes,
};
