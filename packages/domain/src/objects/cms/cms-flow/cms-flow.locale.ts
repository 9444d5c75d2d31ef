import { defineLocale } from '../../../entities/define-locale.ts';

/** Playbook items' labels, zh-CN: the base the other languages type-check against (keys under `entity.cmsFlow.`). */
export const zhCN = {
  label: '获客雷达',
  title: '标题',
  category: '分类',
  step: '步骤序号',
  stepPlaceholder: '在同一分类中排第几步',
  summary: '要点',
  cover: '封面',
  content: '正文',
  files: '附件',
  sceneMine: '我写的',
};

export const en = {
  label: 'Radar and flow',
  title: 'Title',
  category: 'Category',
  step: 'Step',
  stepPlaceholder: 'Which step of its category this is',
  summary: 'Key points',
  cover: 'Cover',
  content: 'Content',
  files: 'Attachments',
  sceneMine: 'Written by me',
};

export const zhTW = {
  label: '獲客雷達',
  title: '標題',
  category: '分類',
  step: '步驟序號',
  stepPlaceholder: '在同一分類中排第幾步',
  summary: '要點',
  cover: '封面',
  content: '內文',
  files: '附件',
  sceneMine: '我寫的',
};

export const cmsFlowLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
