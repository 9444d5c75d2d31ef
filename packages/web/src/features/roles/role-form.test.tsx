import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { ok, type FakeRoute, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { RoleFormPage } from './RoleFormPage.tsx';

const ROLE_AUTH = ['list', 'view', 'add', 'edit', 'delete', 'fieldPermission'].map((action) => ({ action: `sys:role:${action}`, type: '1' }));

const ADMIN: RoleView = {
  id: 'r-admin',
  roleCode: 'admin',
  roleName: '管理员',
  builtIn: 1,
  dataScope: '1',
  rwOthers: 'rw',
  permissionCodes: ['crm:crmCustomer:list'],
};
const ENGINEER: RoleView = {
  id: 'r-eng',
  roleCode: 'serviceEngineer',
  roleName: '服务工程师',
  builtIn: 0,
  dataScope: '2',
  rwOthers: 'r',
  permissionCodes: ['crm:crmCustomer:list', 'crm:crmWorkOrder:list', 'crm:crmWorkOrder:view', 'crm:crmWorkOrder:accept'],
};

function routes(extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/role/list': ok({ records: [ADMIN, ENGINEER], total: 2, size: 1000, current: 1, pages: 1 }),
    ...extra,
  });
}

const inputOf = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? (screen.getByTestId(testId) as HTMLInputElement);
const box = (code: string) => within(screen.getByTestId(`tree-code-${code}`)).getByRole('checkbox') as HTMLInputElement;

