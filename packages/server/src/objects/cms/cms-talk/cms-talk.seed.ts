import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

/** [category, the customer's question or the scene, the answer, keywords, author, days ago]. */
const SCRIPTS: readonly (readonly [string, string, string, string, string, number])[] = [
  [
    '1',
    '第一次电话联系客户，怎么开场？',
    '您好，我是华信云创的小王。之前看到贵公司在招聘销售人员，想必业务正在快速扩张。我们帮助不少同行把客户跟进和回款管理搬到了手机上，想占用您两分钟，简单介绍一下，您看方便吗？',
    '电话 开场 陌拜',
    'manager',
    30,
  ],
  [
    '1',
    '客户加了微信，第一句话怎么说？',
    '王总您好，我是华信云创的小王，感谢您通过好友！我把我们的产品介绍和几家同行的案例整理好了，您有空时可以先看看，有任何问题随时找我。',
    '微信 开场 加好友',
    'manager',
    28,
  ],
  [
    '2',
    '客户问：你们和其他 CRM 有什么不同？',
    '我们最大的不同是“移动优先”：线索、客户、商机、订单、回款和外勤签到都能在手机上完成，销售在外面也能随时跟进。另外我们支持私有化部署，数据完全掌握在贵公司手里。',
    '区别 竞品 优势',
    'zhoujie',
    26,
  ],
  [
    '2',
    '客户问：数据安全怎么保证？',
    '您的数据按企业完全隔离，传输全程加密，每个员工只能看到权限范围内的客户。系统还会记录每一次修改和导出，离职交接时客户资料一键转移，不会被带走。',
    '安全 数据 权限',
    'zhoujie',
    24,
  ],
  [
    '3',
    '客户说：你们的价格太贵了',
    '我理解您的顾虑。其实我们算过一笔账：一个销售每周花在整理表格和汇报上的时间大约 3 小时，用上系统后这部分基本可以省下来。按团队 10 个人算，一年节省的人力成本就远超软件费用了。',
    '价格 贵 异议',
    'manager',
    20,
  ],
  [
    '3',
    '客户说：别家报价比你们便宜',
    '感谢您告诉我。方便的话可以把对方的方案发我看看，我帮您逐项对比一下功能和服务。很多客户对比后发现，便宜的方案往往不含实施培训和后续升级，算下来总成本反而更高。',
    '比价 便宜 竞品',
    'manager',
    18,
  ],
  [
    '3',
    '客户说：预算今年已经用完了',
    '明白。我们可以先开通 15 天免费试用，让团队先用起来看看效果；正式采购可以放在明年预算里，签约后我们也支持分期付款，不会给您造成额外的预算压力。',
    '预算 试用 分期',
    'zhoujie',
    15,
  ],
  [
    '4',
    '客户说：我再考虑考虑',
    '好的，这么重要的决定确实需要慎重。方便问一下，您主要还在考虑哪方面呢？是功能是否满足，还是上线的时间安排？我可以针对性地给您准备一些资料。',
    '考虑 犹豫 跟进',
    'manager',
    12,
  ],
  [
    '4',
    '客户需要向老板汇报，怎么推动？',
    '理解，这类采购通常需要老板拍板。我给您准备一份一页纸的汇报材料，包括投入、预期收益和同行案例，您直接转给老板就行。如果方便，也可以约个 20 分钟的线上演示，我来给老板讲解。',
    '汇报 决策人 推动',
    'zhoujie',
    10,
  ],
  [
    '4',
    '本月签约有优惠，怎么提醒客户？',
    '王总，跟您同步一下：本月底前签约可以享受首年 9 折，并赠送两次上门培训。我看咱们的方案也基本确认了，要不我先把合同发您过目，有问题我们再调整？',
    '优惠 签约 限时',
    'manager',
    6,
  ],
  [
    '5',
    '客户反馈系统使用中遇到问题',
    '非常抱歉给您带来不便！请把遇到问题的页面截图发给我，我马上转给技术同事处理，一般 2 小时内会有回复。处理进展我会随时同步给您。',
    '故障 反馈 售后',
    'zhoujie',
    4,
  ],
  [
    '5',
    '合同快到期，邀请客户续约',
    '王总您好，贵公司的服务合同将在下个月到期。这一年团队的使用情况我整理了一份报告，一会儿发您看看。续约客户可以免费升级到新版本，并延续当前价格，您看什么时候方便聊一下？',
    '续约 到期 老客户',
    'manager',
    2,
  ],
];

/**
 * The demo company's talk scripts: openers, the pitch, price objections, closing and after-sales,
 * the ready answers of the script library. Drawn from no random number: the demo's one random
 * stream runs on into the settling steps of the objects before.
 */
export const cmsTalkSeed: DemoSeed = {
  entity: 'cmsTalk',
  count: SCRIPTS.length,
  generate(world, count) {
    for (const [index, [category, title, answer, keywords, author, daysAgo]] of SCRIPTS.slice(0, count).entries()) {
      const at = world.now - daysAgo * DAY_MS;
      world.add({
        record: {
          key: `talk:${String(index + 1).padStart(4, '0')}`,
          entity: 'cmsTalk',
          owner: author,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { title, category, answer, keywords },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
