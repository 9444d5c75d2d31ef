import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LeftOutline } from 'antd-mobile-icons';
import { FLOATING_BACK } from '@crm/domain';
import { isTabPage, shouldShowFloatingBack } from '../../../lib/guard.ts';
import { backTarget, isMessengerHost } from '../../../lib/route-handle.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';

const SIZE = 44;

/**
 * Where the button starts: on the left, the side Back points to, clear of the add buttons that
 * lists and screens float on the right (and above the tab bar and the bottom action bars).
 */
const FLOATING_BACK_START = { left: 16, bottom: 120 } as const;

/**
 * Whether the button shows: as spec section 2 says (coming from another path to a page off the
 * tabs), and inside a messenger on every page off the tabs, where it is the only way back the page
 * draws (the messenger's own bar closes the app when there is no history).
 */
export function showsFloatingBack(input: { previousPath: string | null; currentPath: string; hidden: boolean; messenger: boolean }): boolean {
  if (input.messenger && !input.hidden && !isTabPage(input.currentPath)) return true;
  return shouldShowFloatingBack(input);
}

/**
 * The draggable floating Back button of spec section 2: a tap goes back, a movement beyond the
 * threshold moves the button instead.
 */
export function FloatingBack() {
  const { t } = useTranslation();
  const { pathname, key: locationKey } = useLocation();
  const navigate = useNavigate();
  const hidden = usePreferencesStore((s) => s.hideFloatingButton);
  const [paths, setPaths] = useState<{ previous: string | null; current: string }>({ previous: null, current: pathname });
  if (paths.current !== pathname) setPaths({ previous: paths.current, current: pathname });
  const [ready, setReady] = useState(false);
  const [position, setPosition] = useState<{ left: number; bottom: number }>(FLOATING_BACK_START);
  const drag = useRef<{ x: number; y: number; left: number; bottom: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), FLOATING_BACK.setupDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (!ready || !showsFloatingBack({ previousPath: paths.previous, currentPath: pathname, hidden, messenger: isMessengerHost() })) return null;

  function goBack() {
    // The browser router keeps its position in history.state.idx; elsewhere the first entry's key is 'default'.
    const state = window.history.state as { idx?: number } | null;
    const index = typeof state?.idx === 'number' ? state.idx : locationKey === 'default' ? 0 : 1;
    const target = backTarget(index);
    if (target === -1) void navigate(-1);
    else void navigate(target, { replace: true });
  }

  function onPointerDown(e: PointerEvent<HTMLButtonElement>) {
    drag.current = { x: e.clientX, y: e.clientY, ...position, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }

  function onPointerMove(e: PointerEvent<HTMLButtonElement>) {
    const start = drag.current;
    if (!start) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) <= FLOATING_BACK.dragThresholdPx) return;
    start.moved = true;
    const maxLeft = Math.max(0, window.innerWidth - SIZE);
    const maxBottom = Math.max(0, window.innerHeight - SIZE);
    setPosition({
      left: Math.min(maxLeft, Math.max(0, start.left + dx)),
      bottom: Math.min(maxBottom, Math.max(0, start.bottom - dy)),
    });
  }

  function onPointerUp() {
    suppressClick.current = drag.current?.moved === true;
    drag.current = null;
  }

  return (
    <button
      type="button"
      aria-label={t('web.floatingBack')}
      data-testid="floating-back"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        goBack();
      }}
      style={{
        position: 'fixed',
        left: position.left,
        bottom: position.bottom,
        width: SIZE,
        height: SIZE,
        borderRadius: '50%',
        border: 0,
        background: 'rgba(22, 119, 255, 0.9)',
        color: '#fff',
        fontSize: 20,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxShadow: '0 2px 8px rgba(0,0,0,0.2)',
        touchAction: 'none',
        zIndex: 1000,
      }}
    >
      <LeftOutline />
    </button>
  );
}
