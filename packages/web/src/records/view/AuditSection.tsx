import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import type { RecordRow } from '@crm/domain';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { auditFlowQuery } from '../audit/audit-queries.ts';
import { useAuditButtons } from '../audit/audit-buttons.ts';
import { AuditStatusTag } from '../audit/AuditStatusTag.tsx';

/**
 * The approval of a record of an audited object (`features.audit`), on its detail screen: its
 * `auditStatus` and what the viewer may do with it now, as the record's flow says (`can`), plus
 * the approval flow screen. Loaded (with the audit texts) only on such screens.
 */
export function AuditSection({ meta, record }: { meta: EntityMeta; record: RecordRow }) {
  const { t } = useTranslation();
  const ref = { apiName: meta.def.apiName, id: record.id };
  const flow = useQuery(auditFlowQuery(ref));
  const buttons = useAuditButtons(ref, flow.data, { withFlow: true });
  return (
    <section
      data-testid="audit-section"
      aria-label={t('web.audit.section.title')}
      style={{ background: 'var(--adm-color-background)', marginTop: 8, padding: '8px 12px' }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 28 }}>
        <span style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{t('web.audit.section.title')}</span>
        <AuditStatusTag value={record.auditStatus} />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
        {buttons.map((button) => (
          <Button
            key={button.key}
            data-testid={`audit-${button.key}`}
            size="small"
            color={button.danger ? 'danger' : button.key === 'agree' || button.key === 'submit' ? 'primary' : 'default'}
            fill={button.key === 'flow' ? 'outline' : 'solid'}
            style={{ minHeight: 44, minWidth: 72 }}
            onClick={() => void Promise.resolve(button.onClick()).catch(() => undefined)}
          >
            {button.text}
          </Button>
        ))}
      </div>
    </section>
  );
}
