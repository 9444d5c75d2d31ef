import { EXPIRY_WARNING_DAYS } from './layout.ts';
import type { AccountInfo } from '../api/contract.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `endTime` (negative once past), or null for no end. */
export function daysLeft(endTime: string | null, now: Date): number | null {
  if (!endTime) return null;
  const end = new Date(endTime).getTime();
  if (Number.isNaN(end)) return null;
  return Math.floor((end - now.getTime()) / DAY_MS);
}

/**
 * Tenant statuses. '2' is a newly registered company whose information awaits the platform's
 * review ("enterprise information under review"): like a disabled one, it may log in and read its
 * status, but its workspace stays closed until the review passes.
 */
export const ACCOUNT_STATUS = { normal: '0', disabled: '1', underReview: '2' } as const;

export type AccountBlock = 'disabled' | 'underReview' | 'expired';

/** Why the account cannot be used now, or null when it can. */
export function accountBlock(account: Pick<AccountInfo, 'status' | 'endTime'>, now: Date): AccountBlock | null {
  if (account.status === ACCOUNT_STATUS.disabled) return 'disabled';
  if (account.status === ACCOUNT_STATUS.underReview) return 'underReview';
  if (account.endTime && new Date(account.endTime).getTime() < now.getTime()) return 'expired';
  return null;
}

/** Spec section 4: status '1' (or under review) or an end time in the past means the account cannot be used. */
export function isAccountBlocked(account: Pick<AccountInfo, 'status' | 'endTime'>, now: Date): boolean {
  return accountBlock(account, now) !== null;
}

export type ExpiryWarning = { kind: 'expiring'; days: number } | { kind: 'expired' } | null;

/** Spec section 4: only admins of tenantType '1' accounts are warned. */
export function expiryWarning(account: Pick<AccountInfo, 'endTime' | 'tenantType'>, isAdmin: boolean, now: Date): ExpiryWarning {
  if (!isAdmin || account.tenantType !== '1') return null;
  if (!account.endTime) return null;
  const end = new Date(account.endTime).getTime();
  if (end < now.getTime()) return { kind: 'expired' };
  const days = daysLeft(account.endTime, now) ?? 0;
  return days < EXPIRY_WARNING_DAYS ? { kind: 'expiring', days } : null;
}
