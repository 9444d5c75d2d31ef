import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { useSessionStore } from '../stores/session.ts';
import { AccessDenied } from './record-routes.tsx';

const h = (handle: RouteHandle) => handle;

/**
 * Issue 20, spec section 2: `/print`, a quote, an order or a contract as a document (staff, a bare
 * page fit for paper, outside the shell: no tab bar, navigation bar or watermark on the sheet),
 * with the record screens' texts; and `/paymentComponent`, an order's payment page for its
 * customer (public: in the guard's PUBLIC_PATHS), with the texts of the doors outside the staff.
 */
export function documentRoutes(): RouteObject[] {
  return [
    {
      path: 'print',
      handle: h({ title: 'web.print.route' }),
      lazy: async () => {
        const [Component] = await Promise.all([import('../features/print/PrintPage.tsx').then((m) => m.PrintPage), loadTexts(['records'])]);
        return { Component };
      },
    },
    {
      path: 'paymentComponent',
      handle: h({ title: 'web.payment.route' }),
      lazy: async () => {
        const [Component] = await Promise.all([import('../features/payment-public/PaymentPage.tsx').then((m) => m.PaymentPage), loadTexts(['external'])]);
        return { Component };
      },
    },
  ];
}

/**
 * The company's logo and payment details, in the shell, for its administrators (reached from
 * /account/setting); anyone else is told they may not (the server refuses their saving anyway).
 */
export function companyProfileRoutes(): RouteObject[] {
  return [
    {
      path: 'account/companySetting',
      handle: h({ title: 'web.companyProfile.route', isBack: true }),
      lazy: async () => {
        const [Page] = await Promise.all([
          import('../features/company-profile/CompanyProfilePage.tsx').then((m) => m.CompanyProfilePage),
          loadTexts(['account', 'records']),
        ]);
        return {
          Component: function CompanyProfile() {
            const isAdmin = useSessionStore((s) => s.info?.isAdmin === 1);
            return isAdmin ? <Page /> : <AccessDenied />;
          },
        };
      },
    },
  ];
}
