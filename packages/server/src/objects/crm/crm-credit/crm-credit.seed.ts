import { AUDIT_STATUS, CREDIT_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft } from '../../../seed/demo-world.ts';

const REMARKS = ['按年度采购规模核定', '老客户，信用良好', '季度复核', '新客户试用额度', null];
/** Approvals of the demo become final after three weeks (demo-audits.ts): a line granted before that counts. */
const GRANTED_DAYS_AGO: readonly [number, number] = [30, 300];

/**
 * Credit lines: about one customer buying in three has one that counts today (approved, in force,
 * valid), sized with room above everything its orders ever came to, so no demo order is over its
 * credit however much of it is paid; some of them also have an earlier line that expired, a few a
 * suspended one, and some customers who have not ordered yet ask for their first line (its
 * approval where the demo's approvals leave it). Owned by the customer's owner.
 */
export const crmCreditSeed: DemoSeed = {
  entity: 'crmCredit',
  count: 60,
  generate(world, count) {
    const { dice } = world;
    const buyers = [...new Set(world.made('crmOrder').map((order) => order.record.links.customerId!))].map((key) => world.draft(key)!);
    const ordering = new Set(buyers.map((customer) => customer.record.key));
    const prospects = world
      .companies('crmCustomer')
      .filter((c) => !ordering.has(c.record.key) && c.record.owner !== null && c.record.values.poolStatus === '2');
    const counting: DemoDraft[] = [];
    let made = 0;
    const line = (customer: DemoDraft, at: number, values: Record<string, string | number | null>): DemoDraft => {
      made += 1;
      const draft: DemoDraft = {
        record: {
          key: `credit:${String(made).padStart(4, '0')}`,
          entity: 'crmCredit',
          owner: customer.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { status: CREDIT_STATUS.inForce, remark: dice.pick(REMARKS), ...values },
          links: { customerId: customer.record.key },
        },
        created: at,
        people: [],
      };
      world.add(draft);
      return draft;
    };

    for (const customer of buyers) {
      if (made >= count - 8) break;
      if (!dice.chance(0.35)) continue;
      const at = Math.max(customer.created + DAY_MS, world.daysAgo(dice.int(...GRANTED_DAYS_AGO)));
      if (at > world.daysAgo(GRANTED_DAYS_AGO[0])) continue;
      const from = at - dice.int(200, 400) * DAY_MS;
      if (dice.chance(0.3) && from > customer.created) {
        line(customer, from, { creditAmount: dice.pick([50_000, 100_000, 200_000]), validFrom: chinaDate(from), validTo: chinaDate(at - DAY_MS) });
      }
      const open = dice.chance(0.3);
      // The amount follows the orders once their totals are known (below).
      counting.push(line(customer, at, { creditAmount: 0, validFrom: chinaDate(at), validTo: open ? null : chinaDate(at + dice.int(365, 730) * DAY_MS) }));
      if (dice.chance(0.1)) {
        line(customer, at, {
          creditAmount: dice.pick([100_000, 300_000]),
          validFrom: chinaDate(at),
          validTo: null,
          status: CREDIT_STATUS.suspended,
          remark: '客户回款逾期，暂停额度',
        });
      }
    }
    while (made < count && prospects.length > 0) {
      const customer = dice.pick(prospects);
      const at = world.daysAgo(dice.int(0, 20));
      line(customer, at, { creditAmount: dice.pick([50_000, 80_000, 100_000, 150_000]), validFrom: chinaDate(at), validTo: chinaDate(at + 365 * DAY_MS) });
    }

    // Once the orders' amounts are known: each counting line above all the customer's orders ever
    // came to (in the default currency), so none is over credit whatever is received; approved.
    return () => {
      const orders = world.made('crmOrder');
      for (const credit of counting) {
        const customerKey = credit.record.links.customerId!;
        const owed = orders
          .filter((order) => order.record.links.customerId === customerKey && order.record.values.status !== '3')
          .reduce((total, order) => total + Number(order.record.values.amount ?? 0) * Number(order.record.values.exchangeRate ?? 1), 0);
        credit.record.values.creditAmount = Math.max(50_000, Math.ceil((owed * (1.2 + dice.random() * 0.6)) / 10_000) * 10_000);
        credit.record.auditStatus = AUDIT_STATUS.reviewed;
      }
    };
  },
};
