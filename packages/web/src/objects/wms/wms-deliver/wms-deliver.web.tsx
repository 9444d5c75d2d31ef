import type { WebObject } from '../../../records/web-object.ts';

/** Deliveries on the phone: the logistics action on its own page (/wms/wmsDeliverLogisticsForm), the generic action page. */
export const wmsDeliverWeb: WebObject = {
  screens: {
    logistics: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('wmsDeliver', 'logistics')),
  },
};
