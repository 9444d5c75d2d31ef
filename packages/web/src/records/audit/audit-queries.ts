import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AUDIT_API,
  AUDIT_STATUS,
  type AuditBatchInput,
  type AuditBatchResult,
  type AuditFlowView,
  type AuditOpinionInput,
  type AuditRecordRef,
} from '@crm/domain';
import { http, type RequestOptions } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { recordKeys } from '../api/keys.ts';

/**
 * The approval engine's server state the record screens and the approval screens share (ENGINE-II
 * section 4, `AUDIT_API`): a record's flow and the calls that move it. Every call invalidates what
 * it changes: the record (its `auditStatus` and what its caller may do), its flow, the audit lists
 * and the to-do counts (an approval is a to-do of its approvers).
 */
export const auditKeys = {
  flow: (ref: AuditRecordRef) => ['audit', 'flow', ref.apiName, ref.id] as const,
  lists: ['audit', 'list'] as const,
  flowDefs: ['audit', 'flowDefs'] as const,
};

/** The to-do lists and counts of the dashboard (features/dashboard/api/reminds.ts), by their common prefix. */
const REMIND_KEYS = ['crmRemind'] as const;

/** GET /sys/audit/flow: silent, so a detail screen whose flow did not load says nothing about it (its screens show their own message). */
export const auditFlowQuery = (ref: AuditRecordRef) =>
  queryOptions({
    queryKey: auditKeys.flow(ref),
    queryFn: ({ signal }) => http.get<AuditFlowView>(AUDIT_API.flow, { apiName: ref.apiName, id: ref.id }, { signal, silent: true }).then(resultOf),
  });

export type AuditAction = 'submit' | 'agree' | 'reject' | 'revoke' | 'urge';

/** Only an opinion that says something travels; the routes take it as optional. */
function opinionOf(opinion: string | undefined): { opinion?: string } {
  const text = opinion?.trim() ?? '';
  return text ? { opinion: text } : {};
}

/** One approval call on one record: agree and reject carry the opinion, the others the record alone. */
export function postAuditAction(action: AuditAction, input: AuditOpinionInput, options?: RequestOptions): Promise<AuditFlowView> {
  const ref = { apiName: input.apiName, id: input.id };
  const body = action === 'agree' || action === 'reject' ? { ...ref, ...opinionOf(input.opinion) } : ref;
  return http.post<AuditFlowView>(AUDIT_API[action], body, options).then(resultOf);
}

/** Asks again for what an approval of these records changed. */
export function refreshAfterAudit(queryClient: QueryClient, refs: readonly AuditRecordRef[]): void {
  for (const apiName of new Set(refs.map((ref) => ref.apiName))) void queryClient.invalidateQueries({ queryKey: recordKeys.object(apiName) });
  for (const ref of refs) void queryClient.invalidateQueries({ queryKey: auditKeys.flow(ref) });
  void queryClient.invalidateQueries({ queryKey: auditKeys.lists });
  void queryClient.invalidateQueries({ queryKey: REMIND_KEYS });
}

export function useAuditAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...input }: AuditOpinionInput & { action: AuditAction }) => postAuditAction(action, input),
    onSuccess: (flow, { apiName, id }) => {
      if (flow) queryClient.setQueryData(auditKeys.flow({ apiName, id }), flow);
      refreshAfterAudit(queryClient, [{ apiName, id }]);
    },
  });
}

/** POST batchAgree or batchReject: each record on its own; the answer says which were refused and why. */
export function useAuditBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, items, opinion }: AuditBatchInput & { action: 'agree' | 'reject' }) =>
      http.post<AuditBatchResult>(action === 'agree' ? AUDIT_API.batchAgree : AUDIT_API.batchReject, { items, ...opinionOf(opinion) }).then(resultOf),
    onSuccess: (_result, { items }) => refreshAfterAudit(queryClient, items),
  });
}

export type AuditStatusName = keyof typeof AUDIT_STATUS;

const STATUS_NAMES = new Map<string, AuditStatusName>(Object.entries(AUDIT_STATUS).map(([name, value]) => [value, name as AuditStatusName]));

/** The name of an `auditStatus` value (its text key's last part); a missing one counts as not submitted. */
export function auditStatusName(value: unknown): AuditStatusName {
  return STATUS_NAMES.get(value === null || value === undefined || value === '' ? AUDIT_STATUS.unsubmitted : String(value)) ?? 'unsubmitted';
}
