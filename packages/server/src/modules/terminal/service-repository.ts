import { columnOf, entityOf, MAX_PAGE_SIZE, type RecordRow } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadModel, loose } from '../records/record-model.ts';
import { listRecords, type RecordCall } from '../records/record-service.ts';

/** The customer record a self-service account speaks for, with what its reports default to and who owns them. */
export interface ServedCustomer {
  tenantId: string;
  id: string;
  name: string;
  phone: string | null;
  ownerId: string | null;
  accountName: string | null;
  accountPhone: string | null;
}

export async function servedCustomer(db: Kysely<Database>, tenantId: string, userId: string): Promise<ServedCustomer | null> {
  const link = await db
    .selectFrom('customer_accounts')
    .innerJoin('users', 'users.id', 'customer_accounts.user_id')
    .select(['customer_accounts.customer_id as customerId', 'users.realname', 'users.phone'])
    .where('customer_accounts.tenant_id', '=', tenantId)
    .where('customer_accounts.user_id', '=', userId)
    .executeTakeFirst();
  if (!link) return null;
  const row = await loose(db)
    .selectFrom(entityOf('crmCustomer').table)
    .select(['id', 'owner_id', columnOf('name'), columnOf('phone')])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', link.customerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    tenantId,
    id: String(row.id),
    name: String(row[columnOf('name')] ?? ''),
    phone: (row[columnOf('phone')] as string | null) ?? null,
    ownerId: (row.owner_id as string | null) ?? null,
    accountName: link.realname || null,
    accountPhone: link.phone ?? null,
  };
}

/** Whether a record of `apiName` (a work order) is this customer's: of its tenant and naming it as its customer. */
export async function ownRecord(db: Kysely<Database>, customer: ServedCustomer, apiName: string, id: string): Promise<boolean> {
  const row = await loose(db)
    .selectFrom(entityOf(apiName).table)
    .select('id')
    .where('tenant_id', '=', customer.tenantId)
    .where('id', '=', id)
    .where(columnOf('customerId'), '=', customer.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The records of `apiName` whose `field` names `id` (a customer's devices, a work order's appraisal), with their display texts. */
export async function ownRows(call: RecordCall, apiName: string, field: string, id: string): Promise<RecordRow[]> {
  const model = await loadModel(call.db, call.viewer.tenantId, entityOf(apiName));
  return (await listRecords(call, model, { pageNo: 1, pageSize: MAX_PAGE_SIZE, relatedField: field, relatedId: id })).records;
}

/** How many of the customer's work orders are not completed. */
export async function openWorkOrderCount(db: Kysely<Database>, tenantId: string, customerId: string, completed: string): Promise<number> {
  const row = await loose(db)
    .selectFrom(entityOf('crmWorkOrder').table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where(columnOf('customerId'), '=', customerId)
    .where(columnOf('status'), '!=', completed)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
