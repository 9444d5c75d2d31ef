import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_API, RUNTIME_CONFIG_GLOBAL, SMART_FORM_API, type PublicSmartForm } from '@crm/domain';
import { applyLanguage, loadTexts } from '../../lib/i18n.ts';
import { renderApp, resetState } from '../../test/app.tsx';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';

const KEY = 'Sf3pQ9xR2mT7vW1yB4nC8d';
const SUBMIT = `POST ${SMART_FORM_API.publicSubmit}`;

const trialForm = (): PublicSmartForm => ({
  title: '产品试用申请',
  description: '填写后顾问会联系您',
  companyName: '华信云创',
  sharerName: '李销售',
  questions: [
    { id: 'q-name', label: '姓名', type: 'text', required: true, options: [] },
    { id: 'q-mobile', label: '手机', type: 'mobile', required: true, options: [] },
    { id: 'q-size', label: '团队人数', type: 'choice', required: true, options: ['1-10 人', '11-50 人'] },
    { id: 'q-needs', label: '关注功能', type: 'multiChoice', required: false, options: ['线索', '订单'] },
  ],
});

const answers = (more: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  [`GET ${SMART_FORM_API.publicForm}`]: ok(trialForm()),
  [`POST ${CONTENT_API.publicOpened}`]: ok({ visitId: 'v1' }),
  [`POST ${CONTENT_API.publicRead}`]: ok(null),
  [SUBMIT]: ok({ thankYou: '感谢申请，我们会尽快联系您' }),
  ...more,
});

const inputOf = (index: number) => screen.getByTestId(`smart-form-question-${index}`).querySelector('input')!;
const errorOf = (index: number) => screen.queryByTestId(`smart-form-error-${index}`)?.textContent ?? null;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  await loadTexts(['external', 'records']);
});

describe('the public smart form', () => {
  it('shows the form without an account, asks the required questions, and sends nothing until they are right', async () => {
    const { fake, path } = renderApp(`/smartForm?key=${KEY}`, answers());
    expect((await screen.findByTestId('smart-form-title')).textContent).toBe('产品试用申请');
    expect(path()).toBe(`/smartForm?key=${KEY}`);
    const page = screen.getByTestId('smart-form');
    expect(page.textContent).toContain('华信云创');
    expect(page.textContent).toContain('由 李销售 分享');
    expect(page.textContent).toContain('填写后顾问会联系您');
    // The required questions are marked: name, mobile and team size.
    expect(screen.getAllByTitle('必填')).toHaveLength(3);
    await waitFor(() => expect(fake.find(`POST ${CONTENT_API.publicOpened}`)).toHaveLength(1));

    const u = userEvent.setup();
    await u.click(screen.getByTestId('smart-form-submit'));
    expect(errorOf(0)).toBe('请输入姓名');
    expect(errorOf(1)).toBe('请输入手机');
    expect(errorOf(2)).toBe('请选择团队人数');
    expect(errorOf(3)).toBeNull();

    await u.type(inputOf(0), '王经理');
    await u.type(inputOf(1), '12345');
    await u.click(screen.getByTestId('smart-form-submit'));
    expect(errorOf(0)).toBeNull();
    expect(errorOf(1)).toBe('手机应为11位手机号码');
    expect(fake.find(SUBMIT)).toHaveLength(0);
  });

  it('takes a choice and several, sends the answers by question, and shows the form’s thanks', async () => {
    const { fake } = renderApp(`/smartForm?key=${KEY}`, answers());
    await screen.findByTestId('smart-form-title');
    const u = userEvent.setup();
    await u.type(inputOf(0), '王经理');
    await u.type(inputOf(1), '139 1000 2003');
    await u.click(screen.getByText('11-50 人'));
    await u.click(screen.getByText('线索'));
    await u.click(screen.getByText('订单'));
    await u.click(screen.getByTestId('smart-form-submit'));
    expect((await screen.findByTestId('smart-form-thanks')).textContent).toContain('感谢申请，我们会尽快联系您');
    expect(fake.find(SUBMIT)[0]!.body).toEqual({
      key: KEY,
      visitId: 'v1',
      answers: { 'q-name': '王经理', 'q-mobile': '13910002003', 'q-size': '11-50 人', 'q-needs': ['线索', '订单'] },
    });
    expect(screen.queryByTestId('smart-form-submit')).toBeNull();
  });

  it('shows the server’s refusal under its question', async () => {
    renderApp(
      `/smartForm?key=${KEY}`,
      answers({
        [SUBMIT]: {
          status: 422,
          data: { success: false, message: '团队人数不是可选的值', code: 422, result: { fields: { 'q-size': '团队人数不是可选的值' } }, timestamp: 0 },
        },
      }),
    );
    await screen.findByTestId('smart-form-title');
    const u = userEvent.setup();
    await u.type(inputOf(0), '王经理');
    await u.type(inputOf(1), '13910002003');
    await u.click(screen.getByText('1-10 人'));
    await u.click(screen.getByTestId('smart-form-submit'));
    await waitFor(() => expect(errorOf(2)).toBe('团队人数不是可选的值'));
    expect(screen.queryByTestId('smart-form-thanks')).toBeNull();
  });

  it('says a revoked link, or a form taken back to draft, opens nothing', async () => {
    const { fake } = renderApp(`/smartForm?key=${KEY}`, answers({ [`GET ${SMART_FORM_API.publicForm}`]: fail(404, 'not found') }));
    expect((await screen.findByTestId('smart-form-gone')).textContent).toContain('链接已失效或不存在');
    expect(screen.queryByTestId('smart-form')).toBeNull();
    expect(fake.find(`POST ${CONTENT_API.publicOpened}`)).toHaveLength(0);
  });
});
