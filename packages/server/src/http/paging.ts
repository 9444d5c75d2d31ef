import { MAX_PAGE_SIZE, type Page } from '@crm/domain';

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** Query-string schema of the paging parameters; a pageSize above MAX_PAGE_SIZE is refused (400). */
export const pageQueryProperties = {
  pageNo: { type: 'integer', minimum: 1, default: 1 },
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
  return { current, size, offset: (current - 1) * size };
}

export function toPage<T>(records: T[], total: number, window: PageWindow): Page<T> {
  return { records, total, size: window.size, current: window.current, pages: Math.ceil(total / window.size) };
}
