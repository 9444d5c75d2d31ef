import type { RouteObject } from 'react-router';
import { MESSENGER_PROVIDERS } from '@crm/domain';
import type { RouteHandle } from '../lib/route-handle.ts';
import { loadTexts } from '../lib/i18n.ts';

const handle = (title: string): RouteHandle => ({ title });

/**
 * The enterprise messenger pages of spec section 2, outside the shell (public to the guard):
 * /{provider}Authorize, /{provider}Redirect for WeCom (qywx), DingTalk, Feishu and Yunzhijia,
 * and /authorizeHelp.
 */
export function messengerRoutes(): RouteObject[] {
  return [
    ...MESSENGER_PROVIDERS.flatMap((provider): RouteObject[] => [
      {
        path: `${provider}Authorize`,
        handle: handle('web.messenger.route.authorize'),
        lazy: async () => {
          const [{ AuthorizePage }] = await Promise.all([import('../features/messenger/AuthorizePage.tsx'), loadTexts(['messenger'])]);
          return { Component: () => <AuthorizePage provider={provider} /> };
        },
      },
      {
        path: `${provider}Redirect`,
        handle: handle('web.messenger.route.redirect'),
        lazy: async () => {
          const [{ RedirectPage }] = await Promise.all([import('../features/messenger/RedirectPage.tsx'), loadTexts(['messenger'])]);
          return { Component: () => <RedirectPage provider={provider} /> };
        },
      },
    ]),
    {
      path: 'authorizeHelp',
      handle: handle('web.messenger.route.help'),
      lazy: async () => {
        const [{ AuthorizeHelpPage }] = await Promise.all([import('../features/messenger/AuthorizeHelpPage.tsx'), loadTexts(['messenger'])]);
        return { Component: AuthorizeHelpPage };
      },
    },
  ];
}
