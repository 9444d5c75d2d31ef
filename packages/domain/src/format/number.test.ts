import { describe, expect, it } from 'vitest';
import { formatAmount } from './number.ts';

describe('formatAmount (spec section 9)', () => {
  it('shows values under 10000 with at most two decimals, in every language', () => {
    for (const lang of ['zh-CN', 'en', 'zh-TW'] as const) {
      expect(formatAmount(0, lang)).toBe('0');
      expect(formatAmount(12.345, lang)).toBe('12.35');
      expect(formatAmount(9999.994, lang)).toBe('9999.99');
      expect(formatAmount('88.1', lang)).toBe('88.1');
    }
  });
  it('uses 万 from 10000, 亿 from 10^8 and 万亿 from 10^12 in simplified Chinese', () => {
    expect(formatAmount(10000, 'zh-CN')).toBe('1万');
    expect(formatAmount(384000, 'zh-CN')).toBe('38.4万');
    expect(formatAmount(123456, 'zh-CN')).toBe('12.35万');
    expect(formatAmount(250_000_000, 'zh-CN')).toBe('2.5亿');
    expect(formatAmount(3_000_000_000_000, 'zh-CN')).toBe('3万亿');
  });
  it('writes the units in traditional script in zh-TW', () => {
    expect(formatAmount(384000, 'zh-TW')).toBe('38.4萬');
    expect(formatAmount(250_000_000, 'zh-TW')).toBe('2.5億');
    expect(formatAmount(3_000_000_000_000, 'zh-TW')).toBe('3兆');
  });
  it('uses thousands, millions, billions and trillions in English, never 万', () => {
    expect(formatAmount(10000, 'en')).toBe('10K');
    expect(formatAmount(384000, 'en')).toBe('384K');
    expect(formatAmount(1_234_567, 'en')).toBe('1.23M');
    expect(formatAmount(250_000_000, 'en')).toBe('250M');
    expect(formatAmount(3_500_000_000, 'en')).toBe('3.5B');
    expect(formatAmount(3_000_000_000_000, 'en')).toBe('3T');
  });
  it('keeps the sign and treats non-numbers as zero', () => {
    expect(formatAmount(-15000, 'zh-CN')).toBe('-1.5万');
    expect(formatAmount(-15000, 'en')).toBe('-15K');
    expect(formatAmount(null, 'en')).toBe('0');
    expect(formatAmount('abc', 'zh-TW')).toBe('0');
  });
});
