import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsVideo.${name}`;

/**
 * Videos (issue 20, spec section 2: /video, /videoView): the films sales show customers (a
 * product's demonstration, a customer's story), in the articles' categories, each with a cover
 * and one video file (MP4, WebM or MOV: the upload takes no other content). The company's, like
 * articles: everyone in it watches them; their author, or an administrator, changes them. Shared
 * by link once it has its video.
 */
export const cmsVideo = defineObject({
  module: 'cms',
  apiName: 'cmsVideo',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'cms_category', required: true, width: 'half' },
    { name: 'duration', type: 'text', label: f('duration'), maxLength: 50, width: 'half', placeholder: f('durationPrompt') },
    { name: 'cover', type: 'images', label: f('cover'), maxCount: 1 },
    // A sheet imported brings no files: the video is attached on the form.
    { name: 'video', type: 'files', label: f('video'), maxCount: 1, accepts: 'video' },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 1000 },
  ],
  titleField: 'title',
  subtitleFields: ['category', 'duration', 'updateTime'],
  searchFields: ['title', 'description'],
  filterFields: ['category', 'createBy', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
  features: { comments: true },
});
