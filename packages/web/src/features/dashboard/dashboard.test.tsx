import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, type HomeReport, type Message, type Page, type Remind } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, menuItem, renderApp, resetState, signIn } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';
import { counterTargets, remindPath } from './HomePage.tsx';

const page = <T,>(records: T[]): Page<T> => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

const followUp: Remind = {
  id: 'r1',
  type: 'followUp',
  title: '回访北京远航物流',
  dueTime: new Date(Date.now() + 3_600_000).toISOString(),
  done: 0,
  note: '确认二期需求',
  link: { objectName: 'crmCustomer', recordId: 'c1' },
};
const task: Remind = { id: 'r2', type: 'task', title: '更新本周销售简报', dueTime: null, done: 0, note: '周五前', link: null };

const home = (patch: Partial<HomeReport['counts']> = {}): HomeReport => ({
  counts: { unreadMessages: 2, todo: 4, pendingAudit: 1, followUp: 7, ...patch },
  today: [followUp],
  recent: [
    {
      id: 'a1',
      action: 'followUp',
      objectName: 'crmCustomer',
      recordId: 'c1',
      title: '北京远航物流有限公司',
      detail: '电话沟通二期需求',
      open: true,
      time: new Date().toISOString(),
    },
  ],
});

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn();
});

describe('/index', () => {
  it('leads each counter to the list it counts', async () => {
    renderApp('/index', baseRoutes({ 'GET /crm/crmRemind/homeReport': ok(home()) }));
    const href = async (key: string) => (await screen.findByTestId(`home-count-${key}`)).getAttribute('href');
    expect(await href('unreadMessages')).toBe('/mobile/dashboard/message');
    expect(await href('todo')).toBe('/mobile/crm/crmRemind');
    // Without the pending audits page in the menu, what waits for approval is the to-dos' approvals.
    expect(await href('pendingAudit')).toBe('/mobile/crm/crmRemind?type=audit');
    // 待跟进 counts the to-dos' follow-ups, and opens them.
    expect(await href('followUp')).toBe('/mobile/crm/crmRemind?type=followUp');
    expect((await screen.findByTestId('home-count-followUp')).textContent).toContain('7');
    // Without the to-do page in the menu, the to-dos are the Messages tab's.
    expect(counterTargets(false, false)).toMatchObject({ todo: '/dashboard/message?tab=todos', pendingAudit: '/dashboard/message?tab=todos' });
    // A to-do of today's about nothing opens on the to-do page.
    expect(remindPath(task, true)).toBe('/crm/crmRemind?id=r2');
    expect(remindPath(followUp, true)).toBe('/crm/crmCustomerView?id=c1');
  });

  it('opens the approvals awaiting me from 待审批', async () => {
    const audits = menuItem({ id: 'm2', path: '/crm/crmAuditList', name: 'crmAuditList', component: 'page:crmAuditList', title: 'common.menu.crmAuditList' });
    const waiting = { apiName: 'crmOrder', id: 'o1', title: 'DD000042', auditStatus: '1', submitterId: 'u2', submitterName: '李销售' };
    const { fake, path } = renderApp(
      '/index',
      baseRoutes({
        'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem(), audits], auth: [], allAuth: [] }),
        'GET /crm/crmRemind/homeReport': ok(home()),
        'GET /sys/audit/pendingList': ok(
          page([{ ...waiting, submittedAt: '2026-11-24T02:00:00Z', stepIndex: 0, stepName: '部门负责人审批', amount: 3000, currency: null }]),
        ),
      }),
    );
    await userEvent.setup().click(await screen.findByTestId('home-count-pendingAudit'));
    await waitFor(() => expect(path()).toBe('/crm/crmAuditList'));
    expect(await screen.findByText('DD000042', {}, { timeout: 10_000 })).toBeTruthy();
    expect(fake.find('GET /sys/audit/pendingList')[0]!.params).toMatchObject({ state: 'pending' });
  });

  it('shows today’s to-dos and my latest activity, each opening its record; no follow-up counter without the customer list', async () => {
    const { path } = renderApp('/index', baseRoutes({ 'GET /crm/crmRemind/homeReport': ok(home({ followUp: null })) }));
    const today = await screen.findByTestId('home-today');
    expect(await within(today).findByText('回访北京远航物流')).toBeTruthy();
    const recent = screen.getByTestId('home-recent');
    expect(within(recent).getByText(/跟进了 北京远航物流有限公司/)).toBeTruthy();
    expect(screen.queryByTestId('home-count-followUp')).toBeNull();
    await userEvent.setup().click(within(today).getByText('回访北京远航物流'));
    await waitFor(() => expect(path()).toBe('/crm/crmCustomerView?id=c1'));
  });
});

