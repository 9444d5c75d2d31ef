import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { feedback } from '../../../lib/feedback.ts';
import { ok } from '../../../test/fake-http.ts';
import { ALL_AUTH, recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const customer = { kind: 'entity', apiName: 'crmCustomer' } as const;
const routes = () => recordRoutes({ 'GET /crm/crmCustomer/queryById': ok(row({ name: 'ACME' })) });

beforeEach(() => {
  setUpRecordTest();
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmCustomer: { load: () => import('./crm-customer.web.tsx').then((m) => m.crmCustomerWeb) } });
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});

/** The customer's own buttons come after the engine's, under the action bar's "More". */
async function openMore() {
  fireEvent.click(await screen.findByTestId('action-more'));
  await screen.findByText('取消');
}

describe("the customer's own buttons on its detail screen", () => {
  it('adds a sub-customer or a contact, their forms pre-filled with the customer', async () => {
    const { current } = renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes());
    await openMore();
    expect(await screen.findByTestId('action-addSubCustomer')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('action-addContact'));
    await waitFor(() => expect(current()).toBe('/crm/crmContacterAdd?customerId=r1&customerId_dictText=ACME'));
  });

  it('shows each only with its permission', async () => {
    setUpRecordTest(ALL_AUTH.filter((a) => a.action !== 'crm:crmContacter:add'));
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes());
    await openMore();
    expect(await screen.findByTestId('action-addSubCustomer')).toBeTruthy();
    expect(screen.queryByTestId('action-addContact')).toBeNull();
  });
});
