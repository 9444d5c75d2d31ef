import { describe, expect, it } from 'vitest';
import { DEFAULT_TAG_COLOR, isBlank, isHttpUrl, tagColor } from './values.ts';

describe('isBlank (spec section 5)', () => {
  it('counts null, undefined, empty, the text null and NaN-like values as blank', () => {
    for (const v of [null, undefined, '', '  ', 'null', 'NaN', Number.NaN]) expect(isBlank(v)).toBe(true);
  });
  it('keeps real values', () => {
    for (const v of [0, 'a', false, [], {}]) expect(isBlank(v)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https only', () => {
    expect(isHttpUrl('https://x.cn/a.png')).toBe(true);
    expect(isHttpUrl('http://x.cn/a.png')).toBe(true);
    expect(isHttpUrl('/files/a.png')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('tagColor (spec section 3)', () => {
  it('maps the four named colours and greys the rest', () => {
    expect(tagColor('blue')).toBe('#1989fa');
    expect(tagColor('green')).toBe('#07c160');
    expect(tagColor('orange')).toBe('#ff976a');
    expect(tagColor('red')).toBe('#ee0a24');
    expect(tagColor('purple')).toBe(DEFAULT_TAG_COLOR);
    expect(tagColor(null)).toBe('#969799');
  });
});
