import type { RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { customerOf, endsBeforeStart, valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors, type ServerFieldIssue } from '../../../modules/records/record-validation.ts';

/** What a contract is made from, by its relation field: each belongs to a customer. */
const SOURCES = { chanceId: 'crmChance', quoteId: 'crmQuote' } as const;

/**
 * A contract as a write leaves it must hold together (its values are checked as any record's
 * first): the opportunity and the quote it is made from are its customer's, and its term does not
 * end before it starts. Each refusal is a 422 naming its field.
 */
async function checkContract(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const issues: ServerFieldIssue[] = [];
  const customerId = valueAfter(before, values, 'customerId');
  for (const [field, object] of Object.entries(SOURCES)) {
    const id = valueAfter(before, values, field);
    // Only what the write names or moves is looked at again.
    if (!id || !customerId || !(field in values || 'customerId' in values)) continue;
    const sourceCustomer = await customerOf(ctx, object, id);
    if (sourceCustomer !== undefined && sourceCustomer !== customerId) issues.push({ field, rule: 'otherCustomer' });
  }
  const term = endsBeforeStart(ctx, before, values, 'startDate', 'endDate');
  if (term) issues.push(term);
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
