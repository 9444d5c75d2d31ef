import { demoRateOn } from '../../../seed/demo-currencies.ts';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type CompanyDraft, type DemoLine, type DemoDraft } from '../../../seed/demo-world.ts';

const ORDER_REMARKS = ['按框架协议执行', '客户要求分批交付', '含首年维保', '加急订单，月底前交付', '续费订单'];
const DELIVER_REMARKS = ['客户已签收', '已完成上线验收', '物流签收，设备已上架', null];

/** What the products' generator offers: lines of products for a quote or an order of a customer. */
type ProductLines = (customer: DemoDraft, withCost: boolean) => DemoLine[];

/**
 * Orders: every customer to buy (`dealAt`) its first order shortly before it pays, more orders for
 * some of them, and recent unpaid ones of customers still to close. `dealAt` on an order is when it
 * is first paid (the receipts generator pays it). Owned by the customer's owner; once the receipts
 * are made, fully paid orders are mostly delivered and completed, others sometimes delivered.
 */
export const crmOrderSeed: DemoSeed = {
  entity: 'crmOrder',
  count: 150,
  generate(world, count) {
    const { dice, now } = world;
    const customers = world.companies('crmCustomer');
    const buyers = customers.filter((c) => c.dealAt !== undefined && c.record.owner !== null);
    const prospects = customers.filter((c) => c.dealAt === undefined && c.record.owner !== null && c.record.values.poolStatus === '2');
    const orders: DemoDraft[] = [];
    const make = (customer: CompanyDraft, at: number, paidAt: number | undefined) => {
      const lines = world.helper<ProductLines>('productLines')(customer, false);
      // One order in nine is with a customer abroad, in US dollars: its prices are the list's at that day's rate.
      const abroad = orders.length % 9 === 4;
      if (abroad) {
        const rate = demoRateOn('USD', chinaDate(at), now);
        for (const line of lines) line.values.price = Math.round((Number(line.values.price) / rate) * 100) / 100;
      }
      const record = {
        key: `order:${String(orders.length + 1).padStart(4, '0')}`,
        entity: 'crmOrder',
        owner: customer.record.owner,
        createTime: iso(at),
        updateTime: iso(at),
        tags: [],
        values: {
          orderDate: chinaDate(at),
          startTime: chinaDate(at),
          expiryTime: chinaDate(at + 365 * DAY_MS),
          status: '1',
          deliveryStatus: '0',
          returnedAmount: 0,
          discount: dice.chance(0.2) ? dice.pick([95, 98]) : 100,
          remark: dice.chance(0.3) ? dice.pick(ORDER_REMARKS) : null,
          ...(abroad ? { currency: 'USD' } : {}),
        },
        links: { customerId: customer.record.key, ...(customer.people[0] ? { contacterId: customer.people[0].key } : {}) },
        lines: { details: lines },
      };
      const draft: DemoDraft = { record, created: at, people: [], ...(paidAt !== undefined && paidAt <= now ? { dealAt: paidAt } : {}) };
      orders.push(draft);
      world.add(draft);
    };
    for (const customer of buyers) {
      if (orders.length >= count) break;
      const at = Math.max(customer.created + 2 * DAY_MS, customer.dealAt! - dice.int(3, 20) * DAY_MS);
      if (at < now) make(customer, at, Math.max(at, customer.dealAt!));
    }
    while (orders.length < count && (buyers.length > 0 || prospects.length > 0)) {
      if (buyers.length > 0 && (prospects.length === 0 || dice.chance(0.85))) {
        const customer = dice.pick(buyers);
        const at = world.between(Math.max(customer.dealAt!, customer.created + 2 * DAY_MS), now);
        make(customer, at, dice.chance(0.7) ? at + dice.int(2, 30) * DAY_MS : undefined);
      } else {
        const customer = dice.pick(prospects);
        make(customer, world.between(Math.max(customer.created + 2 * DAY_MS, now - 60 * DAY_MS), now), undefined);
      }
    }

    // Paid in full: mostly delivered and completed; otherwise delivered now and then.
    return () => {
      for (const draft of orders) {
        const { record, created } = draft;
        const paid = Number(record.values.receivedAmount ?? 0) >= Number(record.values.amount ?? 0) && Number(record.values.amount) > 0;
        const done = paid && dice.chance(0.85);
        if (!done && (created > now - 7 * DAY_MS || !dice.chance(0.4))) continue;
        const delivered = world.between(created, Math.min(now, created + 30 * DAY_MS));
        record.values.deliveryStatus = '1';
        record.values.deliverTime = iso(delivered);
        record.values.deliverRemark = dice.pick(DELIVER_REMARKS);
        if (done) record.values.status = '2';
        record.updateTime = iso(Math.max(Date.parse(record.updateTime), delivered));
        // The warehouse issues what the delivery took from stock (its stock-out), when the warehouse's generator is there.
        world.offered<(order: DemoDraft, at: number) => void>('orderDelivered')?.(draft, delivered);
      }
    };
  },
};
