import { AUDIT_STATUS, ENTER_TYPE, MOVEMENT_STATUS, OUTER_TYPE, PAYMENT_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoLine, type DemoRecord, type DemoWorld } from '../../../seed/demo-world.ts';

/*
 * The demo's warehouse and procurement (issue 18): three warehouses stocked a year ago, the
 * suppliers the warehouse keeper buys from, a purchase order about every fortnight with its payment
 * plans, payments and stock-ins, a stock-out for each delivered sales order whose products are
 * kept in stock, and a few other issues (samples, spare parts). Only the records are made here: the
 * quantities and the history of every move are worked out from the approved stock-ins and
 * stock-outs by the engine once they are in (modules/stock/stock-ledger.ts rebuildStock).
 */

const KEEPER = 'cangguan';

/** [key, name, code, address, keeper]: the head office's, Shanghai's, and the service team's spare parts. */
const WAREHOUSES = [
  ['warehouse:bj', '北京总仓', 'WH-BJ', '北京市大兴区经济技术开发区科创十三街 18 号', KEEPER],
  ['warehouse:sh', '上海仓', 'WH-SH', '上海市嘉定区曹安公路 4800 号 3 号库', KEEPER],
  ['warehouse:parts', '售后备件库', 'WH-SP', '北京市海淀区上地信息路 9 号 B1', 'engineer'],
] as const;

/** [name, category, level, contact, city code for the landline, what they sell: product codes]. */
const SUPPLIERS: readonly (readonly [string, string, string, string, string, readonly string[]])[] = [
  ['北京恒信达科技有限公司', '1', 'A', '高建国', '010', ['HW-SRV-740', 'HW-SRV-150']],
  ['上海骏网信息技术有限公司', '1', 'A', '陆佳怡', '021', ['HW-SW-24G', 'HW-FW-NG1']],
  ['深圳智联终端设备有限公司', '1', 'B', '黄志伟', '0755', ['HW-PDA-M60', 'CS-BAT-M60']],
  ['广州科码识别技术有限公司', '1', 'B', '梁晓彤', '020', ['HW-SCN-D20', 'HW-PRT-L80']],
  ['东莞优印耗材有限公司', '3', 'A', '钟丽华', '0769', ['CS-LBL-80', 'CS-RIB-110']],
  ['天津华北数码配件有限公司', '3', 'C', '刘振东', '022', ['CS-BAT-M60', 'CS-RIB-110']],
  ['顺达物流（北京）有限公司', '4', 'B', '孙海涛', '010', []],
];

/** Opening quantities by product unit (crm-product.dicts.ts): machines by the dozen, small parts by the hundred, labels by the thousand. */
const OPENING: Readonly<Record<string, readonly [number, number]>> = { '2': [60, 120], '3': [300, 500], '7': [2000, 4000] };
/** What a purchase order buys of a product, by unit. */
const BOUGHT: Readonly<Record<string, readonly [number, number]>> = { '2': [10, 40], '3': [50, 200], '7': [500, 1500] };

interface Stocked {
  draft: DemoDraft;
  unit: string;
  cost: number;
}

/** What the warehouses hold of each product from their opening stock, for the deliveries to take from (warehouse key → product key → quantity). */
type Tally = Map<string, Map<string, number>>;

const lineOf = (product: Stocked, quantity: number, price: number): DemoLine => ({
  values: { productName: product.draft.record.values.name!, unit: product.unit, quantity, price },
  links: { productId: product.draft.record.key },
});

function record(
  key: string,
  entity: string,
  at: number,
  values: DemoRecord['values'],
  links: DemoRecord['links'] = {},
  lines?: DemoRecord['lines'],
): DemoRecord {
  return { key, entity, owner: KEEPER, createTime: iso(at), updateTime: iso(at), tags: [], values, links, ...(lines ? { lines } : {}) };
}

/** The products whose stock is kept, as the catalogue's generator made them. */
function stockedProducts(world: DemoWorld): Stocked[] {
  return world
    .made('crmProduct')
    .filter((draft) => draft.record.values.inventoryEnabled === true)
    .map((draft) => ({ draft, unit: String(draft.record.values.unit), cost: Number(draft.record.values.costPrice) }));
}

