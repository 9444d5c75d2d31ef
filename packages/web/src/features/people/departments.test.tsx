import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { menuItem, renderApp } from '../../test/app.tsx';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { DepartmentListPage } from './DepartmentListPage.tsx';
import { DepartmentFormPage } from './DepartmentFormPage.tsx';
import { page, PEOPLE_AUTH, person, TREE } from './test/people-fixtures.ts';

beforeEach(() => {
  setUpRecordTest(PEOPLE_AUTH);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

const USER_LIST_MENU = menuItem({ id: 'm9', path: '/sys/sysUserList', name: 'sysUserList', component: 'page:sysUserList', title: 'menu.sysUserList' });
const DEPART_MENU = menuItem({ id: 'm10', path: '/sys/sysDepartList', name: 'sysDepartList', component: 'page:sysDepartList', title: 'menu.sysDepartList' });

function departRoutes(extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/sysDepart/queryTreeList': ok(TREE),
    'GET /sys/user/list': ok(
      page([person({ id: 'u9', username: 'wangwu', realname: 'Wang Wu' }), person({ id: 'u5', username: 'zhao', realname: 'Zhao Liu' })]),
    ),
    ...extra,
  });
}

/** Opens a department's actions (an action sheet). */
async function actionsOf(id: string) {
  fireEvent.click(await screen.findByTestId(`depart-open-${id}`));
  await screen.findByRole('option', { name: '删除部门' });
}

describe('departments (/sys/sysDepartList)', () => {
  it('shows the tree with each department’s head and head count, opening and closing branches', async () => {
    renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes());
    await screen.findByTestId('depart-tree');
    // The companies open at first.
    expect(screen.getByTestId('depart-line-c-a').textContent).toBe('未设负责人 · 12 人');
    expect(screen.getByTestId('depart-line-d-sales').textContent).toBe('负责人：Wang Wu · 5 人');
    expect(screen.getByTestId('depart-line-d-service').textContent).toBe('未设负责人 · 0 人');
    expect(screen.queryByTestId('depart-node-d-east')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '展开 Sales' }));
    expect(screen.getByTestId('depart-line-d-east').textContent).toBe('未设负责人 · 2 人');
    fireEvent.click(screen.getByRole('button', { name: '收起 Company A' }));
    expect(screen.queryByTestId('depart-node-d-sales')).toBeNull();
  });

  it('deletes a department after confirming, and shows the server’s refusal when people remain in it', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake } = renderScreen(
      <DepartmentListPage />,
      '/sys/sysDepartList',
      departRoutes({ 'DELETE /sys/sysDepart/delete': fail(400, '该部门下还有 5 名员工，不能删除') }),
    );
    await actionsOf('d-sales');
    fireEvent.click(screen.getByRole('option', { name: '删除部门' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ title: '删除部门', content: '确定删除部门“Sales”吗？' }));
    await waitFor(() => expect(fake.find('DELETE /sys/sysDepart/delete')).toHaveLength(1));
    expect(fake.find('DELETE /sys/sysDepart/delete')[0]!.params.id).toBe('d-sales');
    expect((await screen.findByTestId('depart-refusal')).textContent).toBe('未能删除“Sales”：该部门下还有 5 名员工，不能删除');
    expect(feedback.success).not.toHaveBeenCalled();
    // The department is still there.
    expect(screen.getByTestId('depart-node-d-sales')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByTestId('depart-refusal')).toBeNull();
  });

  it('deletes nothing when the administrator does not confirm, and refreshes the tree after a delete', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { fake } = renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes({ 'DELETE /sys/sysDepart/delete': ok(null) }));
    await actionsOf('d-service');
    fireEvent.click(screen.getByRole('option', { name: '删除部门' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(fake.find('DELETE /sys/sysDepart/delete')).toHaveLength(0);

    await actionsOf('d-service');
    fireEvent.click(screen.getByRole('option', { name: '删除部门' }));
    await waitFor(() => expect(fake.find('DELETE /sys/sysDepart/delete')).toHaveLength(1));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已删除'));
    await waitFor(() => expect(fake.find('GET /sys/sysDepart/queryTreeList').length).toBeGreaterThan(1));
  });

  it('moves a department under another, never under itself or one below it', async () => {
    const { fake } = renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes({ 'PUT /sys/sysDepart/edit': ok(null) }));
    await actionsOf('d-sales');
    fireEvent.click(screen.getByRole('option', { name: '移动到其他部门下' }));
    const picker = await screen.findByTestId('depart-picker');
    expect(picker.textContent).toContain('把“Sales”移到');
    expect(within(picker).getByTestId('depart-option-d-sales').className).toContain('disabled');
    expect(within(picker).getByTestId('depart-option-d-east').className).toContain('disabled');
    fireEvent.click(within(picker).getByTestId('depart-option-d-east'));
    expect(fake.find('PUT /sys/sysDepart/edit')).toHaveLength(0);

    fireEvent.click(within(picker).getByTestId('depart-option-d-service'));
    await waitFor(() => expect(fake.find('PUT /sys/sysDepart/edit')).toHaveLength(1));
    expect(fake.find('PUT /sys/sysDepart/edit')[0]!.body).toEqual({ id: 'd-sales', name: 'Sales', parentId: 'd-service', leaderId: 'u9' });
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已移动'));
  });

  it('sets a department’s head from the people picker', async () => {
    const { fake } = renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes({ 'PUT /sys/sysDepart/edit': ok(null) }));
    await actionsOf('d-service');
    fireEvent.click(screen.getByRole('option', { name: '设置负责人' }));
    const picker = await screen.findByTestId('person-picker');
    await waitFor(() => expect(fake.find('GET /sys/user/list')[0]?.params.status).toBe('1'));
    fireEvent.click(await within(picker).findByTestId('person-option-u5'));
    await waitFor(() => expect(fake.find('PUT /sys/sysDepart/edit')[0]?.body).toEqual({ id: 'd-service', name: 'Service', parentId: 'c-a', leaderId: 'u5' }));
  });

  it('opens a department’s people, a new department under it, and its form', async () => {
    useSessionStore.setState({ permissionList: [USER_LIST_MENU, DEPART_MENU] });
    const first = renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes());
    await actionsOf('d-sales');
    fireEvent.click(screen.getByRole('option', { name: '查看成员' }));
    await waitFor(() => expect(first.current()).toBe('/sys/sysUserList?departId=d-sales&status=all'));
    first.unmount();

    const second = renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes());
    await actionsOf('d-sales');
    fireEvent.click(screen.getByRole('option', { name: '添加子部门' }));
    await waitFor(() => expect(second.current()).toBe('/sys/sysDepartForm?parentId=d-sales'));
    second.unmount();

    const third = renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes());
    await actionsOf('d-sales');
    fireEvent.click(screen.getByRole('option', { name: '重命名' }));
    await waitFor(() => expect(third.current()).toBe('/sys/sysDepartForm?id=d-sales'));
  });

  it('shows only the actions whose codes the user holds', async () => {
    setUpRecordTest([{ action: 'sys:depart:add', type: '1' }]);
    renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes());
    fireEvent.click(await screen.findByTestId('depart-open-d-sales'));
    expect(await screen.findByRole('option', { name: '添加子部门' })).toBeTruthy();
    for (const name of ['重命名', '移动到其他部门下', '设置负责人', '删除部门', '查看成员']) expect(screen.queryByRole('option', { name })).toBeNull();
    expect(screen.getByTestId('depart-add')).toBeTruthy();
  });

  it('offers nothing to tap without any code, and no add button', async () => {
    setUpRecordTest([]);
    renderScreen(<DepartmentListPage />, '/sys/sysDepartList', departRoutes());
    expect((await screen.findByTestId('depart-open-d-sales')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('depart-add')).toBeNull();
  });

  it('is the menu’s sysDepartList page, titled by its menu item', async () => {
    renderApp(
      '/sys/sysDepartList',
      departRoutes({ 'GET /sys/permission/getUserPermissionByToken': ok({ menu: [DEPART_MENU], auth: PEOPLE_AUTH, allAuth: [] }) }),
    );
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('部门管理');
    expect(await screen.findByTestId('depart-tree', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('nav-back')).toBeTruthy();
  });
});

