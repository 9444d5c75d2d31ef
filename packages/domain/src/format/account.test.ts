import { describe, expect, it } from 'vitest';
import { expiryWarning, isAccountBlocked } from './account.ts';

const now = new Date('2026-11-21T10:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000 + 3_600_000).toISOString();

describe('account status (spec section 4)', () => {
  it('blocks a disabled account', () => {
    expect(isAccountBlocked({ status: '1', endTime: inDays(100) }, now)).toBe(true);
  });
  it('blocks an account whose end time has passed', () => {
    expect(isAccountBlocked({ status: '0', endTime: inDays(-2) }, now)).toBe(true);
  });
  it('lets a current account or one with no end through', () => {
    expect(isAccountBlocked({ status: '0', endTime: inDays(30) }, now)).toBe(false);
    expect(isAccountBlocked({ status: '0', endTime: null }, now)).toBe(false);
  });
});

describe('expiryWarning (spec sections 4 and 6)', () => {
  it('warns admins of tenantType 1 with fewer than 7 days left, with the day count', () => {
    expect(expiryWarning({ tenantType: '1', endTime: inDays(3) }, true, now)).toEqual({ kind: 'expiring', days: 3 });
    expect(expiryWarning({ tenantType: '1', endTime: inDays(0) }, true, now)).toEqual({ kind: 'expiring', days: 0 });
  });
  it('says expired once the end has passed', () => {
    expect(expiryWarning({ tenantType: '1', endTime: inDays(-3) }, true, now)).toEqual({ kind: 'expired' });
  });
  it('is silent with 7 days or more, for non-admins and for other tenant types', () => {
    expect(expiryWarning({ tenantType: '1', endTime: inDays(7) }, true, now)).toBeNull();
    expect(expiryWarning({ tenantType: '1', endTime: inDays(3) }, false, now)).toBeNull();
    expect(expiryWarning({ tenantType: '2', endTime: inDays(3) }, true, now)).toBeNull();
  });
});
