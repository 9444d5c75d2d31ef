import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsDocument.${name}`;

/**
 * Documents (issue 20, spec section 2: /cms/cmsDocumentList): the files sales send customers (a
 * brochure, a price list, a white paper), in the articles' categories, each with its file and
 * what it is. The company's, like articles: everyone in it reads them; their author, or an
 * administrator, changes them.
 */
export const cmsDocument = defineObject({
  module: 'cms',
  apiName: 'cmsDocument',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'cms_category', required: true, width: 'half' },
    // A sheet imported brings no files: the file is attached on the document's form.
    { name: 'file', type: 'files', label: f('file'), maxCount: 1 },
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
