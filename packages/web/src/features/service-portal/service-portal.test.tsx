import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, SERVICE_FORM_API, TERMINAL_API, type TerminalDevice, type TerminalFormOptions, type TerminalWorkOrder } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';

const customer = user({ id: 'c1', username: 'customer', realname: '周客户', userType: 'customer' });
const options: TerminalFormOptions = {
  types: [{ value: '1', text: '故障维修' }],
  urgencies: [
    { value: '2', text: '一般' },
    { value: '3', text: '紧急' },
  ],
  satisfactions: [{ value: '1', text: '非常满意' }],
};
const device: TerminalDevice = {
  id: 'd1',
  equipmentNo: 'SB000001',
  name: '激光打印机',
  model: 'P1',
  serialNo: 'SN-1',
  warrantyStart: '2020-01-01',
  warrantyEnd: '2099-12-31',
  underWarranty: true,
};
const order = (patch: Partial<TerminalWorkOrder> = {}): TerminalWorkOrder => ({
  id: 'w1',
  workOrderNo: 'GD000001',
  subject: '打印机卡纸',
  status: '1',
  status_dictText: '待受理',
  urgency: '2',
  urgency_dictText: '一般',
  createTime: '2026-11-28T08:00:00.000Z',
  workOrderType: '1',
  workOrderType_dictText: '故障维修',
  source: '3',
  problemDescription: '每页都卡',
  images: [],
  contactName: '周客户',
  contactPhone: null,
  equipmentId: 'd1',
  equipmentName: '激光打印机',
  engineerName: null,
  assignTime: null,
  acceptTime: null,
  startTime: null,
  completeTime: null,
  cause: null,
  solution: null,
  appraisal: null,
  ...patch,
});

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

describe('the service portal pages', () => {
  it('sends a visit without a session to the customer login, coming back after', async () => {
    const { path } = renderApp('/terminal/workOrderForm');
    await waitFor(() => expect(path()).toBe(`/terminal/login?redirect=${encodeURIComponent('/terminal/workOrderForm')}`));
  });

  it('reports a fault on one of my devices and opens it', async () => {
    signIn(customer);
    const { path, fake } = renderApp(
      '/terminal/workOrderForm',
      baseRoutes({
        [`GET ${TERMINAL_API.formOptions}`]: ok(options),
        [`GET ${TERMINAL_API.devices}`]: ok([device]),
        [`POST ${TERMINAL_API.addWorkOrder}`]: ok(order()),
        [`GET ${TERMINAL_API.workOrder}`]: ok(order()),
      }),
    );
    const u = userEvent.setup();
    await u.type((await screen.findByTestId('fault-subject')).querySelector('input')!, '打印机卡纸');
    await u.click(screen.getByText('故障维修'));
    await u.click(screen.getByText('激光打印机 (SN-1)'));
    await u.type(screen.getByTestId('fault-problem').querySelector('textarea')!, '每页都卡');
    await u.click(screen.getByTestId('fault-submit'));
    await waitFor(() => expect(path()).toBe('/terminal/workOrderView?id=w1'));
    expect(fake.find(`POST ${TERMINAL_API.addWorkOrder}`)[0]!.body).toMatchObject({
      subject: '打印机卡纸',
      workOrderType: '1',
      urgency: '2',
      equipmentId: 'd1',
      problemDescription: '每页都卡',
      images: [],
    });
    expect(await screen.findByTestId('work-order')).toBeTruthy();
    expect(screen.getByTestId('portal-back').getAttribute('href')).toBe('/mobile/terminal/workOrderList');
  });

  it("shows the server's refusal and stays on the form", async () => {
    signIn(customer);
    const { path } = renderApp(
      '/terminal/workOrderForm',
      baseRoutes({
        [`GET ${TERMINAL_API.formOptions}`]: ok(options),
        [`GET ${TERMINAL_API.devices}`]: ok([]),
        [`POST ${TERMINAL_API.addWorkOrder}`]: fail(422, '主题不能为空'),
      }),
    );
    await userEvent.setup().click(await screen.findByTestId('fault-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('主题不能为空');
    expect(path()).toBe('/terminal/workOrderForm');
  });

  it('rates a completed work order with stars, satisfaction and feedback', async () => {
    signIn(customer);
    const { path, fake } = renderApp(
      '/terminal/crmAppraiseForm?id=w1',
      baseRoutes({
        [`GET ${TERMINAL_API.formOptions}`]: ok(options),
        [`POST ${TERMINAL_API.appraise}`]: ok({
          id: 'a1',
          appraiseNo: 'PJ000001',
          appraiseDate: '2026-11-28',
          rating: '4',
          satisfaction: '1',
          satisfaction_dictText: '非常满意',
          feedback: '很快',
        }),
        [`GET ${TERMINAL_API.workOrder}`]: ok(order({ status: '6' })),
      }),
    );
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('star-4'));
    await u.click(screen.getByText('非常满意'));
    await u.type(screen.getByTestId('appraise-feedback').querySelector('textarea')!, '很快');
    await u.click(screen.getByTestId('appraise-submit'));
    await waitFor(() => expect(path()).toBe('/terminal/workOrderView?id=w1'));
    expect(fake.find(`POST ${TERMINAL_API.appraise}`)[0]!.body).toEqual({ workOrderId: 'w1', rating: '4', satisfaction: '1', feedback: '很快' });
  });

  it('lists my devices with their warranty', async () => {
    signIn(customer);
    renderApp('/terminal/deviceList', baseRoutes({ [`GET ${TERMINAL_API.devices}`]: ok([device]) }));
    expect(await screen.findByText('激光打印机')).toBeTruthy();
    expect(screen.getByText('在保')).toBeTruthy();
  });

  it('takes a public service request without an account and shows its number', async () => {
    const { fake } = renderApp('/crm/crmServiceAdd?key=k1', {
      [`GET ${SERVICE_FORM_API.form}`]: ok({ companyName: '华信云创', types: options.types, urgencies: options.urgencies }),
      [`POST ${SERVICE_FORM_API.submit}`]: ok({ workOrderNo: 'GD000009' }),
    });
    const u = userEvent.setup();
    expect(await screen.findByText('向华信云创报修')).toBeTruthy();
    await u.type(screen.getByTestId('request-companyName').querySelector('input')!, '远航物流');
    await u.click(screen.getByTestId('request-submit'));
    expect((await screen.findByTestId('request-done')).textContent).toContain('GD000009');
    expect(fake.find(`POST ${SERVICE_FORM_API.submit}`)[0]!.params).toMatchObject({ key: 'k1' });
  });
});
