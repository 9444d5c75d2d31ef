import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';

/**
 * While `dirty`, leaving the page (Back, a link, closing the tab) asks first. `allowLeave()` lets
 * the page's own navigation after a save through.
 */
export function useUnsavedGuard(dirty: boolean): { allowLeave: () => void } {
  const { t } = useTranslation();
  const leaving = useRef(false);
  const asking = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void feedback.confirm({ content: t('web.roles.unsaved') }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowLeave: useCallback(() => {
      leaving.current = true;
    }, []),
  };
}
