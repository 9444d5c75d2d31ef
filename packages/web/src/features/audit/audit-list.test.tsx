import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditItem } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { menuItem, renderApp } from '../../test/app.tsx';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { AuditListPage } from './AuditListPage.tsx';

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

const item = (patch: Partial<AuditItem> = {}): AuditItem => ({
  apiName: 'crmOrder',
  id: 'o1',
  title: 'SO-0001',
  auditStatus: '1',
  submitterId: 'u2',
  submitterName: 'Han Mei',
  submittedAt: '2026-03-01T02:00:00Z',
  stepIndex: 0,
  stepName: '部门审批',
  amount: 12800,
  currency: null,
  ...patch,
});

const page = (records: AuditItem[]) => ok({ records, total: records.length, size: 20, current: 1, pages: 1 });
const ORDER = item();
const REFUND = item({ apiName: 'crmRefund', id: 'f1', title: 'TK-000001', amount: null, stepName: '' });

function listRoutes(answer: (call: RecordedCall) => ReturnType<typeof page>, extra = {}) {
  return recordRoutes({ 'GET /sys/audit/pendingList': answer, ...extra });
}

describe('my audits (/crm/crmAuditList)', () => {
  it('lists what waits for me with the object, record, submitter, time, amount and status, and opens the record', async () => {
    const { fake, current } = renderScreen(
      <AuditListPage />,
      '/crm/crmAuditList',
      listRoutes(() => page([ORDER, REFUND])),
    );
    const [order, refund] = await screen.findAllByTestId('audit-item');
    expect(fake.find('GET /sys/audit/pendingList')[0]!.params).toMatchObject({ state: 'pending', pageNo: '1', pageSize: '20' });
    expect(within(order!).getByTestId('audit-item-object').textContent).toBe('订单');
    expect(within(order!).getByTestId('audit-item-title').textContent).toBe('SO-0001');
    expect(order!.textContent).toContain('提交人：Han Mei');
    expect(order!.textContent).toContain('提交时间：2026-03-01 10:00');
    expect(order!.textContent).toContain('金额：¥1.28万');
    expect(order!.textContent).toContain('当前步骤：部门审批');
    expect(within(order!).getByTestId('audit-status').textContent).toBe('待审核');
    expect(within(refund!).getByTestId('audit-item-object').textContent).toBe('退款');
    expect(refund!.textContent).not.toContain('金额');

    fireEvent.click(order!);
    await waitFor(() => expect(current()).toBe('/crm/crmOrderView?id=o1'));
  });

  it('is the menu’s crmAuditList page, titled by its menu item, with a way back', async () => {
    const menu = [menuItem({ id: 'm2', path: '/crm/crmAuditList', name: 'crmAuditList', component: 'page:crmAuditList', title: 'menu.crmAuditList' })];
    const { path } = renderApp(
      '/crm/crmAuditList',
      listRoutes(() => page([ORDER]), { 'GET /sys/permission/getUserPermissionByToken': ok({ menu, auth: [], allAuth: [] }) }),
    );
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('待我审批');
    expect(await screen.findByTestId('audit-item', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('nav-back'));
    await waitFor(() => expect(path()).toBe('/index'));
  });

  it('shows the tabs of AUDIT_LIST_STATES, each asking for its state, with its own empty message', async () => {
    const { fake, current } = renderScreen(
      <AuditListPage />,
      '/crm/crmAuditList',
      listRoutes((call) => page(call.params.state === 'pending' ? [ORDER] : [])),
    );
    await screen.findByTestId('audit-item');
    fireEvent.click(screen.getByText('我提交的'));
    expect(await screen.findByText('您还没有提交过审批')).toBeTruthy();
    expect(fake.find('GET /sys/audit/pendingList').map((call) => call.params.state)).toEqual(['pending', 'submitted']);
    expect(current()).toBe('/crm/crmAuditList?state=submitted');
    // No batch outside the pending tab.
    expect(screen.queryByTestId('audit-batch-toggle')).toBeNull();
  });

  it('batch agrees the chosen records with one opinion, then shows the refused ones with their reasons and refreshes', async () => {
    const alert = vi.spyOn(feedback, 'alert').mockResolvedValue(undefined);
    const refused = { done: [{ apiName: 'crmOrder', id: 'o1' }], refused: [{ apiName: 'crmRefund', id: 'f1', message: '该记录已被他人审批' }] };
    const { fake, current } = renderScreen(
      <AuditListPage />,
      '/crm/crmAuditList',
      listRoutes(() => page([ORDER, REFUND]), { 'POST /sys/audit/batchAgree': ok(refused) }),
    );
    await screen.findAllByTestId('audit-item');
    fireEvent.click(screen.getByTestId('audit-batch-toggle'));
    fireEvent.click(screen.getByTestId('audit-batch-agree'));
    expect(feedback.toast).toHaveBeenCalledWith('请先选择要审批的记录');

    const [order, refund] = screen.getAllByTestId('audit-item');
    fireEvent.click(order!);
    fireEvent.click(refund!);
    // In batch mode a tap chooses: it opens nothing.
    expect(current()).toBe('/crm/crmAuditList');
    expect(order!.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('audit-batch-bar').textContent).toContain('已选 2 条');

    fireEvent.click(screen.getByTestId('audit-batch-agree'));
    const sheet = await screen.findByTestId('audit-opinion-sheet');
    expect(sheet.textContent).toContain('批量同意 2 条');
    fireEvent.change(within(sheet).getByRole('textbox'), { target: { value: ' 同意 ' } });
    fireEvent.click(within(sheet).getByTestId('audit-batch-confirm'));

    await waitFor(() => expect(fake.find('POST /sys/audit/batchAgree')).toHaveLength(1));
    expect(fake.find('POST /sys/audit/batchAgree')[0]!.body).toEqual({
      items: [
        { apiName: 'crmOrder', id: 'o1' },
        { apiName: 'crmRefund', id: 'f1' },
      ],
      opinion: '同意',
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ content: '1 条已完成，1 条未完成\nTK-000001：该记录已被他人审批' }));
    expect((await screen.findByTestId('audit-item-refused')).textContent).toBe('该记录已被他人审批');
    await waitFor(() => expect(fake.find('GET /sys/audit/pendingList').length).toBeGreaterThan(1));
    expect(screen.getByTestId('audit-batch-bar').textContent).toContain('已选 0 条');
  });

  it('batch rejects without an opinion when none is given', async () => {
    const { fake } = renderScreen(
      <AuditListPage />,
      '/crm/crmAuditList',
      listRoutes(() => page([ORDER]), { 'POST /sys/audit/batchReject': ok({ done: [{ apiName: 'crmOrder', id: 'o1' }], refused: [] }) }),
    );
    fireEvent.click(await screen.findByTestId('audit-batch-toggle'));
    fireEvent.click(screen.getByTestId('audit-select-all'));
    fireEvent.click(screen.getByTestId('audit-batch-reject'));
    fireEvent.click(within(await screen.findByTestId('audit-opinion-sheet')).getByTestId('audit-batch-confirm'));
    await waitFor(() => expect(fake.find('POST /sys/audit/batchReject')[0]?.body).toEqual({ items: [{ apiName: 'crmOrder', id: 'o1' }] }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已全部完成'));
  });
});
