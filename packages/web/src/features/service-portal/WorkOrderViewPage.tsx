import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { WORK_ORDER_STATUS, type TerminalWorkOrder } from '@crm/domain';
import { workOrderQuery } from './api.ts';
import { photoUrl } from './photo-url.ts';
import { PortalFrame, PortalState } from './PortalFrame.tsx';
import styles from './portal.module.css';

/** The flow's moments a customer follows, in order. */
const MOMENTS = ['createTime', 'assignTime', 'acceptTime', 'startTime', 'completeTime'] as const;

function Detail({ order }: { order: TerminalWorkOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const row = (label: string, value: string | null) => (
    <List.Item className={styles.target} extra={value ?? '-'}>
      {label}
    </List.Item>
  );
  return (
    <>
      <List header={order.workOrderNo} data-testid="work-order">
        <List.Item className={styles.target}>{order.subject}</List.Item>
        {row(t('web.terminal.status'), order.status_dictText)}
        {row(t('web.terminal.workOrderType'), order.workOrderType_dictText)}
        {row(t('web.terminal.urgency'), order.urgency_dictText)}
        {row(t('web.terminal.device'), order.equipmentName)}
        {row(t('web.terminal.engineer'), order.engineerName)}
        <List.Item description={order.problemDescription}>{t('web.terminal.problemDescription')}</List.Item>
      </List>
      {order.images.length > 0 && (
        <div className={styles.photos} style={{ margin: '12px 0' }}>
          {order.images.map((image) => (
            <img key={image.path} className={styles.photo} src={photoUrl(image.path)} alt={image.name} />
          ))}
        </div>
      )}
      <List header={t('web.terminal.status')}>
        {MOMENTS.filter((moment) => order[moment]).map((moment) => (
          <List.Item key={moment} className={styles.target} extra={String(order[moment]).slice(0, 16).replace('T', ' ')}>
            {t(`web.terminal.${moment}`)}
          </List.Item>
        ))}
      </List>
      {order.status === WORK_ORDER_STATUS.completed && (
        <List header={t('web.terminal.statusCompleted')}>
          <List.Item description={order.cause ?? '-'}>{t('web.terminal.cause')}</List.Item>
          <List.Item description={order.solution ?? '-'}>{t('web.terminal.solution')}</List.Item>
        </List>
      )}
      {order.appraisal ? (
        <List header={t('web.terminal.appraised')} data-testid="appraisal">
          {row(t('web.terminal.rating'), '★'.repeat(Number(order.appraisal.rating)))}
          {row(t('web.terminal.satisfaction'), order.appraisal.satisfaction_dictText)}
          {order.appraisal.feedback && <List.Item description={order.appraisal.feedback}>{t('web.terminal.feedback')}</List.Item>}
        </List>
      ) : (
        order.status === WORK_ORDER_STATUS.completed && (
          <Button
            block
            color="primary"
            className={styles.target}
            style={{ marginTop: 12 }}
            data-testid="rate"
            onClick={() => navigate(`/terminal/crmAppraiseForm?id=${encodeURIComponent(order.id)}`)}
          >
            {t('web.terminal.rate')}
          </Button>
        )
      )}
    </>
  );
}

function WorkOrder({ id }: { id: string }) {
  const { data, isError } = useQuery(workOrderQuery(id));
  return data ? <Detail order={data} /> : <PortalState failed={isError} />;
}

/** /terminal/workOrderView?id=: one of the customer's work orders, the flow's dates, the result and its rating. */
export function WorkOrderViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PortalFrame title={t('web.terminal.routeWorkOrderView')} back="/terminal/workOrderList">
      <WorkOrder id={params.get('id') ?? ''} />
    </PortalFrame>
  );
}
