import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsFile.${name}`;

/**
 * File boxes (issue 20, spec section 2: /file, /fileBox): a pack of files sent to a customer in one
 * link (a tender's papers, a product line's brochures and price lists), up to twenty, in the
 * articles' categories. The company's, like articles: everyone in it reads them; their author, or
 * an administrator, changes them. Shared by link once it holds a file.
 */
export const cmsFile = defineObject({
  module: 'cms',
  apiName: 'cmsFile',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'cms_category', required: true, width: 'half' },
    // A sheet imported brings no files: they are attached on the form.
    { name: 'files', type: 'files', label: f('files'), maxCount: 20 },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 1000 },
  ],
  titleField: 'title',
  subtitleFields: ['category', 'description', 'updateTime'],
  searchFields: ['title', 'description'],
  filterFields: ['category', 'createBy', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
  features: { comments: true },
});
