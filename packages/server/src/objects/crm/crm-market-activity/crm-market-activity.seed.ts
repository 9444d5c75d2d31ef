import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso } from '../../../seed/demo-world.ts';

const HOUR_MS = 3_600_000;

/**
 * The demo's activities: [name, market_activity_type, status, starts days ago (negative: ahead),
 * lasts hours, place, budget, actual cost (null: none yet), expected leads, owner, description].
 */
const ACTIVITIES: readonly (readonly [string, string, string, number, number, string, number, number | null, number, string, string])[] = [
  ['2026 华东智慧零售展会', '1', '3', 200, 56, '上海国家会展中心', 80_000, 86_500, 60, 'chenjing', '展位 B2-015，展示移动外勤与门店巡检方案'],
  [
    'CRM 数字化转型研讨会（北京站）',
    '2',
    '3',
    150,
    4,
    '北京国际饭店会议中心',
    30_000,
    27_800,
    30,
    'manager',
    '邀请制造业、零售业 IT 负责人，分享销售数字化案例',
  ],
  ['销售管理效率提升线上直播', '3', '3', 90, 2, '线上直播（视频号）', 5000, 4200, 100, 'zhoujie', '产品经理讲解商机阶段管理与销售看板'],
  ['百度搜索关键词推广（第三季度）', '4', '3', 120, 24 * 90, '百度搜索', 50_000, 48_600, 80, 'manager', 'CRM、销售管理软件等关键词竞价推广'],
  ['制造业客户答谢会', '2', '4', 60, 5, '苏州金鸡湖大酒店', 40_000, 3500, 20, 'chenjing', '因场地临时检修取消，已支付定金'],
  ['2026 中国国际软件博览会', '1', '2', 1, 56, '北京国家会议中心', 120_000, 95_000, 80, 'manager', '特装展位，现场演示 BI 数据分析与电子合同模块'],
  ['BI 数据分析新品发布会（线上）', '3', '1', -20, 2, '线上直播（腾讯会议）', 8000, null, 150, 'zhoujie', '发布 BI 数据分析模块新版本，面向存量客户与潜在客户'],
  ['华南渠道伙伴大会', '5', '1', -45, 6, '深圳福田香格里拉酒店', 60_000, null, 40, 'manager', '发布渠道政策，招募华南区域合作伙伴'],
];

/**
 * Market activities over the year: exhibitions, seminars, live streams and an advertising
 * campaign that ended, one terminated, one under way and two planned, each entered some weeks
 * before it starts. The leads they brought are counted once their members are known
 * (crm-market-member.seed.ts).
 */
export const crmMarketActivitySeed: DemoSeed = {
  entity: 'crmMarketActivity',
  count: ACTIVITIES.length,
  generate(world, count) {
    const { dice, now } = world;
    for (const [index, [name, activityType, status, daysAgo, hours, place, budgetCost, actualCost, expectedLeads, owner, description]] of ACTIVITIES.slice(
      0,
      count,
    ).entries()) {
      const start = world.daysAgo(daysAgo);
      const created = Math.min(now, start - dice.int(20, 40) * 24 * HOUR_MS);
      world.add({
        record: {
          key: `marketActivity:${String(index + 1).padStart(4, '0')}`,
          entity: 'crmMarketActivity',
          owner,
          createTime: iso(created),
          updateTime: iso(Math.min(now, Math.max(created, start))),
          tags: [],
          values: {
            name,
            activityType,
            status,
            startTime: iso(start),
            endTime: iso(start + hours * HOUR_MS),
            place,
            budgetCost,
            actualCost,
            expectedLeads,
            gainedLeads: null,
            description,
          },
          links: {},
        },
        created,
        people: [],
      });
    }
  },
};