export const wmsWarehouseSeed: DemoSeed = {
  entity: 'wmsWarehouse',
  count: WAREHOUSES.length,
  generate(world, count) {
    const at = world.daysAgo(365);
    for (const [key, name, code, address, keeper] of WAREHOUSES.slice(0, count)) {
      world.add({
        record: { ...record(key, 'wmsWarehouse', at, { name, code, address, keeperId: keeper, status: '1' }), owner: null },
        created: at,
        people: [],
      });
    }
  },
};

/** Where each stocked product is kept in the head warehouse, with its safety stock: what the stock list shows before any move. */
export const wmsStockSeed: DemoSeed = {
  entity: 'wmsStock',
  count: 20,
  generate(world, count) {
    const at = world.daysAgo(365);
    for (const [index, product] of stockedProducts(world).slice(0, count).entries()) {
      const [low] = OPENING[product.unit] ?? [10, 20];
      world.add({
        record: {
          ...record(
            `stock:${index + 1}`,
            'wmsStock',
            at,
            { location: `A-${String(index + 1).padStart(2, '0')}-01`, lowerLimit: Math.round(low / 3), quantity: 0 },
            {
              productId: product.draft.record.key,
              warehouseId: 'warehouse:bj',
            },
          ),
          owner: null,
        },
        created: at,
        people: [],
      });
    }
  },
};

export const wmsSupplierSeed: DemoSeed = {
  entity: 'wmsSupplier',
  count: SUPPLIERS.length,
  generate(world, count) {
    const { dice } = world;
    for (const [index, [name, category, level, contactName, areaCode]] of SUPPLIERS.slice(0, count).entries()) {
      const at = world.daysAgo(365 - index * 3);
      world.add({
        record: record(`supplier:${index + 1}`, 'wmsSupplier', at, {
          name,
          category,
          level,
          status: '1',
          contactName,
          mobile: world.mobile(),
          telephone: `${areaCode}-${dice.int(6, 8)}${String(dice.int(0, 9_999_999)).padStart(7, '0')}`.slice(0, areaCode.length + 9),
          taxNumber: `91${String(dice.int(110_000, 449_999))}MA${String(dice.int(10_000_000, 99_999_999))}`,
          bank: dice.pick(['中国工商银行', '招商银行', '中国建设银行', '交通银行']),
          bankAccount: String(dice.int(1_000_000_000, 9_999_999_999)) + String(dice.int(100_000, 999_999)),
        }),
        created: at,
        people: [],
      });
    }
  },
};

/**
 * The opening stock (a year ago, into each warehouse) and the purchases since, with their plans,
 * payments and stock-ins: the purchase orders of the last month are still under way, partly
 * received or not yet, and partly paid.
 */
