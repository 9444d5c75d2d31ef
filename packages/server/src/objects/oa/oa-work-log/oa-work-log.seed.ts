import { WORK_LOG_TYPE } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoWorld } from '../../../seed/demo-world.ts';

/** Who reports daily, and to whom (their superiors, seed/demo.ts). */
const DAILY: readonly (readonly [string, readonly string[]])[] = [
  ['sales', ['zhoujie']],
  ['zhaolei', ['zhoujie']],
  ['sunli', ['zhoujie']],
  ['wufang', ['zhoujie', 'manager']],
  ['yangfan', ['chenjing']],
];
/** Who reports weekly, and to whom. */
const WEEKLY: readonly (readonly [string, readonly string[]])[] = [
  ['zhoujie', ['manager']],
  ['chenjing', ['manager']],
];
/** Working days of daily reports, back from today. */
const DAYS_REPORTED = 10;
const WEEKS_REPORTED = 4;

const DONE = [
  '拜访{customer}，演示了移动端审批流程，客户对外勤签到功能很感兴趣',
  '电话跟进 6 家意向客户，其中{customer}约了下周二上门演示',
  '整理{customer}的报价单并提交审批，预计本周内发出',
  '参加部门周会，复盘本月商机推进情况，更新了 3 个商机阶段',
  '陪同工程师到{customer}处理系统登录问题，客户满意',
  '与{customer}财务确认第二期回款时间，约定月底前付款',
];
const PLANS = [
  '上午拜访{customer}，确认合同条款；下午整理客户资料',
  '跟进{customer}的试用反馈，准备正式报价',
  '约{customer}采购负责人电话沟通，推动进入商务谈判',
  '完成本周拜访计划，补录跟进记录',
];
const PROBLEMS = ['{customer}希望价格再让 5 个点，需要经理支持', '演示环境偶尔卡顿，需要技术同事协助排查', null, null, null];
const WEEK_DONE = [
  '本周团队新增客户 {customers} 家，签约订单 {orders} 笔；重点推进了{customer}的二期项目',
  '本周完成两场客户演示，{customer}进入合同评审阶段；团队跟进记录较上周增加',
];
const WEEK_PLAN = ['下周重点：推进{customer}签约，组织一次团队案例分享', '下周陪同销售拜访{customer}，并完成季度商机复盘材料'];

