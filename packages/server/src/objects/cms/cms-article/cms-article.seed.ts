import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

/** [category, title, author, days ago, summary, paragraphs]. */
const ARTICLES: readonly (readonly [string, string, string, number, string, readonly string[]])[] = [
  [
    '1',
    '华信云 CRM：让销售团队随时随地跟进客户',
    'manager',
    40,
    '移动端覆盖线索、客户、商机、订单与回款，外勤签到与审批随手完成。',
    [
      '销售人员在手机上即可查看客户全貌：联系人、跟进记录、商机阶段与历史订单一目了然。',
      '外勤拜访自动定位签到，拜访结束即生成跟进记录，管理者实时掌握团队动态。',
      '报价、合同与费用审批在手机上完成，不再因为出差耽误签单。',
    ],
  ],
  [
    '2',
    '案例：远航物流三个月将回款周期缩短 20 天',
    'sales',
    25,
    '从线索到回款全流程上线后，远航物流的销售与财务协同效率显著提升。',
    [
      '上线前，远航物流的订单与回款分散在多张表格中，逾期回款常常在月底才被发现。',
      '上线后，回款计划按期提醒负责人，逾期情况在销售简报中一目了然。',
      '三个月后，平均回款周期由 65 天缩短到 45 天。',
    ],
  ],
  [
    '5',
    '制造业数字化销售管理白皮书（2026）',
    'zhoujie',
    12,
    '面向制造企业的销售管理数字化方法与实践，附实施路线图。',
    [
      '制造企业的销售链条长、参与角色多，渠道与直销并存，数据往往分散在多个系统中。',
      '本白皮书总结了三类典型场景：渠道订货、项目型销售与售后服务的协同。',
      '文末附实施路线图，帮助企业分三个阶段完成销售管理的数字化。',
    ],
  ],
  ['4', '华信云创获评年度优秀 SaaS 服务商（草稿）', 'manager', 2, '公司动态稿件，待市场部确认后发布。', ['本文为草稿，发布前请勿分享。']],
];

/**
 * The demo company's articles: a product introduction, a case, a white paper, and a draft not yet
 * published. Drawn from no random number: the demo's one random stream runs on into the settling
 * steps of the objects before.
 */
export const cmsArticleSeed: DemoSeed = {
  entity: 'cmsArticle',
  count: ARTICLES.length,
  generate(world, count) {
    for (const [index, [category, title, author, daysAgo, summary, paragraphs]] of ARTICLES.slice(0, count).entries()) {
      const at = world.now - daysAgo * DAY_MS;
      world.add({
        record: {
          key: `article:${String(index + 1).padStart(4, '0')}`,
          entity: 'cmsArticle',
          owner: author,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            title,
            category,
            status: title.includes('草稿') ? '0' : '1',
            summary,
            content: paragraphs.map((text) => `<p>${text}</p>`).join(''),
          },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
