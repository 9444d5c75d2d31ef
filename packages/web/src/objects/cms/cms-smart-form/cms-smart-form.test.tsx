import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMART_FORM_API, type SmartFormSubmissionPage } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordFormPage } from '../../../records/form/RecordFormPage.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const smartForm = { kind: 'entity', apiName: 'cmsSmartForm' } as const;
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsSmartForm:${action}`, type: '1' }));

const submissions: SmartFormSubmissionPage = {
  records: [
    {
      id: 's1',
      submittedAt: '2026-12-01T02:00:00.000Z',
      sharerName: '李销售',
      answers: [
        { question: '姓名', answer: '王经理' },
        { question: '团队人数', answer: '11-50 人' },
        { question: '需求说明', answer: '' },
      ],
      leadId: 'lead-1',
      leadName: '远航物流',
    },
  ],
  total: 1,
  size: 10,
  current: 1,
  pages: 1,
};

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
  registerWebObjects({ cmsSmartForm: { load: () => import('./cms-smart-form.web.tsx').then((m) => m.cmsSmartFormWeb) } });
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});

describe('a smart form’s detail screen', () => {
  it('shares the form and lists what came in, each answer as asked and the lead it became', async () => {
    const { fake } = renderScreen(
      <RecordViewPage source={smartForm} />,
      '/cms/cmsSmartFormView?id=f1',
      recordRoutes({
        'GET /cms/cmsSmartForm/queryById': ok(row({ id: 'f1', title: '产品试用申请', status: '1', questions: [] })),
        [`GET ${SMART_FORM_API.submissions}`]: ok(submissions),
      }),
    );
    expect(await screen.findByTestId('share-create', {}, { timeout: 4000 })).toBeTruthy();
    const panel = await screen.findByTestId('smart-form-submissions');
    await waitFor(() => expect(within(panel).getAllByTestId('submission-item')).toHaveLength(1));
    expect(panel.textContent).toContain('共 1 条');
    const item = within(panel).getByTestId('submission-item');
    expect(item.textContent).toContain('姓名王经理');
    expect(item.textContent).toContain('团队人数11-50 人');
    expect(item.textContent).toContain('需求说明-');
    expect(within(item).getByTestId('submission-lead').getAttribute('href')).toBe('/crm/crmClueView?id=lead-1');
    expect(within(item).getByTestId('submission-lead').textContent).toContain('远航物流');
    expect(fake.find(`GET ${SMART_FORM_API.submissions}`)[0]!.params).toMatchObject({ formId: 'f1' });
  });
});

describe('the designer', () => {
  it('asks a choice question for its options, and sends nothing without them', async () => {
    const { fake } = renderScreen(<RecordFormPage source={smartForm} />, '/cms/cmsSmartFormAdd', recordRoutes({}));
    await screen.findByTestId('record-form', {}, { timeout: 4000 });
    const u = userEvent.setup();
    await u.type(within(screen.getByTestId('form-field-title')).getByRole('textbox'), '产品试用申请');
    // The row's sheet is a popup: it is driven by events, not by a pointer (jsdom has no pointer capture for its drag).
    fireEvent.click(await screen.findByTestId('line-add', {}, { timeout: 4000 }));
    const sheet = await screen.findByTestId('line-sheet');
    // A text question has no options to give.
    expect(within(sheet).queryByTestId('line-field-options')).toBeNull();
    fireEvent.change(within(within(sheet).getByTestId('line-field-label')).getByRole('textbox'), { target: { value: '团队人数' } });
    fireEvent.click(within(within(sheet).getByTestId('line-field-questionType')).getByRole('button'));
    fireEvent.click(await screen.findByText('单选'));
    await waitFor(() => expect(within(screen.getByTestId('line-sheet')).getByTestId('line-field-options')).toBeTruthy());
    fireEvent.click(screen.getByTestId('line-sheet-done'));

    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(screen.getByTestId('lines-input-questions').textContent).toContain('请输入选项'));
    expect(fake.find('POST /cms/cmsSmartForm/add')).toHaveLength(0);
  });
});
