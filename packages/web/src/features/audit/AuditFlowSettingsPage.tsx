import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import List from 'antd-mobile/es/components/list/index.js';
import type { AuditFlowDef, AuditStepDef } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { useObjectLabels } from '../../records/audit/object-labels.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { auditFlowDefsQuery } from './api/audit-flows.ts';
import styles from './Audit.module.css';

/** One step in a line: its name, who approves, how it completes, and the amount it applies from. */
export function stepSummary(t: TFunction, step: AuditStepDef, index: number, names: readonly string[] | undefined): string {
  const kind = t(`web.audit.form.kind.${step.approverKind}`);
  const named = step.approverKind === 'user' || step.approverKind === 'role';
  const approvers = named ? t('web.audit.settings.kindWith', { kind, names: (names ?? step.approverIds).join(t('web.audit.settings.separator')) }) : kind;
  const parts = [step.name || t('web.audit.flow.stepName', { n: index + 1 }), approvers, t(`web.audit.flow.mode.${step.mode}`)];
  if (step.minAmount !== null) parts.push(t('web.audit.settings.whenAmount', { amount: step.minAmount }));
  return `${index + 1}. ${parts.join(' · ')}`;
}

function FlowSummary({ flow }: { flow: AuditFlowDef }) {
  const { t } = useTranslation();
  if (flow.steps.length === 0) return <span>{t('web.audit.settings.noSteps')}</span>;
  return (
    <span style={{ display: 'grid', gap: 2 }}>
      {flow.steps.map((step, index) => (
        <span key={index}>{stepSummary(t, step, index, flow.approverNames?.[index])}</span>
      ))}
    </span>
  );
}

/** Administrators only; the server refuses anyone else, the page says so at once. */
export function useIsAdmin(): boolean {
  return useSessionStore((s) => s.info?.isAdmin === 1);
}

/** /sys/sysAuditFlow (administrators): every audited object with its flow's steps; a tap edits one. */
export function AuditFlowSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = useIsAdmin();
  const flows = useQuery({ ...auditFlowDefsQuery(), enabled: admin });
  const objectLabel = useObjectLabels(flows.data?.map((flow) => flow.apiName) ?? []);
  if (!admin) return <ScreenMessage text={t('web.audit.settings.adminOnly')} />;
  if (flows.isError) return <ScreenMessage text={t('web.common.loadFailed')} />;
  if (!flows.data) return <ScreenLoading />;
  if (flows.data.length === 0) return <ErrorBlock status="empty" title={t('web.audit.settings.empty')} description="" />;
  return (
    <div className={styles.page}>
      <List data-testid="audit-flow-list">
        {flows.data.map((flow) => (
          <List.Item
            key={flow.apiName}
            data-testid={`audit-flow-${flow.apiName}`}
            description={<FlowSummary flow={flow} />}
            onClick={() => void navigate(`/sys/sysAuditFlowForm?${new URLSearchParams({ apiName: flow.apiName }).toString()}`)}
          >
            {objectLabel(flow.apiName) || flow.apiName}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
