import { defineLocale } from '../../../entities/define-locale.ts';

/** Empowerment's labels, zh-CN: the base the other languages type-check against (keys under `entity.crmEmpower.`). */
export const zhCN = {
  label: '赋能',
  subject: '主题',
  coachedUserId: '被赋能人',
  customerId: '客户',
  chanceId: '商机',
  empowerType: '赋能方式',
  empowerTime: '赋能时间',
  durationMinutes: '时长（分钟）',
  content: '赋能内容',
  takeaways: '收获与下一步',
  rating: '帮助程度',
  group: { feedback: '被赋能人反馈' },
  action: { rate: '评价' },
  sceneCoachedMe: '我被赋能的',
  sceneUnrated: '待我评价',
};

export const en = {
  label: 'Empowerment',
  subject: 'Topic',
  coachedUserId: 'Person coached',
  customerId: 'Customer',
  chanceId: 'Opportunity',
  empowerType: 'Kind',
  empowerTime: 'Time',
  durationMinutes: 'Duration (minutes)',
  content: 'What was covered',
  takeaways: 'Takeaways and next steps',
  rating: 'Usefulness',
  group: { feedback: 'Feedback of the person coached' },
  action: { rate: 'Rate' },
  sceneCoachedMe: 'Coaching I received',
  sceneUnrated: 'Waiting for my rating',
};

export const zhTW = {
  label: '賦能',
  subject: '主題',
  coachedUserId: '被賦能人',
  customerId: '客戶',
  chanceId: '商機',
  empowerType: '賦能方式',
  empowerTime: '賦能時間',
  durationMinutes: '時長（分鐘）',
  content: '賦能內容',
  takeaways: '收穫與下一步',
  rating: '幫助程度',
  group: { feedback: '被賦能人回饋' },
  action: { rate: '評價' },
  sceneCoachedMe: '我被賦能的',
  sceneUnrated: '待我評價',
};

export const crmEmpowerLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
