import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { AGENT_PATHS, type AgentOrderItem } from '@crm/domain';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';
import { ordersQuery, partnerHomeQuery } from './api.ts';
import { AgentEmpty, AgentFrame, AgentState } from './AgentFrame.tsx';
import { AuditStatusTag } from './AuditStatusTag.tsx';
import { useMoney } from './money.ts';
import styles from './agent-portal.module.css';

/** One order on the list; a sub-partner's says whose it is. */
function OrderCard({ order, ownName }: { order: AgentOrderItem; ownName: string | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Link to={`${AGENT_PATHS.orderView}?id=${encodeURIComponent(order.id)}`} className={styles.card} data-testid="order-item" data-order-id={order.id}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{order.orderNo}</h3>
        <span className={styles.tags}>
          <AuditStatusTag status={order.auditStatus} text={order.auditStatus_dictText} />
          {order.deliveryStatus_dictText && (
            <Tag color="default" fill="outline" data-testid="order-delivery">
              {order.deliveryStatus_dictText}
            </Tag>
          )}
        </span>
      </div>
      <div className={styles.cardFacts}>
        <span className={styles.small}>{order.orderDate}</span>
        <span className={styles.price} data-testid="order-amount">
          {money(order.amount, order.currency)}
        </span>
      </div>
      <div className={styles.cardFacts}>
        <span className={styles.small}>{ownName !== undefined && order.agentName !== ownName ? order.agentName : ''}</span>
        <span className={styles.small} data-testid="order-received">
          {t('web.agent.received', { amount: money(order.receivedAmount, order.currency) })}
        </span>
      </div>
    </Link>
  );
}

function Orders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useInfiniteQuery(ordersQuery());
  const home = useQuery(partnerHomeQuery());
  const orders = list.data?.pages.flatMap((page) => page.records) ?? [];
  if (!list.data) return <AgentState failed={list.isError} onRetry={() => void list.refetch()} />;
  if (orders.length === 0) {
    return (
      <AgentEmpty text={t('web.agent.noOrders')} testId="orders-empty">
        <Button color="primary" className={styles.target} onClick={() => void navigate(AGENT_PATHS.shop)}>
          {t('web.agent.goShopping')}
        </Button>
      </AgentEmpty>
    );
  }
  return (
    <div className={styles.cards} data-testid="orders">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} ownName={home.data?.partner?.name} />
      ))}
      <MoreOnScroll hasMore={Boolean(list.hasNextPage)} loadMore={async () => void (await list.fetchNextPage())} />
    </div>
  );
}

/** /agent/orders: the partner's and its sub-partners' orders, newest first, with their approval and delivery. */
export function OrderListPage() {
  const { t } = useTranslation();
  return (
    <AgentFrame title={t('web.agent.routeOrders')}>
      <Orders />
    </AgentFrame>
  );
}
