import { BOM_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso, type DemoDraft, type DemoLine } from '../../../seed/demo-world.ts';

/** A demo BOM: its product and components by product code (crm-product.seed.ts), each line [code, quantity, loss rate %]. */
interface BomPlan {
  product: string;
  revision: string;
  status: string;
  daysAgo: number;
  remark: string;
  lines: readonly (readonly [string, number, number])[];
}

/**
 * The demo company's delivery packages over its catalogue, each of what it takes to deliver one:
 * the private deployment down to the hours of development its data migration takes (three levels
 * below it), an implementation, an integration, and the implementation's older version, kept
 * disabled. Components before the BOMs made of them, one enabled BOM per product, no circle.
 */
const BOMS: readonly BomPlan[] = [
  {
    product: 'SV-MIG-DAT',
    revision: 'V1.0',
    status: BOM_STATUS.enabled,
    daysAgo: 200,
    remark: '单系统迁移：脚本开发与数据校验，按 15% 预留返工',
    lines: [['SV-DEV-CUS', 10, 15]],
  },
  {
    product: 'SV-IMP-STD',
    revision: 'V1.0',
    status: BOM_STATUS.disabled,
    daysAgo: 180,
    remark: '旧版实施方案（无数据迁移），已由 V2.0 取代',
    lines: [
      ['TR-ADM-2D', 1, 0],
      ['SV-DEV-CUS', 40, 10],
    ],
  },
  {
    product: 'SV-IMP-STD',
    revision: 'V2.0',
    status: BOM_STATUS.enabled,
    daysAgo: 120,
    remark: '标准实施 20 人天：数据迁移、管理员与用户培训、配置开发（按 10% 预留联调）',
    lines: [
      ['SV-MIG-DAT', 1, 0],
      ['TR-ADM-2D', 1, 0],
      ['TR-USR-1D', 1, 0],
      ['SV-DEV-CUS', 16, 10],
    ],
  },
  {
    product: 'SV-INT-SYS',
    revision: 'V1.0',
    status: BOM_STATUS.enabled,
    daysAgo: 100,
    remark: 'ERP/OA 对接：接口开发按人时，含 API 开放平台许可一年',
    lines: [
      ['SV-DEV-CUS', 24, 10],
      ['SW-API-OPN', 1, 0],
    ],
  },
  {
    product: 'SW-CRM-PRV',
    revision: 'V1.0',
    status: BOM_STATUS.enabled,
    daysAgo: 90,
    remark: '私有化部署整体交付：机房设备、实施、云端备份与首年维保',
    lines: [
      ['HW-SRV-740', 2, 0],
      ['HW-SW-24G', 1, 0],
      ['HW-FW-NG1', 1, 0],
      ['SV-IMP-STD', 1, 0],
      ['SW-BAK-CLD', 1, 0],
      ['SV-MNT-YR', 1, 0],
    ],
  },
];

/** A line of the component `product`, with what picking it copies (its name, unit and cost price). */
function lineOf(product: DemoDraft, quantity: number, lossRate: number): DemoLine {
  const { values } = product.record;
  return {
    values: { componentName: values.name!, unit: values.unit ?? null, costPrice: values.costPrice ?? null, quantity, lossRate },
    links: { componentId: product.record.key },
  };
}

/** The demo's bills of materials, kept by the administrator; each makes one of its product. */
export const mesBomSeed: DemoSeed = {
  entity: 'mesBom',
  count: BOMS.length,
  generate(world, count) {
    const byCode = new Map(world.made('crmProduct').map((draft) => [String(draft.record.values.code), draft]));
    for (const [index, plan] of BOMS.slice(0, count).entries()) {
      const product = byCode.get(plan.product);
      const components = plan.lines.flatMap(([code, quantity, lossRate]) => {
        const draft = byCode.get(code);
        return draft ? [lineOf(draft, quantity, lossRate)] : [];
      });
      if (!product || components.length === 0) continue;
      const at = world.daysAgo(plan.daysAgo);
      world.add({
        record: {
          key: `bom:${String(index + 1).padStart(4, '0')}`,
          entity: 'mesBom',
          owner: 'admin',
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { revision: plan.revision, quantity: 1, status: plan.status, remark: plan.remark },
          links: { productId: product.record.key },
          lines: { details: components },
        },
        created: at,
        people: [],
      });
    }
  },
};
