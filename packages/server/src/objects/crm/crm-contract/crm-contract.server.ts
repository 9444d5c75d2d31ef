import { entityOf, type RecordRow } from '@crm/domain';
import { fieldLabel } from '../../../modules/records/display-texts.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { fieldErrors, type ServerFieldIssue } from '../../../modules/records/record-validation.ts';

/** What a contract is made from, by its relation field: each belongs to a customer. */
const SOURCES = { chanceId: 'crmChance', quoteId: 'crmQuote' } as const;

/**
 * A contract as a write leaves it must hold together (its values are checked as any record's
 * first): the opportunity and the quote it is made from are its customer's, and its term does not
 * end before it starts. Each refusal is a 422 naming its field.
 */
async function checkContract(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const value = (name: string) => (name in values ? values[name] : before?.[name]) ?? null;
  const issues: ServerFieldIssue[] = [];
  const customerId = value('customerId');
  for (const [field, object] of Object.entries(SOURCES)) {
    const id = value(field);
    // Only what the write names or moves is looked at again.
    if (!id || !customerId || !(field in values || 'customerId' in values)) continue;
    const source = await loose(ctx.db)
      .selectFrom(entityOf(object).table)
      .select(storedColumn('customerId'))
      .where('tenant_id', '=', ctx.viewer.tenantId)
      .where('id', '=', String(id))
      .executeTakeFirst();
    if (source && source[storedColumn('customerId')] !== customerId) issues.push({ field, rule: 'otherCustomer' });
  }
  const [start, end] = [value('startDate'), value('endDate')];
  if (typeof start === 'string' && typeof end === 'string' && end < start) {
    issues.push({ field: 'endDate', rule: 'notBefore', vars: { other: fieldLabel(ctx.lang, ctx.model.field('startDate')!) } });
  }
  if (issues.length > 0) throw fieldErrors(ctx.lang, ctx.model, issues);
}

/** Contracts: what holds a contract together, on add and edit. */
export const contractServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await checkContract(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await checkContract(ctx, before, changes);
    },
  },
};
