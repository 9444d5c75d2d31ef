import Tag from 'antd-mobile/es/components/tag/index.js';
import { AUDIT_STATUS } from '@crm/domain';

/** The approval's colours: waiting orange, approved green, rejected red, the rest grey. */
const COLORS: Record<string, 'warning' | 'success' | 'danger'> = {
  [AUDIT_STATUS.pending]: 'warning',
  [AUDIT_STATUS.reviewed]: 'success',
  [AUDIT_STATUS.rejected]: 'danger',
};

/** An order's or a report's approval state (AUDIT_STATUS) with its name. */
export function AuditStatusTag({ status, text }: { status: string; text: string }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} fill="outline" data-status={status} data-testid="audit-status">
      {text}
    </Tag>
  );
}
