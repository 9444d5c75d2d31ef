import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HandoverResult } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { menuItem, renderApp } from '../../test/app.tsx';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { EmployeeViewPage } from './EmployeeViewPage.tsx';
import { HandoverPage } from './HandoverPage.tsx';
import { employee, page, PEOPLE_AUTH, person } from './test/people-fixtures.ts';

beforeEach(() => {
  setUpRecordTest(PEOPLE_AUTH);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

const WANG = person({ id: 'u9', username: 'wangwu', realname: 'Wang Wu', departName: 'Service' });

function viewRoutes(extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/user/queryById': ok(employee()),
    'GET /sys/user/list': ok(page([person(), WANG])),
    ...extra,
  });
}

const shown = (name: string) => screen.getByTestId(`employee-view-${name}`).textContent;

describe('an employee (/sys/sysUserView)', () => {
  it('shows every field', async () => {
    const { fake } = renderScreen(<EmployeeViewPage />, '/sys/sysUserView?id=u2', viewRoutes());
    await screen.findByTestId('employee-view');
    expect(fake.find('GET /sys/user/queryById')[0]!.params.id).toBe('u2');
    expect(shown('username')).toContain('hanmei');
    expect(shown('realname')).toContain('Han Mei');
    expect(shown('jobNo')).toContain('E-007');
    expect(shown('position')).toContain('Account manager');
    expect(shown('superior')).toContain('Wang Wu');
    expect(shown('department')).toContain('Sales');
    expect(shown('roles')).toContain('Salesperson');
    expect(shown('mobile')).toContain('13800000002');
    expect(shown('email')).toContain('hanmei@example.com');
    expect(shown('status')).toContain('正常');
    expect(shown('createdAt')).toContain('2026-03-01 10:00');
  });

  it('freezes the account only after the administrator confirms', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { fake } = renderScreen(<EmployeeViewPage />, '/sys/sysUserView?id=u2', viewRoutes({ 'PUT /sys/user/frozenBatch': ok(null) }));
    fireEvent.click(await screen.findByText('冻结账号'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0].content).toBe('冻结后 Han Mei 将无法登录，名下的记录保持不变。确定冻结吗？');
    expect(fake.find('PUT /sys/user/frozenBatch')).toHaveLength(0);

    fireEvent.click(screen.getByText('冻结账号'));
    await waitFor(() => expect(fake.find('PUT /sys/user/frozenBatch')).toHaveLength(1));
    expect(fake.find('PUT /sys/user/frozenBatch')[0]!.body).toEqual({ ids: 'u2', status: '2' });
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('账号已冻结'));
    // The employee is read again.
    await waitFor(() => expect(fake.find('GET /sys/user/queryById').length).toBeGreaterThan(1));
  });

  it('unfreezes a frozen account', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake } = renderScreen(
      <EmployeeViewPage />,
      '/sys/sysUserView?id=u2',
      viewRoutes({ 'GET /sys/user/queryById': ok(employee({ status: '2' })), 'PUT /sys/user/frozenBatch': ok(null) }),
    );
    fireEvent.click(await screen.findByText('解除冻结'));
    expect(shown('status')).toContain('冻结');
    await waitFor(() => expect(fake.find('PUT /sys/user/frozenBatch')[0]?.body).toEqual({ ids: 'u2', status: '1' }));
  });

  it('resets the password with a new one of at least six characters', async () => {
    const { fake } = renderScreen(<EmployeeViewPage />, '/sys/sysUserView?id=u2', viewRoutes({ 'PUT /sys/user/resetPassword': ok(null) }));
    fireEvent.click(await screen.findByText('重置密码'));
    const dialog = await screen.findByTestId('reset-password-dialog');
    const input = within(dialog).getByTestId('reset-password-input').querySelector('input') ?? within(dialog).getByLabelText('新密码');
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByTestId('reset-password-confirm'));
    expect(within(dialog).getByTestId('reset-password-error').textContent).toBe('密码至少 6 位');
    expect(fake.find('PUT /sys/user/resetPassword')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Fresh@2026' } });
    fireEvent.click(within(dialog).getByTestId('reset-password-confirm'));
    await waitFor(() => expect(fake.find('PUT /sys/user/resetPassword')[0]?.body).toEqual({ id: 'u2', password: 'Fresh@2026' }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('密码已重置'));
  });

  it('shows only the actions whose codes the user holds', async () => {
    setUpRecordTest([{ action: 'sys:user:view', type: '1' }]);
    renderScreen(<EmployeeViewPage />, '/sys/sysUserView?id=u2', viewRoutes());
    await screen.findByTestId('employee-view');
    expect(screen.queryByTestId('employee-actions')).toBeNull();
    expect(screen.queryByTestId('employee-edit')).toBeNull();
    expect(screen.queryByText('冻结账号')).toBeNull();
    expect(screen.queryByText('重置密码')).toBeNull();
    expect(screen.queryByText('移交记录')).toBeNull();
  });

  it('is refused without sys:user:view', async () => {
    setUpRecordTest([]);
    const { fake } = renderScreen(<EmployeeViewPage />, '/sys/sysUserView?id=u2', viewRoutes());
    expect(await screen.findByText('您没有进行此操作的权限')).toBeTruthy();
    expect(fake.find('GET /sys/user/queryById')).toHaveLength(0);
  });

  it('opens the form from its edit button', async () => {
    const { current } = renderScreen(<EmployeeViewPage />, '/sys/sysUserView?id=u2', viewRoutes());
    fireEvent.click(await screen.findByTestId('employee-edit'));
    await waitFor(() => expect(current()).toBe('/sys/sysUserForm?id=u2'));
  });

  it('has a title of its own and a way back', async () => {
    const menu = [menuItem()];
    renderApp('/sys/sysUserView?id=u2', viewRoutes({ 'GET /sys/permission/getUserPermissionByToken': ok({ menu, auth: PEOPLE_AUTH, allAuth: [] }) }));
    await waitFor(() => expect(screen.getByTestId('nav-title').textContent).toContain('员工详情'), { timeout: 5000 });
    expect(screen.getByTestId('nav-back')).toBeTruthy();
    fireEvent.click(within(await screen.findByTestId('employee-handover', {}, { timeout: 5000 })).getByText('移交记录'));
    await waitFor(() => expect(screen.getByTestId('nav-title').textContent).toContain('移交记录'), { timeout: 5000 });
  });
});

