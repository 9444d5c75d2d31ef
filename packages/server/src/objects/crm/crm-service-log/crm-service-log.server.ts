import { entityOf, type RecordRow } from '@crm/domain';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/**
 * The contact a service was done with works at the customer it was done for (422 on the contact
 * otherwise). Only what the write names or moves is looked at again.
 */
async function checkContact(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  if (!('contacterId' in values) && !('customerId' in values)) return;
  const value = (name: string) => (name in values ? values[name] : before?.[name]) ?? null;
  const [customerId, contacterId] = [value('customerId'), value('contacterId')];
  if (!customerId || !contacterId) return;
  const contact = await loose(ctx.db)
    .selectFrom(entityOf('crmContacter').table)
    .select(storedColumn('customerId'))
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', String(contacterId))
    .executeTakeFirst();
  if (contact && contact[storedColumn('customerId')] !== customerId) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'contacterId', rule: 'otherCustomer' }]);
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
