import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoLine } from '../../../seed/demo-world.ts';

/** Kinds of trip, each with the expense types it is made of (expense_type: 1 travel, 2 meals, 3 accommodation, 4 transport, 5 entertainment, 6 other). */
const TRIPS: readonly { title: string; types: readonly string[] }[] = [
  { title: '拜访客户差旅费', types: ['1', '3', '2', '4'] },
  { title: '商务宴请', types: ['5', '2'] },
  { title: '方案演示交通费', types: ['4', '2'] },
  { title: '项目投标费用', types: ['1', '3', '6'] },
  { title: '客户培训费用', types: ['4', '2', '6'] },
];
/** Amounts of each expense type, least and most (yuan). */
const AMOUNTS: Readonly<Record<string, readonly [number, number]>> = {
  '1': [300, 2500],
  '2': [60, 600],
  '3': [280, 900],
  '4': [20, 300],
  '5': [500, 3000],
  '6': [100, 1500],
};
const NOTES: Readonly<Record<string, readonly string[]>> = {
  '1': ['往返高铁票', '往返机票'],
  '2': ['工作餐'],
  '3': ['酒店住宿'],
  '4': ['出租车', '网约车', '地铁'],
  '5': ['客户晚宴', '客户接待'],
  '6': ['资料打印', '投标文件快递'],
};

/**
 * Expenses: what the sales staff spent on their customers over the year, a trip or a meeting each,
 * about the customer and often one of its opportunities, of one to four costs over a few days, each
 * a kind of the trip; the total follows the costs (roll-up). Owned by the customer's owner.
 */
export const crmExpenseSeed: DemoSeed = {
  entity: 'crmExpense',
  count: 150,
  generate(world, count) {
    const { dice, now } = world;
    const customers = world.companies('crmCustomer').filter((c) => c.record.owner !== null && c.record.values.poolStatus === '2');
    const chancesOf = new Map<string, DemoDraft[]>();
    for (const chance of world.made('crmChance')) {
      const key = chance.record.links.customerId!;
      chancesOf.set(key, [...(chancesOf.get(key) ?? []), chance]);
    }
    for (let made = 1; made <= count && customers.length > 0; made += 1) {
      const customer = dice.pick(customers);
      const chance = dice.chance(0.6) ? dice.pick(chancesOf.get(customer.record.key) ?? [null]) : null;
      const at = world.between(Math.max(customer.created, chance?.created ?? 0), now);
      const trip = dice.pick(TRIPS);
      const days = dice.int(0, 3);
      const details: DemoLine[] = trip.types.slice(0, dice.int(1, trip.types.length)).map((type) => {
        const [least, most] = AMOUNTS[type]!;
        return {
          values: {
            expenseType: type,
            expenseDate: chinaDate(at - dice.int(0, days) * DAY_MS),
            amount: Math.round((least + dice.random() * (most - least)) / 10) * 10,
            images: [],
            remark: dice.pick(NOTES[type]!),
          },
          links: {},
        };
      });
      world.add({
        record: {
          key: `expense:${String(made).padStart(4, '0')}`,
          entity: 'crmExpense',
          owner: customer.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            expenseDate: chinaDate(at),
            title: `${String(customer.record.values.name).slice(0, 20)}${trip.title}`,
            remark: null,
          },
          links: { customerId: customer.record.key, ...(chance ? { chanceId: chance.record.key } : {}) },
          lines: { details },
        },
        created: at,
        people: [],
      });
    }
  },
};
