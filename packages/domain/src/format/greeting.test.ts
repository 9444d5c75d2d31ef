import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting.ts';

describe('greetingKey (spec section 9)', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ])('hour %i greets %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});
