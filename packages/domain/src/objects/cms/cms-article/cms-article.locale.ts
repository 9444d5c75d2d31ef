import { defineLocale } from '../../../entities/define-locale.ts';

/** Articles' labels, zh-CN: the base the other languages type-check against (keys under `entity.cmsArticle.`). */
export const zhCN = {
  label: '文章',
  title: '标题',
  category: '分类',
  status: '状态',
  statusPublished: '已发布',
  statusDraft: '草稿',
  summary: '摘要',
  cover: '封面',
  content: '正文',
  files: '附件',
  scenePublished: '已发布',
  sceneMine: '我写的',
};

export const en = {
  label: 'Article',
  title: 'Title',
  category: 'Category',
  status: 'Status',
  statusPublished: 'Published',
  statusDraft: 'Draft',
  summary: 'Summary',
  cover: 'Cover',
  content: 'Content',
  files: 'Attachments',
  scenePublished: 'Published',
  sceneMine: 'Written by me',
};

export const zhTW = {
  label: '文章',
  title: '標題',
  category: '分類',
  status: '狀態',
  statusPublished: '已發布',
  statusDraft: '草稿',
  summary: '摘要',
  cover: '封面',
  content: '內文',
  files: '附件',
  scenePublished: '已發布',
  sceneMine: '我寫的',
};

export const cmsArticleLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
