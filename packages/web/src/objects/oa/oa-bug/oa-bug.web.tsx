import type { WebObject } from '../../../records/web-object.ts';

/** Bugs on the phone: the resolve action on its own page, the solution form (/oa/oaBugSolutionForm). */
export const oaBugWeb: WebObject = {
  screens: {
    resolve: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('oaBug', 'resolve')),
  },
};