describe('handing over an employee’s records (/sys/sysUserHandover)', () => {
  const RESULT: HandoverResult = {
    moved: [
      { apiName: 'crmCustomer', title: '客户', count: 12 },
      { apiName: 'crmClue', title: '线索', count: 3 },
      { apiName: 'crmOrder', title: '订单', count: 0 },
    ],
    total: 15,
  };

  it('picks an active colleague, confirms, then shows what moved per object', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake } = renderScreen(<HandoverPage />, '/sys/sysUserHandover?id=u2', viewRoutes({ 'POST /sys/user/handover': ok(RESULT) }));
    const candidates = await screen.findByTestId('handover-candidates');
    // Active people only, never the one handing over.
    await within(candidates).findByTestId('handover-to-u9');
    expect(fake.find('GET /sys/user/list')[0]!.params.status).toBe('1');
    expect(within(candidates).queryByTestId('handover-to-u2')).toBeNull();

    fireEvent.click(screen.getByTestId('handover-submit'));
    expect(feedback.toast).toHaveBeenCalledWith('请先选择接收人');
    expect(confirm).not.toHaveBeenCalled();

    fireEvent.click(within(candidates).getByTestId('handover-to-u9'));
    expect(screen.getByTestId('handover-submit').textContent).toBe('移交给 Wang Wu');
    fireEvent.click(screen.getByTestId('handover-submit'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0].content).toBe('确定把 Han Mei 名下的全部记录移交给 Wang Wu 吗？移交后不能撤销。');
    await waitFor(() => expect(fake.find('POST /sys/user/handover')).toHaveLength(1));
    expect(fake.find('POST /sys/user/handover')[0]!.body).toEqual({ fromUserId: 'u2', toUserId: 'u9' });

    const result = await screen.findByTestId('handover-result');
    expect(result.textContent).toContain('已移交给 Wang Wu，共 15 条记录');
    expect(within(result).getByTestId('handover-moved-crmCustomer').textContent).toContain('客户');
    expect(within(result).getByTestId('handover-moved-crmCustomer').textContent).toContain('12 条');
    expect(within(result).getByTestId('handover-moved-crmClue').textContent).toContain('3 条');
    expect(within(result).queryByTestId('handover-moved-crmOrder')).toBeNull();
    expect(screen.getByTestId('handover-finish')).toBeTruthy();
  });

  it('sends nothing when the administrator does not confirm, and keeps the choice when the server refuses', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValueOnce(false).mockResolvedValue(true);
    const { fake } = renderScreen(<HandoverPage />, '/sys/sysUserHandover?id=u2', viewRoutes({ 'POST /sys/user/handover': fail(400, '接收人已冻结') }));
    fireEvent.click(await screen.findByTestId('handover-to-u9'));
    fireEvent.click(screen.getByTestId('handover-submit'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(fake.find('POST /sys/user/handover')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('handover-submit'));
    await waitFor(() => expect(fake.find('POST /sys/user/handover')).toHaveLength(1));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('接收人已冻结'));
    expect(screen.queryByTestId('handover-result')).toBeNull();
    expect(screen.getByTestId('handover-submit').textContent).toBe('移交给 Wang Wu');
  });

  it('says when there was nothing to hand over', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    renderScreen(<HandoverPage />, '/sys/sysUserHandover?id=u2', viewRoutes({ 'POST /sys/user/handover': ok({ moved: [], total: 0 }) }));
    fireEvent.click(await screen.findByTestId('handover-to-u9'));
    fireEvent.click(screen.getByTestId('handover-submit'));
    expect((await screen.findByTestId('handover-result')).textContent).toContain('Han Mei 名下没有需要移交的记录');
  });
});
