import { useMatches } from 'react-router';

/** Route flags of spec section 2, kept in each route's `handle`. `title` is an i18n key. */
export interface RouteHandle {
  title?: string;
  tabbar?: boolean;
  keepAlive?: boolean;
  isBack?: boolean;
  qywx?: boolean;
  /** The route renders a page of the server-supplied menu; its title comes from the menu item. */
  fromMenu?: boolean;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle && Object.keys(handle).length > 0) return handle;
  }
  return {};
}
