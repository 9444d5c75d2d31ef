import { defineLocale } from '../../../entities/define-locale.ts';

/** File boxes' labels, zh-CN: the base the other languages type-check against (keys under `entity.cmsFile.`). */
export const zhCN = {
  label: '资料包',
  title: '资料包名称',
  category: '分类',
  files: '文件',
  description: '说明',
  sceneMine: '我整理的',
};

export const en = {
  label: 'File box',
  title: 'File box name',
  category: 'Category',
  files: 'Files',
  description: 'Description',
  sceneMine: 'Put together by me',
};

export const zhTW = {
  label: '資料包',
  title: '資料包名稱',
  category: '分類',
  files: '檔案',
  description: '說明',
  sceneMine: '我整理的',
};

export const cmsFileLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
