import { UserOutline } from 'antd-mobile-icons';
import type { ObjectListActions, WebObject } from '../../../records/web-object.ts';

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
 * Work orders on the phone: the assign action's page (/crm/appointWorkUser: the engineers with
 * their status and open load), the return action's page (/crm/crmWorkOrderBackForm, the generic
 * action page) and the engineer's own status (/crm/updateWorkUser), reachable from the list.
 */
export const crmWorkOrderWeb: WebObject = {
  screens: {
    assign: () => import('./AppointWorkUserPage.tsx').then((m) => m.AppointWorkUserPage),
    return: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('crmWorkOrder', 'return')),
    myStatus: () => import('./WorkUserStatusPage.tsx').then((m) => m.WorkUserStatusPage),
  },
  listActions: workOrderListActions,
};
