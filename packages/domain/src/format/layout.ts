/** Root font size of spec section 9: width / 320 * 32, capped at 42.5 px. */
export const ROOT_FONT_MAX_PX = 42.5;
export function rootFontSize(viewportWidth: number): number {
  return Math.min((viewportWidth / 320) * 32, ROOT_FONT_MAX_PX);
}

/** Watermark constants of spec section 9. */
export const WATERMARK = {
  opacity: 0.15,
  fontSize: 14,
  color: '#999',
  rotate: -30,
  marginTop: 150,
  spans: 120,
  perRow: 15,
} as const;

/** Floating Back button of spec section 9. */
export const FLOATING_BACK = { setupDelayMs: 500, dragThresholdPx: 2 } as const;

export const REQUEST_TIMEOUT_MS = 45_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1_500;
export const EXPIRY_WARNING_DAYS = 7;
export const MAX_IMAGES_PER_UPLOAD = 6;
export const MAX_FILE_BYTES = 200 * 1024 * 1024;
export const IMAGE_COMPRESS_QUALITY = 0.5;
