import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { fail, ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordFormPage } from './RecordFormPage.tsx';

const refund = { kind: 'entity', apiName: 'crmRefund' } as const;
const contacter = { kind: 'entity', apiName: 'crmContacter' } as const;

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

/** A refund (an audited object) as queryById answers it. */
const refundRow = (auditStatus = '0') =>
  row({
    refundNo: 'TK-000001',
    refundDate: '2026-03-01',
    customerId: 'c1',
    customerId_dictText: 'ACME',
    orderId: 'o1',
    orderId_dictText: 'SO-0001',
    amount: 100,
    currency: 'CNY',
    status: '1',
    auditStatus,
  });

function refundRoutes(submit: ReturnType<typeof ok> | ReturnType<typeof fail>, auditStatus = '0') {
  return recordRoutes({
    'GET /crm/crmRefund/queryById': ok(refundRow(auditStatus)),
    'PUT /crm/crmRefund/edit': ok(refundRow(auditStatus)),
    'POST /sys/audit/submit': submit,
  });
}

describe('save and submit on the form of an audited object', () => {
  it('saves, then submits the saved record for approval, and opens it', async () => {
    const { fake, current } = renderScreen(<RecordFormPage source={refund} />, '/crm/crmRefundAdd?id=r1', refundRoutes(ok(null)));
    fireEvent.click(await screen.findByTestId('form-save-and-submit'));
    await waitFor(() => expect(fake.find('POST /sys/audit/submit')).toHaveLength(1));
    const order = fake.calls.map((call) => `${call.method} ${call.url}`).filter((key) => key === 'PUT /crm/crmRefund/edit' || key === 'POST /sys/audit/submit');
    expect(order).toEqual(['PUT /crm/crmRefund/edit', 'POST /sys/audit/submit']);
    expect(fake.find('POST /sys/audit/submit')[0]!.body).toEqual({ apiName: 'crmRefund', id: 'r1' });
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已保存并提交审批'));
    await waitFor(() => expect(current()).toBe('/crm/crmRefundView?id=r1'));
  });

  it('keeps the record saved when the submission is refused, and says why', async () => {
    const alert = vi.spyOn(feedback, 'alert').mockResolvedValue(undefined);
    const { fake, current } = renderScreen(<RecordFormPage source={refund} />, '/crm/crmRefundAdd?id=r1', refundRoutes(fail(422, '没有可用的审批人')));
    fireEvent.click(await screen.findByTestId('form-save-and-submit'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ content: '已保存，但未能提交审批：没有可用的审批人' }));
    expect(fake.find('PUT /crm/crmRefund/edit')).toHaveLength(1);
    expect(feedback.toast).not.toHaveBeenCalledWith('没有可用的审批人');
    await waitFor(() => expect(current()).toBe('/crm/crmRefundView?id=r1'));
  });

  it('is offered neither for a record under review nor on objects without approvals', async () => {
    const { unmount } = renderScreen(<RecordFormPage source={refund} />, '/crm/crmRefundAdd?id=r1', refundRoutes(ok(null), '1'));
    await screen.findByTestId('record-form');
    expect(screen.queryByTestId('form-save-and-submit')).toBeNull();
    unmount();
    renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd', recordRoutes());
    await screen.findByTestId('record-form');
    expect(screen.getByTestId('form-submit')).toBeTruthy();
    expect(screen.queryByTestId('form-save-and-submit')).toBeNull();
  });
});
