import { EMPLOYEE_STATUS, PROJECT_STATUS, RECORD_API, TASK_STATUS, WORK_LOG_TYPE, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * The office (issue 17): projects and their tasks, a task's subtasks and the hours logged on it,
 * and work reports. What a user notices: a parent is done only once its subtasks are; hours add
 * up to a task's and a project's actual hours and progress follows the tasks done; participants,
 * project members and report recipients see what is theirs to see, and nobody else does; a frozen
 * colleague is never newly chosen.
 */

let t: TestApp;
let admin: Actor, manager: Actor, zhoujie: Actor, sales: Actor, zhaolei: Actor, sunli: Actor;
const en = { 'Accept-Language': 'en' };

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const add = (who: Actor, apiName: string, values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.add('oa', apiName), values, who.token, headers);
const edit = (who: Actor, apiName: string, values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.put(RECORD_API.edit('oa', apiName), values, who.token, headers);
const run = (who: Actor, apiName: string, action: string, record: RecordRow, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.action('oa', apiName, action), { id: record.id, version: record.version, ...body }, who.token, headers);
const view = (who: Actor, apiName: string, id: string) => t.signedGet(RECORD_API.queryById('oa', apiName), { id }, who.token);
const seen = async (who: Actor, apiName: string, id: string) => (await view(who, apiName, id)).statusCode === 200;
const list = async (who: Actor, apiName: string, query: Record<string, string> = {}) =>
  (await ok<Page<RecordRow>>(await t.signedGet(RECORD_API.list('oa', apiName), { pageNo: '1', pageSize: '100', ...query }, who.token))).records;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, manager, zhoujie, sales, zhaolei, sunli] = (await Promise.all(
    ['admin', 'manager', 'zhoujie', 'sales', 'zhaolei', 'sunli'].map((name) => actor(t, name)),
  )) as [Actor, Actor, Actor, Actor, Actor, Actor];
});
afterAll(() => t.close());

describe('tasks and their subtasks', () => {
  it('finishes a parent only once its subtasks are done, and counts them', async () => {
    const parent = await ok(await add(sales, 'oaTask', { title: '季度复盘', priority: '3' }));
    expect([parent.status, parent.taskNo]).toEqual([TASK_STATUS.notStarted, expect.stringMatching(/^RW\d{6}$/)]);
    const first = await ok(await add(sales, 'oaTask', { title: '整理商机数据', parentId: parent.id }));
    const second = await ok(await add(sales, 'oaTask', { title: '准备复盘材料', parentId: parent.id }));

    let now = await ok(await view(sales, 'oaTask', parent.id));
    expect([now.subtaskCount, now.openSubtaskCount]).toEqual([2, 2]);
    expect((now._access as { actions: Record<string, boolean> }).actions.finish).toBe(false);
    const refused = await run(sales, 'oaTask', 'finish', now, {}, en);
    expect([refused.statusCode, envelope(refused).message]).toEqual([422, 'This task has subtasks not done yet: finish them before you "Finish" it']);

    await ok(await run(sales, 'oaTask', 'finish', first));
    now = await ok(await view(sales, 'oaTask', parent.id));
    expect(now.openSubtaskCount).toBe(1);
    await ok(await run(sales, 'oaTask', 'start', second));
    await ok(await run(sales, 'oaTask', 'finish', await ok(await view(sales, 'oaTask', second.id))));

    now = await ok(await view(sales, 'oaTask', parent.id));
    expect([now.openSubtaskCount, (now._access as { actions: Record<string, boolean> }).actions.finish]).toEqual([0, true]);
    const done = await ok(await run(sales, 'oaTask', 'finish', now));
    expect([done.status, typeof done.finishTime]).toEqual([TASK_STATUS.done, 'string']);
    // Reopening a subtask keeps its parent done, but the parent counts it open again.
    await ok(await run(sales, 'oaTask', 'reopen', await ok(await view(sales, 'oaTask', first.id))));
    expect((await ok(await view(sales, 'oaTask', parent.id))).openSubtaskCount).toBe(1);
  });

  it("keeps a subtask in its parent's project and refuses a parent that is the task itself or below it", async () => {
    const project = await ok(await add(zhoujie, 'oaProject', { name: '客户培训项目', startDate: '2026-12-01', endDate: '2026-12-31' }));
    const parent = await ok(await add(zhoujie, 'oaTask', { title: '培训方案', projectId: project.id }));
    // Whatever project the subtask names, it is its parent's.
    const child = await ok(await add(zhoujie, 'oaTask', { title: '课件准备', parentId: parent.id }));
    expect(child.projectId).toBe(project.id);
    const grandchild = await ok(await add(zhoujie, 'oaTask', { title: '课件排版', parentId: child.id }));

    for (const parentId of [parent.id, grandchild.id]) {
      const cycle = await edit(zhoujie, 'oaTask', { id: parent.id, version: (await ok(await view(zhoujie, 'oaTask', parent.id))).version, parentId }, en);
      expect([cycle.statusCode, envelope(cycle).message]).toEqual([
        422,
        parentId === parent.id ? expect.any(String) : 'A task cannot be its own parent task, nor the parent of one of its ancestors',
      ]);
    }
    // A task with subtasks does not leave its project without them.
    const other = await ok(await add(zhoujie, 'oaProject', { name: '另一个项目', startDate: '2026-12-01', endDate: '2026-12-31' }));
    const moving = await edit(
      zhoujie,
      'oaTask',
      { id: parent.id, version: (await ok(await view(zhoujie, 'oaTask', parent.id))).version, projectId: other.id },
      en,
    );
    expect([moving.statusCode, envelope(moving).message]).toEqual([422, 'This task has subtasks: it cannot move to another project without them']);
  });

  it('reminds its owner of its due time with a to-do, done once the task is', async () => {
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const task = await ok(await add(sales, 'oaTask', { title: '提交投标文件', dueTime: due }));
    const todos = () =>
      t.app.db.selectFrom('reminders').select(['user_id', 'due_time', 'done', 'title']).where('record_id', '=', task.id).orderBy('created_at').execute();
    expect(await todos()).toEqual([
      { user_id: sales.userId, due_time: new Date(Date.parse(due) - 3_600_000).toISOString(), done: 0, title: expect.stringContaining('提交投标文件') },
    ]);
    await ok(await run(sales, 'oaTask', 'finish', task));
    expect((await todos()).map((todo) => todo.done)).toEqual([1]);
  });
});

