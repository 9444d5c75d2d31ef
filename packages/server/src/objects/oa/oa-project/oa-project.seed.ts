import { PROJECT_STATUS, STAGE_STATUS, TASK_PRIORITY, TASK_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoWorld } from '../../../seed/demo-world.ts';

const HOUR_MS = 3_600_000;
const P = PROJECT_STATUS;
const T = TASK_STATUS;

/** A task of a demo project: [title, priority, owner, participants, estimated hours, status, due in days (negative: past), subtasks]. */
type TaskPlan = readonly [string, string, string, readonly string[], number, string, number, (readonly TaskPlan[])?];

interface ProjectPlan {
  /** `{customer}` stands for the customer's name. */
  name: string;
  owner: string;
  status: string;
  /** Days ago it started (negative: it starts later) and how long it runs. */
  startedDaysAgo: number;
  days: number;
  team: readonly { username: string; access: 'r' | 'rw' }[];
  /** Which of the demo's deal customers it is for, by their order; none for an in-house project. */
  customer?: number;
  description: string;
  stopReason?: string;
  /** Its stages in order, the one it is in (an index; none before it starts), and each top-level task's stage (its subtasks follow it). */
  stages?: readonly string[];
  currentStage?: number;
  taskStages?: readonly number[];
  tasks: readonly TaskPlan[];
}

const H = TASK_PRIORITY;

/** The demo's projects: under way, about to start, ended, closed and terminated, for customers and in-house. */
const PROJECTS: readonly ProjectPlan[] = [
  {
    name: '{customer} CRM 实施项目',
    owner: 'manager',
    status: P.ongoing,
    startedDaysAgo: 40,
    days: 90,
    team: [
      { username: 'zhoujie', access: 'rw' },
      { username: 'engineer', access: 'rw' },
      { username: 'sales', access: 'r' },
    ],
    customer: 0,
    description: '为客户实施销售管理系统：需求调研、系统配置、历史数据迁移、用户培训与上线验收。',
    stages: ['需求调研', '系统实施', '培训上线', '上线验收'],
    currentStage: 1,
    taskStages: [0, 1, 2, 3],
    tasks: [
      [
        '需求调研与蓝图设计',
        H.high,
        'zhoujie',
        ['sales'],
        24,
        T.done,
        -20,
        [
          ['销售部需求访谈', H.normal, 'zhoujie', [], 6, T.done, -30],
          ['财务部需求访谈', H.normal, 'sales', [], 4, T.done, -28],
          ['输出蓝图方案并确认', H.high, 'zhoujie', ['sales'], 10, T.done, -21],
        ],
      ],
      [
        '系统配置与数据迁移',
        H.high,
        'engineer',
        ['zhenghao'],
        40,
        T.inProgress,
        10,
        [
          ['客户数据清洗', H.normal, 'zhenghao', [], 12, T.done, -5],
          ['历史订单导入', H.high, 'engineer', ['zhenghao'], 16, T.inProgress, 4],
          ['角色与权限配置', H.normal, 'engineer', [], 8, T.notStarted, 9],
        ],
      ],
      ['用户培训', H.normal, 'zhoujie', ['sales', 'zhaolei'], 16, T.notStarted, 25],
      ['上线验收', H.urgent, 'manager', ['zhoujie'], 8, T.notStarted, 48],
    ],
  },
  {
    name: '{customer} 服务器扩容',
    owner: 'engineer',
    status: P.ongoing,
    startedDaysAgo: 10,
    days: 30,
    team: [
      { username: 'zhenghao', access: 'rw' },
      { username: 'wufang', access: 'r' },
    ],
    customer: 1,
    description: '业务量增长，扩容两台应用服务器并调整存储阵列。',
    stages: ['勘察与采购', '安装调试'],
    currentStage: 0,
    taskStages: [0, 0, 1],
    tasks: [
      ['现场勘察与方案', H.normal, 'engineer', ['wufang'], 6, T.done, -6],
      ['设备到货确认', H.high, 'engineer', ['wufang'], 2, T.inProgress, -1],
      ['上架安装与调试', H.normal, 'zhenghao', [], 12, T.notStarted, 12],
    ],
  },
  {
    name: '华东渠道拓展计划',
    owner: 'chenjing',
    status: P.notStarted,
    startedDaysAgo: -7,
    days: 60,
    team: [
      { username: 'yangfan', access: 'rw' },
      { username: 'linna', access: 'rw' },
    ],
    description: '在苏州、杭州、宁波各发展两家渠道合作伙伴。',
    tasks: [
      ['梳理目标渠道名单', H.normal, 'yangfan', ['linna'], 8, T.notStarted, 14],
      ['制定渠道政策', H.high, 'chenjing', [], 6, T.notStarted, 21],
    ],
  },
  {
    name: '年度销售技能培训',
    owner: 'zhoujie',
    status: P.ended,
    startedDaysAgo: 120,
    days: 30,
    team: ['sales', 'zhaolei', 'sunli', 'wufang'].map((username) => ({ username, access: 'r' as const })),
    description: '面向销售部的产品知识、谈判技巧与 CRM 使用培训，两期集中授课加考核。',
    stages: ['课程准备', '集中培训', '考核总结'],
    currentStage: 2,
    taskStages: [0, 1, 2],
    tasks: [
      ['培训课程设计', H.normal, 'zhoujie', [], 12, T.done, -110],
      ['组织两期集中培训', H.normal, 'zhoujie', ['sunli'], 16, T.done, -100],
      ['培训考核与总结', H.low, 'zhoujie', [], 4, T.done, -92],
    ],
  },
  {
    name: '{customer} 数据迁移项目',
    owner: 'wufang',
    status: P.closed,
    startedDaysAgo: 200,
    days: 45,
    team: [{ username: 'engineer', access: 'rw' }],
    customer: 2,
    description: '将客户旧系统中的客户、联系人与合同数据迁移到新系统。',
    tasks: [
      ['迁移方案确认', H.normal, 'wufang', ['engineer'], 6, T.done, -190],
      ['数据导入与核对', H.high, 'engineer', [], 20, T.done, -165],
    ],
  },
  {
    name: '官网改版',
    owner: 'manager',
    status: P.terminated,
    startedDaysAgo: 60,
    days: 40,
    team: [{ username: 'fengxue', access: 'rw' }],
    description: '重新设计公司官网，突出行业案例与在线试用入口。',
    stopReason: '预算调整，改为明年实施',
    tasks: [
      ['改版需求确认', H.normal, 'fengxue', [], 6, T.done, -50],
      ['视觉设计', H.normal, 'fengxue', [], 24, T.notStarted, -20],
    ],
  },
];

