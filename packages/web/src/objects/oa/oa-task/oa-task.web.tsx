import { TASK_STATUS } from '@crm/domain';
import type { ObjectActions, WebObject } from '../../../records/web-object.ts';

/**
 * A task's own buttons: logging hours against it (its time form, /oa/oaTaskTimeForm), its files
 * (/oa/oaTaskFilesAdd), and, until
 * it is done, adding a subtask (the task form, under it and in its project).
 */
const taskButtons: ObjectActions = ({ record, navigate, t }) => {
  const title = String(record.title ?? '');
  const logged = new URLSearchParams({ taskId: record.id, taskId_dictText: title });
  const buttons = [
    {
      key: 'logHours',
      text: t('entity.oaTask.logHours'),
      permission: 'oa:oaTaskTime:add',
      onClick: () => void navigate(`/oa/oaTaskTimeForm?${logged.toString()}`),
    },
    {
      key: 'files',
      text: t('entity.oaTask.files'),
      permission: 'oa:oaTask:view',
      onClick: () => void navigate(`/oa/oaTaskFilesAdd?id=${encodeURIComponent(record.id)}`),
    },
  ];
  if (record.status === TASK_STATUS.done) return buttons;
  const under = new URLSearchParams({ parentId: record.id, parentId_dictText: title });
  if (typeof record.projectId === 'string') {
    under.set('projectId', record.projectId);
    under.set('projectId_dictText', String(record.projectId_dictText ?? ''));
  }
  return [
    ...buttons,
    { key: 'addSubtask', text: t('entity.oaTask.addSubtask'), permission: 'oa:oaTask:add', onClick: () => void navigate(`/oa/oaTaskAdd?${under.toString()}`) },
  ];
};

/** Tasks on the phone: their files' page (/oa/oaTaskFilesAdd), and the buttons above. */
export const oaTaskWeb: WebObject = {
  screens: { files: () => import('./TaskFilesPage.tsx').then((m) => m.TaskFilesPage) },
  extraActions: taskButtons,
};