describe('hours and progress', () => {
  it("adds the hours logged up to the task's and the project's, and the project's progress follows its tasks done", async () => {
    const project = await ok(await add(zhoujie, 'oaProject', { name: 'CRM 实施', startDate: '2026-12-01', endDate: '2027-02-28' }));
    expect([project.status, project.taskCount, project.progress]).toEqual([PROJECT_STATUS.notStarted, 0, null]);
    const [a, b] = [
      await ok(await add(zhoujie, 'oaTask', { title: '需求调研', projectId: project.id, estimatedHours: 16 })),
      await ok(await add(zhoujie, 'oaTask', { title: '系统配置', projectId: project.id, estimatedHours: 24 })),
    ];
    await ok(await add(zhoujie, 'oaTaskTime', { taskId: a.id, workDate: '2026-12-02', hours: 6.5, note: '访谈销售部' }));
    const second = await ok(await add(zhoujie, 'oaTaskTime', { taskId: a.id, workDate: '2026-12-03', hours: 3 }));
    await ok(await add(zhoujie, 'oaTaskTime', { taskId: b.id, workDate: '2026-12-03', hours: 2 }));
    expect((await ok(await view(zhoujie, 'oaTask', a.id))).actualHours).toBe(9.5);

    // A correction moves the totals; a day's hours at most, and more than none.
    await ok(await edit(zhoujie, 'oaTaskTime', { id: second.id, version: second.version, hours: 4 }));
    for (const hours of [0, -1, 24.5]) {
      const refused = await add(zhoujie, 'oaTaskTime', { taskId: a.id, workDate: '2026-12-04', hours }, en);
      expect([refused.statusCode, envelope(refused).message]).toEqual([422, 'Hours must be more than 0 and at most 24']);
    }
    await ok(await run(zhoujie, 'oaTask', 'finish', await ok(await view(zhoujie, 'oaTask', a.id))));
    const now = await ok(await view(zhoujie, 'oaProject', project.id));
    expect([now.taskCount, now.doneTaskCount, now.progress, now.actualHours]).toEqual([2, 1, 50, 12.5]);
    expect((await ok(await view(zhoujie, 'oaTask', a.id))).actualHours).toBe(10.5);
  });

  it('starts, ends, terminates with a reason, closes and reopens a project through its actions only', async () => {
    let project = await ok(await add(manager, 'oaProject', { name: '官网改版', startDate: '2026-12-01', endDate: '2026-12-20' }));
    project = await ok(await run(manager, 'oaProject', 'start', project));
    expect(project.status).toBe(PROJECT_STATUS.ongoing);
    const moved = await ok(await run(manager, 'oaProject', 'changePeriod', project, { startDate: '2026-12-05', endDate: '2027-01-10' }));
    expect([moved.startDate, moved.endDate]).toEqual(['2026-12-05', '2027-01-10']);
    const backwards = await run(manager, 'oaProject', 'changePeriod', moved, { startDate: '2027-01-10', endDate: '2026-12-05' });
    expect(backwards.statusCode).toBe(422);
    const bare = await run(manager, 'oaProject', 'terminate', moved, {});
    expect(bare.statusCode).toBe(422);
    project = await ok(await run(manager, 'oaProject', 'terminate', moved, { stopReason: '预算调整' }));
    expect([project.status, project.stopReason]).toEqual([PROJECT_STATUS.terminated, '预算调整']);
    // Terminated, it is no longer edited.
    expect((await edit(manager, 'oaProject', { id: project.id, version: project.version, name: '改名' })).statusCode).toBe(422);
    project = await ok(await run(manager, 'oaProject', 'reopen', project));
    expect([project.status, project.stopReason]).toEqual([PROJECT_STATUS.ongoing, null]);
    project = await ok(await run(manager, 'oaProject', 'finish', project));
    project = await ok(await run(manager, 'oaProject', 'close', project));
    expect(project.status).toBe(PROJECT_STATUS.closed);
    expect((await run(manager, 'oaProject', 'reopen', project)).statusCode).toBe(422);
  });
});

