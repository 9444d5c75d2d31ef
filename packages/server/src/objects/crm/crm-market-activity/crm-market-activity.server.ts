import type { RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { endsBeforeStart } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** An activity does not end before it starts (422 on its end, naming its start, in the caller's language). */
function checkTimes(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): void {
  const issue = endsBeforeStart(ctx, before, values, 'startTime', 'endTime');
  if (issue) throw fieldErrors(ctx.lang, ctx.model, [issue]);
}

/** Market activities: their time holds together, on add and edit. */
export const marketActivityServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      checkTimes(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      checkTimes(ctx, before, changes);
    },
  },
};
