import type { RecordRow } from '@crm/domain';
import { fieldLabel } from '../../../modules/records/display-texts.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** An activity does not end before it starts (422 on its end, naming its start, in the caller's language). */
function checkTimes(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): void {
  if (!('startTime' in values) && !('endTime' in values)) return;
  const value = (name: string) => (name in values ? values[name] : before?.[name]) ?? null;
  const [start, end] = [value('startTime'), value('endTime')];
  // Instants, compared as instants: a client may send them in any offset.
  if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) < Date.parse(start)) {
    throw fieldErrors(ctx.lang, ctx.model, [{ field: 'endTime', rule: 'notBefore', vars: { other: fieldLabel(ctx.lang, ctx.model.field('startTime')!) } }]);
  }
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
