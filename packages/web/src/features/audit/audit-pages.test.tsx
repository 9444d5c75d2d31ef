import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, type AuditFlowView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { renderApp } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';
import { ALL_AUTH, recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { ApprovalFlowPage } from './ApprovalFlowPage.tsx';
import { AuditOpinionPage } from './AuditOpinionPage.tsx';
import { UrgePage } from './UrgePage.tsx';

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => window.history.replaceState(null, ''));

const REF = 'apiName=crmOrder&id=o1';

/** An order waiting at its second step (both of two must agree; one did), as GET /sys/audit/flow answers it. */
function flow(patch: Partial<AuditFlowView> = {}): AuditFlowView {
  return {
    apiName: 'crmOrder',
    id: 'o1',
    auditStatus: '1',
    title: 'SO-0001',
    submitterId: 'u1',
    submitterName: 'Li Lei',
    submittedAt: '2026-03-01T02:00:00Z',
    steps: [
      {
        name: '部门审批',
        mode: 'any',
        state: 'done',
        approvers: [{ userId: 'u2', realname: 'Han Mei', state: 'agreed', opinion: '可以', actedAt: '2026-03-01T03:00:00Z' }],
      },
      {
        name: '',
        mode: 'all',
        state: 'current',
        approvers: [
          { userId: 'u3', realname: 'Wang Wu', state: 'waiting', opinion: null, actedAt: null },
          { userId: 'u4', realname: 'Zhao Liu', state: 'agreed', opinion: null, actedAt: '2026-03-01T04:00:00Z' },
        ],
      },
    ],
    history: [
      { action: 'submit', userId: 'u1', realname: 'Li Lei', opinion: null, stepName: '', at: '2026-03-01T02:00:00Z' },
      { action: 'agree', userId: 'u2', realname: 'Han Mei', opinion: '可以', stepName: '部门审批', at: '2026-03-01T03:00:00Z' },
    ],
    can: { submit: false, agree: true, reject: true, revoke: false, urge: false },
    urgeAgainAt: null,
    ...patch,
  };
}

const flowRoutes = (view: AuditFlowView, extra = {}) => recordRoutes({ 'GET /sys/audit/flow': ok(view), ...extra });

