import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

/** [category, step, title, key points, paragraphs, author, days ago]. */
const ITEMS: readonly (readonly [string, number, string, string, readonly string[], string, number])[] = [
  [
    '1',
    1,
    '从招聘信息中发现潜在客户',
    '正在招聘销售岗位的企业，往往正处在业务扩张期。',
    [
      '每周浏览一次主流招聘网站，筛选所在城市中招聘 5 名以上销售的企业。',
      '把企业名称录入线索，来源选“网络搜索”，备注招聘岗位与人数。',
      '48 小时内完成首次联系，开场可使用话术库中的“第一次电话联系客户”。',
    ],
    'manager',
    35,
  ],
  [
    '1',
    2,
    '用分享文章的访客记录找到感兴趣的客户',
    '客户打开、读完你分享的文章，就是最好的跟进时机。',
    [
      '在文章详情页生成你的专属链接，发到客户群或朋友圈。',
      '在“访客记录”中查看谁打开了文章、读了多久；留下电话的访客会自动成为你的线索。',
      '阅读超过 1 分钟的访客，当天电话跟进。',
    ],
    'manager',
    30,
  ],
  [
    '2',
    1,
    '需求确认：三个必问的问题',
    '团队规模、目前如何管理客户、最想解决的问题。',
    ['问清销售团队的人数和分布。', '了解目前用表格还是其他系统管理客户，痛点在哪里。', '请客户排出最想解决的三个问题，写进商机的备注。'],
    'zhoujie',
    25,
  ],
  [
    '2',
    2,
    '方案演示与报价',
    '按客户的三个问题准备演示，演示后 24 小时内发出报价。',
    ['演示只讲客户关心的三个问题，控制在 30 分钟以内。', '演示结束当天在系统中创建报价单并提交审批。', '报价发出后两天内电话确认客户的反馈。'],
    'zhoujie',
    20,
  ],
  [
    '2',
    3,
    '签约与回款计划',
    '合同签订后立即建立回款计划，按期提醒。',
    ['合同审批通过后，在合同中填写回款计划的期数与金额。', '每期回款到账后及时登记回款，系统会自动更新合同的已回款金额。'],
    'manager',
    15,
  ],
];

/**
 * The demo company's sales playbook: two radar items (where customers are found) and the three
 * steps of its sales flow. Drawn from no random number, like the articles.
 */
export const cmsFlowSeed: DemoSeed = {
  entity: 'cmsFlow',
  count: ITEMS.length,
  generate(world, count) {
    for (const [index, [category, step, title, summary, paragraphs, author, daysAgo]] of ITEMS.slice(0, count).entries()) {
      const at = world.now - daysAgo * DAY_MS;
      world.add({
        record: {
          key: `flow:${String(index + 1).padStart(4, '0')}`,
          entity: 'cmsFlow',
          owner: author,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { title, category, step, summary, content: paragraphs.map((text) => `<p>${text}</p>`).join('') },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