/** Weekdays (Monday to Friday) going back from today, as instants at office hours. */
function workingDays(world: DemoWorld, how: number): number[] {
  const days: number[] = [];
  for (let back = 0; days.length < how; back += 1) {
    const at = world.daysAgo(back);
    const weekday = new Date(at + 8 * 3_600_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(at);
  }
  return days;
}

/** The customers a reporter owns (their reports name them), or any. */
function customersOf(world: DemoWorld, username: string): string[] {
  const own = world.companies('crmCustomer').filter((draft) => draft.record.owner === username);
  return (own.length > 0 ? own : world.companies('crmCustomer')).map((draft) => String(draft.record.values.name));
}

const filled = (text: string, customer: string) => text.replaceAll('{customer}', customer);

/**
 * Work reports: the salespeople's daily reports of the last two working weeks and their managers'
 * weekly ones, to their superiors. Their period's numbers are counted from the demo's records once
 * every object has made its own (the server counts them so on every save).
 */
export const oaWorkLogSeed: DemoSeed = {
  entity: 'oaWorkLog',
  count: DAILY.length * DAYS_REPORTED + WEEKLY.length * WEEKS_REPORTED,
  generate(world, count) {
    const reports: DemoDraft[] = [];
    const add = (reporter: string, recipients: readonly string[], logType: string, at: number, content: string, plan: string, problems: string | null) => {
      if (reports.length >= count) return;
      const key = `workLog:${String(reports.length + 1).padStart(4, '0')}`;
      const draft: DemoDraft = {
        record: {
          key,
          entity: 'oaWorkLog',
          owner: reporter,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { logType, reportDate: chinaDate(at), content, plan, problems, recipientIds: recipients },
          links: {},
        },
        created: at,
        people: [],
      };
      world.add(draft);
      reports.push(draft);
    };
    const days = workingDays(world, DAYS_REPORTED);
    for (const [reporter, recipients] of DAILY) {
      const customers = customersOf(world, reporter);
      for (const day of days) {
        // Written at the end of the day (today's, an hour ago at the latest).
        const at = Math.min(world.now - 3_600_000, day - (day % DAY_MS) + 10 * 3_600_000 + world.dice.int(0, 90) * 60_000);
        const customer = () => world.dice.pick(customers);
        const problem = world.dice.pick(PROBLEMS);
        // Two different things done that day.
        const first = world.dice.int(0, DONE.length - 1);
        const second = (first + world.dice.int(1, DONE.length - 1)) % DONE.length;
        add(
          reporter,
          recipients,
          WORK_LOG_TYPE.daily,
          at,
          `1. ${filled(DONE[first]!, customer())}\n2. ${filled(DONE[second]!, customer())}`,
          filled(world.dice.pick(PLANS), customer()),
          problem === null ? null : filled(problem, customer()),
        );
      }
    }
    for (const [reporter, recipients] of WEEKLY) {
      const customers = customersOf(world, reporter);
      for (let week = 0; week < WEEKS_REPORTED; week += 1) {
        // Fridays' reports: the last Friday on or before the day `week` weeks back.
        const friday = days.find((day, i) => i >= week * 5 && new Date(day + 8 * 3_600_000).getUTCDay() === 5) ?? world.daysAgo(week * 7 + 2);
        const at = Math.min(world.now - 3_600_000, friday);
        add(
          reporter,
          recipients,
          WORK_LOG_TYPE.weekly,
          at,
          filled(world.dice.pick(WEEK_DONE), world.dice.pick(customers))
            .replace('{customers}', String(world.dice.int(2, 9)))
            .replace('{orders}', String(world.dice.int(1, 5))),
          filled(world.dice.pick(WEEK_PLAN), world.dice.pick(customers)),
          null,
        );
      }
    }
    return () => settleFigures(world, reports);
  },
};

const inPeriod = (at: number, from: number, until: number) => at >= from && at < until;

/** Each report's numbers, as the server counts them from the reporter's records (follow-ups, visits, customers, orders). */
function settleFigures(world: DemoWorld, reports: readonly DemoDraft[]): void {
  for (const report of reports) {
    const { owner } = report.record;
    const { logType, reportDate } = report.record.values;
    const start = Date.parse(`${String(reportDate)}T00:00:00+08:00`);
    const weekday = (new Date(start + 8 * 3_600_000).getUTCDay() + 6) % 7;
    const [from, until] = logType === WORK_LOG_TYPE.weekly ? [start - weekday * DAY_MS, start + (7 - weekday) * DAY_MS] : [start, start + DAY_MS];
    const theirs = (entity: string) => world.made(entity).filter((draft) => draft.record.owner === owner);
    const orders = theirs('crmOrder').filter((draft) => {
      const day = Date.parse(`${String(draft.record.values.orderDate)}T00:00:00+08:00`);
      return inPeriod(day, from, until) && draft.record.auditStatus !== '4';
    });
    Object.assign(report.record.values, {
      followUpCount: theirs('crmRecord').filter((draft) => inPeriod(Date.parse(draft.record.createTime), from, until)).length,
      visitCount: theirs('crmVisit').filter(
        (draft) => typeof draft.record.values.signTime === 'string' && inPeriod(Date.parse(draft.record.values.signTime), from, until),
      ).length,
      customerCount: theirs('crmCustomer').filter((draft) => inPeriod(Date.parse(draft.record.createTime), from, until)).length,
      orderCount: orders.length,
      orderAmount: Math.round(orders.reduce((sum, draft) => sum + Number(draft.record.values.amount ?? 0), 0) * 100) / 100,
    });
  }
}