export const wmsPurchaseSeed: DemoSeed = {
  entity: 'wmsPurchase',
  count: 24,
  generate(world, count) {
    const { dice, now } = world;
    const stocked = stockedProducts(world);
    const byCode = new Map(stocked.map((product) => [String(product.draft.record.values.code), product]));
    const tally: Tally = new Map();
    const enters: DemoRecord[] = [];
    const opened = world.daysAgo(360);
    for (const [warehouse, share] of [
      ['warehouse:bj', 1],
      ['warehouse:sh', 0.4],
      ['warehouse:parts', 0.1],
    ] as const) {
      const held = new Map<string, number>();
      const lines = stocked.map((product) => {
        const [min, max] = OPENING[product.unit] ?? [10, 20];
        const quantity = Math.max(1, Math.round(dice.int(min, max) * share));
        held.set(product.draft.record.key, quantity);
        return lineOf(product, quantity, product.cost);
      });
      tally.set(warehouse, held);
      enters.push(
        record(
          `enter:${enters.length + 1}`,
          'wmsEnter',
          opened,
          { type: ENTER_TYPE.other, enterDate: chinaDate(opened), status: MOVEMENT_STATUS.normal, remark: '期初库存' },
          { warehouseId: warehouse },
          { details: lines },
        ),
      );
    }
    world.offer('wmsOpeningStock', tally);

    const suppliers = world.made('wmsSupplier').filter((supplier) => SUPPLIERS.find(([name]) => name === supplier.record.values.name)?.[5].length);
    const plans: DemoRecord[] = [];
    const payments: DemoRecord[] = [];
    for (let index = 0; index < count && suppliers.length > 0; index += 1) {
      const supplier = suppliers[index % suppliers.length]!;
      const codes = SUPPLIERS.find(([name]) => name === supplier.record.values.name)![5];
      const products = codes.flatMap((code) => byCode.get(code) ?? []);
      if (products.length === 0) continue;
      const at = world.daysAgo(Math.round(340 - (index * 330) / count));
      const warehouse = index % 5 === 3 ? 'warehouse:sh' : 'warehouse:bj';
      const lines = products.slice(0, dice.int(1, products.length)).map((product) => {
        const [min, max] = BOUGHT[product.unit] ?? [1, 10];
        return lineOf(product, dice.int(min, max), Math.round(product.cost * (0.92 + dice.int(0, 8) / 100)));
      });
      const amount = lines.reduce((sum, line) => sum + Number(line.values.quantity) * Number(line.values.price), 0);
      const age = (now - at) / DAY_MS;
      const key = `purchase:${String(index + 1).padStart(3, '0')}`;
      const arrival = at + dice.int(5, 15) * DAY_MS;
      world.add({
        record: record(
          key,
          'wmsPurchase',
          at,
          {
            purchaseDate: chinaDate(at),
            arrivalDate: chinaDate(arrival),
            status: age > 40 ? '2' : '1',
            receiptStatus: '0',
            remark: dice.chance(0.3) ? '含税价，含运费' : null,
          },
          { supplierId: supplier.record.key, warehouseId: warehouse },
          { details: lines },
        ),
        created: at,
        people: [],
      });
      // Half on order, half after the goods came: two instalments.
      const halves = [Math.round(amount * 50) / 100, amount - Math.round(amount * 50) / 100];
      halves.forEach((half, period) => {
        const planDate = period === 0 ? at + 3 * DAY_MS : arrival + 30 * DAY_MS;
        const planKey = `paymentPlan:${plans.length + 1}`;
        plans.push(
          record(
            planKey,
            'wmsPaymentPlan',
            at,
            { period: period + 1, planDate: chinaDate(planDate), amount: half },
            { supplierId: supplier.record.key, purchaseId: key },
          ),
        );
        if (planDate < now - 2 * DAY_MS) {
          const paidAt = Math.min(now, planDate + dice.int(0, 4) * DAY_MS);
          payments.push(
            record(
              `payment:${payments.length + 1}`,
              'wmsPayment',
              paidAt,
              { paymentDate: chinaDate(paidAt), amount: half, method: dice.chance(0.8) ? '1' : '2', status: PAYMENT_STATUS.confirmed },
              { supplierId: supplier.record.key, purchaseId: key, planId: planKey },
            ),
          );
        }
      });
      // Received once it arrived; the latest orders not yet, one of them in part.
      if (arrival < now) {
        const partly = age < 30 && index % 2 === 0;
        const received = partly
          ? lines.slice(0, 1).map((line) => ({ ...line, values: { ...line.values, quantity: Math.ceil(Number(line.values.quantity) / 2) } }))
          : lines;
        enters.push(
          record(
            `enter:${enters.length + 1}`,
            'wmsEnter',
            arrival,
            { type: ENTER_TYPE.purchase, enterDate: chinaDate(arrival), status: MOVEMENT_STATUS.normal },
            { purchaseId: key, supplierId: supplier.record.key, warehouseId: warehouse },
            { details: received.map((line) => ({ values: { ...line.values }, links: { ...line.links } })) },
          ),
        );
      }
    }
    world.offer('wmsPurchaseRecords', { plans, payments, enters });
  },
};

/** Records the purchases' generator made for the objects registered after it, handed over in its order. */
interface PurchaseRecords {
  plans: DemoRecord[];
  payments: DemoRecord[];
  enters: DemoRecord[];
}

const handOver = (world: DemoWorld, which: keyof PurchaseRecords, count: number) => {
  for (const made of world.helper<PurchaseRecords>('wmsPurchaseRecords')[which].slice(0, count)) {
    world.add({ record: made, created: Date.parse(made.createTime), people: [] });
  }
};

