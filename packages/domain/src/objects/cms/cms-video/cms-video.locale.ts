import { defineLocale } from '../../../entities/define-locale.ts';

/** Videos' labels, zh-CN: the base the other languages type-check against (keys under `entity.cmsVideo.`). */
export const zhCN = {
  label: '视频',
  title: '视频标题',
  category: '分类',
  duration: '时长',
  durationPrompt: '如 3分20秒',
  cover: '封面',
  video: '视频文件',
  description: '简介',
  sceneMine: '我上传的',
};

export const en = {
  label: 'Video',
  title: 'Video title',
  category: 'Category',
  duration: 'Length',
  durationPrompt: 'e.g. 3 min 20 s',
  cover: 'Cover',
  video: 'Video file',
  description: 'Description',
  sceneMine: 'Uploaded by me',
};

export const zhTW = {
  label: '影片',
  title: '影片標題',
  category: '分類',
  duration: '長度',
  durationPrompt: '如 3分20秒',
  cover: '封面',
  video: '影片檔案',
  description: '簡介',
  sceneMine: '我上傳的',
};

export const cmsVideoLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
