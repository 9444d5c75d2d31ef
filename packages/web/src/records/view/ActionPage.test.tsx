import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { installFakeHttp, ok, type FakeAnswer } from '../../test/fake-http.ts';
import { renderInRouter } from '../../test/app.tsx';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { actionPageOf, commonActionPage } from './ActionPage.tsx';

const DeliverPage = actionPageOf('crmOrder', 'deliver');
const PAGE = '/crm/crmOrderDeliverForm?id=r1';
const VIEW = '/crm/crmOrderView?id=r1';

/** An executed, undelivered order its caller may deliver, as queryById answers it. */
function order(patch: Record<string, unknown> = {}) {
  return row({
    id: 'r1',
    version: 7,
    orderNo: 'SO-2026-0042',
    status: '1',
    deliveryStatus: '0',
    _access: { canEdit: true, canDelete: true, team: null, locked: false, actions: { transfer: true, lock: true, unlock: false, deliver: true } },
    ...patch,
  });
}

function routesWith(record: ReturnType<typeof order>, answers: FakeAnswer[] = [ok(order({ deliveryStatus: '1' }))]) {
  let call = 0;
  return recordRoutes({
    'GET /crm/crmOrder/queryById': ok(record),
    'POST /crm/crmOrder/deliver': () => answers[Math.min(call++, answers.length - 1)]!,
  });
}

beforeEach(() => {
  setUpRecordTest();
  // The success toast loads its overlay lazily and times itself out: left real, it could outlive the test.
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '');
});

describe('the page of an action with a screen (/crm/crmOrderDeliverForm)', () => {
  it('shows the action’s inputs under the record’s title, the time starting at now', async () => {
    renderScreen(<DeliverPage />, PAGE, routesWith(order()));
    await screen.findByTestId('action-page-deliver');
    expect(screen.getByTestId('action-page-title').textContent).toBe('SO-2026-0042');
    expect(within(screen.getByTestId('action-field-deliverTime')).getByText('发货时间')).toBeTruthy();
    expect(within(screen.getByTestId('action-field-deliverRemark')).getByText('发货说明')).toBeTruthy();
    expect(screen.getByTestId('action-submit').textContent).toBe('发货');
    await waitFor(() => expect(screen.getByTestId('action-field-deliverTime').textContent).toMatch(/\d{4}-\d{2}-\d{2}/));
  });

  it('posts the inputs at the version read, shows a server field error under its field, and goes back to the order when done', async () => {
    const fieldError = {
      status: 422,
      data: { success: false, message: '发货说明不够具体', code: 422, result: { fields: { deliverRemark: '发货说明不够具体' } }, timestamp: 0 },
    };
    const { fake, current } = renderScreen(<DeliverPage />, PAGE, routesWith(order(), [fieldError, ok(order({ deliveryStatus: '1', version: 8 }))]));
    fireEvent.change((await screen.findByTestId('action-field-deliverRemark')).querySelector('textarea')!, { target: { value: '顺丰' } });

    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(within(screen.getByTestId('action-field-deliverRemark')).getByRole('alert').textContent).toBe('发货说明不够具体'));
    const body = fake.find('POST /crm/crmOrder/deliver')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'r1', version: 7, deliverRemark: '顺丰' });
    expect(Math.abs(Date.parse(String(body.deliverTime)) - Date.now())).toBeLessThan(60_000);
    expect(current()).toBe(PAGE);

    fireEvent.click(screen.getByTestId('action-submit'));
    // Opened by its address (no history to go back through): the order's detail screen.
    await waitFor(() => expect(current()).toBe(VIEW));
    expect(feedback.success).toHaveBeenCalledWith('操作成功');
    expect(fake.find('POST /crm/crmOrder/deliver')).toHaveLength(2);
  });

  it('goes one step back, to the detail screen it was opened from, on cancel', async () => {
    const fake = installFakeHttp(routesWith(order()));
    window.history.replaceState({ idx: 1 }, '');
    const { router } = renderInRouter(null, {
      entries: [VIEW, PAGE],
      routes: [
        { path: '/crm/crmOrderDeliverForm', element: <DeliverPage /> },
        { path: '*', element: <div data-testid="elsewhere" /> },
      ],
    });
    fireEvent.click(await screen.findByTestId('action-cancel'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(VIEW));
    expect(router.state.historyAction).toBe('POP');
    expect(fake.find('POST /crm/crmOrder/deliver')).toHaveLength(0);
  });

  it('says the action cannot be run on a record the server says it may not run on, with no form', async () => {
    const delivered = order({ deliveryStatus: '1', _access: { canEdit: true, canDelete: true, team: null, locked: false, actions: { deliver: false } } });
    renderScreen(<DeliverPage />, PAGE, routesWith(delivered));
    expect(await screen.findByText('该记录当前不能执行“发货”')).toBeTruthy();
    expect(screen.getByTestId('action-page-title').textContent).toBe('SO-2026-0042');
    expect(screen.queryByTestId('action-field-deliverTime')).toBeNull();
    expect(screen.queryByTestId('action-submit')).toBeNull();
  });

  it('says a record shared read-only is for viewing only', async () => {
    const shared = order({ _access: { canEdit: false, canDelete: false, team: null, locked: false, actions: { deliver: false } } });
    renderScreen(<DeliverPage />, PAGE, routesWith(shared));
    expect(await screen.findByText('您对该记录只有查看权限，不能执行“发货”')).toBeTruthy();
  });
});

describe('the pages of the actions objects gain (/common/changePeriod)', () => {
  const ChangePeriodPage = commonActionPage('changePeriod');
  const activity = row({
    id: 'a1',
    version: 3,
    name: 'CRM 数字化转型研讨会',
    status: '1',
    startTime: '2026-04-10T01:30:00.000Z',
    endTime: '2026-04-10T05:30:00.000Z',
    _access: { canEdit: true, canDelete: true, team: null, locked: false, actions: { transfer: true, changePeriod: true, appoint: true } },
  });

  it('names the record of the table asked, offers its two dates, and posts them to its object’s action', async () => {
    let posted: unknown;
    const routes = recordRoutes({
      'GET /crm/crmMarketActivity/queryById': ok(activity),
      'POST /crm/crmMarketActivity/changePeriod': (call) => {
        posted = call.body;
        return ok(activity);
      },
    });
    renderScreen(<ChangePeriodPage />, '/common/changePeriod?tableName=crm_market_activity&id=a1', routes);
    await screen.findByTestId('action-page-changePeriod');
    expect(screen.getByTestId('action-page-title').textContent).toBe('CRM 数字化转型研讨会');
    expect(within(screen.getByTestId('action-field-startTime')).getByText('开始时间')).toBeTruthy();
    expect(screen.getByTestId('action-field-endTime')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(posted).toMatchObject({ id: 'a1', version: 3, startTime: '2026-04-10T01:30:00.000Z', endTime: '2026-04-10T05:30:00.000Z' }));
  });

  it('says so when the table is not an object’s', async () => {
    renderScreen(<ChangePeriodPage />, '/common/changePeriod?tableName=nothing&id=a1', recordRoutes({}));
    expect((await screen.findByRole('status')).textContent).toBe('该记录不存在或已被删除');
  });
});