/** Tasks of no project: a salesperson's own. */
const OWN_TASKS: readonly TaskPlan[] = [
  ['整理本月回款计划', H.high, 'sales', [], 2, T.notStarted, 1],
  ['准备重点客户年度回访名单', H.normal, 'sales', ['zhaolei'], 4, T.inProgress, -2],
  ['更新标准报价模板', H.low, 'zhaolei', [], 3, T.done, -8],
  ['季度商机复盘材料', H.normal, 'zhoujie', ['sales', 'zhaolei', 'sunli', 'wufang'], 6, T.inProgress, 3],
];

/** 18:00 China time (the end of a working day) `days` days from today (negative: before). */
const dueOn = (world: DemoWorld, days: number) => {
  const chinaMidnight = Math.floor((world.daysAgo(-days) + 8 * HOUR_MS) / DAY_MS) * DAY_MS - 8 * HOUR_MS;
  return chinaMidnight + 18 * HOUR_MS;
};

/** The demo's projects: planned and run by sales management, the service team and the Shanghai office. */
export const oaProjectSeed: DemoSeed = {
  entity: 'oaProject',
  count: PROJECTS.length,
  generate(world, count) {
    const customers = world.companies('crmCustomer').filter((draft) => draft.dealAt !== undefined);
    for (const [index, plan] of PROJECTS.slice(0, count).entries()) {
      const start = world.daysAgo(plan.startedDaysAgo);
      const created = Math.min(world.now, start - 3 * DAY_MS);
      const customer = plan.customer === undefined ? undefined : customers[plan.customer];
      const customerName = customer ? String(customer.record.values.name) : '';
      const touched = Math.min(world.now, created + world.dice.int(1, 20) * DAY_MS);
      world.add({
        record: {
          key: projectKey(index),
          entity: 'oaProject',
          owner: plan.owner,
          createTime: iso(created),
          updateTime: iso(Math.max(created, touched)),
          tags: [],
          values: {
            name: plan.name.replace('{customer}', customerName).trim(),
            status: plan.status,
            startDate: chinaDate(start),
            endDate: chinaDate(start + plan.days * DAY_MS),
            budget: customer ? world.dice.int(5, 60) * 10_000 : null,
            description: plan.description,
            stopReason: plan.stopReason ?? null,
            stageName: plan.currentStage === undefined ? null : (plan.stages?.[plan.currentStage] ?? null),
          },
          links: {
            ...(customer ? { customerId: customer.record.key } : {}),
            ...(plan.currentStage === undefined ? {} : { stageId: stageKey(index, plan.currentStage) }),
          },
          team: plan.team,
        },
        created,
        people: [],
      });
    }
  },
};

const projectKey = (index: number) => `project:${String(index + 1).padStart(4, '0')}`;
const stageKey = (project: number, stage: number) => `projectStage:${String(project + 1).padStart(2, '0')}${String(stage + 1).padStart(2, '0')}`;

