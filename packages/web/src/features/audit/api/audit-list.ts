import { infiniteQueryOptions } from '@tanstack/react-query';
import { AUDIT_API, AUDIT_LIST_STATES, type AuditItem, type AuditListState, type Page } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { auditKeys } from '../../../records/audit/audit-queries.ts';

export const AUDIT_PAGE_SIZE = 20;

export function auditListStateOf(value: string | null): AuditListState | undefined {
  return AUDIT_LIST_STATES.find((state) => state === value);
}

/** GET /sys/audit/pendingList?state=: my audits, paged; under the audit lists' key, which every approval call refreshes. */
export const auditListQuery = (state: AuditListState) =>
  infiniteQueryOptions({
    queryKey: [...auditKeys.lists, state] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<AuditItem>>(AUDIT_API.pendingList, { state, pageNo: pageParam, pageSize: AUDIT_PAGE_SIZE }, { signal }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
