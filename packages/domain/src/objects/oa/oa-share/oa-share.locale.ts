import { defineLocale } from '../../../entities/define-locale.ts';

/** Shares' labels, zh-CN: the base the other languages type-check against (keys under `entity.oaShare.`). */
export const zhCN = {
  label: '共享',
  title: '标题',
  relatedEntity: '记录类型',
  relatedId: '记录',
  relatedTitle: '共享的记录',
  toUserIds: '共享给',
  access: '权限',
  accessRead: '只读',
  accessEdit: '可编辑',
  content: '说明',
  sceneReceived: '共享给我的',
  shared: {
    title: '{{user}}与您共享了“{{record}}”',
    content: '{{note}}',
  },
  open: '打开记录',
};

export const en = {
  label: 'Shared item',
  title: 'Title',
  relatedEntity: 'Kind of record',
  relatedId: 'Record',
  relatedTitle: 'Record shared',
  toUserIds: 'Shared with',
  access: 'Access',
  accessRead: 'Read only',
  accessEdit: 'Read and edit',
  content: 'Note',
  sceneReceived: 'Shared with me',
  shared: {
    title: '{{user}} shared "{{record}}" with you',
    content: '{{note}}',
  },
  open: 'Open the record',
};

export const zhTW = {
  label: '共享',
  title: '標題',
  relatedEntity: '記錄類型',
  relatedId: '記錄',
  relatedTitle: '共享的記錄',
  toUserIds: '共享給',
  access: '權限',
  accessRead: '唯讀',
  accessEdit: '可編輯',
  content: '說明',
  sceneReceived: '共享給我的',
  shared: {
    title: '{{user}}與您共享了「{{record}}」',
    content: '{{note}}',
  },
  open: '打開記錄',
};

export const oaShareLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
