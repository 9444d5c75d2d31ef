import { BOM_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso, type DemoDraft, type DemoLine } from '../../../seed/demo-world.ts';

/** [product code, revision, output quantity, status, days ago made, remark, lines: [component code, quantity, loss rate %]]. */
type BomPlan = readonly [string, string, number, string, number, string, readonly (readonly [string, number, number])[]];

/**
 * The demo company's delivery structures over its catalogue (crm-product.seed.ts codes): the
 * private deployment package down to the hours of development its data migration takes (three
 * levels), the kits its hardware ships as, and an older version of the package, kept disabled.
 * Components before the BOMs made of them, one enabled BOM per product, no circle.
 */
const BOMS: readonly BomPlan[] = [
  ['HW-PDA-M60', 'V1.0', 1, BOM_STATUS.enabled, 200, '出厂套件：整机配两块备用电池，预装外勤模块授权', [
    ['CS-BAT-M60', 2, 0],
    ['SW-MOB-FLD', 1, 0],
  ]],
  ['HW-PRT-L80', 'V1.0', 1, BOM_STATUS.enabled, 200, '随机耗材：碳带与标签纸，标签纸按 2% 试打损耗', [
    ['CS-RIB-110', 2, 0],
    ['CS-LBL-80', 5, 2],
  ]],
  ['SV-MIG-DAT', 'V1.0', 1, BOM_STATUS.enabled, 150, '单系统迁移：脚本开发与数据校验，含 15% 返工余量', [['SV-DEV-CUS', 16, 15]]],
  ['SV-IMP-STD', 'V2.0', 1, BOM_STATUS.enabled, 120, '标准实施 20 人天：迁移、培训与配置开发', [
    ['SV-MIG-DAT', 1, 0],
    ['TR-ADM-2D', 1, 0],
    ['TR-USR-1D', 2, 0],
    ['SV-DEV-CUS', 40, 10],
  ]],
  ['SW-CRM-PRV', 'V1.0', 1, BOM_STATUS.disabled, 300, '旧版交付方案，已由 V2.0 取代', [
    ['HW-SRV-740', 2, 0],
    ['HW-SW-24G', 1, 0],
    ['SV-IMP-STD', 1, 0],
  ]],
  ['SW-CRM-PRV', 'V2.0', 1, BOM_STATUS.enabled, 90, '私有化部署整体交付：机房设备、仓库作业终端、实施与首年维保', [
    ['HW-SRV-740', 2, 0],
    ['HW-SW-24G', 1, 0],
    ['HW-FW-NG1', 1, 0],
    ['HW-PDA-M60', 10, 2],
    ['HW-PRT-L80', 2, 0],
    ['SV-IMP-STD', 1, 0],
    ['SV-MNT-YR', 1, 0],
  ]],
];

/** A line of the component `product`, with what picking it copies (its name, unit and cost price). */
function lineOf(product: DemoDraft, quantity: number, lossRate: number): DemoLine {
  const { values } = product.record;
  return {
    values: { componentName: values.name!, unit: values.unit ?? null, costPrice: values.costPrice ?? null, quantity, lossRate },
    links: { componentId: product.record.key },
  };
}

/** The demo's bills of materials, kept by the administrator. */
export const mesBomSeed: DemoSeed = {
  entity: 'mesBom',
  count: BOMS.length,
  generate(world, count) {
    const byCode = new Map(world.made('crmProduct').map((draft) => [String(draft.record.values.code), draft]));
    for (const [index, [code, revision, quantity, status, daysAgo, remark, lines]] of BOMS.slice(0, count).entries()) {
      const product = byCode.get(code);
      const components = lines.flatMap(([component, perOutput, lossRate]) => {
        const draft = byCode.get(component);
        return draft ? [lineOf(draft, perOutput, lossRate)] : [];
      });
      if (!product || components.length === 0) continue;
      const at = world.daysAgo(daysAgo);
      world.add({
        record: {
          key: `bom:${String(index + 1).padStart(4, '0')}`,
          entity: 'mesBom',
          owner: 'admin',
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { revision, quantity, status, remark },
          links: { productId: product.record.key },
          lines: { details: components },
        },
        created: at,
        people: [],
      });
    }
  },
};
