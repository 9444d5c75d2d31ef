import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AGENT_PATHS } from '@crm/domain';
import type { RouteHandle } from '../lib/route-handle.ts';
import { loadTexts } from '../lib/i18n.ts';

const handle = (title: string): RouteHandle => ({ title });

/** A page of the partner's portal, with the texts of the doors outside the staff (the `external` namespace). */
function page(path: string, title: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    // The router's paths are relative to the root's.
    path: path.replace(/^\//, ''),
    handle: handle(title),
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadTexts(['external'])]);
      return { Component };
    },
  };
}

/**
 * The channel partner's pages (issue 19, spec section 2 `/agent/*`): its home, shop, cart, orders,
 * customer reports and (for its administrators) its accounts, outside the staff shell (no tab bar,
 * no staff calls), like /terminal/*.
 */
export function agentRoutes(): RouteObject[] {
  const portal = () => import('../features/agent-portal/pages.ts');
  return [
    page(AGENT_PATHS.my, 'web.route.agentMy', () => import('../features/external-accounts/AgentHomePage.tsx').then((m) => m.AgentHomePage)),
    page(AGENT_PATHS.shop, 'web.agent.routeShop', () => portal().then((m) => m.ShopPage)),
    page(AGENT_PATHS.cart, 'web.agent.routeCart', () => portal().then((m) => m.CartPage)),
    page(AGENT_PATHS.orders, 'web.agent.routeOrders', () => portal().then((m) => m.OrderListPage)),
    page(AGENT_PATHS.orderView, 'web.agent.routeOrderView', () => portal().then((m) => m.OrderViewPage)),
    page(AGENT_PATHS.reports, 'web.agent.routeReports', () => portal().then((m) => m.ReportListPage)),
    page(AGENT_PATHS.reportForm, 'web.agent.routeReportForm', () => portal().then((m) => m.ReportFormPage)),
    page(AGENT_PATHS.reportView, 'web.agent.routeReportView', () => portal().then((m) => m.ReportViewPage)),
    page(AGENT_PATHS.staff, 'web.agent.routeStaff', () => portal().then((m) => m.StaffListPage)),
    page(AGENT_PATHS.staffForm, 'web.agent.routeStaffForm', () => portal().then((m) => m.StaffFormPage)),
  ];
}
