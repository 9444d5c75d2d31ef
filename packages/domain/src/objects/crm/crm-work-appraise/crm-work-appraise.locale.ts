import { defineLocale } from '../../../entities/define-locale.ts';

/** Appraisals' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmWorkAppraise.`). */
export const zhCN = {
  label: '服务评价',
  appraiseNo: '评价编号',
  appraiseDate: '评价日期',
  workOrderId: '工单',
  customerId: '客户',
  engineerId: '服务工程师',
  rating: '客户评分',
  rating1: '1 星',
  rating2: '2 星',
  rating3: '3 星',
  rating4: '4 星',
  rating5: '5 星',
  satisfaction: '满意度',
  feedback: '客户反馈',
  sceneMyService: '评价我的服务',
  sceneLow: '低分评价',
};

export const en = {
  label: 'Service appraisal',
  appraiseNo: 'Appraisal no.',
  appraiseDate: 'Date',
  workOrderId: 'Work order',
  customerId: 'Customer',
  engineerId: 'Engineer',
  rating: 'Customer rating',
  rating1: '1 star',
  rating2: '2 stars',
  rating3: '3 stars',
  rating4: '4 stars',
  rating5: '5 stars',
  satisfaction: 'Satisfaction',
  feedback: 'Feedback',
  sceneMyService: 'On my service',
  sceneLow: 'Low ratings',
};

export const zhTW = {
  label: '服務評價',
  appraiseNo: '評價編號',
  appraiseDate: '評價日期',
  workOrderId: '工單',
  customerId: '客戶',
  engineerId: '服務工程師',
  rating: '客戶評分',
  rating1: '1 星',
  rating2: '2 星',
  rating3: '3 星',
  rating4: '4 星',
  rating5: '5 星',
  satisfaction: '滿意度',
  feedback: '客戶回饋',
  sceneMyService: '評價我的服務',
  sceneLow: '低分評價',
};

export const crmWorkAppraiseLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
