import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { endsBeforeStart } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';
import type { RecordRow } from '@crm/domain';

/** A request's end is not before its start (leave, a trip, overtime): 422 on the end, naming the start. */
function refuseBackwards(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): void {
  const issue = endsBeforeStart(ctx, before, values, 'startTime', 'endTime');
  if (issue) throw fieldErrors(ctx.lang, ctx.model, [issue]);
}

/** Office requests: the approval engine runs them; the server only keeps their times in order. */
export const approveServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      refuseBackwards(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      refuseBackwards(ctx, before, changes);
    },
  },
};
