import { defineLocale } from '../../../entities/define-locale.ts';

/** Hours logged against tasks, zh-CN: the base the other languages type-check against (keys under `entity.oaTaskTime.`). */
export const zhCN = {
  label: '工时',
  taskId: '任务',
  workDate: '工作日期',
  hours: '工时（小时）',
  note: '工作内容',
  sceneThisWeek: '最近 7 天',
};

export const en = {
  label: 'Hours',
  taskId: 'Task',
  workDate: 'Date worked',
  hours: 'Hours',
  note: 'Work done',
  sceneThisWeek: 'Last 7 days',
};

export const zhTW = {
  label: '工時',
  taskId: '任務',
  workDate: '工作日期',
  hours: '工時（小時）',
  note: '工作內容',
  sceneThisWeek: '最近 7 天',
};

export const oaTaskTimeLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
