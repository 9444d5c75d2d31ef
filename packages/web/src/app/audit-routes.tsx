import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const h = (handle: RouteHandle) => handle;

type Texts = Parameters<typeof loadTexts>[0];

/** An approval screen loads with the audit texts, and the records' where it shows their parts (the action bar, the user picker). */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, texts: Texts = ['audit']) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(texts)]);
    return { Component: pick(module) };
  };
}

/**
 * The approval screens of spec section 2 (ENGINE-II section 4), in the shell: a record's approval
 * flow, the opinion of an agree or reject (at both of its addresses), the urge, and the
 * administrators' flow settings. Each is a lazy chunk of its own.
 */
export function auditRoutes(): RouteObject[] {
  const opinion = page(
    () => import('../features/audit/AuditOpinionPage.tsx'),
    (m) => m.AuditOpinionPage,
  );
  return [
    {
      path: 'common/approvalFlow',
      handle: h({ title: 'web.audit.route.flow', isBack: true }),
      lazy: page(
        () => import('../features/audit/ApprovalFlowPage.tsx'),
        (m) => m.ApprovalFlowPage,
        ['audit', 'records'],
      ),
    },
    { path: 'common/audit', handle: h({ title: 'web.audit.route.opinion', isBack: true }), lazy: opinion },
    { path: 'audit/commonAudit', handle: h({ title: 'web.audit.route.opinion', isBack: true }), lazy: opinion },
    {
      path: 'audit/commonUrge',
      handle: h({ title: 'web.audit.route.urge', isBack: true }),
      lazy: page(
        () => import('../features/audit/UrgePage.tsx'),
        (m) => m.UrgePage,
      ),
    },
    {
      path: 'sys/sysAuditFlow',
      handle: h({ title: 'web.audit.route.flowSettings', isBack: true }),
      lazy: page(
        () => import('../features/audit/AuditFlowSettingsPage.tsx'),
        (m) => m.AuditFlowSettingsPage,
      ),
    },
    {
      path: 'sys/sysAuditFlowForm',
      handle: h({ title: 'web.audit.route.flowForm', isBack: true }),
      lazy: page(
        () => import('../features/audit/AuditFlowFormPage.tsx'),
        (m) => m.AuditFlowFormPage,
        ['audit', 'records'],
      ),
    },
  ];
}

/** The menu catalogue's 'page:crmAuditList' (/crm/crmAuditList): my audits. */
export const AUDIT_MENU_PAGES: Record<string, PageLoader> = {
  'page:crmAuditList': async () => {
    const [{ AuditListPage }] = await Promise.all([import('../features/audit/AuditListPage.tsx'), loadTexts(['audit'])]);
    return AuditListPage;
  },
};
