import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedback } from '../../../lib/feedback.ts';
import { fail, ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { TenderReceivePage } from './TenderReceivePage.tsx';

/** /cms/cmsTenderReceive (issue 20): a salesperson claims a tender notice, or is told who was quicker. */

const RECEIVE = 'POST /cms/cmsTender/receiveBatch';
const unclaimed = row({
  id: 't1',
  title: '智慧园区管理平台采购项目',
  buyer: '北京市海淀区教育委员会',
  budget: 1_860_000,
  status: '0',
  status_dictText: '待领取',
  _access: { canEdit: false, canDelete: false, actions: { receive: true, toOpportunity: false } },
});
const claimedBy = (name: string) =>
  row({ ...unclaimed, status: '1', claimUserId: 'u9', claimUserId_dictText: name, _access: { canEdit: false, canDelete: false, actions: { receive: false } } });

beforeEach(() => {
  setUpRecordTest([{ action: 'cms:cmsTender:receive', type: '1' }]);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('claiming a tender', () => {
  it('shows what the notice is and claims it through the batch route, then opens it', async () => {
    let record = unclaimed;
    const { fake, current } = renderScreen(
      <TenderReceivePage />,
      '/cms/cmsTenderReceive?id=t1',
      recordRoutes({
        'GET /cms/cmsTender/queryById': () => ok(record),
        [RECEIVE]: () => {
          record = claimedBy('Li Lei');
          return ok({ done: ['t1'], refused: [] });
        },
      }),
    );
    expect((await screen.findByTestId('tender-title', {}, { timeout: 4000 })).textContent).toBe('智慧园区管理平台采购项目');
    const page = screen.getByTestId('tender-receive');
    expect(page.textContent).toContain('北京市海淀区教育委员会');
    expect(page.textContent).toContain('待领取');
    await userEvent.setup().click(screen.getByTestId('tender-receive-submit'));
    await waitFor(() => expect(current()).toBe('/cms/cmsTenderView?id=t1'));
    expect(fake.find(RECEIVE)[0]!.body).toEqual({ ids: ['t1'] });
    expect(feedback.success).toHaveBeenCalledWith('领取成功');
  });

  it('says so in place when someone else was quicker, and shows who has it now', async () => {
    let record = unclaimed;
    renderScreen(
      <TenderReceivePage />,
      '/cms/cmsTenderReceive?id=t1',
      recordRoutes({
        'GET /cms/cmsTender/queryById': () => ok(record),
        [RECEIVE]: () => {
          record = claimedBy('王五');
          return fail(422, '这条招标信息已被他人领取');
        },
      }),
    );
    await userEvent.setup().click(await screen.findByTestId('tender-receive-submit', {}, { timeout: 4000 }));
    expect((await screen.findByTestId('tender-receive-refusal')).textContent).toBe('这条招标信息已被他人领取');
    await waitFor(() => expect(screen.queryByTestId('tender-receive-submit')).toBeNull());
    expect(screen.getByTestId('tender-receive').textContent).toContain('王五');
    expect(screen.getByTestId('tender-receive-view')).toBeTruthy();
  });

  it('offers no claim of a notice already taken, naming who took it', async () => {
    renderScreen(<TenderReceivePage />, '/cms/cmsTenderReceive?id=t1', recordRoutes({ 'GET /cms/cmsTender/queryById': ok(claimedBy('王五')) }));
    expect((await screen.findByTestId('tender-receive-closed', {}, { timeout: 4000 })).textContent).toBe('这条招标信息已由王五领取');
    expect(screen.queryByTestId('tender-receive-submit')).toBeNull();
  });
});
