import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoLine } from '../../../seed/demo-world.ts';

const REASONS = ['客户追加采购数量', '客户调整产品配置', '按补充协议调整单价', '取消部分产品'];

/** An amount as the order computes it from lines and its whole-order discount. */
function amountOf(lines: readonly DemoLine[], discount: number): number {
  const total = lines.reduce((sum, line) => sum + (Number(line.values.price) * Number(line.values.quantity) * Number(line.values.discount ?? 100)) / 100, 0);
  return Math.round(total * discount) / 100;
}

/**
 * Order changes: some orders were changed a few days after they were placed. The order as it
 * stands is the change's version 2; the version before had one unit less of its first product
 * (or lacked its last one), which is the amount before.
 */
export const crmOrderChangeSeed: DemoSeed = {
  entity: 'crmOrderChange',
  count: 16,
  generate(world, count) {
    const { dice, now } = world;
    const orders = world.made('crmOrder').filter((draft: DemoDraft) => (draft.record.lines?.details?.length ?? 0) > 0);
    for (const order of orders.filter((_, index) => index % 7 === 3).slice(0, count)) {
      const lines = order.record.lines!.details!;
      const at = Math.min(now, order.created + dice.int(1, 6) * DAY_MS);
      const before =
        lines.length > 1 && Number(lines[0]!.values.quantity) <= 1
          ? lines.slice(0, -1)
          : lines.map((line, index) => (index === 0 ? { ...line, values: { ...line.values, quantity: Math.max(1, Number(line.values.quantity) - 1) } } : line));
      const discount = Number(order.record.values.discount ?? 100);
      world.add({
        record: {
          key: `orderChange:${order.record.key}`,
          entity: 'crmOrderChange',
          owner: order.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            changeDate: chinaDate(at),
            reason: dice.pick(REASONS),
            discount,
            orderVersion: 2,
            amountBefore: amountOf(before, discount),
          },
          links: { orderId: order.record.key, customerId: order.record.links.customerId! },
          lines: { details: lines.map((line) => ({ values: { ...line.values }, links: { ...line.links } })) },
        },
        created: at,
        people: [],
      });
    }
  },
};
