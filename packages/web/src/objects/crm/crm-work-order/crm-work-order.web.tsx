import { UserOutline } from 'antd-mobile-icons';
import { WORK_ORDER_STATUS } from '@crm/domain';
import type { ObjectActions, ObjectListActions, WebObject } from '../../../records/web-object.ts';

/** The work order list's own button: an engineer's status page. */
const workOrderListActions: ObjectListActions = ({ navigate, t }) => [
  {
    key: 'myStatus',
    text: t('entity.crmWorkOrder.myStatus.open'),
    icon: <UserOutline />,
    permission: 'crm:crmWorkOrder:accept',
    onClick: () => void navigate('/crm/updateWorkUser'),
  },
];

/**
 * Beside the actions: a completed work order the customer has not rated yet may have its rating
 * taken down by staff (a call back), on the appraisal's form started from it (/crm/crmWorkOrderAppraise).
 */
const workOrderButtons: ObjectActions = ({ record, navigate, t }) => {
  if (record.status !== WORK_ORDER_STATUS.completed || Number(record.appraiseCount ?? 0) > 0) return [];
  const chosen = new URLSearchParams({ workOrderId: record.id, workOrderId_dictText: String(record.subject ?? '') });
  return [
    {
      key: 'appraise',
      text: t('entity.crmWorkOrder.route.appraise'),
      permission: 'crm:crmWorkAppraise:add',
      onClick: () => void navigate(`/crm/crmWorkOrderAppraise?${chosen.toString()}`),
    },
  ];
};

/**
 * Work orders on the phone: the assign action's page (/crm/appointWorkUser: the engineers with
 * their status and open load), the return action's page (/crm/crmWorkOrderBackForm, the generic
 * action page), the engineer's own status (/crm/updateWorkUser), reachable from the list, and the
 * appraisal staff take down for a customer (/crm/crmWorkOrderAppraise).
 */
export const crmWorkOrderWeb: WebObject = {
  screens: {
    assign: () => import('./AppointWorkUserPage.tsx').then((m) => m.AppointWorkUserPage),
    return: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('crmWorkOrder', 'return')),
    myStatus: () => import('./WorkUserStatusPage.tsx').then((m) => m.WorkUserStatusPage),
    appraise: () => import('./WorkOrderAppraisePage.tsx').then((m) => m.workOrderAppraisePage()),
  },
  extraActions: workOrderButtons,
  listActions: workOrderListActions,
};
