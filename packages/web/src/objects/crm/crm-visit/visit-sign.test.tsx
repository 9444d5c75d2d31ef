import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { feedback } from '../../../lib/feedback.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { VisitAddSignedPage, VisitSignPage } from './VisitSignPage.tsx';

/** Tiananmen, the customer's address; 0.002° of latitude north of it is 222 m away. */
const CUSTOMER = { text: '北京市东城区东长安街', lat: 39.9055, lng: 116.3976 };
const HERE = { latitude: 39.9075, longitude: 116.3976, accuracy: 12 };

type Answer = { position: typeof HERE } | { error: number };
let answers: Answer[];
const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
  const answer = answers.shift() ?? { error: 2 };
  if ('position' in answer) found({ coords: answer.position } as GeolocationPosition);
  else failed?.({ code: answer.error, message: '' } as GeolocationPositionError);
});

beforeEach(() => {
  setUpRecordTest();
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  getCurrentPosition.mockClear();
});
afterEach(() => vi.restoreAllMocks());

const visit = row({
  id: 'v1',
  customerId: 'c1',
  customerName: '华信科技',
  status: '1',
  signTime: null,
  _access: { canEdit: true, canDelete: false, team: null, locked: false, actions: { sign: true, end: false, terminate: true } },
});
const routes = (farMeters: number) =>
  recordRoutes({
    'GET /crm/crmVisit/queryById': ok(visit),
    'GET /crm/crmVisit/signTarget': ok({ customerId: 'c1', customerName: '华信科技', address: CUSTOMER, farMeters }),
    'POST /crm/crmVisit/sign': ok({ ...visit, signTime: '2026-03-02T02:00:00Z', signDistance: 222, signState: '1' }),
  });

describe('/crm/crmVisitSign: signing in on arrival', () => {
  it('shows the distance from the customer and what the sign-in will be, then sends the position with the address', async () => {
    answers = [{ position: HERE }];
    const { fake } = renderScreen(<VisitSignPage />, '/crm/crmVisitSign?id=v1', routes(500));
    const card = await screen.findByTestId('sign-distance');
    expect(card.textContent).toContain('距客户 222 米');
    expect(card.textContent).toContain('在客户处');
    expect(card.getAttribute('data-state')).toBe('1');
    // The customer's address, to correct.
    await waitFor(() => expect((screen.getByTestId('sign-address').querySelector('input') as HTMLInputElement).value).toBe(CUSTOMER.text));

    fireEvent.click(screen.getByTestId('sign-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmVisit/sign')).toHaveLength(1));
    expect(fake.find('POST /crm/crmVisit/sign')[0]!.body).toEqual({
      id: 'v1',
      version: 3,
      signLocation: { text: CUSTOMER.text, lat: HERE.latitude, lng: HERE.longitude },
      signImages: null,
    });
  });

  it('says beforehand that a sign-in beyond the tenant threshold is recorded as far', async () => {
    answers = [{ position: HERE }];
    renderScreen(<VisitSignPage />, '/crm/crmVisitSign?id=v1', routes(200));
    const card = await screen.findByTestId('sign-distance');
    expect(card.getAttribute('data-state')).toBe('2');
    expect(card.textContent).toContain('超出 200 米，签到将记为“距离较远”');
  });

  it('when location is refused says how to allow it, sends nothing, and keeps what was typed for the next try', async () => {
    answers = [{ error: 1 }, { position: HERE }];
    const { fake } = renderScreen(<VisitSignPage />, '/crm/crmVisitSign?id=v1', routes(500));
    expect((await screen.findByRole('alert')).textContent).toContain('您没有允许本网站使用定位');
    const submit = screen.getByTestId('sign-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('sign-address').querySelector('input')!, { target: { value: '东长安街 1 号 北门' } });
    fireEvent.click(submit);
    expect(fake.find('POST /crm/crmVisit/sign')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('sign-relocate'));
    await screen.findByTestId('sign-distance');
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect((screen.getByTestId('sign-address').querySelector('input') as HTMLInputElement).value).toBe('东长安街 1 号 北门');
    fireEvent.click(screen.getByTestId('sign-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmVisit/sign')).toHaveLength(1));
    expect(fake.find('POST /crm/crmVisit/sign')[0]!.body).toMatchObject({ signLocation: { text: '东长安街 1 号 北门' } });
  });
});

describe('/crm/crmVisitAdd: an unplanned visit', () => {
  const page = (records: Record<string, unknown>[]) => ok({ records: records.map(row), total: records.length, size: 30, current: 1, pages: 1 });
  const contactsOf: Record<string, Record<string, unknown>[]> = {
    c1: [
      { id: 'k1', name: '王经理', customerId: 'c1' },
      { id: 'k2', name: '李工', customerId: 'c1' },
    ],
    c2: [{ id: 'k3', name: '张秘书', customerId: 'c2' }],
  };
  const pick = async (field: string, ...titles: string[]) => {
    // The picker row, after any chips.
    fireEvent.click((await within(await screen.findByTestId(`visit-field-${field}`)).findAllByRole('button')).at(-1)!);
    for (const title of titles) fireEvent.click(await screen.findByText(title));
  };

  it('meets several contacts of the customer chosen, offered only theirs, and drops them when another customer is chosen', async () => {
    answers = [{ position: HERE }];
    const { fake } = renderScreen(
      <VisitAddSignedPage />,
      '/crm/crmVisitAdd',
      recordRoutes({
        'GET /crm/crmCustomer/list': page([
          { id: 'c1', name: '华信科技' },
          { id: 'c2', name: '远航物流' },
        ]),
        'GET /crm/crmContacter/list': (call) => {
          const [scope] = JSON.parse(String(call.params.filters)) as { field: string; value: string }[];
          expect(scope!.field).toBe('customerId');
          return page(contactsOf[scope!.value] ?? []);
        },
        'GET /crm/crmVisit/signTarget': ok({ customerId: 'c1', customerName: '华信科技', address: CUSTOMER, farMeters: 500 }),
        'POST /crm/crmVisit/addSigned': ok(row({ id: 'v9', customerId: 'c1' })),
      }),
    );
    await pick('customerId', '华信科技');
    await pick('contacterIds', '李工', '王经理');
    fireEvent.click(screen.getByTestId('relation-pick-confirm'));
    expect((await screen.findByTestId('relation-chip-k2')).textContent).toBe('李工');

    await pick('customerId', '远航物流');
    await waitFor(() => expect(screen.queryByTestId('relation-chip-k2')).toBeNull());
    await pick('contacterIds', '张秘书');
    expect(screen.queryByText('王经理')).toBeNull();
    fireEvent.click(screen.getByTestId('relation-pick-confirm'));
    await screen.findByTestId('relation-chip-k3');

    await pick('customerId', '华信科技');
    await waitFor(() => expect(screen.queryByTestId('relation-chip-k3')).toBeNull());
    await pick('contacterIds', '王经理', '李工');
    fireEvent.click(screen.getByTestId('relation-pick-confirm'));
    await screen.findByTestId('relation-chip-k1');
    await screen.findByTestId('sign-distance');
    fireEvent.click(screen.getByTestId('sign-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmVisit/addSigned')).toHaveLength(1));
    expect(fake.find('POST /crm/crmVisit/addSigned')[0]!.body).toMatchObject({ customerId: 'c1', contacterIds: ['k1', 'k2'] });
  });
});
