import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso } from '../../../seed/demo-world.ts';

const TYPES: readonly (readonly [string, number])[] = [
  ['1', 60],
  ['2', 25],
  ['3', 15],
];
const TAX_ID_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/**
 * Invoices: most confirmed receipts are invoiced for what they paid, a few days later, to the
 * customer's name and tax id; most have their tax invoice number, a few were voided.
 */
export const crmInvoiceLogSeed: DemoSeed = {
  entity: 'crmInvoiceLog',
  count: 300,
  generate(world, count) {
    const { dice, now } = world;
    let made = 0;
    const taxIds = new Map<string, string>();
    for (const receipt of world.made('crmReceive')) {
      if (made >= count) break;
      if (receipt.record.values.status !== '1' || !dice.chance(0.7)) continue;
      const customerKey = receipt.record.links.customerId!;
      const customer = world.draft(customerKey)!;
      if (!taxIds.has(customerKey)) taxIds.set(customerKey, `91${Array.from({ length: 16 }, () => dice.pick([...TAX_ID_CHARS])).join('')}`);
      const at = Math.min(now, receipt.created + dice.int(0, 10) * DAY_MS);
      made += 1;
      world.add({
        record: {
          key: `invoice:${String(made).padStart(4, '0')}`,
          entity: 'crmInvoiceLog',
          owner: receipt.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            invoiceDate: chinaDate(at),
            amount: Number(receipt.record.values.amount),
            invoiceType: dice.weighted(TYPES),
            title: String(customer.record.values.name),
            taxId: taxIds.get(customerKey)!,
            invoiceNumber: dice.chance(0.85) ? String(dice.int(10_000_000, 99_999_999)) : null,
            status: dice.chance(0.04) ? '2' : '1',
            remark: null,
          },
          links: { customerId: customerKey, orderId: receipt.record.links.orderId! },
        },
        created: at,
        people: [],
      });
    }
  },
};
