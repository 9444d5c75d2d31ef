import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';
import { loadTexts } from '../lib/i18n.ts';

const handle = (title: string): RouteHandle => ({ title });

/** A page of the service portal, with the texts of the doors outside the staff (the `external` namespace). */
function page(path: string, title: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    handle: handle(title),
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadTexts(['external'])]);
      return { Component };
    },
  };
}

/**
 * The self-service customer's service pages (issue 16, spec section 2 `/terminal/*`) and the
 * public service request `/crm/crmServiceAdd`: outside the staff shell, like /terminal/my.
 */
export function terminalRoutes(): RouteObject[] {
  const portal = () => import('../features/service-portal/pages.ts');
  return [
    page('terminal/workOrderList', 'web.terminal.routeWorkOrderList', () => portal().then((m) => m.WorkOrderListPage)),
    page('terminal/workOrderView', 'web.terminal.routeWorkOrderView', () => portal().then((m) => m.WorkOrderViewPage)),
    page('terminal/workOrderForm', 'web.terminal.routeWorkOrderForm', () => portal().then((m) => m.WorkOrderFormPage)),
    page('terminal/deviceList', 'web.terminal.routeDeviceList', () => portal().then((m) => m.DeviceListPage)),
    page('terminal/crmAppraiseForm', 'web.terminal.routeAppraiseForm', () => portal().then((m) => m.AppraiseFormPage)),
    page('crm/crmServiceAdd', 'web.terminal.routeServiceAdd', () =>
      import('../features/service-portal/ServiceRequestPage.tsx').then((m) => m.ServiceRequestPage),
    ),
  ];
}
