import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso } from '../../../seed/demo-world.ts';

/** [category, title, author, keywords, summary, paragraphs]. */
const ARTICLES: readonly (readonly [string, string, string, string, string, readonly string[]])[] = [
  [
    '1',
    '华信云 CRM 标准版功能清单',
    'manager',
    'CRM,标准版,功能',
    '标准版包含的模块、用户数与部署方式，报价前请先核对客户需求。',
    [
      '标准版包含线索、客户、联系人、商机、报价、合同、订单与回款管理，以及移动端外勤签到。',
      '默认 20 个用户，可按 10 个用户为一档扩容；支持公有云与私有化部署。',
      '审批流、自定义字段与报表为全部版本标配。',
    ],
  ],
  [
    '2',
    '首次拜访的五个关键问题',
    'zhoujie',
    '拜访,需求挖掘,提问',
    '第一次见客户时建议问清的五个问题，帮助判断商机是否成立。',
    [
      '一、客户当前的销售管理方式是什么？痛点出现在哪个环节？',
      '二、这件事由谁推动，预算由谁批准？',
      '三、期望什么时候上线，有没有明确的时间节点？',
      '四、之前是否评估过其他产品，顾虑是什么？',
      '五、成功的标准是什么，上线三个月后希望看到什么变化？',
    ],
  ],
  [
    '2',
    '价格异议的处理话术',
    'wufang',
    '价格,异议,谈判',
    '客户说“太贵了”时，先确认价值认同，再讨论配置与付款方式。',
    [
      '先问清楚“贵”是和什么比较：预算、竞品，还是对价值有疑问。',
      '用客户自己的数据算投资回报，例如减少的客户流失与提高的人均产出。',
      '必要时调整配置或分期付款，不轻易直接降价。',
    ],
  ],
  [
    '3',
    '制造业客户常见业务流程',
    'sunli',
    '制造业,行业,流程',
    '制造业客户从询价到回款的典型流程，以及 CRM 的切入点。',
    ['询价 → 技术交流 → 报价 → 样品 → 合同 → 排产 → 发货 → 开票 → 回款。', '切入点通常是报价审批与回款跟踪：周期长、环节多，最需要透明。'],
  ],
  [
    '4',
    '报价与合同审批规则',
    'manager',
    '审批,报价,合同,折扣',
    '折扣与金额超过多少需要谁审批，提交前请对照。',
    [
      '折扣低于九折或金额超过 50 万元的报价，需要销售总监审批。',
      '合同付款条件偏离标准（首付低于 30%）时，需财务会签。',
      '审批意见一经给出即记录在案，驳回后修改再提交。',
    ],
  ],
  [
    '5',
    '移动端签到定位不准怎么办',
    'engineer',
    '签到,定位,常见问题',
    '室内签到偏差大的原因与处理方法。',
    [
      '室内 GPS 信号弱时，手机会使用基站定位，偏差可达数百米。',
      '请在手机设置中打开“高精度定位”与 WLAN 扫描，靠近窗边后重新定位。',
      '仍然偏差较大时，可以拍照签到并在备注中说明。',
    ],
  ],
];

/** The demo company's knowledge base: product knowledge, selling skills, an industry, rules and an answer to a common question. */
export const oaKnowSeed: DemoSeed = {
  entity: 'oaKnow',
  count: ARTICLES.length,
  generate(world, count) {
    for (const [index, [category, title, author, keywords, summary, paragraphs]] of ARTICLES.slice(0, count).entries()) {
      const at = world.daysAgo(world.dice.int(5, 200));
      world.add({
        record: {
          key: `know:${String(index + 1).padStart(4, '0')}`,
          entity: 'oaKnow',
          owner: author,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { title, category, keywords, summary, content: paragraphs.map((text) => `<p>${text}</p>`).join('') },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
