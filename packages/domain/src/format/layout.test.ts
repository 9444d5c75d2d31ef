import { describe, expect, it } from 'vitest';
import { rootFontSize } from './layout.ts';

describe('rootFontSize (spec section 9)', () => {
  it('is width / 320 * 32', () => {
    expect(rootFontSize(320)).toBe(32);
    expect(rootFontSize(375)).toBeCloseTo(37.5);
  });
  it('is capped at 42.5 px', () => {
    expect(rootFontSize(425)).toBe(42.5);
    expect(rootFontSize(1920)).toBe(42.5);
  });
});
