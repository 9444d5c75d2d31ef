import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import List from 'antd-mobile/es/components/list/index.js';
import { AGENT_PATHS, type AgentOrder } from '@crm/domain';
import { orderQuery } from './api.ts';
import { AgentFrame, AgentState } from './AgentFrame.tsx';
import { AuditStatusTag } from './AuditStatusTag.tsx';
import { useMoney } from './money.ts';
import styles from './agent-portal.module.css';

function OrderDetail({ order }: { order: AgentOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const row = (label: string, value: ReactNode, testId?: string) => (
    <List.Item className={styles.target} extra={<span data-testid={testId}>{value}</span>}>
      {label}
    </List.Item>
  );
  return (
    <>
      <List header={t('web.agent.orderFacts')} data-testid="order-view">
        {row(t('web.agent.orderNo'), order.orderNo, 'order-no')}
        {row(t('web.agent.orderDate'), order.orderDate)}
        {row(t('web.agent.agentName'), order.agentName)}
        {row(t('web.agent.amount'), money(order.amount, order.currency), 'order-view-amount')}
        {row(t('web.agent.auditStatus'), <AuditStatusTag status={order.auditStatus} text={order.auditStatus_dictText} />)}
        {row(t('web.agent.deliveryStatus'), order.deliveryStatus_dictText || '-')}
        {row(t('web.agent.receivedAmount'), money(order.receivedAmount, order.currency))}
      </List>
      <List header={t('web.agent.lines')} data-testid="order-lines" style={{ marginTop: 12 }}>
        {order.lines.map((line, index) => (
          <List.Item
            key={index}
            className={styles.target}
            data-testid="order-line"
            description={t('web.agent.priceTimesQuantity', {
              price: money(line.price, order.currency),
              quantity: line.unit_dictText ? `${line.quantity} ${line.unit_dictText}` : line.quantity,
            })}
            extra={money(line.amount, order.currency)}
          >
            {line.productName}
          </List.Item>
        ))}
      </List>
      <List header={t('web.agent.remark')} style={{ marginTop: 12 }}>
        <List.Item data-testid="order-remark">{order.remark || '-'}</List.Item>
      </List>
    </>
  );
}

function Order({ id }: { id: string }) {
  const { data, isError, refetch } = useQuery({ ...orderQuery(id), enabled: id !== '' });
  return data ? <OrderDetail order={data} /> : <AgentState failed={isError || id === ''} onRetry={id ? () => void refetch() : undefined} />;
}

/** /agent/orderView?id=: one of the partner's orders, its state and its lines. */
export function OrderViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AgentFrame title={t('web.agent.routeOrderView')} back={AGENT_PATHS.orders}>
      <Order id={params.get('id') ?? ''} />
    </AgentFrame>
  );
}
