import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft } from '../../../seed/demo-world.ts';

/** product_category of the hardware the service team installs (crm-product.dicts.ts). */
const HARDWARE = '2';
/** Orders cancelled deliver nothing (crm-order.object.ts ORDER_STATUS). */
const CANCELLED = '3';
/** The demo's second company (seed/demo.ts, A02): records without an owner are the first's, so its customers have none here. */
const SECOND_COMPANY = new Set(['chenjing', 'yangfan', 'linna', 'huanglei']);
const REMARKS = ['放置于客户机房一层', '客户自行上架，远程调试', '随整体方案交付', '含上门安装服务', null, null, null];

/**
 * Equipment: the hardware of the demo's orders as it stands at the customers, one piece per
 * ordered unit up to a few: installed within two weeks of the order at the customer's address,
 * under warranty for one to three years from then; a few pieces under repair, the oldest
 * sometimes scrapped. The company's (no owner), so only of the first company's customers.
 */
export const crmEquipmentSeed: DemoSeed = {
  entity: 'crmEquipment',
  count: 60,
  generate(world, count) {
    const { dice, now } = world;
    const products = new Map(world.made('crmProduct').map((product) => [product.record.key, product]));
    let made = 0;
    for (const order of world.made('crmOrder')) {
      if (order.record.values.status === CANCELLED) continue;
      const customer = world.draft(order.record.links.customerId!) as DemoDraft;
      if (SECOND_COMPANY.has(customer.record.owner ?? '')) continue;
      for (const line of order.record.lines?.details ?? []) {
        const product = products.get(line.links.productId ?? '');
        if (product?.record.values.category !== HARDWARE) continue;
        const pieces = Math.min(3, Math.max(1, Number(line.values.quantity ?? 1)));
        for (let piece = 0; piece < pieces && made < count; piece += 1) {
          const installed = Math.min(now, order.created + dice.int(1, 14) * DAY_MS);
          const years = dice.int(1, 3);
          const warrantyEnd = installed + years * 365 * DAY_MS;
          const status = warrantyEnd < now && dice.chance(0.3) ? '3' : dice.chance(0.1) ? '2' : '1';
          made += 1;
          world.add({
            record: {
              key: `equipment:${String(made).padStart(4, '0')}`,
              entity: 'crmEquipment',
              owner: null,
              createTime: iso(installed),
              updateTime: iso(installed),
              tags: [],
              values: {
                status,
                name: String(product.record.values.name),
                model: String(product.record.values.code),
                serialNo: `SN${chinaDate(installed).replaceAll('-', '')}${String(dice.int(0, 99_999)).padStart(5, '0')}`,
                installDate: chinaDate(installed),
                warrantyStart: chinaDate(installed),
                warrantyEnd: chinaDate(warrantyEnd),
                address: customer.record.values.address ?? null,
                remark: dice.pick(REMARKS),
              },
              links: { customerId: customer.record.key, productId: product.record.key },
            },
            created: installed,
            people: [],
          });
        }
      }
      if (made >= count) break;
    }
  },
};
