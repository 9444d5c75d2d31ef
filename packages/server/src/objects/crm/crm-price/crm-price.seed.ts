import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso, type DemoLine } from '../../../seed/demo-world.ts';

/** The demo's price lists: name, remark, the product categories they cover and their discount range (% of the standard price). */
const PRICE_LISTS: readonly { name: string; remark: string; categories: readonly string[]; from: number; to: number; agentLevel: string | null }[] = [
  // What Tier 1 channel partners order at in their shop (issue 19).
  { name: '渠道价', remark: '授权渠道合作伙伴采购价，软件与硬件产品适用', categories: ['1', '2', '4'], from: 70, to: 85, agentLevel: '1' },
  { name: '大客户价', remark: '年度框架协议客户专享价格', categories: ['1', '3', '5'], from: 85, to: 95, agentLevel: null },
];

/** Two price lists, each with lower prices for a subset of the products on the shelf. Nobody owns one. */
export const crmPriceSeed: DemoSeed = {
  entity: 'crmPrice',
  count: PRICE_LISTS.length,
  generate(world, count) {
    const { dice } = world;
    const products = world.made('crmProduct').filter((draft) => draft.record.values.shelfStatus === '1');
    for (const [index, list] of PRICE_LISTS.slice(0, count).entries()) {
      const created = world.daysAgo(dice.int(300, 360));
      const details: DemoLine[] = products
        .filter((draft) => list.categories.includes(String(draft.record.values.category)) && dice.chance(0.8))
        .map(({ record: product }) => {
          const standard = Number(product.values.standardPrice);
          const price =
            standard >= 1000
              ? Math.round((standard * dice.int(list.from, list.to)) / 100 / 10) * 10
              : Math.round(standard * dice.int(list.from, list.to)) / 100;
          return { values: { price, remark: null }, links: { productId: product.key } };
        });
      world.add({
        record: {
          key: `price:${index + 1}`,
          entity: 'crmPrice',
          owner: null,
          createTime: iso(created),
          updateTime: iso(world.between(created, world.now)),
          tags: [],
          values: { name: list.name, status: '1', agentLevel: list.agentLevel, remark: list.remark },
          links: {},
          lines: { details },
        },
        created,
        people: [],
      });
    }
  },
};
