import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_ACCOUNT_API, EMPLOYEE_STATUS, type AgentAccount } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { renderInRouter } from '../../../test/app.tsx';
import { fail, installFakeHttp, ok, type FakeRoute } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';
import { AccountFormPage } from './AccountFormPage.tsx';

const partner = { kind: 'entity', apiName: 'agentUser' } as const;
const rights = (actions: string[]) => actions.map((action) => ({ action: `agent:agentUser:${action}`, type: '1' }));

const account = (patch: Partial<AgentAccount> = {}): AgentAccount => ({
  id: 'u1',
  username: 'yunfan',
  realname: '刘渠道',
  phone: '13800000001',
  status: EMPLOYEE_STATUS.active,
  isAdmin: true,
  createdAt: '2026-12-01T02:00:00.000Z',
  ...patch,
});

const openPartner = (overrides: Record<string, FakeRoute> = {}) =>
  renderScreen(
    <RecordViewPage source={partner} />,
    '/agent/agentUserView?id=p1',
    recordRoutes({
      'GET /agent/agentUser/queryById': ok(row({ id: 'p1', name: '杭州云帆电子商务有限公司', agentNo: 'QD000001', level: '1' })),
      [`GET ${AGENT_ACCOUNT_API.list}`]: ok([account(), account({ id: 'u2', username: 'yunfan.sales', realname: '王销售', phone: null, isAdmin: false })]),
      ...overrides,
    }),
  );

const inputOf = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ agentUser: { load: () => import('./agent-user.web.tsx').then((m) => m.agentUserWeb) } });
  // The success toast loads its overlay lazily and times itself out: left real, it could outlive the test.
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a partner’s login accounts, on its detail screen', () => {
  it('lists them and freezes one once the user confirms', async () => {
    const { fake } = openPartner({
      [`POST ${AGENT_ACCOUNT_API.status}`]: ok(
        account({ id: 'u2', username: 'yunfan.sales', realname: '王销售', phone: null, isAdmin: false, status: EMPLOYEE_STATUS.frozen }),
      ),
    });
    const rows = await screen.findAllByTestId('agent-account', {}, { timeout: 4000 });
    expect(fake.find(`GET ${AGENT_ACCOUNT_API.list}`)[0]!.params).toMatchObject({ agentId: 'p1' });
    expect(rows.map((r) => r.getAttribute('data-username'))).toEqual(['yunfan', 'yunfan.sales']);
    const [admin, sales] = rows as [HTMLElement, HTMLElement];
    expect(admin.textContent).toContain('刘渠道');
    expect(admin.textContent).toContain('13800000001');
    expect(within(admin).getByTestId('agent-account-admin').textContent).toBe('管理员');
    expect(within(sales).queryByTestId('agent-account-admin')).toBeNull();
    expect(within(sales).queryByTestId('agent-account-frozen')).toBeNull();

    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(within(sales).getByTestId('agent-account-freeze'));
    expect(await screen.findByText(/冻结“王销售”后/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/冻结“王销售”后/)).toBeNull());
    expect(fake.find(`POST ${AGENT_ACCOUNT_API.status}`)).toHaveLength(0);

    await u.click(within(sales).getByTestId('agent-account-freeze'));
    await u.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(fake.find(`POST ${AGENT_ACCOUNT_API.status}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_ACCOUNT_API.status}`)[0]!.body).toEqual({ agentId: 'p1', id: 'u2', status: EMPLOYEE_STATUS.frozen });
    await waitFor(() => expect(within(screen.getAllByTestId('agent-account')[1]!).getByTestId('agent-account-frozen').textContent).toBe('已冻结'));
    expect(within(screen.getAllByTestId('agent-account')[1]!).getByTestId('agent-account-freeze').textContent).toContain('解冻');
    expect(feedback.success).toHaveBeenCalledWith('账号已冻结');
  });

  it('offers no add and no freeze to a user who may not edit partners', async () => {
    setUpRecordTest(rights(['list', 'view']));
    openPartner();
    expect(await screen.findAllByTestId('agent-account', {}, { timeout: 4000 })).toHaveLength(2);
    expect(screen.queryByTestId('agent-account-add')).toBeNull();
    expect(screen.queryByTestId('agent-account-freeze')).toBeNull();
  });

  it('opens the account form of the partner from its add button', async () => {
    const { current } = openPartner();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('agent-account-add', {}, { timeout: 4000 }));
    await waitFor(() => expect(current()).toBe('/agent/agentUserAccountForm?agentId=p1'));
  });

  it('says so when the partner has no account yet', async () => {
    openPartner({ [`GET ${AGENT_ACCOUNT_API.list}`]: ok([]) });
    expect((await screen.findByTestId('agent-accounts-empty', {}, { timeout: 4000 })).textContent).toBe('该渠道伙伴还没有登录账号');
  });
});

