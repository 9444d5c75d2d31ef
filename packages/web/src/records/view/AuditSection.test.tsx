import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditFlowView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordViewPage } from './RecordViewPage.tsx';

const order = { kind: 'entity', apiName: 'crmOrder' } as const;
const customer = { kind: 'entity', apiName: 'crmCustomer' } as const;

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

type Can = AuditFlowView['can'];
const NONE: Can = { submit: false, agree: false, reject: false, revoke: false, urge: false };

function flow(auditStatus: string, can: Partial<Can>): AuditFlowView {
  return {
    apiName: 'crmOrder',
    id: 'r1',
    auditStatus,
    title: 'SO-0001',
    submitterId: 'u1',
    submitterName: 'Li Lei',
    submittedAt: null,
    steps: [],
    history: [],
    can: { ...NONE, ...can },
    urgeAgainAt: null,
  };
}

const orderRow = (auditStatus: string) => row({ orderNo: 'SO-0001', status: '1', auditStatus });

describe('the approval section of an audited object’s detail screen', () => {
  it('shows the record’s audit status and only the buttons the flow allows', async () => {
    const { current } = renderScreen(
      <RecordViewPage source={order} />,
      '/crm/crmOrderView?id=r1',
      recordRoutes({ 'GET /crm/crmOrder/queryById': ok(orderRow('1')), 'GET /sys/audit/flow': ok(flow('1', { agree: true, reject: true })) }),
    );
    const section = await screen.findByTestId('audit-section');
    expect(within(section).getByTestId('audit-status').textContent).toBe('待审核');
    await within(section).findByTestId('audit-agree');
    expect(within(section).getByTestId('audit-reject')).toBeTruthy();
    expect(within(section).getByTestId('audit-flow').textContent).toBe('审批流程');
    for (const hidden of ['submit', 'revoke', 'urge']) expect(within(section).queryByTestId(`audit-${hidden}`)).toBeNull();

    fireEvent.click(within(section).getByTestId('audit-agree'));
    await waitFor(() => expect(current()).toBe('/common/audit?apiName=crmOrder&id=r1&action=agree'));
  });

  it('submits, then asks again for the record and its flow', async () => {
    let submitted = false;
    const { fake } = renderScreen(
      <RecordViewPage source={order} />,
      '/crm/crmOrderView?id=r1',
      recordRoutes({
        'GET /crm/crmOrder/queryById': () => ok(orderRow(submitted ? '1' : '0')),
        'GET /sys/audit/flow': () => ok(submitted ? flow('1', { revoke: true }) : flow('0', { submit: true })),
        'POST /sys/audit/submit': () => {
          submitted = true;
          return ok(flow('1', { revoke: true }));
        },
      }),
    );
    const section = await screen.findByTestId('audit-section');
    expect(within(section).getByTestId('audit-status').textContent).toBe('未提交');
    fireEvent.click(await within(section).findByTestId('audit-submit'));
    await waitFor(() => expect(fake.find('POST /sys/audit/submit')[0]?.body).toEqual({ apiName: 'crmOrder', id: 'r1' }));
    await waitFor(() => expect(within(screen.getByTestId('audit-section')).getByTestId('audit-status').textContent).toBe('待审核'));
    expect(fake.find('GET /crm/crmOrder/queryById').length).toBeGreaterThan(1);
    expect(fake.find('GET /sys/audit/flow').length).toBeGreaterThan(1);
    expect(within(screen.getByTestId('audit-section')).getByTestId('audit-revoke')).toBeTruthy();
    expect(within(screen.getByTestId('audit-section')).queryByTestId('audit-submit')).toBeNull();
    expect(feedback.success).toHaveBeenCalledWith('已提交审批');
  });

  it('is not on the screens of objects without approvals, which ask for no flow', async () => {
    const { fake } = renderScreen(
      <RecordViewPage source={customer} />,
      '/crm/crmCustomerView?id=r1',
      recordRoutes({ 'GET /crm/crmCustomer/queryById': ok(row({ name: 'ACME' })) }),
    );
    await screen.findByTestId('record-title');
    expect(screen.queryByTestId('audit-section')).toBeNull();
    expect(fake.find('GET /sys/audit/flow')).toHaveLength(0);
  });
});
