import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { feedback } from '../../../lib/feedback.ts';
import { ALL_AUTH, recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
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

  it('says a lead shared with the user read-only is theirs to view, not to convert', async () => {
    const routes = recordRoutes({
      'GET /crm/crmClue/queryById': ok(
        row({ id: 'l1', status: '2', _access: { canEdit: false, canDelete: false, team: null, locked: false, actions: { toCustomer: false } } }),
      ),
    });
    renderScreen(<ClueToCustomerPage />, '/crm/clueChangeToCustomer?id=l1', routes);
    expect(await screen.findByText('您对这条线索只有查看权限，不能转换')).toBeTruthy();
  });

  it('says at once, asking nothing, that a role without the conversion button may not convert', async () => {
    setUpRecordTest(ALL_AUTH.filter((entry) => entry.action !== 'crm:crmClue:toCustomer'));
    const { fake } = renderScreen(<ClueToCustomerPage />, '/crm/clueChangeToCustomer?id=l1', recordRoutes());
    expect(await screen.findByText('您没有将线索转换为客户的权限，请联系管理员')).toBeTruthy();
    expect(fake.find('GET /crm/crmClue/queryById')).toHaveLength(0);
    expect(screen.queryByTestId('form-submit')).toBeNull();
  });
});
