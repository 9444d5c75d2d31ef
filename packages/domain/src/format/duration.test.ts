import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration (spec section 9: seconds, minutes, hours or days)', () => {
  it('shows the two largest units a length has, in each language', () => {
    expect(formatDuration(45, 'zh-CN')).toBe('45秒');
    expect(formatDuration(155, 'zh-CN')).toBe('2分35秒');
    expect(formatDuration(155, 'en')).toBe('2 min 35 s');
    expect(formatDuration(3_900, 'zh-CN')).toBe('1小时5分');
    expect(formatDuration(3_900, 'zh-TW')).toBe('1小時5分');
    expect(formatDuration(3_900, 'en')).toBe('1 h 5 min');
    expect(formatDuration(2 * 86_400 + 3 * 3_600 + 59, 'zh-CN')).toBe('2天3小时');
  });
  it('leaves out a unit that comes out zero, and says minutes in full alone', () => {
    expect(formatDuration(120, 'zh-CN')).toBe('2分钟');
    expect(formatDuration(120, 'zh-TW')).toBe('2分鐘');
    expect(formatDuration(120, 'en')).toBe('2 min');
    expect(formatDuration(3_600, 'zh-CN')).toBe('1小时');
    expect(formatDuration(3_630, 'en')).toBe('1 h');
    expect(formatDuration(0, 'zh-CN')).toBe('0秒');
  });
  it('reads numbers given as text and shows nothing for no number', () => {
    expect(formatDuration('61', 'en')).toBe('1 min 1 s');
    expect(formatDuration(null, 'en')).toBe('');
    expect(formatDuration('abc', 'zh-CN')).toBe('');
  });
});
