import type { AuditRecordRef } from '@crm/domain';
import { manifestOf } from '../definitions.ts';

/** The client's approval screens of one record (spec section 2), and the record's own detail screen. */
const query = (ref: AuditRecordRef, extra: Record<string, string> = {}) => new URLSearchParams({ apiName: ref.apiName, id: ref.id, ...extra }).toString();

export const auditFlowPath = (ref: AuditRecordRef) => `/common/approvalFlow?${query(ref)}`;
export const auditOpinionPath = (ref: AuditRecordRef, action: 'agree' | 'reject') => `/common/audit?${query(ref, { action })}`;
export const auditUrgePath = (ref: AuditRecordRef) => `/audit/commonUrge?${query(ref)}`;

/** The record's detail screen; null for an object the client does not know. */
export function auditRecordPath(ref: AuditRecordRef): string | null {
  const entry = manifestOf(ref.apiName);
  return entry ? `${entry.routes.view}?${new URLSearchParams({ id: ref.id }).toString()}` : null;
}

/** The record an approval screen is about, from its ?apiName=&id=; null when either is missing. */
export function auditRefOf(params: URLSearchParams): AuditRecordRef | null {
  const apiName = params.get('apiName') ?? '';
  const id = params.get('id') ?? '';
  return apiName && id ? { apiName, id } : null;
}