describe('project stages', () => {
  it('enters the first stage on start, and advances past one with open tasks only once the user confirms', async () => {
    let project = await ok(await add(zhoujie, 'oaProject', { name: '分阶段项目', startDate: '2026-12-01' }));
    const [first, second] = [
      await ok(await add(zhoujie, 'oaProjectStage', { projectId: project.id, name: '需求调研', sort: 1 })),
      await ok(await add(zhoujie, 'oaProjectStage', { projectId: project.id, name: '系统实施', sort: 2 })),
    ];
    project = await ok(await run(zhoujie, 'oaProject', 'start', project));
    expect(project.stageName).toBe('需求调研');
    // A task of the stage joins its project.
    const task = await ok(await add(zhoujie, 'oaTask', { title: '访谈', stageId: first.id }));
    expect(task.projectId).toBe(project.id);

    project = await ok(await view(zhoujie, 'oaProject', project.id));
    const refused = await run(zhoujie, 'oaProject', 'advance', project, {}, en);
    expect([refused.statusCode, envelope(refused).message, envelope(refused).result]).toEqual([
      422,
      'Unfinished tasks remain in the current stage',
      { confirm: 'confirmed', unfinished: ['访谈'] },
    ]);
    project = await ok(await run(zhoujie, 'oaProject', 'advance', project, { confirmed: true }));
    expect(project.stageName).toBe('系统实施');
    const stages = await loose(t.app.db)
      .selectFrom('oa_project_stage')
      .select(['name', 'status'])
      .where('project_id', '=', project.id)
      .orderBy('sort')
      .execute();
    expect(stages).toEqual([
      { name: '需求调研', status: '3' },
      { name: '系统实施', status: '2' },
    ]);
    const last = await run(zhoujie, 'oaProject', 'advance', project, {}, en);
    expect([last.statusCode, envelope(last).message]).toEqual([422, 'This is the last stage']);
    // A stage the project went through stays.
    expect((await t.del(RECORD_API.delete('oa', 'oaProjectStage'), { id: second.id }, zhoujie.token)).statusCode).toBe(422);
  });

  it("refuses another project's stage for a task, and stages of a project one may not change", async () => {
    const [mine, other] = [
      await ok(await add(zhoujie, 'oaProject', { name: '项目甲', startDate: '2026-12-01' })),
      await ok(await add(zhoujie, 'oaProject', { name: '项目乙', startDate: '2026-12-01' })),
    ];
    const stage = await ok(await add(zhoujie, 'oaProjectStage', { projectId: other.id, name: '实施', sort: 1 }));
    const wrong = await add(zhoujie, 'oaTask', { title: '错配', projectId: mine.id, stageId: stage.id }, en);
    expect([wrong.statusCode, envelope(wrong).message]).toEqual([422, "The stage chosen is not one of the task's project"]);
    // A project the salesperson does not see: no stage of theirs goes into it.
    expect((await add(sales, 'oaProjectStage', { projectId: mine.id, name: '越权', sort: 1 })).statusCode).toBe(422);
  });
});

