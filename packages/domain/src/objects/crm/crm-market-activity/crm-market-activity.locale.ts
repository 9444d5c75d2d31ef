import { defineLocale } from '../../../entities/define-locale.ts';

/** Market activities' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmMarketActivity.`). */
export const zhCN = {
  label: '市场活动',
  name: '活动名称',
  activityType: '活动类型',
  status: '活动状态',
  statusPlanned: '计划中',
  statusOngoing: '进行中',
  statusEnded: '已结束',
  statusTerminated: '已终止',
  startTime: '开始时间',
  endTime: '结束时间',
  place: '活动地点',
  budgetCost: '预算成本',
  actualCost: '实际成本',
  expectedLeads: '预计线索数',
  gainedLeads: '获得线索数',
  description: '活动描述',
  sceneOngoing: '进行中的活动',
};

export const en = {
  label: 'Market activity',
  name: 'Activity name',
  activityType: 'Activity type',
  status: 'Activity status',
  statusPlanned: 'Planned',
  statusOngoing: 'Ongoing',
  statusEnded: 'Ended',
  statusTerminated: 'Terminated',
  startTime: 'Start time',
  endTime: 'End time',
  place: 'Venue',
  budgetCost: 'Budgeted cost',
  actualCost: 'Actual cost',
  expectedLeads: 'Expected leads',
  gainedLeads: 'Leads gained',
  description: 'Description',
  sceneOngoing: 'Ongoing activities',
};

export const zhTW = {
  label: '市場活動',
  name: '活動名稱',
  activityType: '活動類型',
  status: '活動狀態',
  statusPlanned: '計劃中',
  statusOngoing: '進行中',
  statusEnded: '已結束',
  statusTerminated: '已終止',
  startTime: '開始時間',
  endTime: '結束時間',
  place: '活動地點',
  budgetCost: '預算成本',
  actualCost: '實際成本',
  expectedLeads: '預計線索數',
  gainedLeads: '獲得線索數',
  description: '活動描述',
  sceneOngoing: '進行中的活動',
};

export const crmMarketActivityLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
