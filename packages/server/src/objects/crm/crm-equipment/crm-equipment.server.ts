import type { RecordRow } from '@crm/domain';
import { fieldLabel } from '../../../modules/records/display-texts.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** A warranty does not end before it starts (422 on its end, naming its start, in the caller's language). */
function checkWarranty(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): void {
  if (!('warrantyStart' in values) && !('warrantyEnd' in values)) return;
  const value = (name: string) => (name in values ? values[name] : before?.[name]) ?? null;
  const [start, end] = [value('warrantyStart'), value('warrantyEnd')];
  if (typeof start === 'string' && typeof end === 'string' && end < start) {
    throw fieldErrors(ctx.lang, ctx.model, [
      { field: 'warrantyEnd', rule: 'notBefore', vars: { other: fieldLabel(ctx.lang, ctx.model.field('warrantyStart')!) } },
    ]);
  }
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