describe('/dashboard/message', () => {
  const messages: Message[] = [
    {
      id: 'm1',
      type: 'remind',
      title: '客户跟进提醒',
      content: '客户「北京远航物流」约定的回访时间已到。',
      publisher: '系统',
      sendTime: new Date().toISOString(),
      read: 0,
      link: { objectName: 'crmCustomer', recordId: 'c1' },
    },
    {
      id: 'm2',
      type: 'system',
      title: '系统升级通知',
      content: '本周六升级维护。',
      publisher: '系统',
      sendTime: new Date().toISOString(),
      read: 1,
      link: null,
    },
  ];

  it('opens the record a message is about, and marks it read', async () => {
    const { fake, path } = renderApp('/dashboard/message', baseRoutes({ 'GET /sys/message/list': ok(page(messages)), 'PUT /sys/message/read': ok(null) }));
    await userEvent.setup().click(await screen.findByText('客户跟进提醒'));
    await waitFor(() => expect(path()).toBe('/crm/crmCustomerView?id=c1'));
    expect(fake.find('PUT /sys/message/read')[0]!.body).toEqual({ id: 'm1' });
  });

  it('lists the open to-dos beside the messages, with the counts the badge adds up, and completes one', async () => {
    let open = [followUp, task];
    const { fake } = renderApp(
      '/dashboard/message',
      baseRoutes({
        'GET /crm/crmRemind/waitReport': () => ok({ unreadMessages: 1, todo: open.length }),
        'GET /sys/message/list': ok(page(messages)),
        'GET /crm/crmRemind/list': () => ok(page(open)),
        'PUT /crm/crmRemind/done': (call) => {
          open = open.filter((r) => r.id !== (call.body as { id: string }).id);
          return ok(null);
        },
      }),
    );
    const u = userEvent.setup();
    const todosTab = await screen.findByRole('tab', { name: /待办/ });
    await waitFor(() => expect(todosTab.textContent).toContain('2'));
    await u.click(todosTab);
    expect(await screen.findByText('更新本周销售简报')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '完成 更新本周销售简报' }));
    await waitFor(() => expect(screen.queryByText('更新本周销售简报')).toBeNull());
    expect(fake.find('PUT /crm/crmRemind/done')[0]!.body).toEqual({ id: 'r2' });
    await waitFor(() => expect(screen.getByRole('tab', { name: /待办/ }).textContent).toContain('1'));
  });
});

