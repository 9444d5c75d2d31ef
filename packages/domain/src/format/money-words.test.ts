import { describe, expect, it } from 'vitest';
import { chineseCapitals, exactMoney } from './money-words.ts';

describe('amounts as documents write them', () => {
  it('in figures: two decimals, thousands grouped', () => {
    expect(exactMoney(1800)).toBe('1,800.00');
    expect(exactMoney('1234567.805')).toBe('1,234,567.81');
    expect(exactMoney(null)).toBe('-');
  });

  it('in Chinese capitals, to the fen, a zero between digits written once', () => {
    expect(chineseCapitals(1800)).toBe('壹仟捌佰元整');
    expect(chineseCapitals(1010.5)).toBe('壹仟零壹拾元伍角整');
    expect(chineseCapitals(100000001)).toBe('壹亿零壹元整');
    expect(chineseCapitals(10000)).toBe('壹万元整');
    // A zero at the end of the 万 group before a 仟 is written once (the payment rules allow it or not).
    expect(chineseCapitals(105000.07)).toBe('壹拾万零伍仟元零柒分');
    expect(chineseCapitals(0.05)).toBe('伍分');
    expect(chineseCapitals(0.5)).toBe('伍角整');
    expect(chineseCapitals(0)).toBe('零元整');
    expect(chineseCapitals(-12.34)).toBe('负壹拾贰元叁角肆分');
    expect(chineseCapitals(1e16)).toBeNull();
  });
});
