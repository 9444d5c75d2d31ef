import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso } from '../../../seed/demo-world.ts';

/** [name, website, market share / scale, price range, main products, strengths, weaknesses, strategy]. */
const COMPETITORS: readonly (readonly [string, string | null, string, string, string, string, string, string])[] = [
  [
    '纷享销客',
    'https://www.fxiaoke.com',
    '国内 SaaS CRM 头部厂商之一',
    '8-15 万',
    '连接型 CRM、营销通、服务通',
    '品牌知名度高，生态与集成丰富',
    '定制周期长，中小客户实施成本偏高',
    '突出本地化服务与交付速度，主推标准版快速上线',
  ],
  [
    '销售易',
    'https://www.xiaoshouyi.com',
    '中大型企业市场占有率较高',
    '10-20 万',
    'CRM 平台、PaaS、营销云',
    '功能全面，PaaS 扩展能力强',
    '价格偏高，实施依赖原厂',
    '强调总体拥有成本与私有化部署的灵活性',
  ],
  [
    '本地软件外包商',
    null,
    '区域性小型团队，年营收千万以内',
    '5-8 万',
    '按需定制的销售管理系统',
    '价格低，响应快',
    '产品不成熟，售后弱，人员流动大',
    '提供试用与同行业成功案例，强调长期维保',
  ],
  [
    '红圈',
    'https://www.hecom.cn',
    '工程与快消行业外勤管理较强',
    '6-12 万',
    '外勤管理、订货、项目管理',
    '移动外勤与行业模板成熟',
    '通用 CRM 能力一般，报表灵活性不足',
    '以外勤模块对标，突出 CRM 与 BI 一体化',
  ],
  [
    '国际 CRM 厂商',
    'https://www.salesforce.com',
    '全球 CRM 市场份额第一',
    '30 万以上',
    'Sales Cloud、Service Cloud、Marketing Cloud',
    '产品成熟，全球化能力强',
    '价格高，国内数据合规与本地服务受限',
    '强调国内数据合规、本地部署与性价比',
  ],
];

/**
 * Competitors: the companies the demo's opportunities meet (the names their competitor rows
 * use), described by sales management over the year.
 */
export const crmCompetitorSeed: DemoSeed = {
  entity: 'crmCompetitor',
  count: COMPETITORS.length,
  generate(world, count) {
    for (const [index, [name, website, marketShare, priceRange, mainProducts, advantages, disadvantages, strategy]] of COMPETITORS.slice(0, count).entries()) {
      const at = world.daysAgo(world.dice.int(30, 330));
      world.add({
        record: {
          key: `competitor:${String(index + 1).padStart(4, '0')}`,
          entity: 'crmCompetitor',
          owner: 'manager',
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { name, website, marketShare, priceRange, mainProducts, advantages, disadvantages, strategy, remark: null },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