describe('/crm/crmRemind', () => {
  // Inside the sheets, plain events: the sheet's drag gesture needs pointer capture, which jsdom lacks.
  it('creates a to-do; a blank title is refused on the spot and nothing is sent', async () => {
    const { fake } = renderApp('/crm/crmRemind', baseRoutes({ 'GET /crm/crmRemind/list': ok(page([task])), 'POST /crm/crmRemind/add': ok({ id: 'r9' }) }));
    await userEvent.setup().click(await screen.findByRole('button', { name: /新建待办/ }));
    const form = await screen.findByTestId('remind-form');
    fireEvent.change(within(form).getByPlaceholderText('要做什么'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入标题')).toBeTruthy();
    expect(fake.find('POST /crm/crmRemind/add')).toHaveLength(0);
    fireEvent.change(within(form).getByPlaceholderText('要做什么'), { target: { value: '给杭州云帆发报价单' } });
    fireEvent.change(within(form).getByPlaceholderText('补充说明（可不填）'), { target: { value: '含二期报价' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.find('POST /crm/crmRemind/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmRemind/add')[0]!.body).toEqual({ title: '给杭州云帆发报价单', dueTime: null, note: '含二期报价' });
  });

  it('opens a to-do about nothing in its own sheet, where it can be completed', async () => {
    const { fake } = renderApp('/crm/crmRemind', baseRoutes({ 'GET /crm/crmRemind/list': ok(page([task])), 'PUT /crm/crmRemind/done': ok(null) }));
    await userEvent.setup().click(await screen.findByText('更新本周销售简报'));
    const sheet = await screen.findByTestId('remind-sheet');
    expect(within(sheet).getByText('周五前')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(fake.find('PUT /crm/crmRemind/done')[0]!.body).toEqual({ id: 'r2' }));
  });

  it('narrows the list to one kind, kept in the address; an approval is decided on its record, not ticked off', async () => {
    const approval: Remind = {
      id: 'audit:t1',
      type: 'audit',
      title: '审批：回款“HK000042”',
      dueTime: '2026-11-24T02:00:00Z',
      done: 0,
      note: null,
      link: { objectName: 'crmReceive', recordId: 'k1' },
    };
    const { fake, path } = renderApp(
      '/crm/crmRemind',
      baseRoutes({ 'GET /crm/crmRemind/list': (call) => ok(page((call.params as { type?: string }).type === 'audit' ? [approval] : [task, approval])) }),
    );
    const u = userEvent.setup();
    await screen.findByText('更新本周销售简报');
    await u.click(screen.getByTestId('remind-kind-audit'));
    await waitFor(() => expect(path()).toBe('/crm/crmRemind?type=audit'));
    await waitFor(() => expect(screen.queryByText('更新本周销售简报')).toBeNull());
    // Asked for that kind (not necessarily last: near midnight the page's day moves and it asks again).
    expect(fake.find('GET /crm/crmRemind/list').map((call) => call.params)).toContainEqual(expect.objectContaining({ type: 'audit', done: '0' }));
    expect(screen.getByTestId('remind-kind-audit').getAttribute('aria-pressed')).toBe('true');
    const line = (await screen.findByText('审批：回款“HK000042”')).closest('[data-testid="remind-item"]') as HTMLElement;
    expect(within(line).queryByRole('button', { name: /^完成 / })).toBeNull();
    expect(within(line).getByText(/提交于/)).toBeTruthy();
    await u.click(within(line).getByRole('button', { name: /^去审批 / }));
    await waitFor(() => expect(path()).toBe('/crm/crmReceiveView?id=k1'));
  });

  it('opens a completed to-do again from the done list', async () => {
    const finished: Remind = { ...task, done: 1 };
    const { fake } = renderApp('/crm/crmRemind', baseRoutes({ 'GET /crm/crmRemind/list': ok(page([finished])), 'PUT /crm/crmRemind/undone': ok(null) }));
    const u = userEvent.setup();
    await u.click(await screen.findByRole('tab', { name: '已完成' }));
    await u.click(await screen.findByRole('button', { name: '撤销完成 更新本周销售简报' }));
    await waitFor(() => expect(fake.find('PUT /crm/crmRemind/undone')[0]!.body).toEqual({ id: 'r2' }));
  });

  it('opens the to-do named by ?id= (where the home page’s schedule leads for one about nothing)', async () => {
    renderApp('/crm/crmRemind?id=r2', baseRoutes({ 'GET /crm/crmRemind/list': ok(page([task])), 'GET /crm/crmRemind/queryById': ok(task) }));
    const sheet = await screen.findByTestId('remind-sheet', {}, { timeout: 10_000 });
    expect(within(sheet).getByText('更新本周销售简报')).toBeTruthy();
    expect(within(sheet).getByText('周五前')).toBeTruthy();
  });
});
