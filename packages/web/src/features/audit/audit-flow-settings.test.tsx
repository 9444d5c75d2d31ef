import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditFlowDef, RoleView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { signIn, user } from '../../test/app.tsx';
import { fail, ok, type FakeRoute, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { AuditFlowSettingsPage } from './AuditFlowSettingsPage.tsx';
import { AuditFlowFormPage } from './AuditFlowFormPage.tsx';

beforeEach(() => {
  setUpRecordTest();
  signIn(user({ isAdmin: 1, timeZone: 'Asia/Shanghai' }));
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

const ORDER_FLOW: AuditFlowDef = {
  apiName: 'crmOrder',
  steps: [{ name: '部门审批', approverKind: 'user', approverIds: ['u2', 'u3'], mode: 'all', minAmount: 10000 }],
  approverNames: [['Han Mei', 'Wang Wu']],
};
const REFUND_FLOW: AuditFlowDef = { apiName: 'crmRefund', steps: [], approverNames: [] };

const role = (id: string, roleName: string): RoleView => ({ id, roleCode: id, roleName, builtIn: 0, dataScope: '1', rwOthers: 'r', permissionCodes: [] });

function settingsRoutes(extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/auditFlow/list': ok([ORDER_FLOW, REFUND_FLOW]),
    'GET /sys/role/list': ok({ records: [role('r1', '销售'), role('r2', '财务经理')], total: 2, size: 500, current: 1, pages: 1 }),
    'GET /sys/user/list': ok({
      records: [
        { id: 'u7', username: 'finance', realname: 'Zhou Qi', avatar: null, phone: null, email: null, departId: null, departName: 'Finance', status: '1' },
      ],
      total: 1,
      size: 30,
      current: 1,
      pages: 1,
    }),
    ...extra,
  });
}

const inputOf = (element: HTMLElement) => element.querySelector('input')!;

describe('approval flow settings (/sys/sysAuditFlow)', () => {
  it('lists every audited object with its steps summarised, and opens one', async () => {
    const { current } = renderScreen(<AuditFlowSettingsPage />, '/sys/sysAuditFlow', settingsRoutes());
    const order = await screen.findByTestId('audit-flow-crmOrder');
    expect(order.textContent).toContain('订单');
    expect(order.textContent).toContain('1. 部门审批 · 指定成员：Han Mei、Wang Wu · 需全部同意 · 金额不低于 10000');
    expect(screen.getByTestId('audit-flow-crmRefund').textContent).toContain('未设置步骤：提交即审核通过');
    fireEvent.click(order.querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(current()).toBe('/sys/sysAuditFlowForm?apiName=crmOrder'));
  });

  it('is for administrators only', async () => {
    signIn(user({ isAdmin: 0 }));
    const { fake } = renderScreen(<AuditFlowSettingsPage />, '/sys/sysAuditFlow', settingsRoutes());
    expect(await screen.findByText('只有管理员可以设置审批流程')).toBeTruthy();
    expect(fake.find('GET /sys/auditFlow/list')).toHaveLength(0);
  });
});

describe('an object’s approval flow (/sys/sysAuditFlowForm)', () => {
  it('adds steps of each kind, checks them in the user’s language, moves one, and saves the whole flow', async () => {
    const { fake, current } = renderScreen(
      <AuditFlowFormPage />,
      '/sys/sysAuditFlowForm?apiName=crmOrder',
      settingsRoutes({ 'PUT /sys/auditFlow/save': (call: RecordedCall) => ok(call.body) }),
    );
    const first = await screen.findByTestId('audit-step-0');
    expect(
      within(first)
        .getAllByTestId('audit-step-user')
        .map((b) => b.textContent),
    ).toEqual(['Han Mei ✕', 'Wang Wu ✕']);
    expect(inputOf(within(first).getByTestId('audit-step-amount')).value).toBe('10000');

    // A second step: the finance role, all of them, from 50000 on.
    fireEvent.click(screen.getByTestId('audit-add-step'));
    const second = screen.getByTestId('audit-step-1');
    fireEvent.change(inputOf(within(second).getByTestId('audit-step-name')), { target: { value: 'Finance' } });
    fireEvent.click(within(within(second).getByTestId('audit-step-kind')).getByText('角色'));
    fireEvent.click(await within(second).findByText('财务经理'));
    fireEvent.click(within(within(second).getByTestId('audit-step-mode')).getByText('需全部同意'));
    fireEvent.change(inputOf(within(second).getByTestId('audit-step-amount')), { target: { value: '50000' } });

    // A third of named users with nobody named yet is refused before anything is sent.
    fireEvent.click(screen.getByTestId('audit-add-step'));
    const third = screen.getByTestId('audit-step-2');
    fireEvent.click(within(within(third).getByTestId('audit-step-kind')).getByText('指定成员'));
    fireEvent.click(screen.getByTestId('audit-flow-save'));
    expect(within(third).getByRole('alert').textContent).toBe('请选择至少一个审批人');
    expect(feedback.toast).toHaveBeenCalledWith('请检查标出的步骤');
    expect(fake.find('PUT /sys/auditFlow/save')).toHaveLength(0);

    fireEvent.click(within(third).getByTestId('audit-step-add-user'));
    fireEvent.click(await screen.findByTestId('user-option-u7'));
    await waitFor(() => expect(within(screen.getByTestId('audit-step-2')).queryByRole('alert')).toBeNull());
    fireEvent.click(within(screen.getByTestId('audit-step-2')).getByTestId('audit-step-up'));

    fireEvent.click(screen.getByTestId('audit-flow-save'));
    await waitFor(() => expect(fake.find('PUT /sys/auditFlow/save')).toHaveLength(1));
    expect(fake.find('PUT /sys/auditFlow/save')[0]!.body).toEqual({
      apiName: 'crmOrder',
      steps: [
        { name: '部门审批', approverKind: 'user', approverIds: ['u2', 'u3'], mode: 'all', minAmount: 10000 },
        { name: '', approverKind: 'user', approverIds: ['u7'], mode: 'any', minAmount: null },
        { name: 'Finance', approverKind: 'role', approverIds: ['r2'], mode: 'all', minAmount: 50000 },
      ],
    });
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('审批流程已保存'));
    await waitFor(() => expect(current()).toBe('/sys/sysAuditFlow'));
  });

  it('removes a step and refuses a negative amount', async () => {
    renderScreen(<AuditFlowFormPage />, '/sys/sysAuditFlowForm?apiName=crmOrder', settingsRoutes());
    const first = await screen.findByTestId('audit-step-0');
    fireEvent.change(inputOf(within(first).getByTestId('audit-step-amount')), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('audit-flow-save'));
    expect(within(first).getByRole('alert').textContent).toBe('请输入不小于 0 的金额');
    fireEvent.click(within(first).getByTestId('audit-step-remove'));
    expect(screen.queryByTestId('audit-step-0')).toBeNull();
    expect(screen.getByText('还没有步骤：提交的记录将直接审核通过。')).toBeTruthy();
  });

  it('keeps everything entered when the server refuses the flow', async () => {
    const { fake, current } = renderScreen(
      <AuditFlowFormPage />,
      '/sys/sysAuditFlowForm?apiName=crmRefund',
      settingsRoutes({ 'PUT /sys/auditFlow/save': fail(422, '审批人已停用') }),
    );
    fireEvent.click(await screen.findByTestId('audit-add-step'));
    const step = screen.getByTestId('audit-step-0');
    fireEvent.change(inputOf(within(step).getByTestId('audit-step-name')), { target: { value: '主管审批' } });
    fireEvent.click(within(within(step).getByTestId('audit-step-kind')).getByText('提交人的部门负责人'));
    fireEvent.click(screen.getByTestId('audit-flow-save'));
    await waitFor(() => expect(fake.find('PUT /sys/auditFlow/save')).toHaveLength(1));
    expect(fake.find('PUT /sys/auditFlow/save')[0]!.body).toEqual({
      apiName: 'crmRefund',
      steps: [{ name: '主管审批', approverKind: 'departHead', approverIds: [], mode: 'any', minAmount: null }],
    });
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('审批人已停用'));
    expect(current()).toBe('/sys/sysAuditFlowForm?apiName=crmRefund');
    expect(inputOf(within(screen.getByTestId('audit-step-0')).getByTestId('audit-step-name')).value).toBe('主管审批');
    expect(within(screen.getByTestId('audit-step-0')).getByText('提交人的部门负责人').closest('.adm-selector-item-active')).toBeTruthy();
  });
});
