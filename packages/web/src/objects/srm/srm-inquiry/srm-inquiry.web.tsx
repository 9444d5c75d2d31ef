import type { WebObject } from '../../../records/web-object.ts';

/** Inquiries on the phone: the pick action's page (/srm/srmInquiryPick), the suppliers' offers side by side. */
export const srmInquiryWeb: WebObject = {
  screens: {
    pick: () => import('./PickQuotePage.tsx').then((m) => m.PickQuotePage),
  },
};