describe('the department form (/sys/sysDepartForm)', () => {
  it('adds a department under the one it was opened from', async () => {
    const { fake } = renderScreen(
      <DepartmentFormPage />,
      '/sys/sysDepartForm?parentId=d-sales',
      departRoutes({ 'POST /sys/sysDepart/add': ok({ id: 'd-new' }) }),
    );
    await screen.findByTestId('depart-form');
    expect(screen.getByTestId('depart-form').textContent).toContain('Sales');
    fireEvent.click(screen.getByTestId('depart-save'));
    expect(screen.getByTestId('depart-error-name').textContent).toBe('请输入部门名称');
    expect(fake.find('POST /sys/sysDepart/add')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('depart-input-name').querySelector('input') ?? screen.getByTestId('depart-input-name'), {
      target: { value: ' West ' },
    });
    fireEvent.click(screen.getByTestId('depart-save'));
    await waitFor(() => expect(fake.find('POST /sys/sysDepart/add')[0]?.body).toEqual({ name: 'West', parentId: 'd-sales', leaderId: null }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已保存'));
  });

  it('renames a department, keeping its place and head, and shows a refusal with the name still typed', async () => {
    const { fake } = renderScreen(
      <DepartmentFormPage />,
      '/sys/sysDepartForm?id=d-sales',
      departRoutes({ 'PUT /sys/sysDepart/edit': fail(409, '同级已有同名部门') }),
    );
    const input = (await screen.findByTestId('depart-input-name')).querySelector('input') ?? screen.getByTestId('depart-input-name');
    expect((input as HTMLInputElement).value).toBe('Sales');
    fireEvent.change(input, { target: { value: 'Service' } });
    fireEvent.click(screen.getByTestId('depart-save'));
    await waitFor(() => expect(fake.find('PUT /sys/sysDepart/edit')[0]?.body).toEqual({ id: 'd-sales', name: 'Service', parentId: 'c-a', leaderId: 'u9' }));
    expect((await screen.findByTestId('depart-server-error')).textContent).toBe('同级已有同名部门');
    expect((input as HTMLInputElement).value).toBe('Service');
  });

  it('has a title of its own and a way back', async () => {
    renderApp(
      '/sys/sysDepartForm?parentId=d-sales',
      departRoutes({ 'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem()], auth: PEOPLE_AUTH, allAuth: [] }) }),
    );
    await waitFor(() => expect(screen.getByTestId('nav-title').textContent).toContain('新增部门'), { timeout: 5000 });
    expect(screen.getByTestId('nav-back')).toBeTruthy();
  });
});