describe('/agent/agentUserAccountForm: a new account of the partner’s', () => {
  /** The form opened from the partner's detail (one step back in the history). */
  function openForm(answer: FakeRoute) {
    const fake = installFakeHttp(recordRoutes({ [`POST ${AGENT_ACCOUNT_API.add}`]: answer }));
    const view = renderInRouter(null, {
      entries: ['/agent/agentUserView?id=p1', '/agent/agentUserAccountForm?agentId=p1'],
      routes: [
        { path: '/agent/agentUserAccountForm', element: <AccountFormPage /> },
        { path: '*', element: <div data-testid="elsewhere" /> },
      ],
    });
    const current = () => view.router.state.location.pathname + view.router.state.location.search;
    return { fake, current };
  }

  it('refuses an empty username and a short password with their messages, then makes the account and goes back', async () => {
    const { fake, current } = openForm(ok(account({ id: 'u3', username: 'yunfan.ops' })));
    const u = userEvent.setup();
    await u.type(inputOf('account-password'), '123');
    await u.click(screen.getByTestId('account-submit'));
    expect((await screen.findByTestId('account-username-error')).textContent).toBe('请输入登录账号');
    expect(screen.getByTestId('account-realname-error').textContent).toBe('请输入姓名');
    expect(screen.getByTestId('account-password-error').textContent).toBe('密码至少 6 位');
    await u.type(inputOf('account-username'), '-bad');
    await u.click(screen.getByTestId('account-submit'));
    expect((await screen.findByTestId('account-username-error')).textContent).toBe('登录账号须为 2–64 位字母、数字或 _ . @ -，并以字母或数字开头');
    expect(fake.find(`POST ${AGENT_ACCOUNT_API.add}`)).toHaveLength(0);

    await u.clear(inputOf('account-username'));
    await u.type(inputOf('account-username'), 'yunfan.ops');
    await u.type(inputOf('account-realname'), '赵运营');
    await u.type(inputOf('account-phone'), '13800000003');
    await u.type(inputOf('account-password'), '456');
    await u.click(screen.getByTestId('account-admin'));
    await u.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(fake.find(`POST ${AGENT_ACCOUNT_API.add}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_ACCOUNT_API.add}`)[0]!.body).toEqual({
      agentId: 'p1',
      username: 'yunfan.ops',
      realname: '赵运营',
      phone: '13800000003',
      password: '123456',
      isAdmin: true,
    });
    await waitFor(() => expect(current()).toBe('/agent/agentUserView?id=p1'));
    expect(feedback.success).toHaveBeenCalledWith('账号已创建');
  });

  it('keeps everything typed when the server refuses the account', async () => {
    const { fake, current } = openForm(fail(422, '登录账号已被占用'));
    const u = userEvent.setup();
    await u.type(inputOf('account-username'), 'yunfan');
    await u.type(inputOf('account-realname'), '刘渠道');
    await u.type(inputOf('account-password'), 'secret1');
    await u.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(fake.find(`POST ${AGENT_ACCOUNT_API.add}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_ACCOUNT_API.add}`)[0]!.body).toMatchObject({ agentId: 'p1', username: 'yunfan', phone: null, isAdmin: false });
    await waitFor(() => expect((screen.getByTestId('account-submit') as HTMLButtonElement).disabled).toBe(false));
    expect(current()).toBe('/agent/agentUserAccountForm?agentId=p1');
    expect(inputOf('account-username').value).toBe('yunfan');
    expect(inputOf('account-realname').value).toBe('刘渠道');
    expect(inputOf('account-password').value).toBe('secret1');
  });
});
