import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { renderApp } from '../../test/app.tsx';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { EmployeeFormPage } from './EmployeeFormPage.tsx';
import { employee, page, PEOPLE_AUTH, person, role, TREE } from './test/people-fixtures.ts';

beforeEach(() => {
  setUpRecordTest(PEOPLE_AUTH);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

const WANG = person({ id: 'u9', username: 'wangwu', realname: 'Wang Wu' });

function formRoutes(extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/role/list': ok({ records: [role('r1', 'Salesperson'), role('r2', 'Sales manager')], total: 2, size: 500, current: 1, pages: 1 }),
    'GET /sys/sysDepart/queryTreeList': ok(TREE),
    'GET /sys/user/list': ok(page([WANG, person()])),
    'GET /sys/user/queryById': ok(employee()),
    ...extra,
  });
}

const field = (name: string) => screen.getByTestId(`employee-field-${name}`);
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`employee-input-${name}`).querySelector('input') ?? screen.getByTestId(`employee-input-${name}`), { target: { value } });
const inputValue = (name: string) =>
  (screen.getByTestId(`employee-input-${name}`).querySelector('input') ?? (screen.getByTestId(`employee-input-${name}`) as HTMLInputElement)).value;

async function pickDepartment(id: string) {
  fireEvent.click(within(field('departId')).getByRole('button'));
  fireEvent.click(await within(await screen.findByTestId('depart-picker')).findByTestId(`depart-option-${id}`));
}

