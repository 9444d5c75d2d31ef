import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useConfig } from 'antd-mobile/es/components/config-provider/index.js';
import styles from './touch.module.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const HEAD_HEIGHT = 40;
const THRESHOLD = 60;
const COMPLETE_DELAY_MS = 500;
/** The head follows the finger at half speed, and no further than five head heights. */
const damped = (dy: number) => Math.min(dy * 0.5, HEAD_HEIGHT * 5);

function scrollTopOf(target: EventTarget | null): number {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return node.scrollTop;
  }
  return window.scrollY;
}

/**
 * Pull down at the top of the page to refresh (spec section 2's lists). The look and texts of
 * antd-mobile's PullToRefresh, on plain touch events and a CSS transition: the animation library
 * it needs would weigh on every list's first load.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { locale } = useConfig();
  const [status, setStatus] = useState<Status>('pulling');
  const [height, setHeight] = useState(0);
  const [settling, setSettling] = useState(false);
  const start = useRef<number | null>(null);

  const settle = (to: number) => {
    setSettling(true);
    setHeight(to);
  };

  async function refresh() {
    settle(HEAD_HEIGHT);
    setStatus('refreshing');
    try {
      await onRefresh();
      setStatus('complete');
      await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY_MS));
    } finally {
      settle(0);
      setStatus('pulling');
    }
  }

  const busy = status === 'refreshing' || status === 'complete';
  const onTouchStart = (e: TouchEvent) => {
    if (busy || e.touches.length !== 1 || scrollTopOf(e.target) > 0) return;
    start.current = e.touches[0]!.clientY;
  };
  // Native and not passive: while pulling, the browser must not scroll or refresh the page itself.
  const container = useRef<HTMLDivElement>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onTouchMove = (e: globalThis.TouchEvent) => {
      if (start.current === null) return;
      const dy = e.touches[0]!.clientY - start.current;
      if (dy <= 0) {
        setHeight(0);
        return;
      }
      if (e.cancelable) e.preventDefault();
      setSettling(false);
      const next = damped(dy);
      setHeight(next);
      setStatus(next > THRESHOLD ? 'canRelease' : 'pulling');
    };
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => element.removeEventListener('touchmove', onTouchMove);
  }, []);
  const onTouchEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (statusRef.current === 'canRelease') void refresh().catch(() => undefined);
    else settle(0);
  };

  const text = {
    pulling: locale.PullToRefresh.pulling,
    canRelease: locale.PullToRefresh.canRelease,
    refreshing: `${locale.common.loading}...`,
    complete: locale.PullToRefresh.complete,
  }[status];

  return (
    <div ref={container} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div
        className={`${styles.refreshHead} ${settling ? styles.refreshHeadSettling : ''}`}
        style={{ height }}
        onTransitionEnd={() => setSettling(false)}
        aria-live="polite"
      >
        <div className={styles.refreshText}>{height > 0 ? text : null}</div>
      </div>
      {children}
    </div>
  );
}
