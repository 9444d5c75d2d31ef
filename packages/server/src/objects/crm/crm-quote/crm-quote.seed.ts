import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type CompanyDraft, type DemoDraft, type DemoLine } from '../../../seed/demo-world.ts';

/** What the products' generator offers: lines of products for a quote or an order of a customer. */
type ProductLines = (customer: DemoDraft, withCost: boolean) => DemoLine[];

/** Quote statuses other than ordered, with how long ago such quotes were made (days). */
const OPEN_STATUSES: readonly (readonly [string, number, number, number])[] = [
  ['0', 25, 0, 20],
  ['1', 30, 3, 45],
  ['2', 20, 5, 60],
  ['4', 25, 40, 300],
];
const VALID_DAYS = [15, 30, 30, 60];

const deadline = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Quotes: about a third of the orders came from one (ordered, dated a few days before, the same
 * lines with their costs, linked both ways), the rest are drafts, sent, accepted or invalid
 * quotes of owned customers. Owned by the customer's owner.
 */
export const crmQuoteSeed: DemoSeed = {
  entity: 'crmQuote',
  count: 120,
  generate(world, count) {
    const { dice, now } = world;
    let made = 0;
    const quote = (customer: CompanyDraft, at: number, status: string, details: DemoLine[], orderKey?: string) => {
      made += 1;
      const key = `quote:${String(made).padStart(4, '0')}`;
      const validDays = dice.pick(VALID_DAYS);
      world.add({
        record: {
          key,
          entity: 'crmQuote',
          owner: customer.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { quoteDate: chinaDate(at), validDays, deadline: deadline(chinaDate(at), validDays), status, remark: null },
          links: {
            customerId: customer.record.key,
            ...(customer.people[0] ? { contacterId: customer.people[0].key } : {}),
            ...(orderKey ? { orderId: orderKey } : {}),
          },
          lines: { details },
        },
        created: at,
        people: [],
      });
      return key;
    };
    for (const order of world.made('crmOrder')) {
      if (made >= Math.floor(count * 0.4)) break;
      if (!dice.chance(0.35)) continue;
      const customer = world.draft(order.record.links.customerId!) as CompanyDraft;
      const at = Math.max(customer.created + DAY_MS, order.created - dice.int(2, 15) * DAY_MS);
      if (at > order.created) continue;
      const details = (order.record.lines?.details ?? []).map((line) => {
        const product = world.draft(line.links.productId!)!;
        const carried = Object.fromEntries(['productName', 'unit', 'price', 'quantity', 'discount'].map((name) => [name, line.values[name] ?? null]));
        return { values: { ...carried, costPrice: product.record.values.costPrice! }, links: { ...line.links } };
      });
      order.record.links.quoteId = quote(customer, at, '3', details, order.record.key);
    }
    const customers = world.companies('crmCustomer').filter((c) => c.record.owner !== null && c.record.values.poolStatus === '2');
    while (made < count && customers.length > 0) {
      const customer = dice.pick(customers);
      const picked = dice.weighted(OPEN_STATUSES.map(([value, weight]) => [value, weight] as const));
      const [status, , from, to] = OPEN_STATUSES.find(([value]) => value === picked)!;
      const at = Math.max(customer.created + DAY_MS, world.daysAgo(dice.int(from, to)));
      if (at > now) continue;
      quote(customer, at, status, world.helper<ProductLines>('productLines')(customer, true));
    }
  },
};
