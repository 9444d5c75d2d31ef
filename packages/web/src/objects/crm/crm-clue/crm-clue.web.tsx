import type { WebObject } from '../../../records/web-object.ts';

/** Leads on the phone: the toCustomer action's page (its `screen`), the customer form filled from the lead. */
export const crmClueWeb: WebObject = {
  screens: {
    toCustomer: () => import('./ClueToCustomerPage.tsx').then((m) => m.ClueToCustomerPage),
  },
};
