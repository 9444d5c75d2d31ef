import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso, type DemoDraft, type DemoLine, type DemoWorld } from '../../../seed/demo-world.ts';

/** The demo catalogue: [name, code, category, unit, standard price, cost price, specification]; categories and units of crm-product.dicts.ts. */
const CATALOGUE: readonly (readonly [string, string, string, string, number, number, string])[] = [
  ['华信CRM 标准版（年订阅）', 'SW-CRM-STD', '1', '4', 3600, 600, '按用户/年'],
  ['华信CRM 专业版（年订阅）', 'SW-CRM-PRO', '1', '4', 6800, 1000, '按用户/年'],
  ['华信CRM 企业版（年订阅）', 'SW-CRM-ENT', '1', '4', 12_800, 1800, '按用户/年'],
  ['华信CRM 私有化部署许可', 'SW-CRM-PRV', '1', '1', 168_000, 30_000, '永久许可，含首年维保'],
  ['移动外勤模块', 'SW-MOB-FLD', '1', '4', 2400, 300, '按用户/年'],
  ['呼叫中心集成模块', 'SW-CTI-INT', '1', '1', 28_000, 6000, '含 50 坐席接口'],
  ['BI 数据分析模块', 'SW-BI-ANL', '1', '1', 45_000, 8000, '含 20 个报表模板'],
  ['电子合同模块', 'SW-ECT-SIG', '1', '4', 9800, 2500, '含 1000 份签署/年'],
  ['API 开放平台许可', 'SW-API-OPN', '1', '4', 20_000, 3000, '每日 10 万次调用'],
  ['数据备份服务（年）', 'SW-BAK-CLD', '1', '4', 5000, 1800, '500 GB 云端存储'],
  ['企业级服务器 R740', 'HW-SRV-740', '2', '2', 46_800, 36_000, '2×银牌4210 / 128GB / 4×1.2TB'],
  ['入门级服务器 T150', 'HW-SRV-150', '2', '2', 12_800, 9500, 'E-2314 / 32GB / 2×2TB'],
  ['千兆网络交换机 24口', 'HW-SW-24G', '2', '2', 3200, 2300, '24×GE + 4×SFP'],
  ['下一代防火墙', 'HW-FW-NG1', '2', '2', 18_600, 13_000, '吞吐 5 Gbps'],
  ['移动数据终端 PDA', 'HW-PDA-M60', '2', '2', 2680, 1900, '5.5 寸 / 扫码 / 4G'],
  ['桌面扫码枪', 'HW-SCN-D20', '2', '3', 420, 260, '二维/条码'],
  ['热敏标签打印机', 'HW-PRT-L80', '2', '2', 1580, 1050, '203 dpi / 80 mm'],
  ['系统实施服务', 'SV-IMP-STD', '3', '5', 30_000, 15_000, '标准实施 20 人天'],
  ['定制开发服务', 'SV-DEV-CUS', '3', '6', 800, 400, '按人时'],
  ['数据迁移服务', 'SV-MIG-DAT', '3', '5', 12_000, 5000, '单系统迁移'],
  ['驻场运维服务（月）', 'SV-OPS-ONS', '3', '7', 18_000, 11_000, '1 名工程师驻场'],
  ['年度维保服务', 'SV-MNT-YR', '3', '4', 15_000, 4000, '7×24 响应'],
  ['系统集成服务', 'SV-INT-SYS', '3', '5', 25_000, 12_000, 'ERP/OA 对接'],
  ['热敏标签纸', 'CS-LBL-80', '4', '7', 45, 22, '80×50 mm，每卷 800 张'],
  ['碳带', 'CS-RIB-110', '4', '7', 38, 18, '110 mm × 300 m'],
  ['PDA 备用电池', 'CS-BAT-M60', '4', '3', 180, 95, '4000 mAh'],
  ['管理员培训', 'TR-ADM-2D', '5', '5', 6000, 2000, '2 天现场培训'],
  ['销售团队使用培训', 'TR-USR-1D', '5', '5', 3500, 1200, '1 天，30 人以内'],
  ['线上培训课程包', 'TR-ONL-PKG', '5', '1', 1200, 200, '12 节视频课程'],
  ['旧版 CRM 许可（停售）', 'SW-CRM-V5', '1', '1', 9800, 1500, 'V5.x 永久许可'],
];
/** Off the shelf: no longer sold, still on old quotes and orders. */
const OFF_SHELF = new Set(['SW-CRM-V5', 'HW-SRV-150']);

/** How many of a product a line takes, by unit (crm-product.dicts.ts product_unit). */
const QUANTITY_BY_UNIT: Readonly<Record<string, readonly [number, number]>> = {
  '1': [1, 3],
  '2': [1, 12],
  '3': [2, 40],
  '4': [5, 80],
  '5': [1, 3],
  '6': [16, 160],
  '7': [10, 200],
};
const LINE_DISCOUNTS: readonly (readonly [string, number])[] = [
  ['100', 60],
  ['95', 14],
  ['90', 14],
  ['85', 7],
  ['80', 5],
];

/**
 * Lines of products for a quote or an order of `customer` (offered to their generators as `productLines`) (1 to 5 products on the shelf, none
 * twice): what picking them copies (name, unit, the customer's price-list price or the standard
 * one, and the cost for `withCost`), a quantity and a discount. Their amounts are the engine's.
 */
function productLines(world: DemoWorld, customer: DemoDraft, withCost: boolean): DemoLine[] {
  const { dice } = world;
  const products = world.made('crmProduct').filter((draft) => draft.record.values.shelfStatus === '1');
  const listed = new Map<string, number>();
  const list = customer.record.links.priceId ? world.draft(customer.record.links.priceId) : undefined;
  for (const row of list?.record.lines?.details ?? []) listed.set(row.links.productId!, Number(row.values.price));
  const picked = new Set<DemoDraft>();
  const wanted = dice.int(1, 5);
  while (picked.size < wanted) picked.add(dice.pick(products));
  return [...picked].map(({ record: product }) => {
    const values = product.values;
    const [min, max] = QUANTITY_BY_UNIT[String(values.unit)] ?? [1, 5];
    return {
      values: {
        productName: values.name!,
        unit: values.unit!,
        price: listed.get(product.key) ?? values.standardPrice!,
        quantity: dice.int(min, max),
        discount: Number(dice.weighted(LINE_DISCOUNTS)),
        ...(withCost ? { costPrice: values.costPrice! } : {}),
      },
      links: { productId: product.key },
    };
  });
}

/** The demo catalogue: software, hardware, services, consumables and training, a couple off the shelf. Nobody owns a product. */
export const crmProductSeed: DemoSeed = {
  entity: 'crmProduct',
  count: CATALOGUE.length,
  generate(world, count) {
    const { dice } = world;
    world.offer('productLines', (customer: DemoDraft, withCost: boolean) => productLines(world, customer, withCost));
    for (const [index, [name, code, category, unit, standardPrice, costPrice, specification]] of CATALOGUE.slice(0, count).entries()) {
      const created = world.daysAgo(364);
      world.add({
        record: {
          key: `product:${String(index + 1).padStart(3, '0')}`,
          entity: 'crmProduct',
          owner: null,
          createTime: iso(created),
          updateTime: iso(created),
          tags: [],
          values: {
            name,
            code,
            category,
            unit,
            standardPrice,
            costPrice,
            specification,
            shelfStatus: OFF_SHELF.has(code) ? '0' : '1',
            inventoryEnabled: category === '2' || category === '4',
            shopDisplay: category !== '3' && dice.chance(0.5),
          },
          links: {},
        },
        created,
        people: [],
      });
    }
  },
};
