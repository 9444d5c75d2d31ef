import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHANCE_STATUS } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { fail, ok, type FakeRoute } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const chance = { kind: 'entity', apiName: 'crmChance' } as const;
const DAY_MS = 86_400_000;

const process = row({
  id: 'p1',
  name: '标准销售流程',
  stages: [
    { id: 's1', name: '初步意向', winRate: 10, tasks: '确认客户需求背景\n确定关键联系人' },
    { id: 's2', name: '需求确定', winRate: 20, tasks: '完成需求调研\n 确认预算与时间表 \n' },
    { id: 's3', name: '方案报价', winRate: 40, tasks: '提交解决方案' },
    { id: 's4', name: '商务谈判', winRate: 60, tasks: '' },
  ],
});

const access = (actions: Record<string, boolean>) => ({ canEdit: true, canDelete: true, team: null, locked: false, actions });

/** An ongoing opportunity in the second stage for 5 days and some hours, one of its two tasks done. */
const ongoing = (patch: Record<string, unknown> = {}) =>
  row({
    id: 'c1',
    chanceName: 'ACME 年度采购项目',
    processId: 'p1',
    processId_dictText: '标准销售流程',
    stageId: 's2',
    stageName: '需求确定',
    stageTime: new Date(Date.now() - 5 * DAY_MS - 3 * 3_600_000).toISOString(),
    status: CHANCE_STATUS.ongoing,
    doneTasks: ['确认预算与时间表'],
    _access: access({ advance: true, task: true, win: true, lose: true }),
    ...patch,
  });

const routes = (record: ReturnType<typeof row>, extra: Record<string, FakeRoute> = {}) =>
  recordRoutes({ 'GET /crm/crmChance/queryById': ok(record), 'GET /crm/crmProcess/queryById': ok(process), ...extra });

const open = (record: ReturnType<typeof row>, extra: Record<string, FakeRoute> = {}) =>
  renderScreen(<RecordViewPage source={chance} />, '/crm/crmChanceView?id=c1', routes(record, extra));

const steps = () => screen.getAllByTestId('chance-step');
const stepTitles = () => steps().map((step) => step.textContent);
const tasks = () => screen.getAllByTestId('chance-task');
const ticked = (task: HTMLElement) => (task.querySelector('input') as HTMLInputElement).checked;

beforeEach(() => {
  setUpRecordTest();
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmChance: { load: () => import('./crm-chance.web.tsx').then((m) => m.crmChanceWeb) } });
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});

describe("the opportunity's stages panel", () => {
  it('shows the process’s stages in order with the current one active, the days in it and its tasks', async () => {
    const { fake } = open(ongoing());
    const panel = await screen.findByTestId('chance-stages');
    expect(within(panel).getByText('销售阶段')).toBeTruthy();
    expect(stepTitles()).toEqual(['初步意向', '需求确定', '方案报价', '商务谈判']);
    expect(steps().map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(steps()[0]!.className).toContain('adm-step-status-finish');
    expect(steps()[1]!.className).toContain('adm-step-status-process');
    expect(steps()[2]!.className).toContain('adm-step-status-wait');
    expect(screen.getByTestId('chance-stayed').textContent).toBe('已停留 5 天');
    expect(within(panel).getByText('本阶段任务')).toBeTruthy();
    expect(tasks().map((task) => task.textContent)).toEqual(['完成需求调研', '确认预算与时间表']);
    expect(tasks().map(ticked)).toEqual([false, true]);
    expect(fake.find('GET /crm/crmProcess/queryById')[0]!.params).toMatchObject({ id: 'p1' });
  });

  /** A server keeping the opportunity: the task action changes it, and the detail answers it as it now is. */
  function server(record: ReturnType<typeof row>) {
    let current = record;
    return {
      'GET /crm/crmChance/queryById': () => ok(current),
      'POST /crm/crmChance/task': ({ body }: { body: unknown }) => {
        const { task, done } = body as { task: string; done?: boolean };
        const tasks = (current.doneTasks as string[]).filter((t) => t !== task);
        current = row({ ...current, version: current.version + 1, doneTasks: done === false ? tasks : [...tasks, task] });
        return ok(current);
      },
    };
  }

  it('ticks a task off through the task action and shows the record the server answers', async () => {
    const { fake } = open(ongoing(), server(ongoing()));
    await screen.findByTestId('chance-stages');
    fireEvent.click(tasks()[0]!);
    await waitFor(() => expect(tasks().map(ticked)).toEqual([true, true]));
    expect(fake.find('POST /crm/crmChance/task').map((call) => call.body)).toEqual([{ id: 'c1', version: 3, task: '完成需求调研' }]);
  });

  it('unticks a finished task with done: false', async () => {
    const { fake } = open(ongoing(), server(ongoing()));
    await screen.findByTestId('chance-stages');
    fireEvent.click(tasks()[1]!);
    await waitFor(() => expect(tasks().map(ticked)).toEqual([false, false]));
    expect(fake.find('POST /crm/crmChance/task').map((call) => call.body)).toEqual([{ id: 'c1', version: 3, task: '确认预算与时间表', done: false }]);
  });

  it('says a stage without tasks has none', async () => {
    open(ongoing({ stageId: 's4', stageName: '商务谈判' }));
    expect(await screen.findByText('本阶段没有任务')).toBeTruthy();
    expect(screen.queryAllByTestId('chance-task')).toHaveLength(0);
  });

  it('shows the tasks without letting them be ticked when the caller may not run the task action', async () => {
    const { fake } = open(ongoing({ _access: access({ advance: false, task: false }) }));
    await screen.findByTestId('chance-stages');
    expect(tasks().map(ticked)).toEqual([false, true]);
    expect(tasks().every((task) => (task.querySelector('input') as HTMLInputElement).disabled)).toBe(true);
    fireEvent.click(tasks()[0]!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.find('POST /crm/crmChance/task')).toHaveLength(0);
    expect(tasks().map(ticked)).toEqual([false, true]);
  });

  it('marks the stage a lost opportunity ended in and says it is closed, with no days and no tasks', async () => {
    open(ongoing({ status: CHANCE_STATUS.lost, stageId: 's3', stageName: '方案报价', _access: access({ reopen: true }) }));
    await screen.findByTestId('chance-stages');
    expect(screen.getByTestId('chance-closed').textContent).toBe('商机已结束');
    expect(steps()[2]!.className).toContain('adm-step-status-error');
    expect(steps()[1]!.className).toContain('adm-step-status-finish');
    expect(screen.queryByTestId('chance-stayed')).toBeNull();
    expect(screen.queryByTestId('chance-tasks')).toBeNull();
  });

  it('shows every stage finished for a won opportunity', async () => {
    open(ongoing({ status: CHANCE_STATUS.won, stageId: 's4', stageName: '商务谈判', _access: access({}) }));
    await screen.findByTestId('chance-stages');
    expect(steps().every((step) => step.className.includes('adm-step-status-finish'))).toBe(true);
    expect(screen.getByTestId('chance-closed').textContent).toBe('商机已结束');
  });

  it('leaves the panel out, and the rest of the screen working, when the process cannot be loaded', async () => {
    open(ongoing(), { 'GET /crm/crmProcess/queryById': fail(403, 'no') });
    expect((await screen.findByTestId('record-title')).textContent).toContain('ACME 年度采购项目');
    await waitFor(() => expect(screen.queryByLabelText('busy', { exact: false })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('chance-stages')).toBeNull();
    expect(screen.getByTestId('action-advance')).toBeTruthy();
    expect(feedback.toast).not.toHaveBeenCalled();
  });
});
