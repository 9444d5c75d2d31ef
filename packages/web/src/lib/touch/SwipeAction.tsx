import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styles from './touch.module.css';

export interface SwipeActionButton {
  key: string;
  color: 'primary' | 'warning' | 'danger';
  text: ReactNode;
  onClick: () => void;
}

/** A horizontal movement beyond this starts a swipe; less is a tap or a vertical scroll. */
const SLOP_PX = 8;

/**
 * Swipe a row left to reveal its actions (the look of antd-mobile's SwipeAction, without the
 * animation library it needs). An action or a touch elsewhere closes the row again.
 */
export function SwipeAction({ actions, children }: { actions: readonly SwipeActionButton[]; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ x: number; y: number; from: number; swiping: boolean } | null>(null);
  const suppressClick = useRef(false);
  const width = () => actionsRef.current?.offsetWidth ?? 0;
  const open = offset !== 0;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOffset(0);
    };
    document.addEventListener('touchstart', closeOutside);
    document.addEventListener('mousedown', closeOutside);
    return () => {
      document.removeEventListener('touchstart', closeOutside);
      document.removeEventListener('mousedown', closeOutside);
    };
  }, [open]);

  function onPointerDown(e: PointerEvent) {
    drag.current = { x: e.clientX, y: e.clientY, from: offset, swiping: false };
  }
  function onPointerMove(e: PointerEvent) {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    if (!d.swiping) {
      if (Math.abs(e.clientY - d.y) > SLOP_PX && Math.abs(e.clientY - d.y) > Math.abs(dx)) {
        drag.current = null;
        return;
      }
      if (Math.abs(dx) <= SLOP_PX) return;
      d.swiping = true;
      setDragging(true);
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    const max = width();
    const next = d.from + dx;
    // Past either end the row follows at a fifth of the finger's speed.
    setOffset(next > 0 ? next / 5 : next < -max ? -max + (next + max) / 5 : next);
  }
  function onPointerUp() {
    const d = drag.current;
    drag.current = null;
    if (!d?.swiping) return;
    suppressClick.current = true;
    setDragging(false);
    setOffset((current) => (current < -width() / 2 ? -width() : 0));
  }

  return (
    <div className={styles.swipe} ref={root} data-swipe-action="">
      <div
        className={`${styles.swipeTrack} ${dragging ? '' : styles.swipeTrackSettling}`}
        style={{ transform: `translateX(${offset}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(e) => {
          // The click that ends a swipe, or a tap on an open row, only closes it.
          if (suppressClick.current || (open && !actionsRef.current?.contains(e.target as Node))) {
            e.stopPropagation();
            e.preventDefault();
            if (!suppressClick.current) setOffset(0);
          }
          suppressClick.current = false;
        }}
      >
        {children}
        <div className={styles.swipeActions} ref={actionsRef}>
          {actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={`${styles.swipeButton} ${styles[action.color]}`}
              onClick={() => {
                setOffset(0);
                action.onClick();
              }}
            >
              {action.text}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
