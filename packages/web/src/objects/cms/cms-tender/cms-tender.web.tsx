import type { WebObject } from '../../../records/web-object.ts';

/** Tenders on the phone: the claim's page (the receive action's `screen`, /cms/cmsTenderReceive). */
export const cmsTenderWeb: WebObject = {
  screens: {
    receive: () => import('./TenderReceivePage.tsx').then((m) => m.TenderReceivePage),
  },
};
