import { CALENDAR_REMIND } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

const HOUR_MS = 3_600_000;
const CHINA_OFFSET_MS = 8 * HOUR_MS;
const TEAM = ['sales', 'zhaolei', 'sunli', 'wufang'];

/** [owner, title, days from this week's Monday (negative: before), China hour it starts, hours long, place, participants, reminder]. */
const EVENTS: readonly (readonly [string, string, number, number, number, string, readonly string[], string])[] = [
  ['zhoujie', '销售部周例会', -7, 9.5, 1, '3 楼大会议室', TEAM, CALENDAR_REMIND.minutes15],
  ['zhoujie', '销售部周例会', 0, 9.5, 1, '3 楼大会议室', TEAM, CALENDAR_REMIND.minutes15],
  ['zhoujie', '销售部周例会', 7, 9.5, 1, '3 楼大会议室', TEAM, CALENDAR_REMIND.minutes15],
  ['sales', '客户方案演示', 1, 14, 2, '客户公司会议室', ['zhaolei'], CALENDAR_REMIND.hour],
  ['manager', '季度经营分析会', 3, 15, 2, '总经理办公室', ['zhoujie', 'chenjing'], CALENDAR_REMIND.day],
  ['wufang', '重点客户年度回访', 2, 10, 3, '客户公司', [], CALENDAR_REMIND.hour],
  ['engineer', '服务团队技术分享', 4, 16, 1, '线上会议', ['zhenghao'], CALENDAR_REMIND.minutes15],
  ['fengxue', '新员工入职培训', -3, 9, 3, '培训室', [], CALENDAR_REMIND.none],
];

/** The demo's calendar: the weekly sales meeting, a demonstration, a quarterly review and the like, around today. */
export const oaCalendarSeed: DemoSeed = {
  entity: 'oaCalendar',
  count: EVENTS.length,
  generate(world, count) {
    const today = Math.floor((world.now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
    // The week's Monday: the weekly meeting's day, and what the others count from.
    const monday = today - ((new Date(today + CHINA_OFFSET_MS).getUTCDay() + 6) % 7) * DAY_MS;
    for (const [index, [owner, title, days, hour, hours, place, participants, remind]] of EVENTS.slice(0, count).entries()) {
      const start = monday + days * DAY_MS + hour * HOUR_MS;
      const created = Math.min(world.now - HOUR_MS, start - world.dice.int(2, 6) * DAY_MS);
      world.add({
        record: {
          key: `calendar:${String(index + 1).padStart(4, '0')}`,
          entity: 'oaCalendar',
          owner,
          createTime: iso(created),
          updateTime: iso(created),
          tags: [],
          values: { title, startTime: iso(start), endTime: iso(start + hours * HOUR_MS), place, participantIds: participants, remind, description: null },
          links: {},
        },
        created,
        people: [],
      });
    }
  },
};
