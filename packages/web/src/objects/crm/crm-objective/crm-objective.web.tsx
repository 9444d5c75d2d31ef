import { EditSOutline } from 'antd-mobile-icons';
import type { ObjectListActions, WebObject } from '../../../records/web-object.ts';
import { CompletionPanel } from './CompletionPanel.tsx';

/** The target list's own button: a year's targets of a department's people at once (the ListSet), for those who set targets. */
const objectiveListActions: ObjectListActions = ({ navigate, t }) => [
  {
    key: 'listSet',
    text: t('entity.crmObjective.listSet.open'),
    icon: <EditSOutline />,
    permission: 'crm:crmObjective:add',
    onClick: () => void navigate('/crm/crmObjectiveListSet'),
  },
];

/** Sales targets on the phone: each month of the target against what was won or received, on its detail screen; the ListSet from the list. */
export const crmObjectiveWeb: WebObject = { panel: CompletionPanel, listActions: objectiveListActions };
