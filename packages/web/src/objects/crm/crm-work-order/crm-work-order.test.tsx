import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENGINEER_STATUS, type EngineerItem } from '@crm/domain';
import { fail, ok } from '../../../test/fake-http.ts';
import { feedback } from '../../../lib/feedback.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { AppointWorkUserPage } from './AppointWorkUserPage.tsx';
import { WorkUserStatusPage } from './WorkUserStatusPage.tsx';

beforeEach(() => {
  setUpRecordTest();
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const order = row({
  id: 'w1',
  workOrderNo: 'GD000012',
  subject: '服务器无法开机',
  status: '1',
  engineerId: null,
  _access: { canEdit: true, canDelete: false, team: null, locked: false, actions: { assign: true } },
});
const ENGINEERS: EngineerItem[] = [
  { id: 'e1', realname: '郑浩', departName: '售后服务部', status: ENGINEER_STATUS.free, openCount: 1 },
  { id: 'e2', realname: '陈工程师', departName: '售后服务部', status: ENGINEER_STATUS.busy, openCount: 3 },
  { id: 'e3', realname: '黄磊', departName: null, status: ENGINEER_STATUS.offline, openCount: 0 },
];

describe('/crm/appointWorkUser: assigning an engineer', () => {
  it('lists the engineers with their status, department and open load, and assigns the one tapped once confirmed', async () => {
    const { fake, current } = renderScreen(
      <AppointWorkUserPage />,
      '/crm/appointWorkUser?id=w1',
      recordRoutes({
        'GET /crm/crmWorkOrder/queryById': ok(order),
        'GET /crm/workUser/list': ok(ENGINEERS),
        'POST /crm/crmWorkOrder/assign': ok({ ...order, engineerId: 'e2', version: 4 }),
      }),
    );
    const busy = await screen.findByTestId('engineer-e2');
    expect(busy.textContent).toContain('陈工程师');
    expect(busy.textContent).toContain('售后服务部');
    expect(busy.textContent).toContain('未完成 3 单');
    expect(within(busy).getByTestId('engineer-status').textContent).toBe('忙碌');
    expect(within(screen.getByTestId('engineer-e1')).getByTestId('engineer-status').textContent).toBe('空闲');
    expect(within(screen.getByTestId('engineer-e3')).getByTestId('engineer-status').textContent).toBe('离线');
    // In the server's order: free, busy, offline.
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.dataset.testid)).toEqual(['engineer-e1', 'engineer-e2', 'engineer-e3']);

    const confirm = screen.getByTestId('appoint-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(busy);
    expect(busy.getAttribute('aria-pressed')).toBe('true');
    expect(fake.find('POST /crm/crmWorkOrder/assign')).toHaveLength(0);
    expect(confirm.textContent).toContain('派给 陈工程师');
    fireEvent.click(confirm);
    await waitFor(() => expect(fake.find('POST /crm/crmWorkOrder/assign')).toHaveLength(1));
    expect(fake.find('POST /crm/crmWorkOrder/assign')[0]!.body).toEqual({ id: 'w1', version: 3, engineerId: 'e2' });
    await waitFor(() => expect(current()).toMatch(/crmWorkOrder.*w1/));
    expect(feedback.success).toHaveBeenCalledWith('已派给 陈工程师');
  });

  it('searches engineers by name, and shows why the server refused the one chosen', async () => {
    const { fake } = renderScreen(
      <AppointWorkUserPage />,
      '/crm/appointWorkUser?id=w1',
      recordRoutes({
        'GET /crm/crmWorkOrder/queryById': ok(order),
        'GET /crm/workUser/list': (call) => ok(ENGINEERS.filter((e) => !call.params.keyword || e.realname.includes(call.params.keyword))),
        'POST /crm/crmWorkOrder/assign': {
          status: 422,
          data: {
            success: false,
            code: 422,
            message: '处理工程师所选的用户不是在职的服务工程师',
            result: { fields: { engineerId: '处理工程师所选的用户不是在职的服务工程师' } },
            timestamp: 0,
          },
        },
      }),
    );
    await screen.findByTestId('engineer-e1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '黄' } });
    await waitFor(() => expect(screen.queryByTestId('engineer-e1')).toBeNull());
    expect(fake.find('GET /crm/workUser/list').at(-1)!.params).toMatchObject({ keyword: '黄' });
    fireEvent.click(await screen.findByTestId('engineer-e3'));
    fireEvent.click(screen.getByTestId('appoint-confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain('不是在职的服务工程师');
  });

  it('says so when the work order cannot be assigned by this user now', async () => {
    renderScreen(
      <AppointWorkUserPage />,
      '/crm/appointWorkUser?id=w1',
      recordRoutes({
        'GET /crm/crmWorkOrder/queryById': ok({ ...order, _access: { ...order._access, actions: { assign: false } } }),
        'GET /crm/workUser/list': ok(ENGINEERS),
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('派单');
    expect(screen.queryByTestId('appoint-confirm')).toBeNull();
  });
});

describe('/crm/updateWorkUser: my status', () => {
  it('shows the status and since when, and sets another with one tap', async () => {
    const { fake } = renderScreen(
      <WorkUserStatusPage />,
      '/crm/updateWorkUser',
      recordRoutes({
        'GET /crm/workUser/status': ok({ status: ENGINEER_STATUS.busy, since: '2026-03-02T01:30:00.000Z' }),
        'POST /crm/workUser/status': (call) => ok({ status: (call.body as { status: string }).status, since: '2026-03-02T06:00:00.000Z' }),
      }),
    );
    expect((await screen.findByTestId('work-user-since')).textContent).toBe('自 2026-03-02 09:30 起');
    expect(screen.getByTestId('work-user-status-2').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('work-user-status-3'));
    await waitFor(() => expect(fake.find('POST /crm/workUser/status')).toHaveLength(1));
    expect(fake.find('POST /crm/workUser/status')[0]!.body).toEqual({ status: ENGINEER_STATUS.offline });
    await waitFor(() => expect(screen.getByTestId('work-user-status-3').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('work-user-since').textContent).toBe('自 2026-03-02 14:00 起');
    expect(feedback.success).toHaveBeenCalledWith('状态已更新为“离线”');
  });

  it('says the page is not there for who is no engineer', async () => {
    renderScreen(<WorkUserStatusPage />, '/crm/updateWorkUser', recordRoutes({ 'GET /crm/workUser/status': fail(403, '无权访问') }));
    expect(await screen.findByRole('status')).toBeTruthy();
  });
});
