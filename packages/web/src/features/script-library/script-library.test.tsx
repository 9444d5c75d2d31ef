import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedback } from '../../lib/feedback.ts';
import { loadObjectTexts, loadTexts } from '../../lib/i18n.ts';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { baseRoutes, menuItem, renderApp } from '../../test/app.tsx';
import type { Script } from './api/scripts.ts';
import { ScriptLibraryPage } from './ScriptLibraryPage.tsx';

const script = (patch: Partial<Script> = {}): Script => ({
  id: 't1',
  title: '客户说：你们的价格太贵了',
  category: '3',
  category_dictText: '价格异议',
  answer: '我理解您的顾虑。\n其实我们算过一笔账：一年节省的人力成本远超软件费用。',
  ...patch,
});

const SCRIPTS = [
  script(),
  script({ id: 't2', title: '第一次电话联系客户，怎么开场？', category: '1', category_dictText: '开场白', answer: '您好，我是华信云创的小王。' }),
];
const CATEGORIES = [
  { value: '1', text: '开场白', color: null },
  { value: '3', text: '价格异议', color: null },
];
const page = (records: Script[], current = 1, pages = 1) => ok({ records, total: records.length, size: 20, current, pages });
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsTalk:${action}`, type: '1' }));

/** The list answers what the call asks: a keyword matches question or answer, a category filter its scripts. */
function listOf(scripts: Script[]) {
  return (call: RecordedCall) => {
    const keyword = call.params.keyword ?? '';
    const filters = call.params.filters ? (JSON.parse(call.params.filters) as { field: string; value: string }[]) : [];
    const category = filters.find((f) => f.field === 'category')?.value;
    return page(scripts.filter((s) => (!keyword || s.title.includes(keyword) || s.answer.includes(keyword)) && (!category || s.category === category)));
  };
}

const open = (scripts = SCRIPTS) =>
  renderScreen(
    <ScriptLibraryPage />,
    '/reply',
    recordRoutes({
      'GET /cms/cmsTalk/list': listOf(scripts),
      'GET /sys/dict/getDictItems/cms_talk_category': ok(CATEGORIES),
    }),
  );

const cards = () => screen.getAllByTestId('script-item');

beforeEach(async () => {
  setUpRecordTest(rights(['list', 'view']));
  await Promise.all([loadTexts(['records']), loadObjectTexts(['cmsTalk'])]);
  // Toasts load their overlay lazily and time themselves out: left real, they could outlive the test.
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the script library (/reply)', () => {
  it('shows each script’s question, category and whole answer, a page of the talk scripts at a time', async () => {
    const { fake } = open();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first] = cards() as [HTMLElement];
    expect(within(first).getByTestId('script-title').textContent).toBe('客户说：你们的价格太贵了');
    expect(first.textContent).toContain('价格异议');
    expect(within(first).getByTestId('script-answer').textContent).toBe(SCRIPTS[0]!.answer);
    expect(fake.find('GET /cms/cmsTalk/list')[0]!.params).toMatchObject({ pageNo: '1', pageSize: '20', fields: 'title,category,answer' });
    // A salesperson reads: no way to write or open the record whole.
    expect(screen.queryByTestId('script-manage')).toBeNull();
    expect(screen.queryByTestId('script-open')).toBeNull();
  });

  it('searches by keyword and narrows to a category, saying when nothing matches', async () => {
    const { fake } = open();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.change(within(screen.getByTestId('script-search')).getByRole('searchbox'), { target: { value: '开场' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('第一次电话联系客户');
    expect(fake.find('GET /cms/cmsTalk/list').at(-1)!.params.keyword).toBe('开场');

    // The categories are the tenant's dictionary, after "all".
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '开场白', '价格异议']);
    await userEvent.setup().click(screen.getByTestId('script-category-3'));
    await waitFor(() => expect(screen.queryAllByTestId('script-item')).toHaveLength(0));
    expect(JSON.parse(fake.find('GET /cms/cmsTalk/list').at(-1)!.params.filters!)).toEqual([{ field: 'category', op: 'eq', value: '3' }]);
    expect(await screen.findByText('没有找到相关话术')).toBeTruthy();

    fireEvent.change(within(screen.getByTestId('script-search')).getByRole('searchbox'), { target: { value: '' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('价格太贵');
  });

  it('copies an answer as it reads and says so', async () => {
    open();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.setup().click(within(cards()[0]!).getByTestId('script-copy'));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('复制成功'));
    expect(await navigator.clipboard.readText()).toBe(SCRIPTS[0]!.answer);
  });

  it('selects the answer to copy by hand where the clipboard is refused', async () => {
    open();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const u = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await u.click(within(cards()[1]!).getByTestId('script-copy'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('已选中回答，请长按手动复制'));
    expect(feedback.success).not.toHaveBeenCalled();
    expect(document.getSelection()?.toString()).toBe('您好，我是华信云创的小王。');
  });

  it('says there are no scripts yet, and where they are written', async () => {
    open([]);
    expect(await screen.findByText('还没有话术')).toBeTruthy();
    expect(screen.getByText('常用的客户问题和参考回答可以在“话术”中添加')).toBeTruthy();
  });

  it('leads those who write scripts to the list and to each script whole', async () => {
    setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
    const { current } = open();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('script-manage').getAttribute('href')).toBe('/cms/cmsTalkList');
    await userEvent.setup().click(within(cards()[0]!).getByTestId('script-open'));
    await waitFor(() => expect(current()).toBe('/cms/cmsTalkView?id=t1'));
  });

  it('loads the next page as the list scrolls to its end', async () => {
    // jsdom lays nothing out: the list's end counts as in view once it has a parent to be laid out in.
    const laidOut = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: (): Element | null => document.body });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', laidOut);
    });
    const more = [script({ id: 't3', title: '客户说：我再考虑考虑', category: '4', category_dictText: '促成成交' })];
    const { fake } = renderScreen(
      <ScriptLibraryPage />,
      '/reply',
      recordRoutes({
        'GET /cms/cmsTalk/list': (call) => (call.params.pageNo === '2' ? page(more, 2, 2) : page(SCRIPTS, 1, 2)),
        'GET /sys/dict/getDictItems/cms_talk_category': ok(CATEGORIES),
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The end of the list comes into view.
    await waitFor(
      () => {
        fireEvent.scroll(window);
        expect(cards()).toHaveLength(3);
      },
      { timeout: 4000 },
    );
    expect(fake.find('GET /cms/cmsTalk/list').map((call) => call.params.pageNo)).toEqual(['1', '2']);
  });

  it('is a page of the shell with its title and a way back, for whoever lists talk scripts', async () => {
    renderApp(
      '/reply',
      baseRoutes({
        'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem()], auth: rights(['list', 'view']), allAuth: [] }),
        'GET /cms/cmsTalk/list': listOf(SCRIPTS),
        'GET /sys/dict/getDictItems/cms_talk_category': ok(CATEGORIES),
      }),
    );
    expect(await screen.findAllByTestId('script-item', {}, { timeout: 5000 })).toHaveLength(2);
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('话术库');
    expect(screen.getByTestId('nav-back')).toBeTruthy();
  });

  it('is refused to a user who may not list talk scripts', async () => {
    const { fake } = renderApp('/reply', baseRoutes({ 'GET /cms/cmsTalk/list': listOf(SCRIPTS) }));
    expect(await screen.findByTestId('access-denied', {}, { timeout: 5000 })).toBeTruthy();
    expect(fake.find('GET /cms/cmsTalk/list')).toHaveLength(0);
  });
});
