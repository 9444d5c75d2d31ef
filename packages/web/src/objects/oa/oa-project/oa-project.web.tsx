import { PROJECT_STATUS } from '@crm/domain';
import type { ObjectActions, WebObject } from '../../../records/web-object.ts';

/** A project not yet ended takes new tasks, bugs and stages from its detail: their forms start in it. */
const projectButtons: ObjectActions = ({ record, navigate, t }) => {
  if (record.status !== PROJECT_STATUS.notStarted && record.status !== PROJECT_STATUS.ongoing) return [];
  const chosen = new URLSearchParams({ projectId: record.id, projectId_dictText: String(record.name ?? '') });
  return [
    { key: 'addTask', text: t('entity.oaProject.addTask'), permission: 'oa:oaTask:add', onClick: () => void navigate(`/oa/oaTaskAdd?${chosen.toString()}`) },
    { key: 'addBug', text: t('entity.oaProject.addBug'), permission: 'oa:oaBug:add', onClick: () => void navigate(`/oa/oaBugAdd?${chosen.toString()}`) },
    {
      key: 'addStage',
      text: t('entity.oaProject.addStage'),
      permission: 'oa:oaProjectStage:add',
      needsEdit: true,
      onClick: () => void navigate(`/oa/oaProjectStageAdd?${chosen.toString()}`),
    },
  ];
};

/** Projects on the phone: their dates moved on /oa/changePeriodProject (the generic action page), and tasks and bugs added from them. */
export const oaProjectWeb: WebObject = {
  screens: {
    changePeriod: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('oaProject', 'changePeriod')),
  },
  extraActions: projectButtons,
};
