import { AUDIT_STATUS, ENTER_TYPE, MOVEMENT_STATUS, OUTER_TYPE, SAMPLE_STATUS, translate } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, DemoWorld, iso, type DemoDraft, type DemoRecord } from '../../../seed/demo-world.ts';

/*
 * The demo's samples: products a salesperson lent a customer to try, over the last half year, each
 * in the state its age gives it (applied for, out with the customer, returned, or kept), with the
 * stock-out that took it out of the warehouse and the stock-in that brought it back, as the
 * sample's actions make them. They draw on a random stream of their own, so the data of
 * everything before stays as it was.
 */

const KEEPER = 'cangguan';
const PURPOSES = ['客户现场试用评估', '招标样机测试', '新项目兼容性验证', '展会演示借用', '替换旧设备前的对比测试'];
const KEPT = ['客户决定购买，转为订单', '样品在客户现场损坏，无法归还', '客户留作备机，按折旧价结算'];
const CARRIERS = ['SF', 'JD', 'OWN'];

/** What the purchases' stock-ins brought that nothing took out yet (the return orders' generator offers them). */
interface Lot {
  at: number;
  warehouse: string;
  product: string;
  productName: string;
  unit: string;
  left: number;
}

const pad = (n: number) => String(n).padStart(6, '0');

function drafted(
  key: string,
  entity: string,
  owner: string,
  at: number,
  values: DemoRecord['values'],
  links: DemoRecord['links'],
  lines?: DemoRecord['lines'],
) {
  return { key, entity, owner, createTime: iso(at), updateTime: iso(at), tags: [], values, links, ...(lines ? { lines } : {}) };
}

export const wmsSampleSeed: DemoSeed = {
  entity: 'wmsSample',
  count: 12,
  generate(world, count) {
    const { now } = world;
    const mine = new DemoWorld({ seed: 18_0501, now });
    const { dice } = mine;
    const lots = world.offered<Lot[]>('wmsReceivedLots') ?? [];
    const customers = world.companies('crmCustomer').filter((customer) => customer.record.owner !== null && customer.created < now - 60 * DAY_MS);
    // The stock movements the deliveries and returns made, settled as their actions leave them.
    const movements: { record: DemoRecord; at: number }[] = [];
    for (let index = 0; index < count && customers.length > 0; index += 1) {
      const customer = customers[Math.floor((index * customers.length) / count)]!;
      const appliedAt = mine.between(Math.max(customer.created, now - 180 * DAY_MS), now - DAY_MS, 0.8);
      // From stock that came in before, by a stock-in long since approved.
      const available = lots.filter((lot) => lot.at < Math.min(appliedAt, now - 30 * DAY_MS) && lot.left >= 1);
      const lot = available.length > 0 ? dice.pick(available) : undefined;
      if (!lot) continue;
      const quantity = lot.unit === '2' ? 1 : Math.min(lot.left, dice.int(1, 5));
      const sampleNo = `YP${pad(world.made('wmsSample').length + 1)}`;
      const key = `sample:${world.made('wmsSample').length + 1}`;
      const values: DemoRecord['values'] = {
        status: SAMPLE_STATUS.applied,
        purpose: dice.pick(PURPOSES),
        expectedReturnDate: chinaDate(appliedAt + 30 * DAY_MS),
      };
      const links: DemoRecord['links'] = { customerId: customer.record.key, warehouseId: lot.warehouse };
      const contact = customer.people[0];
      if (contact) links.contacterId = contact.key;
      let last = appliedAt;
      const deliverAt = appliedAt + dice.int(1, 3) * DAY_MS;
      if (appliedAt < now - 5 * DAY_MS && deliverAt < now) {
        lot.left -= quantity;
        const carrier = dice.pick(CARRIERS);
        Object.assign(values, {
          status: SAMPLE_STATUS.delivered,
          deliverTime: iso(deliverAt),
          trackingNo: carrier === 'OWN' ? null : `${carrier}${String(dice.int(100_000_000, 999_999_999))}${dice.int(1000, 9999)}`,
          deliverRemark: carrier === 'OWN' ? '销售自行带往客户现场' : null,
        });
        const outer = drafted(
          `outer:sample:${index + 1}`,
          'wmsOuter',
          KEEPER,
          deliverAt,
          {
            type: OUTER_TYPE.other,
            outDate: chinaDate(deliverAt),
            status: MOVEMENT_STATUS.normal,
            remark: translate('zh-CN', 'server.sampleOuterRemark', { sample: sampleNo }),
          },
          { warehouseId: lot.warehouse, customerId: customer.record.key },
          { details: [{ values: { productName: lot.productName, unit: lot.unit, quantity }, links: { productId: lot.product } }] },
        );
        movements.push({ record: outer, at: deliverAt });
        links.outerId = outer.key;
        last = deliverAt;
        // Out long enough: back, or kept by the customer.
        const returnAt = deliverAt + dice.int(10, 35) * DAY_MS;
        if (deliverAt < now - 40 * DAY_MS && returnAt < now - DAY_MS) {
          if (dice.chance(0.75)) {
            const enter = drafted(
              `enter:sample:${index + 1}`,
              'wmsEnter',
              KEEPER,
              returnAt,
              {
                type: ENTER_TYPE.other,
                enterDate: chinaDate(returnAt),
                status: MOVEMENT_STATUS.normal,
                remark: translate('zh-CN', 'server.sampleEnterRemark', { sample: sampleNo }),
              },
              { warehouseId: lot.warehouse },
              { details: [{ values: { productName: lot.productName, unit: lot.unit, quantity }, links: { productId: lot.product } }] },
            );
            movements.push({ record: enter, at: returnAt });
            links.enterId = enter.key;
            Object.assign(values, { status: SAMPLE_STATUS.returned, returnTime: iso(returnAt), closeRemark: dice.chance(0.5) ? '样品完好归还' : null });
          } else {
            Object.assign(values, { status: SAMPLE_STATUS.kept, closeRemark: dice.pick(KEPT) });
          }
          last = returnAt;
        }
      }
      const record = drafted(key, 'wmsSample', customer.record.owner!, appliedAt, values, links, {
        details: [{ values: { productName: lot.productName, unit: lot.unit, quantity }, links: { productId: lot.product } }],
      });
      record.updateTime = iso(last);
      world.add({ record, created: appliedAt, people: [] } satisfies DemoDraft);
    }
    for (const { record, at } of movements) world.add({ record, created: at, people: [] });
    // Each movement's action submitted it: approved, but for the latest, still with their approvers.
    return () => {
      for (const { record, at } of movements) record.auditStatus = at < now - 3 * DAY_MS ? AUDIT_STATUS.reviewed : AUDIT_STATUS.pending;
    };
  },
};
