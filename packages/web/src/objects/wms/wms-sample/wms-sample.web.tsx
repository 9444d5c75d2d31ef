import type { WebObject } from '../../../records/web-object.ts';

/** Samples on the phone: the deliver action on its own page (/wms/wmsSampleDeliverForm), the generic action page. */
export const wmsSampleWeb: WebObject = {
  screens: {
    deliver: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('wmsSample', 'deliver')),
  },
};