describe('who sees what', () => {
  it("shows a task to its participants and to its project's members, and to nobody else of the salespeople", async () => {
    const project = await ok(await add(zhoujie, 'oaProject', { name: '渠道拓展', startDate: '2026-12-01', endDate: '2026-12-31' }));
    await ok(await t.signedPost(RECORD_API.teamAdd, { tableName: 'oa_project', dataId: project.id, userId: sunli.userId, access: 'r' }, zhoujie.token));
    const task = await ok(await add(zhoujie, 'oaTask', { title: '名单梳理', projectId: project.id, participantIds: [sales.userId] }));
    expect(task.participantIds_dictText).toBe('李销售');
    const hours = await ok(await add(zhoujie, 'oaTaskTime', { taskId: task.id, workDate: '2026-12-02', hours: 2 }));

    expect([await seen(sales, 'oaTask', task.id), await seen(sunli, 'oaTask', task.id), await seen(zhaolei, 'oaTask', task.id)]).toEqual([true, true, false]);
    expect([await seen(sales, 'oaTaskTime', hours.id), await seen(zhaolei, 'oaTaskTime', hours.id)]).toEqual([true, false]);
    expect((await list(sales, 'oaTask', { sceneId: 'takingPart' })).map((row) => row.id)).toContain(task.id);
    expect((await list(zhaolei, 'oaTask')).map((row) => row.id)).not.toContain(task.id);
    // A participant reads; only those with a right to it change it.
    expect((await edit(sales, 'oaTask', { id: task.id, version: task.version, title: '改' })).statusCode).toBe(403);
  });

  it('never newly names a frozen colleague as a participant or a recipient', async () => {
    await t.app.db.updateTable('users').set({ status: EMPLOYEE_STATUS.frozen }).where('id', '=', zhaolei.userId).execute();
    try {
      const task = await add(sales, 'oaTask', { title: '冻结测试', participantIds: [zhaolei.userId] }, en);
      const report = await add(
        sales,
        'oaWorkLog',
        { logType: WORK_LOG_TYPE.daily, reportDate: '2026-12-01', content: '工作', recipientIds: [zhoujie.userId, zhaolei.userId] },
        en,
      );
      for (const refused of [task, report]) expect(refused.statusCode, refused.body).toBe(422);
    } finally {
      await t.app.db.updateTable('users').set({ status: EMPLOYEE_STATUS.active }).where('id', '=', zhaolei.userId).execute();
    }
  });
});

describe('work reports', () => {
  it("shows a report to its recipients, who are told, and fills in the reporter's day in numbers", async () => {
    // The reporter's day in the demo tenant's time zone, where the server counts it (not UTC's:
    // from 16:00 UTC, Shanghai is a day ahead).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const customer = await ok(await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '日报客户' }, sales.token));
    await ok(
      await t.signedPost(RECORD_API.add('crm', 'crmRecord'), { relatedEntity: 'crmCustomer', relatedId: customer.id, content: '电话沟通' }, sales.token),
    );
    const report = await ok(
      await add(sales, 'oaWorkLog', {
        logType: WORK_LOG_TYPE.daily,
        reportDate: today,
        content: '拜访两家客户',
        plan: '明天出报价',
        recipientIds: [zhoujie.userId],
      }),
    );
    expect([report.recipientIds_dictText, report.customerCount, report.followUpCount, report.orderCount]).toEqual(['周杰', 1, 1, 0]);

    expect([await seen(zhoujie, 'oaWorkLog', report.id), await seen(sunli, 'oaWorkLog', report.id), await seen(admin, 'oaWorkLog', report.id)]).toEqual([
      true,
      false,
      true,
    ]);
    expect((await list(zhoujie, 'oaWorkLog', { sceneId: 'received' })).map((row) => row.id)).toContain(report.id);
    const told = await t.app.db.selectFrom('messages').select('title').where('to_user_id', '=', zhoujie.userId).where('record_id', '=', report.id).execute();
    expect(told.map((m) => m.title)).toEqual(['李销售的日报']);
    // A recipient reads it; only its reporter changes it.
    expect((await edit(zhoujie, 'oaWorkLog', { id: report.id, version: report.version, content: '改' })).statusCode).toBe(403);
    // Sent to one more: only the newcomer is told.
    await ok(await edit(sales, 'oaWorkLog', { id: report.id, version: report.version, recipientIds: [zhoujie.userId, sunli.userId] }));
    expect(await seen(sunli, 'oaWorkLog', report.id)).toBe(true);
    const again = await t.app.db.selectFrom('messages').select('to_user_id').where('record_id', '=', report.id).execute();
    expect(again.map((m) => m.to_user_id).sort()).toEqual([zhoujie.userId, sunli.userId].sort());
  });

  it('refuses a report without recipients, in the language asked', async () => {
    const refused = await add(sales, 'oaWorkLog', { logType: WORK_LOG_TYPE.weekly, reportDate: '2026-12-01', content: '周报' }, en);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(envelope(refused).result)).toContain('recipientIds');
  });
});
