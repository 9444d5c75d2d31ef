import { roundTo } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { computeRecord } from '../../../seed/demo-rollups.ts';
import { chinaDate, DAY_MS } from '../../../seed/demo-world.ts';

/**
 * Receipt plans: larger paid orders in two or three instalments, the first due when the order is
 * first paid, the next a month or two apart. The receipts generator pays them as they fall due.
 */
export const crmReceivePlanSeed: DemoSeed = {
  entity: 'crmReceivePlan',
  count: 120,
  generate(world, count) {
    const { dice } = world;
    let made = 0;
    for (const order of world.made('crmOrder')) {
      if (made >= count) break;
      if (order.dealAt === undefined) continue;
      computeRecord(order.record);
      const total = Number(order.record.values.amount);
      if (!(total >= 20_000) || !dice.chance(0.5)) continue;
      const shares = dice.pick([
        [50, 50],
        [30, 70],
        [30, 40, 30],
        [40, 30, 30],
      ]);
      let left = total;
      let due = order.dealAt;
      for (const [index, share] of shares.entries()) {
        if (made >= count) break;
        const amount = index === shares.length - 1 ? roundTo(left, 2) : Math.round((total * share) / 100 / 100) * 100;
        left -= amount;
        made += 1;
        world.add({
          record: {
            key: `receivePlan:${String(made).padStart(4, '0')}`,
            entity: 'crmReceivePlan',
            owner: order.record.owner,
            createTime: order.record.createTime,
            updateTime: order.record.createTime,
            tags: [],
            values: {
              period: index + 1,
              planDate: chinaDate(due),
              amount,
              ratio: roundTo((amount / total) * 100, 2),
              remindDays: dice.pick([3, 7, 15]),
              remark: null,
            },
            links: { customerId: order.record.links.customerId!, orderId: order.record.key },
          },
          created: order.created,
          people: [],
          dealAt: due,
        });
        due += dice.int(30, 60) * DAY_MS;
      }
    }
  },
};