describe('the employee form (/sys/sysUserForm)', () => {
  it('says what is missing or wrong before sending anything', async () => {
    const { fake } = renderScreen(<EmployeeFormPage />, '/sys/sysUserForm', formRoutes());
    await screen.findByText('Salesperson');
    type('username', 'a b');
    type('password', '123');
    type('mobile', '12345');
    type('email', 'not-an-address');
    fireEvent.click(screen.getByTestId('employee-save'));

    expect(screen.getByTestId('employee-error-username').textContent).toBe('登录账号须为 2–64 位字母、数字或 _ . @ -，并以字母或数字开头');
    expect(screen.getByTestId('employee-error-realname').textContent).toBe('请输入姓名');
    expect(screen.getByTestId('employee-error-password').textContent).toBe('密码至少 6 位');
    expect(screen.getByTestId('employee-error-mobile').textContent).toBe('手机号码格式不正确');
    expect(screen.getByTestId('employee-error-email').textContent).toBe('邮箱格式不正确');
    expect(screen.getByTestId('employee-error-departId').textContent).toBe('请选择部门');
    expect(screen.getByTestId('employee-error-roleIds').textContent).toBe('请至少选择一个角色：没有角色的员工无法进入系统');
    expect(feedback.toast).toHaveBeenCalledWith('请先改正标出的内容');
    expect(fake.find('POST /sys/user/add')).toHaveLength(0);

    // Fixing a field clears its message.
    type('realname', 'Zhou Qi');
    expect(screen.queryByTestId('employee-error-realname')).toBeNull();
    // The first password is optional, and the form says what happens without one.
    expect(field('password').textContent).toContain('不设密码时，员工用手机号或邮箱接收验证码登录。');
  });

  it('adds an employee with the body of the contract, then opens them', async () => {
    const { fake, current } = renderScreen(<EmployeeFormPage />, '/sys/sysUserForm', formRoutes({ 'POST /sys/user/add': ok({ id: 'u20' }) }));
    await screen.findByText('Salesperson');
    type('username', ' zhouqi ');
    type('realname', ' Zhou Qi ');
    type('mobile', '13800000020');
    type('position', 'Engineer');
    await pickDepartment('d-east');
    await waitFor(() => expect(field('departId').textContent).toContain('East'));
    fireEvent.click(screen.getByText('Salesperson'));
    fireEvent.click(screen.getByText('Sales manager'));
    fireEvent.click(within(field('superiorId')).getAllByRole('button')[0]!);
    fireEvent.click(await within(await screen.findByTestId('person-picker')).findByTestId('person-option-u9'));
    await waitFor(() => expect(field('superiorId').textContent).toContain('Wang Wu'));
    fireEvent.click(screen.getByTestId('employee-save'));

    await waitFor(() => expect(fake.find('POST /sys/user/add')).toHaveLength(1));
    expect(fake.find('POST /sys/user/add')[0]!.body).toEqual({
      username: 'zhouqi',
      realname: 'Zhou Qi',
      mobile: '13800000020',
      email: null,
      departId: 'd-east',
      roleIds: ['r1', 'r2'],
      position: 'Engineer',
      superiorId: 'u9',
      jobNo: null,
    });
    await waitFor(() => expect(current()).toBe('/sys/sysUserView?id=u20'));
    expect(feedback.success).toHaveBeenCalledWith('已保存');
  });

  it('sends a first password when one is given', async () => {
    const { fake } = renderScreen(<EmployeeFormPage />, '/sys/sysUserForm', formRoutes({ 'POST /sys/user/add': ok({ id: 'u20' }) }));
    await screen.findByText('Salesperson');
    type('username', 'zhouqi');
    type('realname', 'Zhou Qi');
    type('password', 'Secret@1');
    await pickDepartment('d-sales');
    fireEvent.click(screen.getByText('Salesperson'));
    fireEvent.click(screen.getByTestId('employee-save'));
    await waitFor(() =>
      expect(fake.find('POST /sys/user/add')[0]?.body).toMatchObject({ username: 'zhouqi', password: 'Secret@1', departId: 'd-sales', roleIds: ['r1'] }),
    );
  });

  it('shows the server’s refusal and keeps everything typed', async () => {
    const { fake, current } = renderScreen(<EmployeeFormPage />, '/sys/sysUserForm', formRoutes({ 'POST /sys/user/add': fail(409, '登录账号已存在') }));
    await screen.findByText('Salesperson');
    type('username', 'hanmei');
    type('realname', 'Han Mei');
    type('email', 'han@example.com');
    await pickDepartment('d-sales');
    fireEvent.click(screen.getByText('Salesperson'));
    fireEvent.click(screen.getByTestId('employee-save'));

    expect((await screen.findByTestId('employee-server-error')).textContent).toBe('登录账号已存在');
    expect(fake.find('POST /sys/user/add')).toHaveLength(1);
    expect(current()).toBe('/sys/sysUserForm');
    expect(inputValue('username')).toBe('hanmei');
    expect(inputValue('realname')).toBe('Han Mei');
    expect(inputValue('email')).toBe('han@example.com');
    expect(field('departId').textContent).toContain('Sales');
  });

  it('edits an employee: the account is shown, not changed, and the body carries the id', async () => {
    const { fake } = renderScreen(<EmployeeFormPage />, '/sys/sysUserForm?id=u2', formRoutes({ 'PUT /sys/user/edit': ok(null) }));
    expect((await screen.findByTestId('employee-username')).textContent).toBe('hanmei');
    expect(screen.queryByTestId('employee-input-username')).toBeNull();
    expect(screen.queryByTestId('employee-input-password')).toBeNull();
    expect(inputValue('realname')).toBe('Han Mei');
    expect(field('departId').textContent).toContain('Sales');
    expect(field('superiorId').textContent).toContain('Wang Wu');
    type('jobNo', 'E-008');
    fireEvent.click(screen.getByTestId('employee-superior-clear'));
    fireEvent.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(fake.find('PUT /sys/user/edit')).toHaveLength(1));
    expect(fake.find('PUT /sys/user/edit')[0]!.body).toEqual({
      id: 'u2',
      username: 'hanmei',
      realname: 'Han Mei',
      mobile: '13800000002',
      email: 'hanmei@example.com',
      departId: 'd-sales',
      roleIds: ['r1'],
      position: 'Account manager',
      superiorId: null,
      jobNo: 'E-008',
    });
  });

  it('is refused without sys:user:add', async () => {
    setUpRecordTest([{ action: 'sys:user:view', type: '1' }]);
    renderScreen(<EmployeeFormPage />, '/sys/sysUserForm', formRoutes());
    expect(await screen.findByText('您没有进行此操作的权限')).toBeTruthy();
    expect(screen.queryByTestId('employee-save')).toBeNull();
  });

  it('has a title of its own for adding and for editing, and a way back', async () => {
    const add = renderApp('/sys/sysUserForm', formRoutes());
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('新增员工');
    expect(screen.getByTestId('nav-back')).toBeTruthy();
    add.unmount();
    renderApp('/sys/sysUserForm?id=u2', formRoutes());
    await waitFor(() => expect(screen.getByTestId('nav-title').textContent).toContain('编辑员工'), { timeout: 5000 });
  });
});
