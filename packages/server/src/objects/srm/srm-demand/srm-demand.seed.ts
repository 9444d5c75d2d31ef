import { DEMAND_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoLine, type DemoWorld } from '../../../seed/demo-world.ts';

/** Where a requirement of the demo is in its purchase: left open, being inquired about (a quote picked or not yet), or closed without buying. */
type Stage = 'open' | 'inquiring' | 'picked' | 'closed';

/** [title, reason, requester, [product code (crm-product.seed.ts), quantity][], days ago asked, days needed after, stage, why closed]. */
type Asked = readonly [string, string, string, readonly (readonly [string, number])[], number, number, Stage, string?];

/** What colleagues asked to be bought: hardware and consumables of the catalogue. */
const ASKED: readonly Asked[] = [
  ['售后备件补充：PDA 备用电池', '近两个月客户报修电池鼓包较多，备件库存不足 10 块', 'engineer', [['CS-BAT-M60', 60]], 3, 14, 'open'],
  ['新员工入职配备扫码枪', '仓储组下月新入职 8 人，需配备桌面扫码枪', 'fengxue', [['HW-SCN-D20', 8]], 6, 20, 'inquiring'],
  [
    '机房扩容：企业级服务器及交换机',
    '私有化部署客户增多，测试环境资源不足，需新增两台服务器及配套交换机',
    'admin',
    [
      ['HW-SRV-740', 2],
      ['HW-SW-24G', 2],
    ],
    14,
    30,
    'picked',
  ],
  [
    '销售部办公区网络改造',
    '销售部扩编搬入新办公区，原防火墙性能不足，需更换并增加交换机',
    'zhoujie',
    [
      ['HW-FW-NG1', 1],
      ['HW-SW-24G', 3],
    ],
    9,
    25,
    'inquiring',
  ],
  ['客户项目交付：移动数据终端', '华东物流客户项目中标，合同约定交付 20 台 PDA', 'wufang', [['HW-PDA-M60', 20]], 2, 21, 'open'],
  ['售后备件库补充碳带', '售后备件库碳带库存告急，客户打印机换带需求集中', 'zhenghao', [['CS-RIB-110', 100]], 1, 10, 'open'],
  ['标签打印机更换', '仓库两台标签打印机打印模糊', 'cangguan', [['HW-PRT-L80', 2]], 45, 15, 'closed', '打印头清洁保养后已恢复正常，无需更换'],
  ['展会演示用扫码设备', '十月行业展会演示用', 'zhoujie', [['HW-SCN-D20', 5]], 60, 20, 'closed', '展会延期至明年，取消本次采购'],
];

/** What a replenishment the purchase orders of the last months bought was asked for. */
const REPLENISHMENT_REASONS = ['低于安全库存，按月度补货计划采购', '客户订单集中交付，提前备货', '备件库季度补充'];
const BOUGHT_RECENTLY_MS = 150 * DAY_MS;
const MOST_BOUGHT = 5;

/**
 * What the requirements' generator leaves to the inquiries' (srm-inquiry.seed.ts): the
 * requirements being inquired about (and whether a quote of theirs was picked), and those a
 * purchase order of the demo bought, with that order.
 */
interface DemandPlans {
  inquired: { demand: string; picked: boolean }[];
  bought: { demand: string; purchase: string }[];
}

const costOf = (lines: readonly DemoLine[], products: ReadonlyMap<string, DemoDraft>) =>
  lines.reduce((sum, line) => sum + Number(line.values.quantity) * Number(products.get(line.links.productId!)?.record.values.costPrice ?? 0), 0);

/** A budget a little above what the products cost, in hundreds. */
const budgetOf = (cost: number) => Math.ceil((cost * 1.1) / 100) * 100;

function add(world: DemoWorld, key: string, owner: string, at: number, values: DemoDraft['record']['values'], details: DemoLine[]): void {
  world.add({
    record: { key, entity: 'srmDemand', owner, createTime: iso(at), updateTime: iso(at), tags: [], values, links: {}, lines: { details } },
    created: at,
    people: [],
  });
}

/**
 * Purchase requirements: what colleagues asked for (open, being inquired about, or closed with
 * why), and the warehouse keeper's replenishments behind the latest purchase orders of the demo
 * (ordered, their items those the order bought). Requirements being inquired about are left open
 * here: the inquiries' generator moves those it makes an inquiry for.
 */
export const srmDemandSeed: DemoSeed = {
  entity: 'srmDemand',
  count: ASKED.length + MOST_BOUGHT,
  generate(world, count) {
    const products = new Map(world.made('crmProduct').map((draft) => [draft.record.key, draft]));
    const byCode = new Map([...products.values()].map((draft) => [String(draft.record.values.code), draft]));
    const plans: DemandPlans = { inquired: [], bought: [] };
    let made = 0;
    const nextKey = () => `demand:${String(++made).padStart(3, '0')}`;
    for (const [title, reason, requester, items, daysAgo, neededIn, stage, closeReason] of ASKED.slice(0, count)) {
      const details = items.flatMap(([code, quantity]): DemoLine[] => {
        const product = byCode.get(code);
        if (!product) return [];
        const { name, unit } = product.record.values;
        return [{ values: { productName: name!, unit: unit!, quantity, remark: null }, links: { productId: product.record.key } }];
      });
      if (details.length === 0) continue;
      const at = world.daysAgo(daysAgo);
      const key = nextKey();
      add(
        world,
        key,
        requester,
        at,
        {
          title,
          reason,
          neededBy: chinaDate(at + neededIn * DAY_MS),
          budget: budgetOf(costOf(details, products)),
          status: stage === 'closed' ? DEMAND_STATUS.closed : DEMAND_STATUS.open,
          closeReason: closeReason ?? null,
        },
        details,
      );
      if (stage === 'inquiring' || stage === 'picked') plans.inquired.push({ demand: key, picked: stage === 'picked' });
    }
    // The latest purchase orders of the last months, each bought for a replenishment asked a couple of weeks before.
    const purchases = world
      .made('wmsPurchase')
      .filter((purchase) => purchase.created > world.now - BOUGHT_RECENTLY_MS && (purchase.record.lines?.details ?? []).length > 0)
      .slice(-Math.max(0, Math.min(MOST_BOUGHT, count - made)));
    for (const purchase of purchases) {
      const bought = purchase.record.lines!.details!;
      const details = bought.map((line) => ({
        values: { productName: line.values.productName!, unit: line.values.unit!, quantity: line.values.quantity!, remark: null },
        links: { productId: line.links.productId! },
      }));
      const first = String(details[0]!.values.productName);
      const at = Math.max(world.now - 365 * DAY_MS, purchase.created - world.dice.int(10, 18) * DAY_MS);
      const key = nextKey();
      add(
        world,
        key,
        'cangguan',
        at,
        {
          title: details.length > 1 ? `补货：${first}等 ${details.length} 项` : `补货：${first}`,
          reason: world.dice.pick(REPLENISHMENT_REASONS),
          neededBy: chinaDate(purchase.created + world.dice.int(7, 14) * DAY_MS),
          budget: budgetOf(costOf(details, products)),
          status: DEMAND_STATUS.ordered,
          closeReason: null,
        },
        details,
      );
      plans.bought.push({ demand: key, purchase: purchase.record.key });
    }
    world.offer('srmDemandPlans', plans);
  },
};
