import { PicturesOutline } from 'antd-mobile-icons';
import type { ObjectListActions, WebObject } from '../../../records/web-object.ts';

/** The list's way to the material library (features/material-library), where the same materials show as a gallery. */
const sourceListActions: ObjectListActions = ({ navigate, t }) => [
  {
    key: 'materialLibrary',
    text: t('web.library.route.source'),
    icon: <PicturesOutline />,
    permission: 'cms:cmsSource:list',
    onClick: () => void navigate('/source'),
  },
];

/** Materials on the phone (issue 20): uploaded in their list and form, browsed in the material library. */
export const cmsSourceWeb: WebObject = { listActions: sourceListActions };
