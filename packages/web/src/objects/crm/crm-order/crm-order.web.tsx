import type { WebObject } from '../../../records/web-object.ts';

/** Orders on the phone: the deliver action's page (its `screen`), the generic action page. */
export const crmOrderWeb: WebObject = {
  screens: {
    deliver: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('crmOrder', 'deliver')),
  },
};
