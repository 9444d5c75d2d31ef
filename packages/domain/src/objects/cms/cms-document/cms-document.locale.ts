import { defineLocale } from '../../../entities/define-locale.ts';

/** Documents' labels, zh-CN: the base the other languages type-check against (keys under `entity.cmsDocument.`). */
export const zhCN = {
  label: '文档',
  title: '文档名称',
  category: '分类',
  file: '文件',
  description: '说明',
  sceneMine: '我上传的',
};

export const en = {
  label: 'Document',
  title: 'Document name',
  category: 'Category',
  file: 'File',
  description: 'Description',
  sceneMine: 'Uploaded by me',
};

export const zhTW = {
  label: '文件',
  title: '文件名稱',
  category: '分類',
  file: '檔案',
  description: '說明',
  sceneMine: '我上傳的',
};

export const cmsDocumentLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
