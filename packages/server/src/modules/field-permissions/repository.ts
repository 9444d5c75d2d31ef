import type { FieldAccess } from '@crm/domain';
import type { Db } from '../records/record-model.ts';

type Restricted = Exclude<FieldAccess, 'edit'>;

/** A role's restricted fields of one object (or line object); a field not in it is editable. */
export async function fieldPermissionsOf(db: Db, tenantId: string, roleId: string, apiName: string): Promise<Map<string, Restricted>> {
  const rows = await db
    .selectFrom('role_field_permissions')
    .select(['field_name as name', 'access'])
    .where('tenant_id', '=', tenantId)
    .where('role_id', '=', roleId)
    .where('api_name', '=', apiName)
    .execute();
  return new Map(rows.map((row) => [row.name, row.access as Restricted]));
}

/** Replaces a role's restrictions on one object by `restricted` (call in a transaction that raises the field-access version). */
export async function replaceFieldPermissions(
  db: Db,
  tenantId: string,
  roleId: string,
  apiName: string,
  restricted: ReadonlyMap<string, Restricted>,
): Promise<void> {
  await db.deleteFrom('role_field_permissions').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).where('api_name', '=', apiName).execute();
  if (restricted.size === 0) return;
  await db
    .insertInto('role_field_permissions')
    .values([...restricted].map(([field, access]) => ({ tenant_id: tenantId, role_id: roleId, api_name: apiName, field_name: field, access })))
    .execute();
}
