import { CHANCE_STATUS, OBJECTIVE_MONTHS, OBJECTIVE_TYPE, OBJECTIVE_WHOSE, RECEIVE_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoWorld } from '../../../seed/demo-world.ts';

/** The salespeople the sales manager sets targets for in the demo (seed/demo.ts), with their names. */
const SET_FOR = ['sales', 'zhaolei', 'sunli', 'wufang'];
const TYPE_NAME: Readonly<Record<string, string>> = { [OBJECTIVE_TYPE.won]: '赢单', [OBJECTIVE_TYPE.received]: '回款' };

/** Each salesperson's amount won and received over the last twelve months, by username: what their targets are set from. */
function lastYearOf(world: DemoWorld): Map<string, Record<string, number>> {
  const since = world.now - 365 * DAY_MS;
  const done = new Map<string, Record<string, number>>(SET_FOR.map((name) => [name, { [OBJECTIVE_TYPE.won]: 0, [OBJECTIVE_TYPE.received]: 0 }]));
  const add = (owner: string | null, type: string, amount: unknown) => {
    const theirs = done.get(owner ?? '');
    if (theirs) theirs[type] = (theirs[type] ?? 0) + Number(amount);
  };
  for (const { record } of world.made('crmChance')) {
    const { status, stageTime, amount } = record.values;
    if (status === CHANCE_STATUS.won && Date.parse(String(stageTime)) >= since) add(record.owner, OBJECTIVE_TYPE.won, amount);
  }
  for (const { record } of world.made('crmReceive')) {
    const { status, receiveDate, amount } = record.values;
    if (status === RECEIVE_STATUS.confirmed && String(receiveDate) >= chinaDate(since)) add(record.owner, OBJECTIVE_TYPE.received, amount);
  }
  return done;
}

/**
 * Sales targets: the sales manager's yearly targets for each salesperson, of amount won and of
 * amount received, for the current year, month by month: a little above what each did a month
 * on average over the last year, so the demo's completion is near but not always at 100%. Each
 * was handed to its salesperson (its owner), who follows it; the manager keeps his department's.
 */
export const crmObjectiveSeed: DemoSeed = {
  entity: 'crmObjective',
  count: SET_FOR.length * 2 + 3,
  generate(world, count) {
    const { dice, now } = world;
    const year = Number(chinaDate(now).slice(0, 4));
    const done = lastYearOf(world);
    const targets = SET_FOR.flatMap((name) => [OBJECTIVE_TYPE.won, OBJECTIVE_TYPE.received].map((type) => [name, type] as const)).slice(0, count - 3);
    targets.forEach(([name, type], made) => {
      const monthly = Math.max(50_000, (done.get(name)?.[type] ?? 0) / 12) * 1.1;
      const at = now - dice.int(30, 60) * DAY_MS;
      world.add({
        record: {
          key: `objective:${String(made + 1).padStart(4, '0')}`,
          entity: 'crmObjective',
          owner: name,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            name: `${year}年${TYPE_NAME[type]}目标`,
            year,
            objectiveType: type,
            whose: OBJECTIVE_WHOSE.person,
            userId: name,
            departmentId: null,
            ...Object.fromEntries(OBJECTIVE_MONTHS.map((month) => [month, Math.round((monthly * dice.int(80, 120)) / 100 / 10_000) * 10_000])),
            remark: null,
          },
          links: {},
        },
        created: at,
        people: [],
      });
    });
    // The sales manager's own: his department's amount won, the sum of his people's targets.
    const made = world.made('crmObjective').filter((draft) => draft.record.values.objectiveType === OBJECTIVE_TYPE.won);
    const at = now - 60 * DAY_MS;
    world.add({
      record: {
        key: 'objective:department',
        entity: 'crmObjective',
        owner: 'zhoujie',
        createTime: iso(at),
        updateTime: iso(at),
        tags: [],
        values: {
          name: `${year}年销售部赢单目标`,
          year,
          objectiveType: OBJECTIVE_TYPE.won,
          whose: OBJECTIVE_WHOSE.department,
          userId: null,
          // The manager's department (seed/demo-crm.ts reads a username for a department field).
          departmentId: 'zhoujie',
          ...Object.fromEntries(OBJECTIVE_MONTHS.map((month) => [month, made.reduce((sum, draft) => sum + Number(draft.record.values[month]), 0)])),
          remark: null,
        },
        links: {},
      },
      created: at,
      people: [],
    });
    // The company's, which the administrator set for the head office (the sales board's company
    // targets are its top departments'): a fifth above what its salespeople are set, of each kind.
    const people = world.made('crmObjective').filter((draft) => draft.record.values.whose === OBJECTIVE_WHOSE.person);
    for (const type of [OBJECTIVE_TYPE.won, OBJECTIVE_TYPE.received]) {
      const theirs = people.filter((draft) => draft.record.values.objectiveType === type);
      world.add({
        record: {
          key: `objective:company:${type}`,
          entity: 'crmObjective',
          owner: 'headOffice',
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            name: `${year}年公司${TYPE_NAME[type]}目标`,
            year,
            objectiveType: type,
            whose: OBJECTIVE_WHOSE.department,
            userId: null,
            departmentId: 'headOffice',
            ...Object.fromEntries(
              OBJECTIVE_MONTHS.map((month) => [
                month,
                Math.round((theirs.reduce((sum, draft) => sum + Number(draft.record.values[month]), 0) * 1.2) / 10_000) * 10_000,
              ]),
            ),
            remark: null,
          },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
