import type { TerminalCustomer } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The customer record a self-service account speaks for, or null when none is linked yet. */
export async function customerOfAccount(db: Kysely<Database>, tenantId: string, userId: string): Promise<TerminalCustomer | null> {
  const link = await db
    .selectFrom('customer_accounts')
    .select('customer_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!link) return null;
  // crm_customer is created from the entity registry at start-up, so it is not in the static schema.
  const row = await (db as unknown as Kysely<any>)
    .selectFrom('crm_customer')
    .select(['id', 'name', 'customer_no as customerNo', 'phone', 'email'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', link.customer_id)
    .executeTakeFirst();
  return (row as TerminalCustomer | undefined) ?? null;
}

export async function linkCustomerAccount(db: Kysely<Database>, link: { tenantId: string; userId: string; customerId: string }): Promise<void> {
  await db.insertInto('customer_accounts').values({ tenant_id: link.tenantId, user_id: link.userId, customer_id: link.customerId }).execute();
}
