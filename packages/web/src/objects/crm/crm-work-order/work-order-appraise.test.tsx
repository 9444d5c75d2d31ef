import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const workOrder = { kind: 'entity', apiName: 'crmWorkOrder' } as const;
const auth = (codes: string[]) => codes.map((action) => ({ action, type: '1' }));

const open = (status: string, appraiseCount: number) =>
  renderScreen(
    <RecordViewPage source={workOrder} />,
    '/crm/crmWorkOrderView?id=w1',
    recordRoutes({
      'GET /crm/crmWorkOrder/queryById': ok(row({ id: 'w1', workOrderNo: 'GD000001', subject: '服务器无法开机', status, appraiseCount, customerId: 'c1' })),
    }),
  );

/** Whether "record appraisal" is offered, on the bar or under "More", once the web folder has loaded. */
const offered = async () => {
  await screen.findByTestId('record-view', {}, { timeout: 4000 });
  await import('./crm-work-order.web.tsx');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const more = screen.queryByTestId('action-more');
  if (more) {
    fireEvent.click(more);
    await waitFor(() => expect(document.querySelector('.adm-action-sheet')).not.toBeNull(), { timeout: 4000 });
  }
  return screen.queryByTestId('action-appraise') !== null;
};

beforeEach(() => {
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmWorkOrder: { load: () => import('./crm-work-order.web.tsx').then((m) => m.crmWorkOrderWeb) } });
});

describe("a completed work order's appraisal taken down by staff", () => {
  it("opens the appraisal's form with the work order chosen", async () => {
    setUpRecordTest(auth(['crm:crmWorkOrder:view', 'crm:crmWorkAppraise:add']));
    const { current } = open('6', 0);
    fireEvent.click(await screen.findByTestId('action-appraise', {}, { timeout: 4000 }));
    await waitFor(() =>
      expect(current()).toBe('/crm/crmWorkOrderAppraise?workOrderId=w1&workOrderId_dictText=%E6%9C%8D%E5%8A%A1%E5%99%A8%E6%97%A0%E6%B3%95%E5%BC%80%E6%9C%BA'),
    );
  });

  it('is not offered before completion, once rated, or without the right to add appraisals', async () => {
    for (const [status, count, codes] of [
      ['5', 0, ['crm:crmWorkOrder:view', 'crm:crmWorkAppraise:add']],
      ['6', 1, ['crm:crmWorkOrder:view', 'crm:crmWorkAppraise:add']],
      ['6', 0, ['crm:crmWorkOrder:view']],
    ] as const) {
      setUpRecordTest(auth([...codes]));
      const screenOf = open(status, count);
      expect(await offered()).toBe(false);
      screenOf.unmount();
    }
  });
});
