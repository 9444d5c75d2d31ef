import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const h = (handle: RouteHandle) => handle;

/**
 * My follows (issue 20, spec section 2 `/sys/sysStarList`): the records the user starred, in the
 * staff shell, reached from the Mine tab; for every staff member (what it lists is what they may
 * still open). With the record screens' texts (`web.stars`).
 */
export function starRoutes(): RouteObject[] {
  return [
    {
      path: 'sys/sysStarList',
      handle: h({ title: 'web.stars.route', isBack: true }),
      lazy: async () => {
        const [Component] = await Promise.all([import('../features/stars/StarListPage.tsx').then((m) => m.StarListPage), loadTexts(['records'])]);
        return { Component };
      },
    },
  ];
}
