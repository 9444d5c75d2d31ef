import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { RoleListPage } from './RoleListPage.tsx';
import { RoleViewPage } from './RoleViewPage.tsx';

const auth = (...actions: string[]) => actions.map((action) => ({ action, type: '1' }));
const ALL = auth('sys:role:list', 'sys:role:view', 'sys:role:add', 'sys:role:edit', 'sys:role:delete', 'sys:role:fieldPermission', 'sys:permissionLog:list');

const SALES: RoleView = {
  id: 'r-sales',
  roleCode: 'salesperson',
  roleName: '销售员',
  builtIn: 1,
  dataScope: '4',
  rwOthers: 'r',
  permissionCodes: ['crm:crmCustomer:list', 'crm:crmCustomer:view', 'crm:crmCustomer:add', 'crm:crmClue:list', 'tool:cardCustomer:list'],
};
const ENGINEER: RoleView = {
  id: 'r-eng',
  roleCode: 'serviceEngineer',
  roleName: '服务工程师',
  builtIn: 0,
  dataScope: '2',
  rwOthers: 'rw',
  permissionCodes: [],
};

function routes(extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/role/list': ok({ records: [SALES, ENGINEER], total: 2, size: 1000, current: 1, pages: 1 }),
    ...extra,
  });
}