describe('a record’s approval flow (/common/approvalFlow)', () => {
  it('shows the status, submitter, each step’s approvers with their state and opinion, the history newest first, and only the allowed buttons', async () => {
    const { fake, current } = renderScreen(<ApprovalFlowPage />, `/common/approvalFlow?${REF}`, flowRoutes(flow()));
    await screen.findByTestId('approval-flow');
    expect(fake.find('GET /sys/audit/flow')[0]!.params).toMatchObject({ apiName: 'crmOrder', id: 'o1' });
    expect(screen.getByTestId('audit-status').textContent).toBe('待审核');
    expect(screen.getByTestId('approval-flow-submitter').textContent).toBe('提交人：Li Lei · 提交时间：2026-03-01 10:00');
    const steps = screen.getByTestId('approval-flow-steps');
    expect(steps.textContent).toContain('部门审批');
    expect(steps.textContent).toContain('第 2 步');
    expect(steps.textContent).toContain('需全部同意');
    const approvers = screen.getAllByTestId('audit-approver').map((a) => a.textContent);
    expect(approvers).toEqual(['Han Mei · 已同意 · 2026-03-01 11:00意见：可以', 'Wang Wu · 待审批', 'Zhao Liu · 已同意 · 2026-03-01 12:00']);
    const events = screen.getAllByTestId('approval-event').map((e) => e.textContent);
    expect(events[0]).toContain('Han Mei · 同意 · 部门审批');
    expect(events[0]).toContain('意见：可以');
    expect(events[1]).toContain('Li Lei · 提交审批');
    expect(screen.getByTestId('action-agree')).toBeTruthy();
    expect(screen.getByTestId('action-reject')).toBeTruthy();
    for (const hidden of ['submit', 'revoke', 'urge']) expect(screen.queryByTestId(`action-${hidden}`)).toBeNull();

    fireEvent.click(screen.getByTestId('action-reject'));
    await waitFor(() => expect(current()).toBe(`/common/audit?${REF}&action=reject`));
  });

  it('revokes after the confirm dialog, and says so', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const view = flow({ can: { submit: false, agree: false, reject: false, revoke: true, urge: true } });
    const { fake } = renderScreen(
      <ApprovalFlowPage />,
      `/common/approvalFlow?${REF}`,
      flowRoutes(view, { 'POST /sys/audit/revoke': ok({ ...view, auditStatus: '0' }) }),
    );
    fireEvent.click(await screen.findByTestId('action-revoke'));
    expect(confirm).toHaveBeenCalledWith({ content: '确定撤回这条审批吗？撤回后可修改记录再重新提交。' });
    await waitFor(() => expect(fake.find('POST /sys/audit/revoke')[0]?.body).toEqual({ apiName: 'crmOrder', id: 'o1' }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已撤回审批'));
  });

  it('is titled and has a way back in the app', async () => {
    setUpRecordTest(ALL_AUTH);
    const { path } = renderApp(`/common/approvalFlow?${REF}`, flowRoutes(flow()));
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('审批流程');
    await waitFor(() => expect(screen.getByTestId('nav-subject').textContent).toBe('SO-0001'));
    fireEvent.click(screen.getByTestId('nav-back'));
    await waitFor(() => expect(path()).toBe('/index'));
  });
});

describe('the opinion of an agree or reject (/common/audit, /audit/commonAudit)', () => {
  it('posts the opinion, says it is done and goes back (to the record, opened without history)', async () => {
    const { fake, current } = renderScreen(
      <AuditOpinionPage />,
      `/audit/commonAudit?${REF}&action=agree`,
      flowRoutes(flow(), { 'POST /sys/audit/agree': ok(flow({ auditStatus: '2' })) }),
    );
    const opinion = within(await screen.findByTestId('audit-opinion')).getByRole('textbox');
    fireEvent.change(opinion, { target: { value: 'x'.repeat(600) } });
    expect((opinion as HTMLTextAreaElement).value).toHaveLength(500);
    fireEvent.change(opinion, { target: { value: 'Looks good' } });
    expect(screen.getByTestId('audit-confirm').textContent).toBe('同意');
    fireEvent.click(screen.getByTestId('audit-confirm'));
    await waitFor(() => expect(fake.find('POST /sys/audit/agree')[0]?.body).toEqual({ apiName: 'crmOrder', id: 'o1', opinion: 'Looks good' }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已同意'));
    await waitFor(() => expect(current()).toBe('/crm/crmOrderView?id=o1'));
  });

  it('rejects without an opinion, which is optional', async () => {
    const { fake } = renderScreen(
      <AuditOpinionPage />,
      `/common/audit?${REF}&action=reject`,
      flowRoutes(flow(), { 'POST /sys/audit/reject': ok(flow({ auditStatus: '3' })) }),
    );
    const confirm = await screen.findByTestId('audit-confirm');
    expect(confirm.textContent).toBe('驳回');
    fireEvent.click(confirm);
    await waitFor(() => expect(fake.find('POST /sys/audit/reject')[0]?.body).toEqual({ apiName: 'crmOrder', id: 'o1' }));
  });

  it('says at once when the caller may no longer act, with the way to the flow', async () => {
    const view = flow({ can: { submit: false, agree: false, reject: false, revoke: false, urge: false } });
    const { current } = renderScreen(<AuditOpinionPage />, `/common/audit?${REF}&action=agree`, flowRoutes(view));
    expect(await screen.findByText('您现在不能审批这条记录')).toBeTruthy();
    expect(screen.queryByTestId('audit-opinion')).toBeNull();
    fireEvent.click(screen.getByTestId('audit-open-flow'));
    await waitFor(() => expect(current()).toBe(`/common/approvalFlow?${REF}`));
  });
});

describe('urging the approvers (/audit/commonUrge)', () => {
  it('names who the approval waits for and urges them', async () => {
    const view = flow({ submitterId: 'u1', can: { submit: false, agree: false, reject: false, revoke: true, urge: true } });
    const { fake } = renderScreen(
      <UrgePage />,
      `/audit/commonUrge?${REF}`,
      flowRoutes(view, { 'POST /sys/audit/urge': ok({ ...view, urgeAgainAt: new Date(Date.now() + 3_600_000).toISOString() }) }),
    );
    await screen.findByTestId('audit-urge-page');
    expect(screen.getAllByTestId('urge-approver').map((a) => a.textContent)).toEqual(['Wang Wu']);
    expect(screen.getByTestId('urge-submit').hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('urge-submit'));
    await waitFor(() => expect(fake.find('POST /sys/audit/urge')[0]?.body).toEqual({ apiName: 'crmOrder', id: 'o1' }));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已催办'));
  });

  it('keeps the button disabled until the hour has passed, and says when it may be used again', async () => {
    const again = new Date(Date.now() + 20 * 60_000).toISOString();
    const view = flow({ urgeAgainAt: again, can: { submit: false, agree: false, reject: false, revoke: true, urge: false } });
    const { fake } = renderScreen(<UrgePage />, `/audit/commonUrge?${REF}`, flowRoutes(view));
    const button = await screen.findByTestId('urge-submit');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('urge-again-at').textContent).toBe(`${formatDateTime(again, 'Asia/Shanghai')} 后可再次催办`);
    fireEvent.click(button);
    expect(fake.find('POST /sys/audit/urge')).toHaveLength(0);
  });
});
