import { ALL_OBJECTS, translate, type EntityDef, type HandoverResult } from '@crm/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { extensionModelByName } from '../records/extension-tables.ts';
import { runAction } from '../records/record-actions.ts';
import { loadModel, selectRows, type RecordModel } from '../records/record-model.ts';
import type { StoredRow } from '../records/record-rows.ts';
import type { RecordCall } from '../records/record-service.ts';

/** An object whose records have owners: a registered one, or one of the tenant's extension tables. */
interface OwnedObject {
  model: RecordModel;
  title: string;
}

async function ownedObjects(trx: Transaction<Database>, call: RecordCall): Promise<OwnedObject[]> {
  const { tenantId } = call.viewer;
  const registered = ALL_OBJECTS.filter((entity: EntityDef) => entity.features.owner);
  const objects: OwnedObject[] = [];
  for (const entity of registered) objects.push({ model: await loadModel(trx, tenantId, entity), title: translate(call.lang, entity.label) });
  const extensionTables = await trx.selectFrom('table_mades').select('table_name').where('tenant_id', '=', tenantId).orderBy('sort').execute();
  for (const { table_name: tableName } of extensionTables) {
    const model = await extensionModelByName(trx, tenantId, tableName);
    // Registered objects' tables are listed there too; only extension tables have a model of this kind.
    if (model) objects.push({ model, title: model.entity.label });
  }
  return objects;
}

/**
 * Hands every record `fromUserId` owns, of every object with owners, to `toUserId`, in the
 * caller's transaction: each through the transfer action (the same effects and change log as a
 * transfer made on the record: the owner's department follows, the team is updated), on locked
 * and ended records too (an ended visit, which a user could not transfer), and without a message per record. The caller acts with the whole company's reach
 * (`call.viewer.admin`): the handover button, not the data scope, decides who may do it.
 */
export async function handOverRecords(trx: Transaction<Database>, call: RecordCall, fromUserId: string, toUserId: string): Promise<HandoverResult> {
  const moved: HandoverResult['moved'] = [];
  for (const { model, title } of await ownedObjects(trx, call)) {
    const rows = (await selectRows(trx, model.entity)
      .selectAll()
      .where('tenant_id', '=', call.viewer.tenantId)
      .where('owner_id', '=', fromUserId)
      .orderBy('id')
      .execute()) as StoredRow[];
    for (const row of rows) await runAction(trx, call, model, 'transfer', row, { ownerId: toUserId }, null, { anyState: true, quiet: true });
    if (rows.length > 0) moved.push({ apiName: model.entity.apiName, title, count: rows.length });
  }
  return { moved, total: moved.reduce((sum, object) => sum + object.count, 0) };
}
