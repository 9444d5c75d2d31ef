import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type DemoDraft } from '../../../seed/demo-world.ts';

/** The partners' terms, the first the demo partner account's (seed/demo.ts links `agent` to it). */
const TERMS = [
  {
    level: '1',
    daysAgo: 280,
    taxNumber: '91310115MA1K4QD01X',
    area: '华东区（上海、江苏、浙江）',
    creditTermDays: 60,
    reportLimit: 20,
    reportValidDays: 90,
    bank: '招商银行上海分行',
    account: '6214 8301 2345 6789',
  },
  {
    level: '2',
    daysAgo: 200,
    taxNumber: '91320505MA1N7QD02K',
    area: '苏南地区（苏州、无锡、常州）',
    creditTermDays: 30,
    reportLimit: 10,
    reportValidDays: 60,
    bank: '中国银行苏州分行',
    account: '6217 8562 0011 2233',
  },
  {
    level: '2',
    daysAgo: 160,
    taxNumber: '91110108MA01QD0366',
    area: '华北区（北京、天津、河北）',
    creditTermDays: 30,
    reportLimit: 10,
    reportValidDays: 60,
    bank: '中国工商银行北京分行',
    account: '6222 0202 0030 4455',
  },
] as const;

/**
 * Three channel partners, each a customer of the vendor's that buys (its orders are the partner's
 * orders), looked after by that customer's salesperson: a Tier 1 distributor in the east with a
 * Tier 2 reseller under it, and a Tier 2 reseller in the north. Their credit limits are set once
 * their orders are known (seed/demo.ts). Drawn from no random number: the demo's one random stream
 * runs on into the settling steps of the objects before, whose data stays as it was.
 */
export const agentUserSeed: DemoSeed = {
  entity: 'agentUser',
  count: TERMS.length,
  generate(world, count) {
    const buyers = [...new Set(world.made('crmOrder').map((order) => order.record.links.customerId!))]
      .map((key) => world.draft(key)!)
      .filter((customer) => customer.record.owner !== null && customer.city !== undefined);
    const east = buyers.filter((customer) => customer.city!.east);
    const north = buyers.filter((customer) => !customer.city!.east);
    const chosen: DemoDraft[] = [];
    for (const [index, terms] of TERMS.slice(0, count).entries()) {
      const customer = (index === 2 ? north : east).find((draft) => !chosen.includes(draft)) ?? buyers.find((draft) => !chosen.includes(draft));
      if (!customer) break;
      chosen.push(customer);
      const contact = customer.people[0];
      const created = Math.max(customer.created, world.now - terms.daysAgo * DAY_MS);
      world.add({
        record: {
          key: `agent:${index + 1}`,
          entity: 'agentUser',
          owner: customer.record.owner,
          createTime: iso(created),
          updateTime: iso(created + 7 * DAY_MS),
          tags: [],
          values: {
            name: customer.record.values.name!,
            level: terms.level,
            contactName: (contact?.values.name as string | undefined) ?? null,
            mobile: (contact?.values.mobile as string | undefined) ?? null,
            area: terms.area,
            creditTermDays: terms.creditTermDays,
            taxNumber: terms.taxNumber,
            bank: terms.bank,
            bankAccount: terms.account,
            reportLimit: terms.reportLimit,
            reportValidDays: terms.reportValidDays,
            remark: null,
          },
          links: { customerId: customer.record.key, ...(index === 1 ? { parentId: 'agent:1' } : {}) },
        },
        created,
        people: [],
      });
    }
  },
};
