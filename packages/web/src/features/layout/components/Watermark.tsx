import { useEffect, useRef } from 'react';
import { WATERMARK } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';
import { useSessionStore } from '../../../stores/session.ts';

/**
 * The user's real name over every page when the company turns the watermark on (spec section 9).
 * The original mask draws 120 spans, 15 per row: 8 rows below the top margin, tiles as wide as
 * the name.
 *
 * Drawn on a canvas rather than as a background image (antd-mobile's WaterMark): a page-sized
 * background image is the largest thing a browser paints, so it became every page's Largest
 * Contentful Paint, painted only once the user's name had arrived (Lighthouse measured the list's
 * LCP at 3.7 s for it). A canvas is no LCP candidate; the page's own content is.
 */
export function Watermark() {
  const enabled = useAppStore((s) => s.companyInfo?.watermark === 1);
  const realname = useSessionStore((s) => s.realname);
  if (!enabled || !realname) return null;
  return <WatermarkCanvas name={realname} />;
}

function WatermarkCanvas({ name }: { name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const draw = () => drawTiles(element, name);
    // Drawn when the phone is idle, after the page's own first paint: some 120 rotated texts take
    // a mid-range phone tens of milliseconds, which would otherwise lengthen the task that shows
    // the page.
    const idle = whenIdle(draw);
    window.addEventListener('resize', draw);
    return () => {
      idle.cancel();
      window.removeEventListener('resize', draw);
    };
  }, [name]);
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="watermark"
      data-content={name}
      style={{
        position: 'fixed',
        top: WATERMARK.marginTop,
        left: 0,
        width: '100vw',
        height: `calc(100vh - ${WATERMARK.marginTop}px)`,
        zIndex: 999,
        opacity: WATERMARK.opacity,
        pointerEvents: 'none',
      }}
    />
  );
}

function whenIdle(run: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(run, 0);
  return { cancel: () => window.clearTimeout(handle) };
}

/** Tiles of the name, rotated, in rows and columns over the canvas's whole area. */
function drawTiles(element: HTMLCanvasElement, name: string) {
  const { fontSize, rotate, color } = WATERMARK;
  const rows = WATERMARK.spans / WATERMARK.perRow;
  const width = fontSize * (name.length + 2);
  const height = fontSize * 2;
  const cssWidth = window.innerWidth;
  const cssHeight = Math.max(0, window.innerHeight - WATERMARK.marginTop);
  const gapX = width / 2;
  const gapY = Math.max(height, cssHeight / rows - height);
  const ratio = window.devicePixelRatio || 1;
  element.width = Math.round(cssWidth * ratio);
  element.height = Math.round(cssHeight * ratio);
  const context = element.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, cssWidth, cssHeight);
  context.fillStyle = color;
  context.font = `normal normal normal ${fontSize}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (let y = 0; y < cssHeight + height; y += height + gapY) {
    for (let x = 0; x < cssWidth + width; x += width + gapX) {
      context.save();
      context.translate(x + width / 2, y + height / 2);
      context.rotate((rotate * Math.PI) / 180);
      context.fillText(name, 0, 0);
      context.restore();
    }
  }
}
