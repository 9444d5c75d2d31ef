import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RUNTIME_CONFIG_GLOBAL, type SceneCondition } from '@crm/domain';
import { renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';
import { feedback } from '../../lib/feedback.ts';
import { CUSTOMER_PERMISSIONS, customer, customerRoutes, page } from './test-data.ts';

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  vi.restoreAllMocks();
  signIn(user(), { auth: CUSTOMER_PERMISSIONS.map((action) => ({ action, type: '1' })) });
});

/** The first render loads the list's chunk: slower than the default wait on a busy machine. */
const findCards = () => screen.findAllByTestId('record-card', {}, { timeout: 5000 });
const listCalls = (fake: ReturnType<typeof renderApp>['fake']) => fake.find('GET /crm/crmCustomer/list');
const filtersOf = (params: Record<string, string>): SceneCondition[] => JSON.parse(params.filters ?? '[]');

describe('record list', () => {
  it('renders cards with title, subtitles, status, tag colours and owner', async () => {
    const { fake } = renderApp('/crm/crmCustomerList', customerRoutes({ list: ok(page([customer(1), customer(2, { dealStatus: '0', tags: [] })], 1, 1, 2)) }));
    const cards = await findCards();
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.dataset.id).toBe('c1');
    expect(within(first).getByTestId('record-title').textContent).toBe('Customer 1');
    const subtitles = within(first).getAllByTestId('record-subtitle');
    expect(subtitles.map((s) => s.dataset.field)).toEqual(['customerNo', 'level', 'lastFollowTime']);
    expect(subtitles[0]!.textContent).toContain('KH000001');
    // The deal status badge: option label and colour (green for a deal, orange for none).
    const status = within(first).getByTestId('record-status');
    expect(status.textContent).toBe('已成交');
    expect(status.style.color).toBe('rgb(7, 193, 96)');
    expect(within(cards[1]!).getByTestId('record-status').style.color).toBe('rgb(255, 151, 106)');
    await waitFor(() => expect(within(first).getByTestId('record-tag').textContent).toBe('VIP'));
    expect(within(first).getByTestId('record-tag').dataset.color).toBe('#ee0a24');
    expect(within(first).getByTestId('record-owner').textContent).toBe('Li Lei');
    const [call] = listCalls(fake);
    expect(call!.params).toMatchObject({ pageNo: '1', pageSize: '20', sortField: 'updateTime', sortOrder: 'desc' });
    expect(call!.params.keyword).toBeUndefined();
  });

  it('shows a dash for an empty title or subtitle, not the bare label', async () => {
    renderApp('/crm/crmCustomerList', customerRoutes({ list: ok(page([customer(1, { name: '', customerNo: null })], 1, 1, 1)) }));
    const [card] = await findCards();
    expect(within(card!).getByTestId('record-title').textContent).toBe('—');
    expect(within(card!).getAllByTestId('record-subtitle')[0]!.textContent).toBe('客户编号—');
  });

  it('sends the keyword after typing pauses', async () => {
    const { fake } = renderApp('/crm/crmCustomerList', customerRoutes());
    await findCards();
    const input = within(screen.getByTestId('record-search')).getByRole('searchbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Acme' } });
    await waitFor(() => expect(listCalls(fake).some((c) => c.params.keyword === 'Acme')).toBe(true), { timeout: 2000 });
  });

  it('sends the filter sheet choices as filters JSON', async () => {
    const { fake } = renderApp('/crm/crmCustomerList', customerRoutes());
    await findCards();
    fireEvent.click(screen.getByTestId('record-filter-open'));
    const sheet = await screen.findByTestId('record-filter-sheet');
    const level = within(sheet)
      .getAllByTestId('filter-field')
      .find((s) => s.dataset.field === 'level')!;
    fireEvent.click(await within(level).findByText('Normal'));
    const followed = within(sheet)
      .getAllByTestId('filter-field')
      .find((s) => s.dataset.field === 'lastFollowTime')!;
    fireEvent.click(within(followed).getByText('超过15天未跟进'));
    fireEvent.click(screen.getByTestId('record-filter-confirm'));
    await waitFor(() => expect(listCalls(fake).some((c) => c.params.filters)).toBe(true));
    const call = listCalls(fake).find((c) => c.params.filters)!;
    expect(filtersOf(call.params)).toEqual([
      { field: 'level', op: 'eq', value: 'B' },
      { field: 'lastFollowTime', op: 'olderThanDays', value: 15 },
    ]);
  });

  it('refuses a custom date range without dates', async () => {
    renderApp('/crm/crmCustomerList', customerRoutes());
    await findCards();
    fireEvent.click(screen.getByTestId('record-filter-open'));
    const sheet = await screen.findByTestId('record-filter-sheet');
    const created = within(sheet)
      .getAllByTestId('filter-field')
      .find((s) => s.dataset.field === 'createTime')!;
    fireEvent.click(within(created).getByText('自定义'));
    fireEvent.click(screen.getByTestId('record-filter-confirm'));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('查询字段和条件必须选择');
  });

  it('asks for the first page without waiting for the custom fields, once', async () => {
    let answerFields: () => void = () => undefined;
    const fieldsHeld = new Promise<void>((resolve) => (answerFields = resolve));
    const { fake } = renderApp(
      '/crm/crmCustomerList',
      customerRoutes({ overrides: { 'GET /system/sysTableMade/fields': () => fieldsHeld.then(() => ok({ table: null, fields: [] })) } }),
    );
    // The custom fields are asked for and held unanswered; the first page is asked for all the same.
    await waitFor(() => expect(fake.find('GET /system/sysTableMade/fields')).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(listCalls(fake)).toHaveLength(1), { timeout: 5000 });
    expect(screen.queryAllByTestId('record-card')).toHaveLength(0);
    answerFields();
    expect(await findCards()).toHaveLength(20);
    expect(listCalls(fake)).toHaveLength(1);
  });

  it('chooses a scene and sends its id', async () => {
    const { fake } = renderApp('/crm/crmCustomerList', customerRoutes());
    await findCards();
    // The cards may come first (the first page is asked for beside the screen's chunks): the server's scenes follow.
    await waitFor(() => expect(screen.getAllByTestId('scene-tab').map((tab) => tab.dataset.key)).toEqual(['all', 'mine', 's1']));
    const tabs = screen.getAllByTestId('scene-tab');
    expect(tabs[1]!.textContent).toBe('我负责的');
    fireEvent.click(tabs[2]!);
    await waitFor(() => expect(listCalls(fake).some((c) => c.params.sceneId === 's1')).toBe(true));
  });

  it('refuses to save a scene without filters or without a name, and saves one with its visibility', async () => {
    const toast = vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
    vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    const { fake } = renderApp(
      '/crm/crmCustomerList',
      customerRoutes({ overrides: { 'POST /sys/scene/add': (call) => ok({ id: 's9', ...(call.body as object), preset: false, ownerId: 'u1' }) } }),
    );
    await findCards();
    fireEvent.click(screen.getByTestId('scene-manage'));
    fireEvent.click(await screen.findByTestId('scene-save'));
    expect(toast).toHaveBeenCalledWith('筛选条件不能为空');

    fireEvent.click(screen.getByTestId('record-filter-open'));
    const sheet = await screen.findByTestId('record-filter-sheet');
    const level = within(sheet)
      .getAllByTestId('filter-field')
      .find((s) => s.dataset.field === 'level')!;
    fireEvent.click(await within(level).findByText('Key account'));
    fireEvent.click(screen.getByTestId('record-filter-confirm'));
    await waitFor(() => expect(listCalls(fake).some((c) => c.params.filters)).toBe(true));

    fireEvent.click(screen.getByTestId('scene-manage'));
    fireEvent.click(await screen.findByTestId('scene-save'));
    const form = await screen.findByTestId('scene-form');
    fireEvent.click(within(form).getByTestId('scene-save-confirm'));
    expect((await within(form).findByRole('alert')).textContent).toBe('场景名称必填');
    expect(fake.find('POST /sys/scene/add')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox'), { target: { value: ' Key accounts ' } });
    fireEvent.click(within(form).getByText('部门共享'));
    fireEvent.click(within(form).getByTestId('scene-save-confirm'));
    await waitFor(() => expect(fake.find('POST /sys/scene/add')).toHaveLength(1));
    expect(fake.find('POST /sys/scene/add')[0]!.body).toEqual({
      name: 'Key accounts',
      tableName: 'crm_customer',
      visibility: '2',
      conditions: [{ field: 'level', op: 'eq', value: 'A' }],
    });
    await waitFor(() => expect(listCalls(fake).some((c) => c.params.sceneId === 's9')).toBe(true));
  });

  it('requests page 2 when scrolled to the end', async () => {
    // jsdom lays nothing out: give the loader a parent so it counts as on screen.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const { fake } = renderApp('/crm/crmCustomerList', customerRoutes());
    await findCards();
    await waitFor(() => expect(listCalls(fake).map((c) => c.params.pageNo)).toContain('2'));
    await waitFor(() => expect(screen.getAllByTestId('record-card')).toHaveLength(40));
  });

  it('offers swipe actions and the add button only with their permissions', async () => {
    const { unmount } = renderApp('/crm/crmCustomerList', customerRoutes());
    const [card] = await findCards();
    const row = card!.closest('[data-swipe-action]') as HTMLElement;
    for (const id of ['record-edit', 'record-transfer', 'record-delete']) expect(within(row).getByTestId(id)).toBeTruthy();
    expect(screen.getByTestId('record-add')).toBeTruthy();
    unmount();

    resetState();
    signIn(user(), { auth: [{ action: 'crm:crmCustomer:list', type: '1' }] });
    renderApp('/crm/crmCustomerList', customerRoutes({ permissions: ['crm:crmCustomer:list'] }));
    await findCards();
    for (const id of ['record-edit', 'record-transfer', 'record-delete', 'record-add', 'record-more']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });

  it("hides edit and delete on a record the server's access refuses", async () => {
    renderApp(
      '/crm/crmCustomerList',
      customerRoutes({ list: ok(page([customer(1, { _access: { canEdit: false, canDelete: false, team: 'r', locked: true } })], 1, 1, 1)) }),
    );
    const [card] = await findCards();
    const row = card!.closest('[data-swipe-action]');
    expect(row === null || within(row as HTMLElement).queryByTestId('record-edit') === null).toBe(true);
    expect(screen.queryByTestId('record-delete')).toBeNull();
  });

  it('deletes after confirmation and reloads the list', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    const { fake } = renderApp('/crm/crmCustomerList', customerRoutes({ overrides: { 'DELETE /crm/crmCustomer/delete': ok(null) } }));
    const [card] = await findCards();
    const before = listCalls(fake).length;
    fireEvent.click(within(card!.closest('[data-swipe-action]') as HTMLElement).getByTestId('record-delete'));
    await waitFor(() => expect(fake.find('DELETE /crm/crmCustomer/delete')[0]?.params.id).toBe('c1'));
    await waitFor(() => expect(listCalls(fake).length).toBeGreaterThan(before));
  });

  it('opens the detail page and the edit form of a record', async () => {
    const { router, path } = renderApp('/crm/crmCustomerList', customerRoutes());
    const [card] = await findCards();
    fireEvent.click(card!);
    await waitFor(() => expect(path()).toBe('/crm/crmCustomerView?id=c1'));
    await act(() => router.navigate(-1));
    const [again] = await findCards();
    fireEvent.click(within(again!.closest('[data-swipe-action]') as HTMLElement).getByTestId('record-edit'));
    await waitFor(() => expect(path()).toBe('/crm/crmCustomerAdd?id=c1'));
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    const { unmount } = renderApp('/crm/crmCustomerList', customerRoutes({ list: ok(page([], 1, 0, 0)) }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    unmount();
    resetState();
    signIn(user(), { auth: CUSTOMER_PERMISSIONS.map((action) => ({ action, type: '1' })) });
    vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
    renderApp(
      '/crm/crmCustomerList',
      customerRoutes({
        list: () =>
          fail ? { status: 500, data: { success: false, message: 'boom', code: 500, result: null, timestamp: 0 } } : ok(page([customer(1)], 1, 1, 1)),
      }),
    );
    const retry = await screen.findByTestId('record-retry', {}, { timeout: 4000 });
    fail = false;
    fireEvent.click(retry);
    expect(await findCards()).toHaveLength(1);
  });

  it('denies the list without the list permission', async () => {
    signIn(user(), { auth: [] });
    renderApp('/crm/crmCustomerList', customerRoutes({ permissions: [] }));
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
    expect(screen.queryByTestId('record-list')).toBeNull();
  });
});