beforeEach(() => {
  setUpRecordTest(ALL);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

describe('the roles (/sys/sysRoleList)', () => {
  it('lists each role with its code, data scope and whether it is built in, and opens one', async () => {
    const { current } = renderScreen(<RoleListPage />, '/sys/sysRoleList', routes());
    const sales = await screen.findByTestId('role-r-sales');
    expect(sales.textContent).toContain('销售员');
    expect(sales.textContent).toContain('salesperson · 仅本人和共享给我的');
    expect(within(sales).getByTestId('role-built-in').textContent).toBe('内置');
    expect(within(screen.getByTestId('role-r-eng')).queryByTestId('role-built-in')).toBeNull();
    fireEvent.click(screen.getByTestId('role-add'));
    await waitFor(() => expect(current()).toBe('/sys/sysRoleForm'));
  });

  it('opens a role on a tap', async () => {
    const { current } = renderScreen(<RoleListPage />, '/sys/sysRoleList', routes());
    fireEvent.click((await screen.findByTestId('role-r-eng')).querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(current()).toBe('/sys/sysRoleView?id=r-eng'));
  });

  it('offers no new role without the add permission', async () => {
    setUpRecordTest(auth('sys:role:list', 'sys:role:view'));
    renderScreen(<RoleListPage />, '/sys/sysRoleList', routes());
    await screen.findByTestId('role-r-sales');
    expect(screen.queryByTestId('role-add')).toBeNull();
  });
});

describe('a role (/sys/sysRoleView)', () => {
  it('shows a built-in role read only, with what it grants, and offers its copy', async () => {
    const { current } = renderScreen(<RoleViewPage />, '/sys/sysRoleView?id=r-sales', routes());
    expect((await screen.findByTestId('role-built-in-note')).textContent).toBe('内置角色不能修改。如需调整，请复制后修改副本。');
    expect(screen.getByTestId('role-name').textContent).toBe('销售员');
    expect(screen.getByTestId('role-code').textContent).toBe('salesperson');
    expect(screen.getByTestId('role-data-scope').textContent).toBe('仅本人和共享给我的');
    expect(screen.getByTestId('role-rw-others').textContent).toBe('只读');
    const actions = within(screen.getByTestId('role-actions'));
    expect(actions.queryByTestId('role-action-edit')).toBeNull();
    expect(actions.queryByTestId('role-action-delete')).toBeNull();

    // What it grants, by area: the apps it shows and their buttons.
    expect(screen.getByTestId('summary-toggle-crm').textContent).toContain('2 个应用');
    expect(screen.queryByTestId('summary-area-oa')).toBeNull();
    fireEvent.click(screen.getByTestId('summary-toggle-crm'));
    expect(screen.getByTestId('summary-app-crmCustomerList').textContent).toContain('客户');
    expect(screen.getByTestId('summary-app-crmCustomerList').textContent).toContain('查看、新增');
    expect(screen.getByTestId('summary-app-crmClueList').textContent).toContain('仅可查看列表');

    fireEvent.click(actions.getByTestId('role-action-copy').querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(current()).toBe('/sys/sysRoleForm?copyOf=r-sales'));
  });

  it('offers edit, field permissions and the log of a custom role', async () => {
    const { current } = renderScreen(<RoleViewPage />, '/sys/sysRoleView?id=r-eng', routes());
    const actions = await screen.findByTestId('role-actions');
    expect(screen.queryByTestId('role-built-in-note')).toBeNull();
    expect(screen.getByTestId('role-rw-others').textContent).toBe('可读写');
    expect(screen.getByText('未授予任何菜单权限')).toBeTruthy();
    expect([...actions.querySelectorAll('[data-testid^="role-action-"]')].map((item) => item.textContent)).toEqual([
      '编辑角色',
      '复制角色',
      '字段权限',
      '权限变更记录',
      '删除角色',
    ]);
    fireEvent.click(within(actions).getByTestId('role-action-fieldPermission').querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(current()).toBe('/sys/sysRoleFieldPermission?roleId=r-eng'));
  });

  it('deletes a role after asking, and returns to the roles', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake, current } = renderScreen(<RoleViewPage />, '/sys/sysRoleView?id=r-eng', routes({ 'DELETE /sys/role/delete': ok(null) }));
    fireEvent.click((await screen.findByTestId('role-action-delete')).querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(fake.find('DELETE /sys/role/delete')).toHaveLength(1));
    expect(confirm).toHaveBeenCalledWith({ content: '确定删除角色“服务工程师”吗？删除后不能恢复。' });
    expect(fake.find('DELETE /sys/role/delete')[0]!.params).toMatchObject({ id: 'r-eng' });
    await waitFor(() => expect(current()).toBe('/sys/sysRoleList'));
    expect(feedback.success).toHaveBeenCalledWith('角色已删除');
  });

  it('shows the server’s reason when it refuses the deletion, whatever its status', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake, current } = renderScreen(
      <RoleViewPage />,
      '/sys/sysRoleView?id=r-eng',
      routes({ 'DELETE /sys/role/delete': fail(403, '该角色仍有 3 名员工，不能删除') }),
    );
    fireEvent.click((await screen.findByTestId('role-action-delete')).querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(fake.find('DELETE /sys/role/delete')).toHaveLength(1));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('该角色仍有 3 名员工，不能删除'));
    expect(feedback.toast).toHaveBeenCalledTimes(1);
    expect(current()).toBe('/sys/sysRoleView?id=r-eng');
  });

  it('deletes nothing when the question is declined', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(false);
    const { fake } = renderScreen(<RoleViewPage />, '/sys/sysRoleView?id=r-eng', routes({ 'DELETE /sys/role/delete': ok(null) }));
    fireEvent.click((await screen.findByTestId('role-action-delete')).querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalled());
    expect(fake.find('DELETE /sys/role/delete')).toHaveLength(0);
  });

  it('says so when the role is gone, or the user may not see roles', async () => {
    renderScreen(<RoleViewPage />, '/sys/sysRoleView?id=r-none', routes());
    expect(await screen.findByText('角色不存在或已被删除')).toBeTruthy();
  });

  it('asks nothing of the server for a user without the view permission', async () => {
    setUpRecordTest(auth('sys:role:list'));
    const { fake } = renderScreen(<RoleViewPage />, '/sys/sysRoleView?id=r-eng', routes());
    expect(await screen.findByText('您没有此操作的权限，请联系管理员')).toBeTruthy();
    expect(fake.find('GET /sys/role/list')).toHaveLength(0);
  });
});
