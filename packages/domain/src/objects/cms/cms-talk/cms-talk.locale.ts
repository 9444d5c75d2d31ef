import { defineLocale } from '../../../entities/define-locale.ts';

/** Talk scripts' labels, zh-CN: the base the other languages type-check against (keys under `entity.cmsTalk.`). */
export const zhCN = {
  label: '话术',
  title: '客户问题或场景',
  titlePlaceholder: '例如：客户说“价格太贵了”',
  category: '分类',
  answer: '参考回答',
  answerPlaceholder: '销售可直接复制发给客户的话',
  keywords: '关键词',
  notes: '使用说明',
  sceneMine: '我写的',
};

export const en = {
  label: 'Talk script',
  title: 'Customer question or scene',
  titlePlaceholder: 'e.g. the customer says "it is too expensive"',
  category: 'Category',
  answer: 'Answer',
  answerPlaceholder: 'What a salesperson copies and sends the customer',
  keywords: 'Keywords',
  notes: 'Notes on use',
  sceneMine: 'Written by me',
};

export const zhTW = {
  label: '話術',
  title: '客戶問題或情境',
  titlePlaceholder: '例如：客戶說「價格太貴了」',
  category: '分類',
  answer: '參考回答',
  answerPlaceholder: '業務可直接複製傳給客戶的話',
  keywords: '關鍵字',
  notes: '使用說明',
  sceneMine: '我寫的',
};

export const cmsTalkLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
