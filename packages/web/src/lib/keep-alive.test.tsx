import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { renderApp, resetState, signIn, user } from '../test/app.tsx';
import { fail } from '../test/fake-http.ts';
import { feedback } from './feedback.ts';
import { CUSTOMER_PERMISSIONS, customerRoutes } from '../records/list/test-data.ts';
import { KeepAliveOutlet } from './keep-alive.tsx';

let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});
afterEach(() => vi.restoreAllMocks());

function scrollTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

describe('KeepAliveOutlet', () => {
  function Counter({ name }: { name: string }) {
    const [count, setCount] = useState(0);
    const { search } = useLocation();
    return (
      <div data-testid={name}>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          {name} {count}
        </button>
        <span data-testid={`${name}-search`}>{search}</span>
        <Link to="/detail?id=7">open detail</Link>
        <Link to="/other">open other</Link>
      </div>
    );
  }

  function renderRoutes() {
    const router = createMemoryRouter(
      [
        {
          Component: KeepAliveOutlet,
          children: [
            { path: '/list', handle: { keepAlive: true }, element: <Counter name="list" /> },
            { path: '/detail', handle: { isBack: true }, element: <Counter name="detail" /> },
            { path: '/other', handle: { tabbar: true }, element: <Counter name="other" /> },
          ],
        },
      ],
      { initialEntries: ['/list?tableId=1'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('keeps the list state and location while a detail page shows, and restores the scroll position', async () => {
    const router = renderRoutes();
    fireEvent.click(screen.getByText('list 0'));
    expect(screen.getByText('list 1')).toBeTruthy();
    scrollTo(640);

    fireEvent.click(screen.getByText('open detail'));
    await screen.findByTestId('detail');
    // Hidden, not gone; and it still sees the location it was left at.
    const hidden = screen.getByTestId('list');
    expect(hidden.parentElement?.style.display === 'none' || hidden.style.display === 'none').toBe(true);
    expect(screen.getByTestId('list-search').textContent).toBe('?tableId=1');
    scrollTo(0);

    await act(() => router.navigate(-1));
    expect(screen.getByText('list 1')).toBeTruthy();
    expect(screen.queryByTestId('detail')).toBeNull();
    await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640));
  });

  it('lets the kept page go when a tab page opens', async () => {
    const router = renderRoutes();
    fireEvent.click(screen.getByText('list 0'));
    fireEvent.click(screen.getByText('open other'));
    await screen.findByTestId('other');
    expect(screen.queryByTestId('list')).toBeNull();
    await act(() => router.navigate('/list'));
    expect(screen.getByText('list 0')).toBeTruthy();
  });
});

describe('keep-alive of the record list', () => {
  beforeEach(() => {
    resetState();
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
    signIn(user(), { auth: CUSTOMER_PERMISSIONS.map((action) => ({ action, type: '1' })) });
  });

  it.each([
    ['', {}],
    // A failed custom-field load is retried when the list shows again; the list must stay.
    [' (custom fields failing)', { 'GET /system/sysTableMade/fields': fail(404, 'not found') }],
  ])(
    'comes back from a detail page to the same data, search text and scroll position without a new request%s',
    async (_, overrides) => {
      vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
      const { fake, router, path } = renderApp('/crm/crmCustomerList', customerRoutes({ overrides }));
      await screen.findAllByTestId('record-card', {}, { timeout: 5000 });
      const input = within(screen.getByTestId('record-search')).getByRole('searchbox') as HTMLInputElement;
      fireEvent.change(input, { target: { value: 'Cust' } });
      await waitFor(() => expect(fake.find('GET /crm/crmCustomer/list').some((c) => c.params.keyword === 'Cust')).toBe(true), { timeout: 2000 });
      await waitFor(() => expect(screen.queryByTestId('record-list-loading')).toBeNull());
      const [first] = await screen.findAllByTestId('record-card');
      scrollTo(900);
      const requests = fake.find('GET /crm/crmCustomer/list').length;

      fireEvent.click(first!);
      await waitFor(() => expect(path()).toMatch(/^\/crm\/crmCustomerView\?id=c/));
      // The list is hidden, not unmounted, while the detail page shows.
      await waitFor(() => expect(screen.getByTestId('record-list').closest('[style*="display: none"]')).not.toBeNull());
      scrollTo(0);

      await act(() => router.navigate(-1));
      expect(path()).toBe('/crm/crmCustomerList');
      expect(screen.getByTestId('record-list').closest('[style*="display: none"]')).toBeNull();
      expect((within(screen.getByTestId('record-search')).getByRole('searchbox') as HTMLInputElement).value).toBe('Cust');
      expect(screen.getAllByTestId('record-card')[0]).toBe(first);
      await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900));
      expect(fake.find('GET /crm/crmCustomer/list')).toHaveLength(requests);
    },
    20_000,
  );
});
