import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, SERVICE_API, SERVICE_FORM_API, type ServiceBoard } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { baseRoutes, menuItem, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';

const PERMISSION = 'crm:serviceBoard:list';
const boardItem = menuItem({ id: 'm20', path: '/crm/serviceBoard', name: 'serviceBoard', component: 'page:serviceBoard', title: 'common.menu.serviceBoard' });

const answer: ServiceBoard = {
  from: '2026-10-31T16:00:00.000Z',
  until: '2026-11-30T16:00:00.000Z',
  open: {
    count: 7,
    byStatus: [
      { value: '1', count: 3 },
      { value: '5', count: 4 },
    ],
    byUrgency: [{ value: '4', count: 7 }],
  },
  overdue: {
    count: 23,
    rows: [{ id: 'w1', subject: '空调不制冷', customerName: '华东贸易', engineerName: '陈工程师', deadline: '2026-11-20T02:00:00.000Z', urgency: '4' }],
  },
  engineers: {
    byStatus: [
      { value: '1', count: 1 },
      { value: '2', count: 1 },
      { value: '3', count: 0 },
    ],
    rows: [
      { id: 'u1', realname: '陈工程师', departName: '售后部', status: '1', openCount: 2 },
      { id: 'u2', realname: '郑浩', departName: '售后部', status: '2', openCount: 5 },
    ],
  },
  completed: { count: 4, averageHours: 6.5 },
  appraisals: {
    count: 4,
    averageRating: 4.3,
    byRating: ['1', '2', '3', '4', '5'].map((value) => ({ value, count: value === '5' ? 2 : value === '4' || value === '3' ? 1 : 0 })),
    bySatisfaction: [
      { value: '5', count: 3 },
      { value: '3', count: 1 },
    ],
  },
};

const routes = (overrides: Parameters<typeof baseRoutes>[0] = {}) =>
  baseRoutes({
    'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem(), boardItem], auth: [{ action: PERMISSION, type: '1' }], allAuth: [] }),
    [`GET ${SERVICE_API.board}`]: ok(answer),
    ...overrides,
  });

const card = (name: string) => screen.getAllByTestId('service-card').find((element) => element.dataset.card === name)!;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(user(), { auth: [{ action: PERMISSION, type: '1' }] });
  usePreferencesStore.getState().setTimeZone('Asia/Shanghai');
});

