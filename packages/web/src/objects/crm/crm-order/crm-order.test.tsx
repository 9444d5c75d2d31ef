import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_LINK_API, type PaymentLink } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { ok, type FakeRoute } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const order = { kind: 'entity', apiName: 'crmOrder' } as const;
const KEY = 'Pk3pQ9xR2mT7vW1yB4nC8d';
const link: PaymentLink = { key: KEY, orderId: 'o1', path: `/paymentComponent?key=${KEY}`, createdAt: '2026-11-30T00:00:00.000Z' };
const rights = (actions: string[]) => actions.map((action) => ({ action: `crm:crmOrder:${action}`, type: '1' }));

const open = (overrides: Record<string, FakeRoute> = {}) =>
  renderScreen(
    <RecordViewPage source={order} />,
    '/crm/crmOrderView?id=o1',
    recordRoutes({
      'GET /crm/crmOrder/queryById': ok(row({ id: 'o1', orderNo: 'DD000042', status: '1', amount: 1800 })),
      [`GET ${PAYMENT_LINK_API.current}`]: ok(null),
      [`POST ${PAYMENT_LINK_API.create}`]: ok(link),
      [`POST ${PAYMENT_LINK_API.revoke}`]: ok(null),
      ...overrides,
    }),
  );

const linkBox = () => screen.getByTestId('payment-link') as HTMLInputElement;

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view', 'edit']));
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmOrder: { load: () => import('./crm-order.web.tsx').then((m) => m.crmOrderWeb) } });
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('an order’s detail screen', () => {
  it('makes the order’s payment link, copies it, and revokes it once confirmed', async () => {
    const { fake } = open();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(await screen.findByTestId('payment-link-create', {}, { timeout: 4000 }));
    await waitFor(() => expect(linkBox().value).toBe(`${window.location.origin}/mobile/paymentComponent?key=${KEY}`));
    expect(fake.find(`POST ${PAYMENT_LINK_API.create}`)[0]!.body).toEqual({ orderId: 'o1' });
    await u.click(screen.getByTestId('payment-link-copy'));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('复制成功'));
    expect(await navigator.clipboard.readText()).toBe(linkBox().value);

    await u.click(screen.getByTestId('payment-link-revoke'));
    await u.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(fake.find(`POST ${PAYMENT_LINK_API.revoke}`)).toHaveLength(1));
    expect(await screen.findByTestId('payment-link-create')).toBeTruthy();
    expect(feedback.success).toHaveBeenCalledWith('收款链接已撤销');
  });

  it('shows the link already made, and prints the order', async () => {
    const { current } = open({ [`GET ${PAYMENT_LINK_API.current}`]: ok(link) });
    await waitFor(() => expect(linkBox().value).toBe(`${window.location.origin}/mobile/paymentComponent?key=${KEY}`), { timeout: 4000 });
    const more = screen.queryByTestId('action-more');
    if (more) fireEvent.click(more);
    fireEvent.click(await screen.findByTestId('action-print', {}, { timeout: 4000 }));
    await waitFor(() => expect(current()).toBe('/print?apiName=crmOrder&id=o1'));
  });
});
