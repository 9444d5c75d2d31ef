import type { RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { endsBeforeStart } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** A credit line is valid from a day until one on or after it (422 naming the end otherwise). */
function checkValidity(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): void {
  const issue = endsBeforeStart(ctx, before, values, 'validFrom', 'validTo');
  if (issue) throw fieldErrors(ctx.lang, ctx.model, [issue]);
}

/**
 * Credit lines: their validity holds together. What they allow is the order's business (the
 * credit rule lives with the orders it refuses: src/objects/crm/crm-order/credit-limit.ts).
 */
export const creditServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      checkValidity(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      checkValidity(ctx, before, changes);
    },
  },
};
