import { entityOf, type RecordRow } from '@crm/domain';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { agentAccountRoutes } from './agent-accounts.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { addRecordIn } from '../../../modules/records/record-service.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** A credit limit or a credit term below nothing is refused (empty limit: none). */
function checkCredit(ctx: HookContext, values: Record<string, unknown>): void {
  const issues = (['creditLimit', 'creditTermDays'] as const)
    .filter((name) => typeof values[name] === 'number' && (values[name] as number) < 0)
    .map((field) => ({ field, rule: 'minimum' as const, limit: 0 }));
  if (issues.length > 0) throw fieldErrors(ctx.lang, ctx.model, issues);
}

/**
 * The customer a new partner is in the CRM, which its orders are for: the customer of its name when
 * the vendor has one already (a customer that became a partner), else one made now, owned like the
 * partner and with its tax number.
 */
async function customerOfPartner(ctx: HookContext, partner: RecordRow): Promise<void> {
  const customer = entityOf('crmCustomer');
  const db = loose(ctx.db);
  const existing = await db
    .selectFrom(customer.table)
    .select('id')
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where(storedColumn('name'), '=', String(partner.name))
    .executeTakeFirst();
  let customerId = existing ? String(existing.id) : null;
  if (!customerId) {
    const model = await loadModel(ctx.db, ctx.viewer.tenantId, customer);
    const made = await addRecordIn(
      ctx.db,
      { db: ctx.db, viewer: ctx.viewer, lang: ctx.lang },
      model,
      { name: partner.name, taxId: partner.taxNumber ?? null, phone: partner.mobile ?? null },
      { ownerId: typeof partner.ownerId === 'string' ? partner.ownerId : undefined },
    );
    customerId = String(made.id);
  }
  await db
    .updateTable(entityOf('agentUser').table)
    .set({ [storedColumn('customerId')]: customerId })
    .where('id', '=', String(partner.id))
    .execute();
}

/** Partners: their credit holds together, each is a customer of the vendor's, made with it, and has its login accounts. */
export const agentUserServer: ObjectServer = {
  routes: agentAccountRoutes,
  hooks: {
    async beforeAdd(ctx, values) {
      checkCredit(ctx, values);
    },
    async beforeEdit(ctx, _before, changes) {
      checkCredit(ctx, changes);
    },
    afterAdd: customerOfPartner,
  },
};