export const wmsPaymentPlanSeed: DemoSeed = { entity: 'wmsPaymentPlan', count: 48, generate: (world, count) => handOver(world, 'plans', count) };
export const wmsPaymentSeed: DemoSeed = { entity: 'wmsPayment', count: 48, generate: (world, count) => handOver(world, 'payments', count) };
export const wmsEnterSeed: DemoSeed = { entity: 'wmsEnter', count: 40, generate: (world, count) => handOver(world, 'enters', count) };

/**
 * Stock-outs: a few issues of spare parts and samples made here, and one for each sales order the
 * orders' generator delivers later whose products are kept (its settling step asks for it through
 * `orderDelivered`), taken from the opening stock so no warehouse ever goes below zero. Those are
 * made after the engine's values were worked out (demo-records.ts), so they carry their own line
 * amounts and total, and their approval (the delivery was done).
 */
export const wmsOuterSeed: DemoSeed = {
  entity: 'wmsOuter',
  count: 6,
  generate(world, count) {
    const { dice } = world;
    const tally = world.helper<Tally>('wmsOpeningStock');
    const stocked = new Map(stockedProducts(world).map((product) => [product.draft.record.key, product]));
    let made = 0;
    const issue = (
      at: number,
      warehouse: string,
      values: DemoRecord['values'],
      links: DemoRecord['links'],
      wanted: readonly (readonly [string, number, number])[],
    ) => {
      const held = tally.get(warehouse)!;
      const lines = wanted.filter(([product, quantity]) => (held.get(product) ?? 0) >= quantity);
      if (lines.length === 0) return undefined;
      for (const [product, quantity] of lines) held.set(product, held.get(product)! - quantity);
      const details = lines.map(([product, quantity, price]) => {
        const line = lineOf(stocked.get(product)!, quantity, price);
        return { ...line, values: { ...line.values, amount: Math.round(quantity * price * 100) / 100 } };
      });
      made += 1;
      // Summed in cents: a sum of amounts in yuan may carry a binary fraction (502.9 + 963.3 +
      // 2306.85 is 3773.0499999999997), which a money column does not take.
      const amount = details.reduce((sum, line) => sum + Math.round(Number(line.values.amount) * 100), 0) / 100;
      const out = record(
        `outer:${made}`,
        'wmsOuter',
        at,
        { outDate: chinaDate(at), status: MOVEMENT_STATUS.normal, amount, ...values },
        { warehouseId: warehouse, ...links },
        { details },
      );
      return out;
    };
    // Spare parts the service team took and samples sent out, over the year.
    const parts = [...stocked.values()].filter((product) => product.unit !== '2');
    for (let index = 0; index < count && parts.length > 0; index += 1) {
      const at = world.daysAgo(300 - index * 45);
      const product = dice.pick(parts);
      const out = issue(
        at,
        index % 2 === 0 ? 'warehouse:parts' : 'warehouse:bj',
        { type: OUTER_TYPE.other, remark: index % 2 === 0 ? '售后维修领用' : '客户试用样品' },
        {},
        [[product.draft.record.key, dice.int(1, 5), product.cost]],
      );
      if (out) world.add({ record: out, created: at, people: [] });
    }
    world.offer('orderDelivered', (order: DemoDraft, at: number) => {
      const warehouse = ['yangfan', 'linna', 'chenjing'].includes(String(order.record.owner)) ? 'warehouse:sh' : 'warehouse:bj';
      const wanted = (order.record.lines?.details ?? []).flatMap((line): [string, number, number][] =>
        stocked.has(line.links.productId!) ? [[line.links.productId!, Number(line.values.quantity), Number(line.values.price)]] : [],
      );
      if (wanted.length === 0) return;
      const out = issue(
        at,
        warehouse,
        { type: OUTER_TYPE.sales, remark: '订单发货' },
        { orderId: order.record.key, customerId: order.record.links.customerId! },
        wanted,
      );
      if (!out) return;
      out.auditStatus = AUDIT_STATUS.reviewed;
      world.add({ record: out, created: at, people: [] });
    });
  },
};
