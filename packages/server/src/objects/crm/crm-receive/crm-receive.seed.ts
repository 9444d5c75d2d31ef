import type { DemoSeed } from '../../../seed/demo-records.ts';
import { computeRecord } from '../../../seed/demo-rollups.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft } from '../../../seed/demo-world.ts';

const METHODS: readonly (readonly [string, number])[] = [
  ['1', 70],
  ['3', 8],
  ['4', 10],
  ['5', 8],
  ['2', 4],
];

/**
 * Receipts: every order with a first payment (`dealAt`) is paid from then on, by its plans as they
 * fall due or in one or two payments; a few are entered twice and the copy voided. The orders',
 * plans' and customers' amounts follow the confirmed ones (roll-ups).
 */
export const crmReceiveSeed: DemoSeed = {
  entity: 'crmReceive',
  count: 400,
  generate(world, count) {
    const { dice, now } = world;
    const plansOf = new Map<string, DemoDraft[]>();
    for (const plan of world.made('crmReceivePlan')) {
      const list = plansOf.get(plan.record.links.orderId!) ?? [];
      list.push(plan);
      plansOf.set(plan.record.links.orderId!, list);
    }
    let made = 0;
    const receive = (order: DemoDraft, at: number, amount: number, status: string, plan?: DemoDraft) => {
      made += 1;
      world.add({
        record: {
          key: `receive:${String(made).padStart(4, '0')}`,
          entity: 'crmReceive',
          owner: order.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            receiveDate: chinaDate(at),
            amount,
            method: dice.weighted(METHODS),
            period: plan ? Number(plan.record.values.period) : null,
            status,
            remark: status === '2' ? '重复录入，已作废' : null,
          },
          links: { customerId: order.record.links.customerId!, orderId: order.record.key, ...(plan ? { planId: plan.record.key } : {}) },
        },
        created: at,
        people: [],
      });
    };
    for (const order of world.made('crmOrder')) {
      if (made >= count) break;
      if (order.dealAt === undefined) continue;
      computeRecord(order.record);
      const total = Number(order.record.values.amount);
      const plans = plansOf.get(order.record.key);
      if (plans) {
        for (const [index, plan] of plans.entries()) {
          if (plan.dealAt! > now || (index > 0 && dice.chance(0.2))) break;
          receive(order, plan.dealAt!, Number(plan.record.values.amount), '1', plan);
        }
      } else {
        const part = dice.chance(0.6) ? total : Math.round((total * dice.pick([30, 50])) / 100 / 100) * 100;
        const first = part > 0 && part < total ? part : total;
        receive(order, order.dealAt, first, '1');
        const rest = Math.round((total - first) * 100) / 100;
        const later = order.dealAt + dice.int(20, 60) * DAY_MS;
        if (rest > 0 && later <= now && dice.chance(0.7)) receive(order, later, rest, '1');
      }
      if (dice.chance(0.05)) receive(order, world.between(order.dealAt, now), Math.round(total / 2), '2');
    }
  },
};
