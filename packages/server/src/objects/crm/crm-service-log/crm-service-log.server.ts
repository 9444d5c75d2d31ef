import type { RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { customerOf, valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/**
 * The contact a service was done with works at the customer it was done for (422 on the contact
 * otherwise). Only what the write names or moves is looked at again.
 */
async function checkContact(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  if (!('contacterId' in values) && !('customerId' in values)) return;
  const [customerId, contacterId] = [valueAfter(before, values, 'customerId'), valueAfter(before, values, 'contacterId')];
  if (!customerId || !contacterId) return;
  const contactCustomer = await customerOf(ctx, 'crmContacter', contacterId);
  if (contactCustomer !== undefined && contactCustomer !== customerId)
    throw fieldErrors(ctx.lang, ctx.model, [{ field: 'contacterId', rule: 'otherCustomer' }]);
}

/** Service logs: whom the service was for holds together, on add and edit. */
export const serviceLogServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await checkContact(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await checkContact(ctx, before, changes);
    },
  },
};
