import type { RouteObject } from 'react-router';
import { MESSENGER_PROVIDERS } from '@crm/domain';
import type { RouteHandle } from '../lib/route-handle.ts';

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
          const { AuthorizePage } = await import('../features/messenger/AuthorizePage.tsx');
          return { Component: () => <AuthorizePage provider={provider} /> };
        },
      },
      {
        path: `${provider}Redirect`,
        handle: handle('web.messenger.route.redirect'),
        lazy: async () => {
          const { RedirectPage } = await import('../features/messenger/RedirectPage.tsx');
          return { Component: () => <RedirectPage provider={provider} /> };
        },
      },
    ]),
    {
      path: 'authorizeHelp',
      handle: handle('web.messenger.route.help'),
      lazy: async () => ({ Component: (await import('../features/messenger/AuthorizeHelpPage.tsx')).AuthorizeHelpPage }),
    },
  ];
}
