import { defineLocale } from '../../../entities/define-locale.ts';

/** Call records' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmCallRecord.`). */
export const zhCN = {
  label: '通话记录',
  phone: '电话号码',
  direction: '呼叫方向',
  directionOutgoing: '呼出',
  directionIncoming: '呼入',
  customerId: '客户',
  contacterId: '联系人',
  clueId: '线索',
  startTime: '开始时间',
  durationSeconds: '通话时长',
  durationPlaceholder: '通话的秒数',
  outcome: '通话结果',
  note: '备注',
};

export const en = {
  label: 'Call record',
  phone: 'Phone number',
  direction: 'Direction',
  directionOutgoing: 'Outgoing',
  directionIncoming: 'Incoming',
  customerId: 'Customer',
  contacterId: 'Contact',
  clueId: 'Lead',
  startTime: 'Started',
  durationSeconds: 'Duration',
  durationPlaceholder: 'Length in seconds',
  outcome: 'Outcome',
  note: 'Note',
};

export const zhTW = {
  label: '通話記錄',
  phone: '電話號碼',
  direction: '呼叫方向',
  directionOutgoing: '撥出',
  directionIncoming: '來電',
  customerId: '客戶',
  contacterId: '聯絡人',
  clueId: '線索',
  startTime: '開始時間',
  durationSeconds: '通話時長',
  durationPlaceholder: '通話的秒數',
  outcome: '通話結果',
  note: '備註',
};

export const crmCallRecordLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