/** The stages of the demo's projects: those before the current one done, the current one under way. */
export const oaProjectStageSeed: DemoSeed = {
  entity: 'oaProjectStage',
  count: 50,
  generate(world) {
    for (const [index, plan] of PROJECTS.entries()) {
      const project = world.draft(projectKey(index));
      if (!project) continue;
      const start = Date.parse(`${String(project.record.values.startDate)}T09:00:00+08:00`);
      const length = (plan.days * DAY_MS) / Math.max(1, plan.stages?.length ?? 1);
      for (const [at, name] of (plan.stages ?? []).entries()) {
        const done = plan.currentStage !== undefined && at < plan.currentStage;
        const planEnd = start + (at + 1) * length;
        world.add({
          record: {
            key: stageKey(index, at),
            entity: 'oaProjectStage',
            owner: plan.owner,
            createTime: project.record.createTime,
            updateTime: project.record.updateTime,
            tags: [],
            values: {
              name,
              sort: at + 1,
              planEndDate: chinaDate(planEnd),
              status: done ? STAGE_STATUS.done : at === plan.currentStage ? STAGE_STATUS.current : STAGE_STATUS.pending,
              doneTime: done ? iso(Math.min(world.now, planEnd)) : null,
            },
            links: { projectId: projectKey(index) },
          },
          created: project.created,
          people: [],
        });
      }
    }
  },
};

/** The tasks of the demo's projects (with their subtasks) and a few of no project. */
export const oaTaskSeed: DemoSeed = {
  entity: 'oaTask',
  count: 100,
  generate(world) {
    let made = 0;
    const add = (task: TaskPlan, projectKey: string | null, parentKey: string | null, stage: string | null = null) => {
      const [title, priority, owner, participants, estimatedHours, status, dueInDays, subtasks] = task;
      made += 1;
      const key = `task:${String(made).padStart(4, '0')}`;
      const due = dueOn(world, dueInDays);
      const created = Math.min(world.now - HOUR_MS, due - world.dice.int(7, 30) * DAY_MS);
      const finished = status === T.done ? Math.min(world.now, Math.max(created + HOUR_MS, due - world.dice.int(0, 3) * DAY_MS)) : null;
      world.add({
        record: {
          key,
          entity: 'oaTask',
          owner,
          createTime: iso(created),
          updateTime: iso(finished ?? Math.min(world.now, created + world.dice.int(1, 5) * DAY_MS)),
          tags: [],
          values: {
            title,
            priority,
            status,
            dueTime: iso(due),
            estimatedHours,
            participantIds: participants,
            description: null,
            finishTime: finished === null ? null : iso(finished),
          },
          links: { ...(projectKey ? { projectId: projectKey } : {}), ...(parentKey ? { parentId: parentKey } : {}), ...(stage ? { stageId: stage } : {}) },
        },
        created,
        people: [],
      });
      for (const subtask of subtasks ?? []) add(subtask, projectKey, key, stage);
    };
    for (const [index, plan] of PROJECTS.entries()) {
      if (!world.draft(projectKey(index))) continue;
      for (const [at, task] of plan.tasks.entries()) {
        const stage = plan.taskStages?.[at];
        add(task, projectKey(index), null, stage === undefined ? null : stageKey(index, stage));
      }
    }
    for (const task of OWN_TASKS) add(task, null, null);
  },
};

/** Hours logged against the tasks under way or done, by their owners, up to about their estimate. */
export const oaTaskTimeSeed: DemoSeed = {
  entity: 'oaTaskTime',
  count: 200,
  generate(world) {
    let made = 0;
    for (const task of world.made('oaTask')) {
      const { status, estimatedHours, dueTime } = task.record.values;
      if (status === T.notStarted || typeof estimatedHours !== 'number') continue;
      const entries = world.dice.int(1, 3);
      const end = Math.min(world.now, Date.parse(String(dueTime)));
      for (let i = 0; i < entries; i += 1) {
        const at = world.between(task.created, Math.max(task.created + HOUR_MS, end));
        made += 1;
        world.add({
          record: {
            key: `taskTime:${String(made).padStart(4, '0')}`,
            entity: 'oaTaskTime',
            owner: task.record.owner,
            createTime: iso(at),
            updateTime: iso(at),
            tags: [],
            values: {
              workDate: chinaDate(at),
              // Half hours, a working day at most.
              hours: Math.min(8, Math.max(0.5, Math.round((estimatedHours / entries) * (status === T.done ? 1 : 0.6) * 2) / 2)),
              note: null,
            },
            links: { taskId: task.record.key },
          },
          created: at,
          people: [],
        });
      }
    }
  },
};
