import { defineLocale } from '../../../entities/define-locale.ts';

/** Materials' labels, zh-CN: the base the other languages type-check against (keys under `entity.cmsSource.`). */
export const zhCN = {
  label: '素材',
  title: '素材名称',
  category: '分类',
  kind: '类型',
  kindImage: '图片',
  kindPoster: '海报',
  kindFile: '文件',
  images: '图片',
  files: '文件',
  description: '说明',
  sceneMine: '我上传的',
};

export const en = {
  label: 'Material',
  title: 'Name',
  category: 'Category',
  kind: 'Kind',
  kindImage: 'Image',
  kindPoster: 'Poster',
  kindFile: 'File',
  images: 'Images',
  files: 'Files',
  description: 'Description',
  sceneMine: 'Uploaded by me',
};

export const zhTW = {
  label: '素材',
  title: '素材名稱',
  category: '分類',
  kind: '類型',
  kindImage: '圖片',
  kindPoster: '海報',
  kindFile: '檔案',
  images: '圖片',
  files: '檔案',
  description: '說明',
  sceneMine: '我上傳的',
};

export const cmsSourceLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
