import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { WORK_ORDER_STATUS } from '@crm/domain';
import { workOrdersQuery } from './api.ts';
import { PortalFrame, PortalState } from './PortalFrame.tsx';
import styles from './portal.module.css';

/** The statuses a customer filters by: open ones in the flow's order, then completed. */
const FILTERS = [WORK_ORDER_STATUS.pendingAccept, WORK_ORDER_STATUS.accepted, WORK_ORDER_STATUS.processing, WORK_ORDER_STATUS.completed];

function WorkOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const { data, isError } = useQuery(workOrdersQuery(status));
  const labels: Record<string, string> = {
    [WORK_ORDER_STATUS.pendingAccept]: t('web.terminal.statusPendingAccept'),
    [WORK_ORDER_STATUS.accepted]: t('web.terminal.statusAccepted'),
    [WORK_ORDER_STATUS.processing]: t('web.terminal.statusProcessing'),
    [WORK_ORDER_STATUS.completed]: t('web.terminal.statusCompleted'),
  };
  return (
    <>
      <Selector
        data-testid="status-filter"
        value={[status]}
        onChange={(values) => setStatus(values[0] ?? '')}
        options={[{ value: '', label: t('web.terminal.all') }, ...FILTERS.map((value) => ({ value, label: labels[value] ?? value }))]}
      />
      <Button
        className={styles.target}
        block
        color="primary"
        style={{ margin: '12px 0' }}
        onClick={() => navigate('/terminal/workOrderForm')}
        data-testid="report-fault"
      >
        {t('web.terminal.routeWorkOrderForm')}
      </Button>
      {!data ? (
        <PortalState failed={isError} />
      ) : data.records.length === 0 ? (
        <p style={{ color: '#86909c' }}>{t('web.terminal.empty')}</p>
      ) : (
        <List data-testid="work-orders">
          {data.records.map((order) => (
            <List.Item
              key={order.id}
              className={styles.target}
              description={`${order.workOrderNo} · ${order.createTime.slice(0, 16)}`}
              extra={<Tag color="primary">{order.status_dictText}</Tag>}
              onClick={() => navigate(`/terminal/workOrderView?id=${encodeURIComponent(order.id)}`)}
            >
              {order.subject}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/** /terminal/workOrderList: the customer's work orders, newest first, filtered by status. */
export function WorkOrderListPage() {
  const { t } = useTranslation();
  return (
    <PortalFrame title={t('web.terminal.routeWorkOrderList')}>
      <WorkOrders />
    </PortalFrame>
  );
}
