import { Activity, useContext, useEffect, useLayoutEffect, useRef, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router';
import { useRouteHandle } from './route-handle.ts';

/**
 * Keep-alive of spec section 2 and ARCHITECTURE section 5: the last page flagged `keepAlive` (a
 * list) stays mounted but hidden (React's <Activity>) while detail and form pages show, so coming
 * back finds its data, search text, filters, scene and scroll position as they were, without a
 * new request. Opening another tab or kept-alive page lets it go.
 *
 * While hidden the page sees the location it was left at: a list reading its own query
 * (/crm/list?tableId=) must not follow the detail page's.
 */
interface KeptPage {
  key: string;
  element: ReactNode;
  location: ContextType<typeof LocationContext>;
  scrollY: number;
}

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const locationContext = useContext(LocationContext);
  const handle = useRouteHandle();
  const kept = useRef<KeptPage | null>(null);
  const key = location.pathname + location.search;

  let visible = false;
  if (handle.keepAlive) {
    const scrollY = kept.current?.key === key ? kept.current.scrollY : 0;
    kept.current = { key, element: outlet, location: locationContext, scrollY };
    visible = true;
  } else if (handle.tabbar) {
    kept.current = null;
  }
  const page = kept.current;
  const activeKey = visible ? key : null;

  // The scroll position is recorded while the page shows; once the next page renders, its own
  // scrolling (and the scroll to top on navigation) must not overwrite it.
  const recording = useRef<string | null>(null);
  recording.current = activeKey;
  useEffect(() => {
    if (!activeKey) return;
    const record = () => {
      if (recording.current === activeKey && kept.current?.key === activeKey) kept.current.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [activeKey]);

  // Coming back: restore in a layout effect (no flash at the top) and once more after the router's
  // own scroll handling, which scrolls to the top on a forward navigation.
  const hiddenBefore = useRef(false);
  const pendingRestore = useRef<number | null>(null);
  useLayoutEffect(() => {
    const back = visible && hiddenBefore.current && page !== null;
    hiddenBefore.current = page !== null && !visible;
    if (back) {
      window.scrollTo(0, page.scrollY);
      pendingRestore.current = page.scrollY;
    }
  });
  useEffect(() => {
    if (pendingRestore.current === null) return;
    window.scrollTo(0, pendingRestore.current);
    pendingRestore.current = null;
  });

  return (
    <>
      {page && (
        <Activity key={page.key} mode={visible ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={page.location}>{page.element}</LocationContext.Provider>
        </Activity>
      )}
      {!visible && outlet}
    </>
  );
}
