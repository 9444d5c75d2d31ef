import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import List from 'antd-mobile/es/components/list/index.js';
import { AGENT_PATHS, formatDateTime, type AgentReport } from '@crm/domain';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { reportQuery } from './api.ts';
import { AgentFrame, AgentState } from './AgentFrame.tsx';
import { AuditStatusTag } from './AuditStatusTag.tsx';
import { ActiveTag } from './ReportListPage.tsx';
import styles from './agent-portal.module.css';

function ReportDetail({ report }: { report: AgentReport }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const row = (label: string, value: string | null) => (
    <List.Item className={styles.target} extra={value || '-'}>
      {label}
    </List.Item>
  );
  return (
    <>
      <List header={report.reportNo} data-testid="report-view">
        <List.Item className={styles.target} extra={<ActiveTag active={report.active} />}>
          <strong data-testid="report-view-name">{report.name}</strong>
        </List.Item>
        <List.Item className={styles.target} extra={<AuditStatusTag status={report.auditStatus} text={report.auditStatus_dictText} />}>
          {t('web.agent.auditStatus')}
        </List.Item>
        {row(t('web.agent.protectedUntil'), report.protectedUntil)}
        {row(t('web.agent.agentName'), report.agentName)}
        {row(t('web.agent.createTime'), formatDateTime(report.createTime, timeZone))}
      </List>
      <List header={t('web.agent.reportDetails')} style={{ marginTop: 12 }}>
        {row(t('web.agent.contactName'), report.contactName)}
        {row(t('web.agent.contactPhone'), report.phone)}
        {row(t('web.agent.taxNumber'), report.taxNumber)}
        {row(t('web.agent.industry'), report.industry_dictText ?? report.industry)}
        <List.Item description={report.address || '-'}>{t('web.agent.address')}</List.Item>
        <List.Item description={report.remark || '-'}>{t('web.agent.remark')}</List.Item>
      </List>
    </>
  );
}

function Report({ id }: { id: string }) {
  const { data, isError, refetch } = useQuery({ ...reportQuery(id), enabled: id !== '' });
  return data ? <ReportDetail report={data} /> : <AgentState failed={isError || id === ''} onRetry={id ? () => void refetch() : undefined} />;
}

/** /agent/agentCustomerView?id=: one customer report, its approval and how long it protects the customer. */
export function ReportViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AgentFrame title={t('web.agent.routeReportView')} back={AGENT_PATHS.reports}>
      <Report id={params.get('id') ?? ''} />
    </AgentFrame>
  );
}
