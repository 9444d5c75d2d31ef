import { defineLocale } from '../../../entities/define-locale.ts';

/** Project stages' labels, zh-CN: the base the other languages type-check against (keys under `entity.oaProjectStage.`). */
export const zhCN = {
  label: '项目阶段',
  projectId: '所属项目',
  name: '阶段名称',
  sort: '顺序',
  planEndDate: '计划完成日期',
  status: '阶段状态',
  statusPending: '未开始',
  statusCurrent: '进行中',
  statusDone: '已完成',
  doneTime: '完成时间',
  taskCount: '任务数',
  openTaskCount: '未完成任务',
  sceneCurrent: '进行中的阶段',
};

export const en = {
  label: 'Project stage',
  projectId: 'Project',
  name: 'Stage',
  sort: 'Order',
  planEndDate: 'Planned end',
  status: 'Status',
  statusPending: 'To come',
  statusCurrent: 'Current',
  statusDone: 'Done',
  doneTime: 'Done at',
  taskCount: 'Tasks',
  openTaskCount: 'Tasks open',
  sceneCurrent: 'Current stages',
};

export const zhTW = {
  label: '專案階段',
  projectId: '所屬專案',
  name: '階段名稱',
  sort: '順序',
  planEndDate: '計劃完成日期',
  status: '階段狀態',
  statusPending: '未開始',
  statusCurrent: '進行中',
  statusDone: '已完成',
  doneTime: '完成時間',
  taskCount: '任務數',
  openTaskCount: '未完成任務',
  sceneCurrent: '進行中的階段',
};

export const oaProjectStageLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