beforeEach(() => {
  setUpRecordTest(ROLE_AUTH);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

describe('a new role (/sys/sysRoleForm)', () => {
  it('checks the code, builds the permissions in the tree and adds the role', async () => {
    const { fake, current } = renderScreen(
      <RoleFormPage />,
      '/sys/sysRoleForm',
      routes({ 'POST /sys/role/add': (call: RecordedCall) => ok({ ...(call.body as object), id: 'r-new', builtIn: 0 }) }),
    );
    fireEvent.change(inputOf('role-form-name'), { target: { value: ' 区域经理 ' } });
    fireEvent.change(inputOf('role-form-code'), { target: { value: '1region' } });
    fireEvent.click(screen.getByTestId('role-form-save'));
    expect(screen.getByRole('alert').textContent).toBe('角色编码须以字母开头，只能包含字母、数字和下划线');
    expect(fake.find('POST /sys/role/add')).toHaveLength(0);

    fireEvent.change(inputOf('role-form-code'), { target: { value: 'regionManager' } });
    fireEvent.click(within(screen.getByTestId('role-form-data-scope')).getByText('本部门及下属部门和共享给我的'));
    fireEvent.click(within(screen.getByTestId('role-form-rw-others')).getByText('可读写'));

    // Areas open on demand; a button checks its app's list, which shows the app.
    expect(screen.queryByTestId('tree-app-crmCustomerList')).toBeNull();
    fireEvent.click(screen.getByTestId('tree-toggle-crm'));
    expect(screen.getByTestId('tree-toggle-crm').getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByTestId('tree-app-crmCustomerList')).getByText('编辑')).toBeTruthy();
    fireEvent.click(box('crm:crmCustomer:edit'));
    expect(box('crm:crmCustomer:list').checked).toBe(true);
    expect(box('crm:crmCustomer:view').checked).toBe(false);
    // An app alone: its list only.
    fireEvent.click(box('crm:crmClue:list'));
    expect(box('crm:crmClue:view').checked).toBe(false);
    // A whole area at once.
    fireEvent.click(within(screen.getByTestId('tree-all-tools')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('tree-toggle-tools'));
    expect(box('email:email:list').checked).toBe(true);
    expect(screen.getByTestId('tree-toggle-tools').textContent).toContain('3/3');

    fireEvent.click(screen.getByTestId('role-form-save'));
    await waitFor(() => expect(fake.find('POST /sys/role/add')).toHaveLength(1));
    expect(fake.find('POST /sys/role/add')[0]!.body).toEqual({
      roleName: '区域经理',
      roleCode: 'regionManager',
      dataScope: '2',
      rwOthers: 'rw',
      permissionCodes: [
        'crm:crmClue:list',
        'crm:crmCustomer:list',
        'crm:crmCustomer:edit',
        'email:email:list',
        'hk:searchCustomer:list',
        'tool:cardCustomer:list',
      ],
    });
    await waitFor(() => expect(current()).toBe('/sys/sysRoleView?id=r-new'));
    expect(feedback.success).toHaveBeenCalledWith('角色已保存');
  });

  it('asks for a name and a code', async () => {
    const { fake } = renderScreen(<RoleFormPage />, '/sys/sysRoleForm', routes());
    fireEvent.click(screen.getByTestId('role-form-save'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请输入角色名称', '请输入角色编码']);
    expect(feedback.toast).toHaveBeenCalledWith('请检查标出的内容');
    expect(fake.find('POST /sys/role/add')).toHaveLength(0);
  });

  it('is not offered without the add permission', async () => {
    setUpRecordTest(ROLE_AUTH.filter((entry) => entry.action !== 'sys:role:add'));
    renderScreen(<RoleFormPage />, '/sys/sysRoleForm', routes());
    expect(await screen.findByText('您没有此操作的权限，请联系管理员')).toBeTruthy();
    expect(screen.queryByTestId('role-form-save')).toBeNull();
  });
});

describe('a role’s changes (/sys/sysRoleForm?id=)', () => {
  it('edits name, scope and permissions of a custom role, its code fixed', async () => {
    const { fake, current } = renderScreen(
      <RoleFormPage />,
      '/sys/sysRoleForm?id=r-eng',
      routes({ 'PUT /sys/role/edit': (call: RecordedCall) => ok({ ...ENGINEER, ...(call.body as object) }) }),
    );
    await waitFor(() => expect(inputOf('role-form-name').value).toBe('服务工程师'));
    expect(screen.getByTestId('role-form-code-fixed').textContent).toBe('serviceEngineer');
    expect(screen.queryByTestId('role-form-code')).toBeNull();
    expect(within(screen.getByTestId('role-form-data-scope')).getByText('本部门及下属部门和共享给我的').closest('.adm-selector-item-active')).toBeTruthy();

    fireEvent.change(inputOf('role-form-name'), { target: { value: '高级工程师' } });
    fireEvent.click(within(screen.getByTestId('role-form-data-scope')).getByText('仅本人和共享给我的'));
    fireEvent.click(screen.getByTestId('tree-toggle-service'));
    fireEvent.click(box('crm:crmWorkOrder:accept'));
    fireEvent.click(screen.getByTestId('tree-toggle-crm'));
    fireEvent.click(box('crm:crmCustomer:list'));

    fireEvent.click(screen.getByTestId('role-form-save'));
    await waitFor(() => expect(fake.find('PUT /sys/role/edit')).toHaveLength(1));
    expect(fake.find('PUT /sys/role/edit')[0]!.body).toEqual({
      id: 'r-eng',
      roleName: '高级工程师',
      dataScope: '4',
      rwOthers: 'r',
      permissionCodes: ['crm:crmWorkOrder:list', 'crm:crmWorkOrder:view'],
    });
    await waitFor(() => expect(current()).toBe('/sys/sysRoleView?id=r-eng'));
  });

  it('refuses to edit a built-in role and offers its copy', async () => {
    const { current } = renderScreen(<RoleFormPage />, '/sys/sysRoleForm?id=r-admin', routes());
    expect((await screen.findByTestId('role-built-in-note')).textContent).toBe('内置角色不能修改。如需调整，请复制后修改副本。');
    expect(screen.queryByTestId('role-form-save')).toBeNull();
    fireEvent.click(screen.getByText('复制角色'));
    await waitFor(() => expect(current()).toBe('/sys/sysRoleForm?copyOf=r-admin'));
  });
});

describe('a copy of a role (/sys/sysRoleForm?copyOf=)', () => {
  it('copies a built-in role under a new name and code', async () => {
    const { fake, current } = renderScreen(
      <RoleFormPage />,
      '/sys/sysRoleForm?copyOf=r-admin',
      routes({ 'POST /sys/role/copy': (call: RecordedCall) => ok({ ...ADMIN, ...(call.body as object), id: 'r-copy', builtIn: 0 }) }),
    );
    expect((await screen.findByTestId('role-copy-note')).textContent).toContain('管理员');
    expect(inputOf('role-form-name').value).toBe('管理员 副本');
    expect(inputOf('role-form-code').value).toBe('admin_copy');
    expect(screen.queryByTestId('permission-tree')).toBeNull();

    fireEvent.change(inputOf('role-form-code'), { target: { value: 'deputyAdmin' } });
    fireEvent.change(inputOf('role-form-name'), { target: { value: '副管理员' } });
    fireEvent.click(screen.getByTestId('role-form-save'));
    await waitFor(() => expect(fake.find('POST /sys/role/copy')).toHaveLength(1));
    expect(fake.find('POST /sys/role/copy')[0]!.body).toEqual({ id: 'r-admin', roleName: '副管理员', roleCode: 'deputyAdmin' });
    await waitFor(() => expect(current()).toBe('/sys/sysRoleView?id=r-copy'));
    expect(feedback.success).toHaveBeenCalledWith('角色已复制');
  });
});
