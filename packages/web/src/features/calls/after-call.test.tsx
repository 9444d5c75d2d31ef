import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { loadedDefinition } from '../../records/definitions.ts';
import { ContactDisplay } from '../../records/fields/display/ContactDisplay.tsx';
import { DialSubject } from '../../records/fields/dial-subject.ts';
import { dismissDial, onVisibilityChange, useDialStore } from '../../lib/dial.ts';
import { renderInRouter, resetState, signIn, user } from '../../test/app.tsx';
import { AfterCallPrompt } from './AfterCallPrompt.tsx';

/**
 * The phone's dialer link (issue 14): a tap on a customer's number notes the call; when the page
 * shows again after the dialer, the user is offered to log it, with the time away as its length.
 */

let visibility: DocumentVisibilityState = 'visible';
let now = Date.parse('2026-03-02T02:00:00.000Z');

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const phone = loadedDefinition('crmCustomer').fields.find((field) => field.name === 'phone')!;

function renderCustomerNumber(objectName = 'crmCustomer') {
  return renderInRouter(null, {
    entries: ['/crm/crmCustomerView?id=r1'],
    routes: [
      {
        path: '/crm/crmCustomerView',
        element: (
          <>
            <DialSubject.Provider value={{ objectName, recordId: 'r1', title: '上海联科' }}>
              <ContactDisplay field={phone} value="021 6888 1234" />
            </DialSubject.Provider>
            <AfterCallPrompt />
          </>
        ),
      },
      { path: '/crm/crmCallRecordAdd', element: <div data-testid="call-form" /> },
    ],
  });
}

/** Taps the number, leaves for the dialer and comes back `seconds` later. */
function callFor(seconds: number) {
  fireEvent.click(screen.getByText('021 6888 1234'));
  setVisibility('hidden');
  now += seconds * 1000;
  setVisibility('visible');
}

beforeEach(() => {
  resetState();
  sessionStorage.clear();
  dismissDial();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  signIn(user(), { auth: [{ action: 'crm:crmCallRecord:add', type: '1' }] });
});
afterEach(() => vi.restoreAllMocks());

describe('after a call from a record’s number', () => {
  it('offers to log it with the time away, and opens the call form with the record and the duration filled in', async () => {
    const { router } = renderCustomerNumber();
    expect(screen.getByText('021 6888 1234').closest('a')!.getAttribute('href')).toBe('tel:02168881234');
    callFor(155);
    expect((await screen.findByTestId('after-call-text')).textContent).toBe('与 上海联科（02168881234）的通话，约 2分35秒');
    fireEvent.click(screen.getByTestId('after-call-log'));
    await screen.findByTestId('call-form');
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/crm/crmCallRecordAdd');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      customerId: 'r1',
      customerId_dictText: '上海联科',
      phone: '02168881234',
      direction: '1',
      startTime: '2026-03-02T02:00:00.000Z',
      durationSeconds: '155',
    });
    expect(useDialStore.getState().pending).toBeNull();
  });

  it('logs nothing when declined, and does not ask again', async () => {
    const { router } = renderCustomerNumber();
    callFor(40);
    await screen.findByTestId('after-call-text');
    fireEvent.click(screen.getByTestId('after-call-skip'));
    await waitFor(() => expect(screen.queryByTestId('after-call-text')).toBeNull());
    expect(router.state.location.pathname).toBe('/crm/crmCustomerView');
    expect(sessionStorage.length).toBe(0);
    setVisibility('hidden');
    setVisibility('visible');
    expect(screen.queryByTestId('after-call-text')).toBeNull();
  });

  it('does not ask while the page never left for the dialer', () => {
    renderCustomerNumber();
    fireEvent.click(screen.getByText('021 6888 1234'));
    onVisibilityChange();
    expect(useDialStore.getState().returnedAt).toBeNull();
    expect(screen.queryByTestId('after-call-text')).toBeNull();
  });

  it('offers nothing to whoever may not log calls', async () => {
    signIn(user(), { auth: [] });
    renderCustomerNumber();
    callFor(60);
    await waitFor(() => expect(useDialStore.getState().pending).toBeNull());
    expect(screen.queryByTestId('after-call-text')).toBeNull();
  });

  it('offers nothing for a number of an object calls are not logged on', async () => {
    renderCustomerNumber('crmProduct');
    callFor(60);
    await waitFor(() => expect(useDialStore.getState().pending).toBeNull());
    expect(screen.queryByTestId('after-call-text')).toBeNull();
  });
});
