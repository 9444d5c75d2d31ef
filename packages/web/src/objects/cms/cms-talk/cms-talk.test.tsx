import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECORD_API } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { ok } from '../../../test/fake-http.ts';
import { RecordFormPage } from '../../../records/form/RecordFormPage.tsx';
import { RecordListPage } from '../../../records/list/RecordListPage.tsx';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const talk = { kind: 'entity', apiName: 'cmsTalk' } as const;
const ANSWER = '我理解您的顾虑。\n按团队 10 个人算，一年节省的人力成本就远超软件费用了。';
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsTalk:${action}`, type: '1' }));
const CATEGORIES = ok([{ value: '3', text: '价格异议', color: null }]);

const openScript = () =>
  renderScreen(
    <RecordViewPage source={talk} />,
    '/cms/cmsTalkView?id=t1',
    recordRoutes({
      'GET /cms/cmsTalk/queryById': ok(row({ id: 't1', title: '客户说：你们的价格太贵了', category: '3', category_dictText: '价格异议', answer: ANSWER })),
      'GET /sys/dict/getDictItems/cms_talk_category': CATEGORIES,
    }),
  );

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ cmsTalk: { load: () => import('./cms-talk.web.tsx').then((m) => m.cmsTalkWeb) } });
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a talk script’s detail screen', () => {
  it('copies the answer as it reads, and says so', async () => {
    openScript();
    await userEvent.setup().click(await screen.findByTestId('talk-copy', {}, { timeout: 4000 }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('复制成功'));
    expect(await navigator.clipboard.readText()).toBe(ANSWER);
    expect(screen.queryByTestId('talk-answer-box')).toBeNull();
  });

  it('shows the answer selected to copy by hand where the clipboard is refused', async () => {
    openScript();
    const u = userEvent.setup();
    const button = await screen.findByTestId('talk-copy', {}, { timeout: 4000 });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await u.click(button);
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('已选中回答，请长按手动复制'));
    const box = (await screen.findByTestId('talk-answer-box')) as HTMLTextAreaElement;
    expect(box.value).toBe(ANSWER);
    await waitFor(() => expect([box.selectionStart, box.selectionEnd]).toEqual([0, ANSWER.length]));
    expect(feedback.success).not.toHaveBeenCalled();
  });
});

describe('a talk script’s form', () => {
  it('asks for the question, its category and the answer, in the user’s language, and sends nothing without them', async () => {
    const { fake } = renderScreen(
      <RecordFormPage source={talk} />,
      '/cms/cmsTalkAdd',
      recordRoutes({ 'GET /sys/dict/getDictItems/cms_talk_category': CATEGORIES }),
    );
    await screen.findByTestId('record-form', {}, { timeout: 4000 });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await within(screen.getByTestId('form-field-title')).findByRole('alert')).textContent).toBe('请输入客户问题或场景');
    expect(within(screen.getByTestId('form-field-category')).getByRole('alert').textContent).toBe('请选择分类');
    expect(within(screen.getByTestId('form-field-answer')).getByRole('alert').textContent).toBe('请输入参考回答');
    expect(fake.find('POST /cms/cmsTalk/add')).toHaveLength(0);
  });
});

describe('the talk scripts’ list', () => {
  it('leads to the script library, where the same scripts are cards to copy', async () => {
    const { current } = renderScreen(
      <RecordListPage source={talk} />,
      '/cms/cmsTalkList',
      recordRoutes({
        'GET /cms/cmsTalk/list': ok({ records: [], total: 0, size: 20, current: 1, pages: 0 }),
        [`GET ${RECORD_API.sceneList}`]: ok([]),
      }),
    );
    const button = await screen.findByTestId('list-action-scriptLibrary', {}, { timeout: 4000 });
    expect(button.textContent).toContain('话术库');
    await userEvent.setup().click(button);
    await waitFor(() => expect(current()).toBe('/reply'));
  });
});
