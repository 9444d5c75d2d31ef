import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { auditRefOf } from '../../../records/audit/audit-links.ts';
import { auditFlowQuery } from '../../../records/audit/audit-queries.ts';

/** The record a screen's link names (`?apiName=&id=`), and its approval, asked only when the link names one. */
export function useLinkedFlow() {
  const [params] = useSearchParams();
  const ref = auditRefOf(params);
  const flow = useQuery({ ...auditFlowQuery(ref ?? { apiName: '', id: '' }), enabled: ref !== null });
  return { ref, flow };
}
