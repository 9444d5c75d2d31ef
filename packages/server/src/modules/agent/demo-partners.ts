import { entityOf } from '@crm/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defaultCurrency, unpaidOfOrdersCents } from '../credit/credit-limit.ts';
import { storedColumn } from '../records/field-storage.ts';
import { loose } from '../records/record-model.ts';

/** Room on credit each demo partner has above what its orders leave unpaid, in cents: the first the most. */
const ROOM_CENTS = [300_000_00, 100_000_00, 100_000_00];

/**
 * Settles the demo's partners once their orders are in (seed/demo.ts): each gets a credit limit with
 * room above what its orders leave unpaid, so the shop takes orders and the home shows what is
 * left; and the demo partner account (`agent`) works for the first, as its administrator.
 */
export async function settleDemoPartners(trx: Transaction<Database>, tenantId: string, agentUserId: string): Promise<void> {
  const table = entityOf('agentUser').table;
  const partners = await loose(trx)
    .selectFrom(table)
    .select(['id', storedColumn('customerId')])
    .where('tenant_id', '=', tenantId)
    .orderBy(storedColumn('agentNo'))
    .execute();
  const { code } = await defaultCurrency(trx, tenantId);
  for (const [index, partner] of partners.entries()) {
    const customerId = partner[storedColumn('customerId')] as string | null;
    const unpaid = customerId ? await unpaidOfOrdersCents(trx, tenantId, customerId) : 0;
    const room = ROOM_CENTS[index] ?? ROOM_CENTS.at(-1)!;
    // Stored as money is: cents. Rounded up to a whole ten thousand.
    const limit = Math.ceil((unpaid + room) / 1_000_000) * 1_000_000;
    await loose(trx)
      .updateTable(table)
      .set({ [storedColumn('creditLimit')]: limit, [`${storedColumn('creditLimit')}_currency`]: code })
      .where('id', '=', String(partner.id))
      .execute();
  }
  const first = partners[0];
  if (first)
    await trx
      .insertInto('agent_accounts')
      .values({ user_id: agentUserId, tenant_id: tenantId, agent_id: String(first.id), is_admin: 1 })
      .execute();
}
