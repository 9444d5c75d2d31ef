import { printButton } from '../../../lib/print-link.ts';
import type { WebObject } from '../../../records/web-object.ts';
import { PaymentLinkPanel } from './PaymentLinkPanel.tsx';

/**
 * Orders on the phone: the deliver action's page (its `screen`), the generic action page; the
 * print-out of an order, and the link to its payment page for the customer (issue 20).
 */
export const crmOrderWeb: WebObject = {
  screens: {
    deliver: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('crmOrder', 'deliver')),
  },
  extraActions: printButton('crmOrder'),
  panel: PaymentLinkPanel,
};
