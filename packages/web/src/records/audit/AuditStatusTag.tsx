import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { tKey } from '../../lib/i18n.ts';
import { auditStatusName, type AuditStatusName } from './audit-queries.ts';

const COLORS: Record<AuditStatusName, 'default' | 'warning' | 'success' | 'danger'> = {
  unsubmitted: 'default',
  pending: 'warning',
  reviewed: 'success',
  rejected: 'danger',
  voided: 'default',
};

/** A record's `auditStatus` (spec section 4: unsubmitted, pending review, reviewed, rejected, voided). Needs the audit texts. */
export function AuditStatusTag({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const name = auditStatusName(value);
  return (
    <Tag color={COLORS[name]} fill="outline" data-testid="audit-status" data-status={name}>
      {tKey(t, `web.audit.status.${name}`)}
    </Tag>
  );
}
