import { defineLocale } from '../../../entities/define-locale.ts';

/** Follow-up records' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmRecord.`). */
export const zhCN = {
  label: '跟进记录',
  relatedEntity: '跟进对象类型',
  relatedId: '跟进对象',
  relatedName: '跟进对象名称',
  type: '跟进方式',
  contactId: '联系人',
  content: '跟进内容',
  nextContactTime: '下次联系时间',
  images: '图片',
  files: '附件',
};

export const en = {
  label: 'Follow-up record',
  relatedEntity: 'Object type',
  relatedId: 'Followed-up record',
  relatedName: 'Followed-up record name',
  type: 'Follow-up method',
  contactId: 'Contact',
  content: 'Follow-up details',
  nextContactTime: 'Next contact time',
  images: 'Images',
  files: 'Files',
};

export const zhTW = {
  label: '跟進紀錄',
  relatedEntity: '跟進對象類型',
  relatedId: '跟進對象',
  relatedName: '跟進對象名稱',
  type: '跟進方式',
  contactId: '聯絡人',
  content: '跟進內容',
  nextContactTime: '下次聯絡時間',
  images: '圖片',
  files: '附件',
};

export const crmRecordLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