describe('the service board (/crm/serviceBoard)', () => {
  it("shows the server's figures card by card, each status opening the open work orders and each overdue one its work order", async () => {
    renderApp('/crm/serviceBoard', routes());
    await screen.findByTestId('service-board');
    expect(screen.getAllByTestId('service-card').map((element) => element.dataset.card)).toEqual(['open', 'overdue', 'engineers', 'ratings', 'completed']);
    // Under the menu's title (the shell's bar, with its back arrow).
    await waitFor(() => expect(document.title).toBe('服务看板'));
    // Open work orders by status and by urgency, each a 44 px link to the work orders it counts.
    const statuses = within(card('open')).getAllByTestId('service-status');
    expect(statuses.map((chip) => chip.textContent)).toEqual(['待受理 3', '处理中 4']);
    expect(within(statuses[1]!).getByRole('link').getAttribute('href')).toBe('/mobile/crm/crmWorkOrderList?status=5');
    const urgency = within(card('open')).getByTestId('service-urgency');
    expect(urgency.textContent).toBe('特急 7');
    expect(within(urgency).getByRole('link').getAttribute('href')).toBe('/mobile/crm/crmWorkOrderList?scene=open&urgency=4');
    // Overdue: the first of them, in the viewer's time zone, and how many more there are.
    const overdue = within(card('overdue')).getByTestId('service-overdue');
    expect(overdue.textContent).toContain('空调不制冷');
    expect(overdue.textContent).toContain('华东贸易 · 陈工程师');
    expect(overdue.textContent).toContain('截止 2026-11-20 10:00');
    expect(within(overdue).getByRole('link').getAttribute('href')).toBe('/mobile/crm/crmWorkOrderView?id=w1');
    expect(card('overdue').textContent).toContain('另有 22 单未列出');
    // Engineers by status, each with their load.
    expect(
      within(card('engineers'))
        .getAllByTestId('service-engineer-status')
        .map((chip) => chip.textContent),
    ).toEqual(['空闲 1', '忙碌 1', '离线 0']);
    expect(
      within(card('engineers'))
        .getAllByTestId('service-engineer')
        .map((row) => row.textContent),
    ).toEqual(['陈工程师售后部 · 空闲在手 2 单', '郑浩售后部 · 忙碌在手 5 单']);
    // The month's ratings: the average and the stars, five first.
    expect(within(card('ratings')).getByTestId('service-average').textContent).toBe('4.3');
    expect(
      within(card('ratings'))
        .getAllByTestId('service-stars')
        .map((bar) => bar.textContent),
    ).toEqual(['5 星2', '4 星1', '3 星1', '2 星0', '1 星0']);
    expect(
      within(card('ratings'))
        .getAllByTestId('service-satisfaction')
        .map((chip) => chip.textContent),
    ).toEqual(['非常满意 3', '一般 1']);
    expect(within(card('completed')).getByTestId('service-hours').textContent).toBe('受理到完成平均 6.5 小时');
  });

  it('leaves out what the server leaves out', async () => {
    const { open: _open, overdue: _overdue, engineers: _engineers, completed: _completed, ...ratingsOnly } = answer;
    renderApp('/crm/serviceBoard', routes({ [`GET ${SERVICE_API.board}`]: ok(ratingsOnly) }));
    await screen.findByTestId('service-board');
    expect(screen.getAllByTestId('service-card').map((element) => element.dataset.card)).toEqual(['ratings']);
  });

  it('says a failed load in place, with a retry', async () => {
    let fails = true;
    renderApp('/crm/serviceBoard', routes({ [`GET ${SERVICE_API.board}`]: () => (fails ? 'network-error' : ok(answer)) }));
    const retry = await screen.findByTestId('service-retry', {}, { timeout: 5_000 });
    fails = false;
    await userEvent.setup().click(retry);
    expect(await screen.findAllByTestId('service-card')).toHaveLength(5);
  });

  it("gives a dispatcher the company's service request link to publish, copy and show as a QR code", async () => {
    const DISPATCH = 'crm:crmWorkOrder:assign';
    signIn(user(), {
      auth: [
        { action: PERMISSION, type: '1' },
        { action: DISPATCH, type: '1' },
      ],
    });
    let published = 0;
    renderApp(
      '/crm/serviceBoard',
      routes({
        'GET /sys/permission/getUserPermissionByToken': ok({
          menu: [menuItem(), boardItem],
          auth: [
            { action: PERMISSION, type: '1' },
            { action: DISPATCH, type: '1' },
          ],
          allAuth: [],
        }),
        [`GET ${SERVICE_FORM_API.link}`]: ok(null),
        [`POST ${SERVICE_FORM_API.link}`]: () => {
          published += 1;
          return ok({ key: 'k1', path: '/crm/crmServiceAdd?key=k1' });
        },
      }),
    );
    await screen.findByTestId('service-board');
    await screen.findByTestId('service-form-link-publish');
    const link = card('link');
    expect(link.textContent).toContain('尚未发布报修链接');
    await userEvent.setup().click(within(link).getByTestId('service-form-link-publish'));
    expect((await within(link).findByTestId('service-form-link')).textContent).toBe(`${window.location.origin}/mobile/crm/crmServiceAdd?key=k1`);
    expect(published).toBe(1);
    expect(await within(link).findByTestId('qr-code')).toBeTruthy();
  });

  it('shows no link to whoever may not publish it', async () => {
    renderApp('/crm/serviceBoard', routes());
    await screen.findByTestId('service-board');
    expect(screen.queryByTestId('service-form-link-publish')).toBeNull();
  });
});
