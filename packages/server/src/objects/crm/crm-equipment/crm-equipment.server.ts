import type { RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { endsBeforeStart } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** A warranty does not end before it starts (422 on its end, naming its start, in the caller's language). */
function checkWarranty(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): void {
  const issue = endsBeforeStart(ctx, before, values, 'warrantyStart', 'warrantyEnd');
  if (issue) throw fieldErrors(ctx.lang, ctx.model, [issue]);
}

/** Equipment: its warranty holds together, on add and edit. */
export const equipmentServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      checkWarranty(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      checkWarranty(ctx, before, changes);
    },
  },
};
