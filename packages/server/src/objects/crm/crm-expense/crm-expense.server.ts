import type { RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { customerOf, valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/**
 * Whom an expense was spent on holds together: an opportunity with a customer is one of that
 * customer's (422 on the opportunity otherwise), and an opportunity alone names its customer.
 */
async function checkChance(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  if (!('chanceId' in values) && !('customerId' in values)) return;
  const [customerId, chanceId] = [valueAfter(before, values, 'customerId'), valueAfter(before, values, 'chanceId')];
  if (!chanceId) return;
  const chanceCustomer = await customerOf(ctx, 'crmChance', chanceId);
  if (!chanceCustomer) return;
  if (!customerId) values.customerId = chanceCustomer;
  else if (chanceCustomer !== customerId) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'chanceId', rule: 'otherCustomer' }]);
}

/** Expenses: whom they were spent on holds together, on add and edit (the total is a roll-up of the rows). */
export const expenseServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await checkChance(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await checkChance(ctx, before, changes);
    },
  },
};
