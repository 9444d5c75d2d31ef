import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, iso, type DemoDraft } from '../../../seed/demo-world.ts';

const REASONS = ['部分模块未启用，按合同退还', '设备退货退款', '多付款项退还', '服务未按期交付，协商退款'];

/** Refunds: part of what some paid orders received, given back after a receipt; one voided. */
export const crmRefundSeed: DemoSeed = {
  entity: 'crmRefund',
  count: 10,
  generate(world, count) {
    const { dice, now } = world;
    const receipts = world.made('crmReceive').filter((draft) => draft.record.values.status === '1');
    const done = new Set<string>();
    for (let i = 0; i < count * 3 && done.size < count && receipts.length > 0; i += 1) {
      const receipt: DemoDraft = dice.pick(receipts);
      const orderKey = receipt.record.links.orderId!;
      if (done.has(orderKey)) continue;
      done.add(orderKey);
      const at = world.between(receipt.created, now);
      world.add({
        record: {
          key: `refund:${String(done.size).padStart(3, '0')}`,
          entity: 'crmRefund',
          owner: receipt.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            refundDate: chinaDate(at),
            amount: Math.max(100, Math.round((Number(receipt.record.values.amount) * dice.int(5, 30)) / 100 / 100) * 100),
            method: '1',
            status: done.size === 3 ? '2' : '1',
            reason: dice.pick(REASONS),
          },
          links: { customerId: receipt.record.links.customerId!, orderId: orderKey },
        },
        created: at,
        people: [],
      });
    }
  },
};
