import type { TagColor } from '../api/contract.ts';

/** Blank test of spec section 5: null, undefined, '', the text 'null' and NaN-like values. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') {
    const s = value.trim();
    return s === '' || s === 'null' || s === 'undefined' || s === 'NaN';
  }
  return false;
}

/** Image URL check of spec section 5. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

const TAG_COLORS: Record<string, string> = {
  blue: '#1989fa',
  green: '#07c160',
  orange: '#ff976a',
  red: '#ee0a24',
};
export const DEFAULT_TAG_COLOR = '#969799';

/** Display colour of a tag (spec section 3). */
export function tagColor(bgcolor: TagColor | null | undefined): string {
  return (bgcolor && TAG_COLORS[bgcolor]) || DEFAULT_TAG_COLOR;
}

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
