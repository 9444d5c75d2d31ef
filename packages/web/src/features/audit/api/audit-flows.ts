import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_API, type AuditFlowDef } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { auditKeys } from '../../../records/audit/audit-queries.ts';

/** GET /sys/auditFlow/list (administrators): every audited object's flow, with its approvers' names. */
export const auditFlowDefsQuery = () =>
  queryOptions({
    queryKey: auditKeys.flowDefs,
    queryFn: ({ signal }) => http.get<AuditFlowDef[]>(AUDIT_API.flowList, undefined, { signal }).then(resultOf),
  });

/** PUT /sys/auditFlow/save: the object's whole flow; the answer replaces it in the list. */
export function useSaveAuditFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flow: AuditFlowDef) => http.put<AuditFlowDef>(AUDIT_API.flowSave, flow).then(resultOf),
    onSuccess: (saved, flow) => {
      const answer = saved ?? flow;
      queryClient.setQueryData<AuditFlowDef[]>(auditKeys.flowDefs, (list) => list?.map((item) => (item.apiName === answer.apiName ? answer : item)));
      void queryClient.invalidateQueries({ queryKey: auditKeys.flowDefs });
    },
  });
}
