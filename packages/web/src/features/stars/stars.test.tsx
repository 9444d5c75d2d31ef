import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STARS_API, type StarEntry, type StarObject } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { loadTexts } from '../../lib/i18n.ts';
import { baseRoutes, renderApp } from '../../test/app.tsx';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { StarListPage } from './StarListPage.tsx';

const entry = (patch: Partial<StarEntry>): StarEntry => ({
  objectName: 'crmCustomer',
  objectLabel: '客户',
  recordId: 'c1',
  title: '远航物流有限公司',
  starredAt: '2026-12-02T02:30:00.000Z',
  ...patch,
});

const ENTRIES = [
  entry({ objectName: 'cmsTender', objectLabel: '招标信息', recordId: 't1', title: '智慧园区管理平台采购项目', starredAt: '2026-12-03T01:00:00.000Z' }),
  entry({}),
  entry({ objectName: 'cmsArticle', objectLabel: '文章', recordId: 'a1', title: '', starredAt: '2026-12-01T08:00:00.000Z' }),
];
const OBJECTS: StarObject[] = [
  { objectName: 'crmCustomer', objectLabel: '客户', count: 1 },
  { objectName: 'cmsArticle', objectLabel: '文章', count: 1 },
  { objectName: 'cmsTender', objectLabel: '招标信息', count: 1 },
];
const page = (records: StarEntry[]) => ok({ records, total: records.length, size: 20, current: 1, pages: 1 });

/** The list as the server keeps it: of one object when asked, without what was unstarred. */
function server() {
  let entries = [...ENTRIES];
  return {
    [`GET ${STARS_API.list}`]: (call: RecordedCall) => page(entries.filter((e) => !call.params.apiName || e.objectName === call.params.apiName)),
    [`GET ${STARS_API.objects}`]: () => ok(OBJECTS.filter((o) => entries.some((e) => e.objectName === o.objectName))),
    [`POST ${STARS_API.unstar}`]: (call: RecordedCall) => {
      const { apiName, id } = call.body as { apiName: string; id: string };
      entries = entries.filter((e) => !(e.objectName === apiName && e.recordId === id));
      return ok({ starred: false });
    },
  };
}

beforeEach(async () => {
  setUpRecordTest([]);
  await loadTexts(['records']);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const cards = () => screen.getAllByTestId('star-entry');

describe('my follows (/sys/sysStarList)', () => {
  it('lists what I follow, newest first, with each record’s object and title, and opens a record on a tap', async () => {
    const { fake, current } = renderScreen(<StarListPage />, '/sys/sysStarList', recordRoutes(server()));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(fake.find(`GET ${STARS_API.list}`)[0]!.params).toMatchObject({ pageNo: '1', pageSize: '20' });
    const [tender, customer, article] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(tender.textContent).toContain('招标信息');
    expect(within(tender).getByTestId('star-title').textContent).toBe('智慧园区管理平台采购项目');
    expect(tender.textContent).toContain('关注于 2026-12-03 09:00');
    expect(within(article).getByTestId('star-title').textContent).toBe('（无标题）');
    // Every unfollow button is a touch target of its own.
    expect(within(customer).getByRole('button', { name: '取消关注 远航物流有限公司' })).toBeTruthy();

    await userEvent.setup().click(within(customer).getByTestId('star-open'));
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerView?id=c1'));
  });

  it('shows one object’s at a time from the chips, which say how many of each', async () => {
    const { fake } = renderScreen(<StarListPage />, '/sys/sysStarList', recordRoutes(server()));
    const chip = await screen.findByTestId('star-filter-cmsTender');
    expect(screen.getByTestId('star-filter-all').textContent).toBe('全部 3');
    expect(chip.textContent).toBe('招标信息 1');
    await userEvent.setup().click(chip);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(fake.find(`GET ${STARS_API.list}`).at(-1)!.params).toMatchObject({ apiName: 'cmsTender' });
    expect(chip.getAttribute('aria-selected')).toBe('true');
  });

  it('stops following a record once I confirm, and keeps it when I do not', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { fake } = renderScreen(<StarListPage />, '/sys/sysStarList', recordRoutes(server()));
    await waitFor(() => expect(cards()).toHaveLength(3));
    const u = userEvent.setup();
    await u.click(within(cards()[1]!).getByTestId('star-unfollow'));
    expect(confirm).toHaveBeenCalledWith({ content: '确定不再关注“远航物流有限公司”吗？' });
    expect(fake.find(`POST ${STARS_API.unstar}`)).toHaveLength(0);

    await u.click(within(cards()[1]!).getByTestId('star-unfollow'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(fake.find(`POST ${STARS_API.unstar}`)[0]!.body).toEqual({ apiName: 'crmCustomer', id: 'c1' });
    expect(feedback.toast).toHaveBeenCalledWith('已取消关注');
    expect(screen.queryByText('远航物流有限公司')).toBeNull();
  });

  it('says how to follow something when I follow nothing', async () => {
    renderScreen(<StarListPage />, '/sys/sysStarList', recordRoutes({ [`GET ${STARS_API.list}`]: page([]), [`GET ${STARS_API.objects}`]: ok([]) }));
    expect(await screen.findByText('还没有关注任何记录')).toBeTruthy();
    expect(screen.queryByTestId('star-filters')).toBeNull();
  });

  it('is a page of the shell with its own title and a way back, reached from the Mine tab', async () => {
    const { path } = renderApp('/account/center', baseRoutes(server()));
    await userEvent.setup().click(await screen.findByTestId('open-stars', {}, { timeout: 5000 }));
    await waitFor(() => expect(path()).toBe('/sys/sysStarList'));
    expect(await screen.findAllByTestId('star-entry', {}, { timeout: 5000 })).toHaveLength(3);
    expect((await screen.findByTestId('nav-title')).textContent).toBe('我的关注');
    expect(screen.getByTestId('nav-back')).toBeTruthy();
  });
});
