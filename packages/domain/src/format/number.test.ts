import { describe, expect, it } from 'vitest';
import { formatAmount } from './number.ts';

describe('formatAmount (spec section 9)', () => {
  it('shows values under 10000 with at most two decimals', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(12.345)).toBe('12.35');
    expect(formatAmount(9999.994)).toBe('9999.99');
    expect(formatAmount('88.1')).toBe('88.1');
  });
  it('uses 万 from 10000', () => {
    expect(formatAmount(10000)).toBe('1万');
    expect(formatAmount(123456)).toBe('12.35万');
  });
  it('uses 亿 from 10^8 and 万亿 from 10^12', () => {
    expect(formatAmount(250_000_000)).toBe('2.5亿');
    expect(formatAmount(3_000_000_000_000)).toBe('3万亿');
  });
  it('keeps the sign and treats non-numbers as zero', () => {
    expect(formatAmount(-15000)).toBe('-1.5万');
    expect(formatAmount(null)).toBe('0');
    expect(formatAmount('abc')).toBe('0');
  });
});
