import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type DemoDraft } from '../../../seed/demo-world.ts';

/** Who coaches whom in the demo (seed/demo.ts): the sales managers their people, the key-account manager a colleague now and then. */
const SECOND_COMPANY = new Set(['yangfan', 'linna']);
const BEIJING_COACHED = new Set(['sales', 'zhaolei', 'sunli', 'wufang']);

/** What each empower_type's sessions were: [subject, content, takeaways, minutes least, most]. */
const SESSIONS: Readonly<Record<string, readonly (readonly [string, string, string, number, number])[]>> = {
  '1': [
    ['陪同拜访：二期需求澄清', '陪同拜访客户信息部，示范如何从业务痛点切入、确认预算与决策链', '下次拜访前先列出决策链，约财务负责人单独沟通', 90, 240],
    ['陪同拜访：高层关系建立', '陪同拜见客户分管副总，介绍同行业成功案例，约定下一步技术交流', '高层关注投入产出，材料要先讲结论再讲功能', 60, 180],
  ],
  '2': [
    ['电话辅导：报价后跟进', '复盘报价后的两次电话沟通，指出过早让步的问题，演练如何守住价格', '先问清客户顾虑再谈价格，让步要换取承诺', 20, 60],
    ['电话辅导：沉默客户激活', '分析客户两周未回复的原因，设计以行业报告为由头的回访话术', '本周用行业报告重新约访', 15, 45],
  ],
  '3': [
    ['方案评审：实施方案', '逐页评审实施方案，补充数据迁移与培训计划，调整报价结构', '方案中增加里程碑与验收标准，周五前发客户', 60, 120],
    ['方案评审：投标文件', '检查投标文件的资质与技术偏离表，梳理评分点', '偏离表逐条对应评分项，补齐两份案例证明', 90, 180],
  ],
  '4': [
    ['谈判支持：合同条款', '参与合同谈判，协助处理付款节点与违约条款的分歧', '付款节点按交付里程碑拆分，客户已口头同意', 60, 150],
    ['谈判支持：价格谈判', '制定谈判底线与让步顺序，现场支持价格谈判', '以延长维保换取价格不降，谈判顺利', 60, 120],
  ],
  '5': [
    ['产品培训：新版本功能', '讲解新版本的移动审批与报表功能，结合该客户场景演示', '下次演示重点展示移动审批', 60, 120],
    ['产品培训：竞品对比', '对比主要竞品的功能与价格，梳理我方差异化优势', '整理一页纸竞品对比发给客户', 45, 90],
  ],
  '6': [
    ['话术演练：异议处理', '模拟客户提出价格贵、上线周期长等异议，逐条演练应答', '价格异议先谈价值，准备三个可量化的收益数据', 30, 90],
    ['话术演练：首次拜访开场', '演练首次拜访的开场与需求挖掘提问', '开场控制在两分钟内，多用开放式问题', 30, 60],
  ],
};
/** empower_rating values with their weights: coaching mostly helps. */
const RATINGS: readonly (readonly [string, number])[] = [
  ['5', 40],
  ['4', 40],
  ['3', 14],
  ['2', 5],
  ['1', 1],
];

/** The coach of a session for `coached`: their manager mostly, the sales director sometimes, a senior colleague now and then. */
function coachOf(coached: string, pick: (weights: readonly (readonly [string, number])[]) => string): string {
  if (SECOND_COMPANY.has(coached)) return 'chenjing';
  const choices: [string, number][] = [
    ['zhoujie', 70],
    ['manager', 20],
  ];
  if (coached !== 'wufang') choices.push(['wufang', 10]);
  return pick(choices);
}

/**
 * Empowerment: the sales managers coaching their salespeople on the customers they work, most of
 * it on one of the customer's opportunities, over the year: joint visits, call coaching,
 * proposal reviews, negotiations, product trainings and rehearsals. Most older sessions were rated
 * by the person coached, with what they took from them; the latest wait for it.
 */
export const crmEmpowerSeed: DemoSeed = {
  entity: 'crmEmpower',
  count: 40,
  generate(world, count) {
    const { dice, now } = world;
    const worked = (owner: string | null): owner is string => owner !== null && (BEIJING_COACHED.has(owner) || SECOND_COMPANY.has(owner));
    const chances = world.made('crmChance').filter((chance) => worked(chance.record.owner));
    const customers = world.companies('crmCustomer').filter((customer) => worked(customer.record.owner));
    if (chances.length === 0 && customers.length === 0) return;
    for (let made = 1; made <= count; made += 1) {
      const chance = chances.length > 0 && (customers.length === 0 || dice.chance(0.65)) ? dice.pick(chances) : undefined;
      const customer: DemoDraft = chance ? world.draft(chance.record.links.customerId!)! : dice.pick(customers);
      const coached = (chance ?? customer).record.owner!;
      const type = dice.pick(Object.keys(SESSIONS));
      const [subject, content, takeaways, least, most] = dice.pick(SESSIONS[type]!);
      const at = world.between(Math.max((chance ?? customer).created, now - 300 * DAY_MS), now);
      const rated = now - at > 3 * DAY_MS && dice.chance(0.75);
      world.add({
        record: {
          key: `empower:${String(made).padStart(4, '0')}`,
          entity: 'crmEmpower',
          owner: coachOf(coached, (weights) => dice.weighted(weights)),
          createTime: iso(at),
          updateTime: iso(rated ? Math.min(now, at + dice.int(1, 3) * DAY_MS) : at),
          tags: [],
          values: {
            subject,
            coachedUserId: coached,
            empowerType: type,
            empowerTime: iso(at),
            durationMinutes: Math.round(dice.int(least, most) / 15) * 15,
            content,
            rating: rated ? dice.weighted(RATINGS) : null,
            takeaways: rated ? takeaways : null,
          },
          links: { customerId: customer.record.key, ...(chance ? { chanceId: chance.record.key } : {}) },
        },
        created: at,
        people: [],
      });
    }
  },
};
