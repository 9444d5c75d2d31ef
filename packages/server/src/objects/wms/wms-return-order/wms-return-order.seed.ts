import { AUDIT_STATUS, ENTER_TYPE, EXCHANGE_RATE_FIELD, RETURN_TYPE } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, DemoWorld, iso, type DemoDraft, type DemoRecord } from '../../../seed/demo-world.ts';

/*
 * The demo's return orders: goods sent back to the suppliers some time after a purchase's
 * stock-in, and goods customers sent back after an order's delivery. The warehouse keeper
 * registers them. They draw on a random stream of their own, so the data of everything before
 * stays as it was.
 */

const KEEPER = 'cangguan';
const SUPPLIER_REASONS = ['1', '3', '4'];
const CUSTOMER_REASONS = ['1', '2', '3', '5'];

/**
 * What a purchase's stock-in brought of one product that no return or sample of the demo took out
 * again yet: what these generators take, after its date, so no warehouse goes below zero whatever
 * the deliveries take from the opening stock. Offered to the samples' generator as `wmsReceivedLots`.
 */
interface Lot {
  enter: DemoDraft;
  at: number;
  warehouse: string;
  product: string;
  productName: string;
  unit: string;
  price: number;
  received: number;
  left: number;
}

/** An order's delivery, as the stock-outs' generator offers it to the orders' settling step. */
type Delivered = (order: DemoDraft, at: number) => void;

const money = (value: number) => Math.round(value * 100) / 100;

function receivedLots(world: DemoWorld): Lot[] {
  return world
    .made('wmsEnter')
    .filter((enter) => enter.record.values.type === ENTER_TYPE.purchase)
    .flatMap((enter) =>
      (enter.record.lines?.details ?? []).map((line) => ({
        enter,
        at: enter.created,
        warehouse: enter.record.links.warehouseId!,
        product: line.links.productId!,
        productName: String(line.values.productName),
        unit: String(line.values.unit),
        price: Number(line.values.price),
        received: Number(line.values.quantity),
        left: Number(line.values.quantity),
      })),
    );
}

function returnOrder(key: string, at: number, values: DemoRecord['values'], links: DemoRecord['links'], lines: DemoRecord['lines']): DemoRecord {
  return { key, entity: 'wmsReturnOrder', owner: KEEPER, createTime: iso(at), updateTime: iso(at), tags: [], values, links, lines };
}

export const wmsReturnOrderSeed: DemoSeed = {
  entity: 'wmsReturnOrder',
  count: 16,
  generate(world, count) {
    const { now } = world;
    const { dice } = new DemoWorld({ seed: 18_0301, now });
    const lots = receivedLots(world);
    world.offer('wmsReceivedLots', lots);
    let made = 0;

    // To the suppliers: part of a purchase's goods, a few days after they came in (long enough ago
    // that the stock-in was approved), for a fault or a short delivery.
    const received = lots.filter((lot) => lot.at < now - 45 * DAY_MS);
    const toSuppliers = Math.min(count, Math.ceil(count / 3), received.length);
    for (let index = 0; index < toSuppliers; index += 1) {
      const lot = received[Math.floor((index * received.length) / toSuppliers)]!;
      const quantity = Math.max(1, Math.min(lot.left, Math.round(lot.received / 10)));
      if (lot.left < quantity) continue;
      lot.left -= quantity;
      const at = Math.min(lot.at + dice.int(3, 12) * DAY_MS, now - 30 * DAY_MS);
      made += 1;
      world.add({
        record: returnOrder(
          `returnOrder:${made}`,
          at,
          {
            returnDate: chinaDate(at),
            type: RETURN_TYPE.supplier,
            reason: dice.pick(SUPPLIER_REASONS),
            status: '1',
            remark: dice.chance(0.5) ? '供应商同意换货' : null,
          },
          { purchaseId: lot.enter.record.links.purchaseId!, supplierId: lot.enter.record.links.supplierId!, warehouseId: lot.warehouse },
          { details: [{ values: { productName: lot.productName, unit: lot.unit, quantity, price: lot.price }, links: { productId: lot.product } }] },
        ),
        created: at,
        people: [],
      });
    }

    // From the customers: part of a delivered order's goods, back into the warehouse they left,
    // some days after the delivery. They are made as the orders' settling step delivers each
    // order (after the engine's values were worked out), so they carry their own amounts, and an
    // approved one adds to its order's returned amount as the engine keeps it.
    const delivered = world.offered<Delivered>('orderDelivered');
    if (!delivered) return;
    let fromCustomers = 0;
    world.offer('orderDelivered', (order: DemoDraft, at: number) => {
      const before = world.made('wmsOuter').length;
      delivered(order, at);
      const outer = world
        .made('wmsOuter')
        .slice(before)
        .find((draft) => draft.record.links.orderId === order.record.key);
      // Orders in another currency are left alone: a return's money is in the default one (rate 1).
      if (!outer || made >= count || Number(order.record.values[EXCHANGE_RATE_FIELD] ?? 1) !== 1 || !dice.chance(0.12)) return;
      const returnedAt = at + dice.int(4, 20) * DAY_MS;
      if (returnedAt > now - DAY_MS) return;
      const lines = outer.record.lines?.details ?? [];
      const line = lines[dice.int(0, lines.length - 1)]!;
      const shipped = Number(line.values.quantity);
      const quantity = Math.max(1, Math.min(shipped, Math.round(shipped / 5)));
      const price = Number(line.values.price);
      const amount = money(quantity * price);
      fromCustomers += 1;
      // One customer changed their mind before the goods came back: its return was voided.
      const voided = fromCustomers === 3;
      const auditStatus = voided ? AUDIT_STATUS.voided : returnedAt < now - 3 * DAY_MS ? AUDIT_STATUS.reviewed : AUDIT_STATUS.pending;
      made += 1;
      const record = returnOrder(
        `returnOrder:${made}`,
        returnedAt,
        {
          returnDate: chinaDate(returnedAt),
          type: RETURN_TYPE.customer,
          reason: dice.pick(CUSTOMER_REASONS),
          status: voided ? '2' : '1',
          amount,
          remark: voided ? '客户撤回退货申请' : null,
        },
        { orderId: order.record.key, customerId: order.record.links.customerId!, warehouseId: outer.record.links.warehouseId! },
        { details: [{ values: { ...line.values, quantity, price, amount }, links: { ...line.links } }] },
      );
      record.auditStatus = auditStatus;
      world.add({ record, created: returnedAt, people: [] });
      if (auditStatus === AUDIT_STATUS.reviewed) order.record.values.returnedAmount = money(Number(order.record.values.returnedAmount ?? 0) + amount);
    });
  },
};
