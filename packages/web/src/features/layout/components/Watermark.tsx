import WaterMark from 'antd-mobile/es/components/water-mark/index.js';
import { WATERMARK } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';
import { useSessionStore } from '../../../stores/session.ts';

/**
 * The user's real name over every page when the company turns the watermark on (spec section 9).
 * The original mask draws 120 spans, 15 per row: 8 rows below the top margin, tiles as wide as
 * the name.
 */
export function Watermark() {
  const enabled = useAppStore((s) => s.companyInfo?.watermark === 1);
  const realname = useSessionStore((s) => s.realname);
  if (!enabled || !realname) return null;
  const rows = WATERMARK.spans / WATERMARK.perRow;
  const width = WATERMARK.fontSize * (realname.length + 2);
  const height = WATERMARK.fontSize * 2;
  const viewport = typeof window === 'undefined' ? 812 : window.innerHeight;
  const gapY = Math.max(height, (viewport - WATERMARK.marginTop) / rows - height);
  return (
    <div aria-hidden="true" data-testid="watermark" data-content={realname}>
      <WaterMark
        content={realname}
        fontColor={WATERMARK.color}
        fontSize={WATERMARK.fontSize}
        rotate={WATERMARK.rotate}
        width={width}
        height={height}
        gapX={width / 2}
        gapY={gapY}
        fullPage
        zIndex={999}
        style={{ opacity: WATERMARK.opacity, top: WATERMARK.marginTop }}
      />
    </div>
  );
}
