import { entityOf } from '@crm/domain';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { HttpError } from '../../../http/http-error.ts';

/** Setting a process as the default takes the flag from the tenant's others. */
async function onlyDefault(ctx: HookContext, id: string | null): Promise<void> {
  const process = entityOf('crmProcess');
  let others = loose(ctx.db)
    .updateTable(process.table)
    .set({ [storedColumn('isDefault')]: 0 })
    .where('tenant_id', '=', ctx.viewer.tenantId);
  if (id) others = others.where('id', '<>', id);
  await others.execute();
}

export const processServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      if (values.isDefault === true) await onlyDefault(ctx, null);
    },
    async beforeEdit(ctx, before, changes) {
      if (changes.isDefault === true) await onlyDefault(ctx, before.id);
    },
    // A process its opportunities still follow stays: they would lose their stages.
    async beforeDelete(ctx, record) {
      const chance = entityOf('crmChance');
      const used = await loose(ctx.db)
        .selectFrom(chance.table)
        .select('id')
        .where('tenant_id', '=', ctx.viewer.tenantId)
        .where(storedColumn('processId'), '=', record.id)
        .executeTakeFirst();
      if (used) throw new HttpError(422, 'processInUse');
    },
  },
};
