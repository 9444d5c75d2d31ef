import { APPROVE_TYPE } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type DemoValue } from '../../../seed/demo-world.ts';

const HOUR_MS = 3_600_000;
const T = APPROVE_TYPE;

/** [requester, kind, title, days ago asked, the kind's values (times as [days from the asking, hours long])]. */
type RequestPlan = readonly [string, string, string, number, Record<string, DemoValue>, (readonly [number, number])?];

/** The demo's office requests: a fortnight's (some waiting, one rejected, one not sent yet) and older approved ones. */
const REQUESTS: readonly RequestPlan[] = [
  ['sales', T.leave, '年假两天', 2, { leaveType: '1', days: 2, reason: '家中有事，申请年假两天，客户跟进已交代赵磊' }, [5, 48]],
  ['wufang', T.trip, '深圳客户拜访出差', 4, { destination: '深圳', days: 3, amount: 4800, reason: '拜访深圳两家重点客户，推进二期合同' }, [3, 72]],
  ['zhaolei', T.expense, '十一月客户招待费报销', 6, { amount: 1280, reason: '招待武汉蓝海机械采购负责人' }],
  ['engineer', T.overtime, '周末上线支持加班', 8, { hours: 10, reason: '客户系统周末上线，现场支持' }, [-3, 10]],
  ['fengxue', T.purchase, '办公用品采购', 10, { amount: 3600, items: '打印纸 20 箱；会议室投影仪 1 台', reason: '行政日常采购' }],
  ['sunli', T.general, '申请使用公司展会物料', 12, { reason: '下周参加行业沙龙，需要易拉宝与宣传册' }],
  ['sales', T.expense, '上海出差交通费报销', 40, { amount: 865.5, reason: '上海客户拜访往返高铁与市内交通' }],
  ['zhaolei', T.leave, '病假一天', 60, { leaveType: '3', days: 1, reason: '身体不适，就医' }, [0, 24]],
  ['zhenghao', T.trip, '天津设备巡检', 75, { destination: '天津', days: 2, amount: 1500, reason: '客户机房季度巡检' }, [2, 48]],
];

/** Office requests of the demo's staff, through the demo flow (demo-audits.ts sets where each stands). */
export const oaApproveSeed: DemoSeed = {
  entity: 'oaApprove',
  count: REQUESTS.length,
  generate(world, count) {
    for (const [index, [requester, approveType, title, daysAgo, values, times]] of REQUESTS.slice(0, count).entries()) {
      const at = world.daysAgo(daysAgo);
      // Starting at 9:00 China time on the day `times[0]` days after the asking.
      const start = times ? Math.floor((at + 8 * HOUR_MS) / DAY_MS + times[0]) * DAY_MS + HOUR_MS : null;
      world.add({
        record: {
          key: `approve:${String(index + 1).padStart(4, '0')}`,
          entity: 'oaApprove',
          owner: requester,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            approveType,
            title,
            ...values,
            ...(start === null ? {} : { startTime: iso(start), endTime: iso(start + times![1] * HOUR_MS) }),
          },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
