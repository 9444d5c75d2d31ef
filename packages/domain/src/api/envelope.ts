/** The envelope of every JSON answer of the API (ARCHITECTURE section 3). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A page of records: `pageNo` and `pageSize` (at most 1000) in, this shape out. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const MAX_PAGE_SIZE = 1000;
/** The table definition list is always fetched whole (spec section 9). */
export const TABLE_LIST_PAGE_SIZE = 1000;
/** A login answer counts only when its code, as a string, is this (spec section 5). */
export const LOGIN_SUCCESS_CODE = '200';

export function isLoginSuccess(answer: { code?: unknown } | null | undefined): boolean {
  return answer != null && String(answer.code) === LOGIN_SUCCESS_CODE;
}
