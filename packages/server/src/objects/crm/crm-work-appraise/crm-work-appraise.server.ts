import { columnOf, entityOf, WORK_ORDER_STATUS } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** The work order an appraisal rates, of the tenant: its status, customer and engineer. */
async function workOrderOf(ctx: HookContext, id: string): Promise<{ status: string; customerId: string | null; engineerId: string | null } | undefined> {
  const row = await loose(ctx.db)
    .selectFrom(entityOf('crmWorkOrder').table)
    .select([columnOf('status'), columnOf('customerId'), columnOf('engineerId')])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const text = (name: string) => (row[columnOf(name)] as string | null) ?? null;
  return { status: String(row[columnOf('status')]), customerId: text('customerId'), engineerId: text('engineerId') };
}

/**
 * Appraisals: one per completed work order of the tenant (the field's uniqueness refuses a
 * second); the customer and the engineer rated are the work order's, whatever a client sends,
 * and an appraisal stays with the work order it was given for.
 */
export const workAppraiseServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      const order = await workOrderOf(ctx, String(values.workOrderId));
      if (!order) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'workOrderId', rule: 'relation' }]);
      if (order.status !== WORK_ORDER_STATUS.completed) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'workOrderId', rule: 'notCompleted' }]);
      values.customerId = order.customerId;
      values.engineerId = order.engineerId;
    },
    async beforeEdit(ctx, before, changes) {
      if ('workOrderId' in changes && changes.workOrderId !== before.workOrderId)
        throw fieldErrors(ctx.lang, ctx.model, [{ field: 'workOrderId', rule: 'fixed' }]);
    },
  },
};
