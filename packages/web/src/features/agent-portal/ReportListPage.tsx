import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { AGENT_PATHS, type AgentReport } from '@crm/domain';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';
import { reportsQuery } from './api.ts';
import { AgentEmpty, AgentFrame, AgentState } from './AgentFrame.tsx';
import { AuditStatusTag } from './AuditStatusTag.tsx';
import styles from './agent-portal.module.css';

/** Whether a report protects its customer now: protecting, or lapsed (rejected, or its protection over). */
export function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={active ? 'primary' : 'default'} data-testid="report-active" data-active={active}>
      {t(active ? 'web.agent.active' : 'web.agent.lapsed')}
    </Tag>
  );
}

function ReportCard({ report }: { report: AgentReport }) {
  const { t } = useTranslation();
  const contact = [report.contactName, report.phone].filter(Boolean).join(' · ');
  return (
    <Link to={`${AGENT_PATHS.reportView}?id=${encodeURIComponent(report.id)}`} className={styles.card} data-testid="report-item" data-report-id={report.id}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{report.name}</h3>
        <span className={styles.tags}>
          <AuditStatusTag status={report.auditStatus} text={report.auditStatus_dictText} />
          <ActiveTag active={report.active} />
        </span>
      </div>
      <div className={styles.cardFacts}>
        <span className={styles.small}>{contact || '-'}</span>
        <span className={styles.small}>{report.protectedUntil ? t('web.agent.protectedUntilDate', { date: report.protectedUntil }) : ''}</span>
      </div>
    </Link>
  );
}

function Reports() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useInfiniteQuery(reportsQuery(keyword));
  const reports = list.data?.pages.flatMap((page) => page.records) ?? [];
  return (
    <>
      <div className={styles.searchRow}>
        <SearchBar
          data-testid="report-search"
          placeholder={t('web.agent.searchReports')}
          value={typed}
          onChange={setTyped}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => {
            setTyped('');
            setKeyword('');
          }}
          style={{ '--height': '44px' }}
        />
      </div>
      {!list.data ? (
        <AgentState failed={list.isError} onRetry={() => void list.refetch()} />
      ) : reports.length === 0 ? (
        <AgentEmpty text={t(keyword ? 'web.agent.noMatch' : 'web.agent.noReports')} testId="reports-empty">
          {!keyword && (
            <Button color="primary" className={styles.target} onClick={() => void navigate(AGENT_PATHS.reportForm)}>
              {t('web.agent.routeReportForm')}
            </Button>
          )}
        </AgentEmpty>
      ) : (
        <div className={styles.cards} data-testid="reports">
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
          <MoreOnScroll hasMore={Boolean(list.hasNextPage)} loadMore={async () => void (await list.fetchNextPage())} />
        </div>
      )}
    </>
  );
}

/** /agent/agentCustomerList: the customers the partner (and its sub-partners) reported, and whether each is protected now. */
export function ReportListPage() {
  const { t } = useTranslation();
  return (
    <AgentFrame
      title={t('web.agent.routeReports')}
      action={
        <Link to={AGENT_PATHS.reportForm} className={styles.barLink} data-testid="report-add">
          + {t('web.agent.addReport')}
        </Link>
      }
    >
      <Reports />
    </AgentFrame>
  );
}
