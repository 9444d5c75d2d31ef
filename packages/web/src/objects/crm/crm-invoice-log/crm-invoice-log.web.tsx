import type { WebObject } from '../../../records/web-object.ts';

/** Invoices on the phone: the invoice-number action's page (its `screen`), the generic action page. */
export const crmInvoiceLogWeb: WebObject = {
  screens: {
    invoiceNo: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('crmInvoiceLog', 'invoiceNo')),
  },
};
