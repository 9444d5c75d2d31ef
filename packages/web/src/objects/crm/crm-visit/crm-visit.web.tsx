import { EnvironmentOutline, LocationOutline } from 'antd-mobile-icons';
import type { ObjectListActions, WebObject } from '../../../records/web-object.ts';
import { VisitSignPanel } from './VisitSignPanel.tsx';

/** The visit list's own buttons: an unplanned visit signed in on the spot, and the day's check-in map. */
const visitListActions: ObjectListActions = ({ navigate, t }) => [
  {
    key: 'addSigned',
    text: t('entity.crmVisit.list.addSigned'),
    icon: <LocationOutline />,
    permission: 'crm:crmVisit:sign',
    onClick: () => void navigate('/crm/crmVisitAdd'),
  },
  {
    key: 'map',
    text: t('entity.crmVisit.list.map'),
    icon: <EnvironmentOutline />,
    onClick: () => void navigate('/crm/crmVisitMap'),
  },
];

/**
 * Visits on the phone: the sign-in panel of the detail screen, the sign-in page (crmVisitSign),
 * the end page (crmVisitEnd, the generic action page), the unplanned visit signed in at once
 * (crmVisitAdd) and the check-in map (crmVisitMap), reachable from the list.
 */
export const crmVisitWeb: WebObject = {
  panel: VisitSignPanel,
  screens: {
    sign: () => import('./VisitSignPage.tsx').then((m) => m.VisitSignPage),
    end: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('crmVisit', 'end')),
    addSigned: () => import('./VisitSignPage.tsx').then((m) => m.VisitAddSignedPage),
    map: () => import('./VisitMapPage.tsx').then((m) => m.VisitMapPage),
  },
  listActions: visitListActions,
};
