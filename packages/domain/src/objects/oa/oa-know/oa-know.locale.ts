import { defineLocale } from '../../../entities/define-locale.ts';

/** The knowledge base's labels, zh-CN: the base the other languages type-check against (keys under `entity.oaKnow.`). */
export const zhCN = {
  label: '知识库',
  title: '标题',
  category: '分类',
  keywords: '关键词',
  summary: '摘要',
  cover: '封面',
  content: '正文',
  files: '附件',
  sceneMine: '我写的',
};

export const en = {
  label: 'Knowledge base',
  title: 'Title',
  category: 'Category',
  keywords: 'Keywords',
  summary: 'Summary',
  cover: 'Cover',
  content: 'Article',
  files: 'Files',
  sceneMine: 'Written by me',
};

export const zhTW = {
  label: '知識庫',
  title: '標題',
  category: '分類',
  keywords: '關鍵詞',
  summary: '摘要',
  cover: '封面',
  content: '正文',
  files: '附件',
  sceneMine: '我寫的',
};

export const oaKnowLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
