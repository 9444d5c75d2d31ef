import { MAX_PAGE_SIZE, type Page } from '@crm/domain';
import { HttpError } from './http-error.ts';

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** Far beyond any real list, and low enough that the row offset stays a safe integer in SQL (1e20 failed there: 500). */
export const MAX_PAGE_NO = 1_000_000;

/** Query-string schema of the paging parameters; a pageSize above MAX_PAGE_SIZE or a pageNo above MAX_PAGE_NO is refused (400). */
export const pageQueryProperties = {
  pageNo: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NO, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 },
} as const;

export interface PageWindow {
  current: number;
  size: number;
  offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  const current = query.pageNo ?? 1;
  const size = query.pageSize ?? 10;
  // The validator turns the query text "Infinity" into an integer and then skips its range checks.
  if (!Number.isFinite(current) || !Number.isFinite(size)) throw new HttpError(400, 'pageInvalid');
  return { current, size, offset: (current - 1) * size };
}

export function toPage<T>(records: T[], total: number, window: PageWindow): Page<T> {
  return { records, total, size: window.size, current: window.current, pages: Math.ceil(total / window.size) };
}
