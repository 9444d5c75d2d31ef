import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityLine, BrowseEntry } from '@crm/domain';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { BrowseListPage } from './BrowseListPage.tsx';
import { TeamActivityPage } from './TeamActivityPage.tsx';

const line = (id: string, patch: Partial<ActivityLine> = {}): ActivityLine => ({
  id,
  userId: 'u2',
  userName: '李销售',
  action: 'add',
  actionText: '新建',
  objectName: 'crmCustomer',
  objectLabel: '客户',
  recordId: 'c1',
  title: '上海联科',
  detail: '',
  open: true,
  time: '2026-03-02T02:30:00Z',
  ...patch,
});

const FOLLOW_UP = line('f1', { action: 'followUp', actionText: '跟进', detail: '电话沟通了二期需求' });
const HIDDEN = line('c9', { action: 'transfer', actionText: '转移', title: '', open: false, recordId: 'c9', time: '2026-03-01T08:00:00Z' });

function activityRoute(call: RecordedCall) {
  const all = [FOLLOW_UP, HIDDEN].filter((item) => !call.params.kind || (call.params.kind === 'followUp') === (item.action === 'followUp'));
  return ok({ records: all, total: all.length, size: 20, current: 1, pages: 1 });
}

beforeEach(() => setUpRecordTest([{ action: 'sys:sysActionLog:list', type: '1' }]));

/** The action sheet whose heading is `title`. */
async function sheet(title: string) {
  const heading = await screen.findByText(title);
  return within(heading.closest('.adm-action-sheet') as HTMLElement);
}

describe('team activity (/sys/sysActionLog)', () => {
  it('says who did what on which record and when, opens what the reader sees, and filters by kind', async () => {
    const { fake, current } = renderScreen(
      <TeamActivityPage />,
      '/sys/sysActionLog',
      recordRoutes({
        'GET /sys/sysActionLog/list': activityRoute,
        'GET /sys/sysActionLog/people': ok([{ id: 'u2', realname: '李销售', departName: '销售一组' }]),
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('activity-line')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('activity-line');
    expect(within(first!).getByTestId('activity-user').textContent).toBe('李销售');
    expect(within(first!).getByTestId('activity-action').textContent).toBe('跟进');
    expect(first!.textContent).toContain('2026-03-02 10:30');
    expect(first!.textContent).toContain('电话沟通了二期需求');
    expect(first!.getAttribute('href')).toBe('/crm/crmCustomerView?id=c1');
    // A record out of the reader's reach: said so, and not a link.
    expect(second!.tagName).toBe('ARTICLE');
    expect(within(second!).getByTestId('activity-title').textContent).toBe('无权查看的记录');

    fireEvent.click(screen.getByTestId('activity-filter-kind'));
    fireEvent.click((await sheet('选择类型')).getByText('跟进'));
    await waitFor(() => expect(screen.getAllByTestId('activity-line')).toHaveLength(1));
    expect(current()).toBe('/sys/sysActionLog?kind=followUp');
    expect(fake.find('GET /sys/sysActionLog/list').at(-1)!.params).toMatchObject({ kind: 'followUp', pageNo: '1' });
    expect(screen.getByTestId('activity-filter-kind').textContent).toContain('跟进');
  });

  it('asks for one person, and for dates within the last three months', async () => {
    const { fake } = renderScreen(
      <TeamActivityPage />,
      '/sys/sysActionLog',
      recordRoutes({
        'GET /sys/sysActionLog/list': activityRoute,
        'GET /sys/sysActionLog/people': ok([{ id: 'u2', realname: '李销售', departName: '销售一组' }]),
      }),
    );
    fireEvent.click(screen.getByTestId('activity-filter-person'));
    fireEvent.click(await (await sheet('选择成员')).findByText('李销售'));
    await waitFor(() => expect(fake.find('GET /sys/sysActionLog/list').at(-1)!.params).toMatchObject({ userId: 'u2' }));

    fireEvent.click(screen.getByTestId('activity-filter-dates'));
    const from = (await screen.findByTestId('activity-from')) as HTMLInputElement;
    expect(from.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(from, { target: { value: from.min } });
    fireEvent.click(screen.getByTestId('activity-dates-apply'));
    await waitFor(() => expect(fake.find('GET /sys/sysActionLog/list').at(-1)!.params).toMatchObject({ userId: 'u2', from: from.min }));
  });
});

describe('my browse list (/crm/crmBrowseList)', () => {
  it('lists the records I opened, newest first, each opening its detail', async () => {
    const entries: BrowseEntry[] = [
      { objectName: 'crmContacter', objectLabel: '联系人', recordId: 'p1', title: '赵敏', lastViewedAt: '2026-03-02T03:00:00Z', views: 3 },
      { objectName: 'crmCustomer', objectLabel: '客户', recordId: 'c1', title: '上海联科', lastViewedAt: '2026-03-02T02:00:00Z', views: 1 },
    ];
    renderScreen(
      <BrowseListPage />,
      '/crm/crmBrowseList',
      recordRoutes({ 'GET /crm/crmBrowseList/list': ok({ records: entries, total: 2, size: 20, current: 1, pages: 1 }) }),
    );
    await waitFor(() => expect(screen.getAllByTestId('browse-entry')).toHaveLength(2));
    const [first] = screen.getAllByTestId('browse-entry');
    expect(first!.getAttribute('href')).toBe('/crm/crmContacterView?id=p1');
    expect(first!.textContent).toContain('联系人');
    expect(first!.textContent).toContain('赵敏');
    expect(first!.textContent).toContain('浏览 3 次');
  });
});
