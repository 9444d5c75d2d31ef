import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { menuItem, renderApp } from '../../test/app.tsx';
import { ok, type FakeRoute, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { EmployeeListPage } from './EmployeeListPage.tsx';
import { page, PEOPLE_AUTH, person, TREE } from './test/people-fixtures.ts';

beforeEach(() => {
  setUpRecordTest(PEOPLE_AUTH);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});

const HAN = person();
const LI = person({ id: 'u3', username: 'lilei', realname: 'Li Lei', departId: null, departName: null, position: null, status: '2' });

function listRoutes(answer: (call: RecordedCall) => ReturnType<typeof page>, extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/user/list': (call) => ok(answer(call)),
    'GET /sys/sysDepart/queryTreeList': ok(TREE),
    ...extra,
  });
}

const lastListCall = (fake: { find: (key: string) => RecordedCall[] }) => fake.find('GET /sys/user/list').at(-1)!.params;

describe('employees (/sys/sysUserList)', () => {
  it('lists active people first, each with name, account, department, position and status, and opens one', async () => {
    const { fake, current } = renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList',
      listRoutes(() => page([HAN, LI])),
    );
    const [han, li] = await screen.findAllByTestId('employee-item');
    expect(lastListCall(fake)).toMatchObject({ status: '1', pageNo: '1', pageSize: '20' });
    expect(lastListCall(fake).keyword).toBeUndefined();
    expect(within(han!).getByTestId('employee-name').textContent).toBe('Han Mei');
    expect(within(han!).getByTestId('employee-line').textContent).toBe('hanmei · Sales · Account manager');
    expect(within(han!).getByTestId('employee-status').textContent).toBe('正常');
    expect(within(li!).getByTestId('employee-line').textContent).toBe('lilei · 未分配部门');
    expect(within(li!).getByTestId('employee-status').textContent).toBe('冻结');
    expect(screen.getByText('共 2 人')).toBeTruthy();

    fireEvent.click(han!);
    await waitFor(() => expect(current()).toBe('/sys/sysUserView?id=u2'));
  });

  it('searches by keyword, switches status tabs and keeps the filters in the address', async () => {
    const { fake, current } = renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList',
      listRoutes(() => page([HAN])),
    );
    await screen.findByTestId('employee-item');
    fireEvent.change(screen.getByTestId('employee-search').querySelector('input')!, { target: { value: ' han ' } });
    await waitFor(() => expect(lastListCall(fake).keyword).toBe('han'));
    expect(current()).toBe('/sys/sysUserList?keyword=han');

    fireEvent.click(screen.getByRole('tab', { name: '已冻结' }));
    await waitFor(() => expect(lastListCall(fake)).toMatchObject({ keyword: 'han', status: '2' }));
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(lastListCall(fake).status).toBe(''));
    expect(current()).toBe('/sys/sysUserList?keyword=han&status=all');
  });

  it('filters by a department picked from the tree, and clears it', async () => {
    const { fake, current } = renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList',
      listRoutes(() => page([HAN])),
    );
    await screen.findByTestId('employee-item');
    fireEvent.click(screen.getByTestId('employee-depart-filter'));
    const picker = await screen.findByTestId('depart-picker');
    // The tree, indented: the company, its departments and theirs.
    expect(await within(picker).findByTestId('depart-option-c-a')).toBeTruthy();
    fireEvent.click(within(picker).getByTestId('depart-option-d-east'));
    await waitFor(() => expect(lastListCall(fake).departId).toBe('d-east'));
    expect(current()).toBe('/sys/sysUserList?departId=d-east');
    await waitFor(() => expect(screen.getByTestId('employee-depart-filter').textContent).toContain('East'));

    fireEvent.click(screen.getByTestId('employee-depart-clear'));
    // Back to the unfiltered list (already in the cache).
    await waitFor(() => expect(current()).toBe('/sys/sysUserList'));
    expect(screen.getByTestId('employee-depart-filter').textContent).toContain('全部部门');
  });

  it('opens filtered by the department in the address (from the department screen)', async () => {
    const { fake } = renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList?departId=d-sales&status=all',
      listRoutes(() => page([HAN])),
    );
    await screen.findByTestId('employee-item');
    expect(lastListCall(fake)).toMatchObject({ departId: 'd-sales', status: '' });
    await waitFor(() => expect(screen.getByTestId('employee-depart-filter').textContent).toContain('Sales'));
  });

  it('loads the next page as the list scrolls to its end', async () => {
    // jsdom lays nothing out: the end of the list counts as on screen once it has an offset parent.
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const { fake } = renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList',
      listRoutes((call) => (call.params.pageNo === '1' ? page([HAN], 1, 2) : page([LI], 2, 2))),
    );
    await waitFor(() => expect(screen.getAllByTestId('employee-item')).toHaveLength(2));
    expect(fake.find('GET /sys/user/list').map((call) => call.params.pageNo)).toEqual(['1', '2']);
    expect(screen.getAllByTestId('employee-name').map((name) => name.textContent)).toEqual(['Han Mei', 'Li Lei']);
    offsetParent.mockRestore();
  });

  it('says so when nobody matches', async () => {
    renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList?keyword=nobody',
      listRoutes(() => page([])),
    );
    expect(await screen.findByText('没有符合条件的员工')).toBeTruthy();
    expect(screen.getByText('换个关键词或部门试试')).toBeTruthy();
  });

  it('offers "add" only with sys:user:add, and opens people only with sys:user:view', async () => {
    const first = renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList',
      listRoutes(() => page([HAN])),
    );
    await screen.findByTestId('employee-item');
    fireEvent.click(screen.getByTestId('employee-add'));
    await waitFor(() => expect(first.current()).toBe('/sys/sysUserForm'));
    first.unmount();

    setUpRecordTest([]);
    const { current } = renderScreen(
      <EmployeeListPage />,
      '/sys/sysUserList',
      listRoutes(() => page([HAN])),
    );
    const item = await screen.findByTestId('employee-item');
    expect(screen.queryByTestId('employee-add')).toBeNull();
    fireEvent.click(item);
    expect(current()).toBe('/sys/sysUserList');
  });

  it('is the menu’s sysUserList page, titled by its menu item, with a way back', async () => {
    const menu = [menuItem({ id: 'm9', path: '/sys/sysUserList', name: 'sysUserList', component: 'page:sysUserList', title: 'menu.sysUserList' })];
    const { path } = renderApp(
      '/sys/sysUserList',
      listRoutes(() => page([HAN]), { 'GET /sys/permission/getUserPermissionByToken': ok({ menu, auth: PEOPLE_AUTH, allAuth: [] }) }),
    );
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('员工管理');
    expect(await screen.findByTestId('employee-item', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('nav-back'));
    await waitFor(() => expect(path()).toBe('/index'));
  });
});
