import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { feedback } from '../../../lib/feedback.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { ClueToCustomerPage } from './ClueToCustomerPage.tsx';

beforeEach(() => {
  setUpRecordTest();
  // The success toast loads its overlay lazily and times itself out: left real, it could still be
  // at work when the test environment is torn down.
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/crm/clueChangeToCustomer: the page of the lead’s toCustomer action', () => {
  it('converts a lead: the customer form is filled from the lead, posts, and opens the customer', async () => {
    const routes = recordRoutes({
      'GET /crm/crmClue/queryById': ok(
        row({
          id: 'l1',
          name: 'ACME lead',
          status: '2',
          contactName: 'Wang',
          mobile: '13800138000',
          email: 'a@acme.cn',
          source: 's1',
          source_dictText: '展会',
        }),
      ),
      'POST /crm/crmClue/toCustomer': ok(row({ id: 'l1', status: '3', customerId: 'c5' })),
    });
    const { fake, current } = renderScreen(<ClueToCustomerPage />, '/crm/clueChangeToCustomer?id=l1', routes);
    await screen.findByTestId('clue-convert');
    expect((screen.getByTestId('form-field-name').querySelector('input') as HTMLInputElement).value).toBe('ACME lead');
    await waitFor(() => expect(screen.getByTestId('form-field-source').textContent).toContain('展会'));
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmClue/toCustomer')).toHaveLength(1));
    expect(fake.find('POST /crm/crmClue/toCustomer')[0]!.body).toMatchObject({
      id: 'l1',
      version: 3,
      createContact: true,
      customer: { name: 'ACME lead', phone: '13800138000', email: 'a@acme.cn', source: 's1' },
    });
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerView?id=c5'));
  });

  it('says the lead cannot be converted when the server says so for this user', async () => {
    const routes = recordRoutes({
      'GET /crm/crmClue/queryById': ok(
        row({
          id: 'l1',
          name: 'Done lead',
          status: '3',
          _access: { canEdit: true, canDelete: true, team: null, locked: false, actions: { toCustomer: false } },
        }),
      ),
    });
    renderScreen(<ClueToCustomerPage />, '/crm/clueChangeToCustomer?id=l1', routes);
    expect(await screen.findByText('该线索当前状态不能转换')).toBeTruthy();
    expect(screen.queryByTestId('clue-convert')).toBeNull();
  });
});
