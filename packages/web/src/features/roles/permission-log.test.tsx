import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionLogEntry } from '@crm/domain';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { PERMISSION_LOG_KINDS, PermissionLogPage } from './PermissionLogPage.tsx';

const entry = (id: string, patch: Partial<PermissionLogEntry> = {}): PermissionLogEntry => ({
  id,
  kind: 'role.edit',
  userId: 'u1',
  userName: 'Li Lei',
  targetId: 'r-eng',
  targetName: '服务工程师',
  changes: [],
  createdAt: '2026-03-02T02:30:00Z',
  ...patch,
});

const EDITED = entry('l1', {
  changes: [
    { field: 'dataScope', before: '本部门和共享给我的', after: '全公司' },
    { field: 'remark', before: null, after: 'x' },
  ],
});
const FROZEN = entry('l2', { kind: 'user.frozen', targetId: 'u9', targetName: 'Han Mei', createdAt: '2026-03-01T08:00:00Z' });

/** Two pages of entries, newest first; a kind narrows them. */
function logRoute(call: RecordedCall) {
  const all = [EDITED, FROZEN].filter((item) => !call.params.kind || item.kind === call.params.kind);
  const pageNo = Number(call.params.pageNo);
  const records = all.slice(pageNo - 1, pageNo);
  return ok({ records, total: all.length, size: 1, current: pageNo, pages: all.length });
}

beforeEach(() => {
  setUpRecordTest([{ action: 'sys:permissionLog:list', type: '1' }]);
  vi.restoreAllMocks();
});

// jsdom lays nothing out, so antd-mobile's InfiniteScroll (which waits for an offsetParent) never
// sees its end of the list come into view; here every element is laid out, at the top of the screen.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

describe('the permission log (/sys/sysPermissionLog)', () => {
  it('shows each change newest first, page after page: when, who, what kind, about whom, and its fields on a tap', async () => {
    const { fake } = renderScreen(<PermissionLogPage />, '/sys/sysPermissionLog', recordRoutes({ 'GET /sys/permissionLog/list': logRoute }));
    await waitFor(() => expect(screen.getAllByTestId('log-entry')).toHaveLength(2));
    expect(fake.find('GET /sys/permissionLog/list').map((call) => call.params.pageNo)).toEqual(['1', '2']);
    expect(fake.find('GET /sys/permissionLog/list')[0]!.params).not.toHaveProperty('kind');
    const [first, second] = screen.getAllByTestId('log-entry');
    expect(within(first!).getByTestId('log-time').textContent).toBe('2026-03-02 10:30');
    expect(within(first!).getByTestId('log-kind').textContent).toBe('编辑角色');
    expect(within(first!).getByTestId('log-target').textContent).toBe('服务工程师');
    expect(within(first!).getByTestId('log-user').textContent).toBe('操作人：Li Lei');
    expect(within(second!).getByTestId('log-kind').textContent).toBe('冻结员工');
    expect(within(second!).getByText('没有字段变更')).toBeTruthy();

    expect(within(first!).queryByTestId('log-changes')).toBeNull();
    fireEvent.click(within(first!).getByTestId('log-changes-toggle'));
    expect([...within(first!).getByTestId('log-changes').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '数据权限：本部门和共享给我的 → 全公司',
      'remark：（空） → x',
    ]);
    expect(within(first!).getByTestId('log-changes-toggle').getAttribute('aria-expanded')).toBe('true');
  });

  it('filters by kind, kept in the address', async () => {
    const { fake, router } = renderScreen(<PermissionLogPage />, '/sys/sysPermissionLog', recordRoutes({ 'GET /sys/permissionLog/list': logRoute }));
    await waitFor(() => expect(screen.getAllByTestId('log-entry')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('log-filter'));
    expect(await screen.findByText('解冻员工')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('冻结员工', { selector: '.adm-action-sheet-button-item-name span' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=user.frozen'));
    await waitFor(() => expect(screen.getAllByTestId('log-entry')).toHaveLength(1));
    expect(screen.getByTestId('log-filter').textContent).toContain('类型：冻结员工');
    expect(fake.find('GET /sys/permissionLog/list').at(-1)!.params).toMatchObject({ kind: 'user.frozen', pageNo: '1' });
  });

  it('shows the changes of one role when asked, and says when there are none', async () => {
    const { fake } = renderScreen(
      <PermissionLogPage />,
      '/sys/sysPermissionLog?targetId=r-none',
      recordRoutes({ 'GET /sys/permissionLog/list': ok({ records: [], total: 0, size: 20, current: 1, pages: 0 }) }),
    );
    expect(await screen.findByText('暂无权限变更记录')).toBeTruthy();
    expect(fake.find('GET /sys/permissionLog/list')[0]!.params).toMatchObject({ targetId: 'r-none' });
  });

  it('offers every kind of entry', () => {
    expect(PERMISSION_LOG_KINDS).toHaveLength(14);
  });
});
