import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

export interface ReportedCustomer {
  id: string;
  name: string;
  customerNo: string | null;
  createTime: string | null;
}

/** How many of a partner's reported customers the home page lists; the count covers all of them. */
export const REPORTED_CUSTOMERS_SHOWN = 50;

/**
 * The customers a channel partner reported: the ones they own. Queried by owner only, never
 * through the staff data scope, so a partner's role can never widen it.
 */
export async function reportedCustomers(db: Kysely<Database>, tenantId: string, partnerId: string): Promise<{ total: number; records: ReportedCustomer[] }> {
  // crm_customer is created from the entity registry at start-up, so it is not in the static schema.
  const records = db as unknown as Kysely<any>;
  const mine = records.selectFrom('crm_customer').where('tenant_id', '=', tenantId).where('owner_id', '=', partnerId);
  const [count, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    mine
      .select(['id', 'name', 'customer_no as customerNo', 'create_time as createTime'])
      .orderBy('create_time', 'desc')
      .limit(REPORTED_CUSTOMERS_SHOWN)
      .execute(),
  ]);
  return { total: toCount(count?.n), records: rows as ReportedCustomer[] };
}
