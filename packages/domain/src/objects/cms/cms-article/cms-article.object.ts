import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsArticle.${name}`;

/**
 * Articles (issue 20, spec section 2: /cms/cmsArticleList): the material sales share with
 * customers from their phones (a product's introduction, a case, an industry's news), in
 * categories, written in rich text (sanitised by the engine) with a cover image and files. The
 * company's, like the catalogue: everyone in it reads them; their author, or an administrator,
 * changes them. Only a published one is shared.
 */
export const cmsArticle = defineObject({
  module: 'cms',
  apiName: 'cmsArticle',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'cms_category', required: true, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: '1',
      width: 'half',
      options: [
        { value: '1', label: 'entity.cmsArticle.statusPublished', color: 'green' },
        { value: '0', label: 'entity.cmsArticle.statusDraft', color: '#969799' },
      ],
    },
    { name: 'summary', type: 'textarea', label: f('summary'), maxLength: 500 },
    { name: 'cover', type: 'images', label: f('cover'), maxCount: 1 },
    // An article may be its files alone (a brochure), and a sheet imported brings no rich text: not required.
    { name: 'content', type: 'richText', label: f('content'), maxLength: 100_000 },
    { name: 'files', type: 'files', label: f('files'), maxCount: 9 },
  ],
  titleField: 'title',
  subtitleFields: ['category', 'summary', 'updateTime'],
  searchFields: ['title', 'summary'],
  filterFields: ['category', 'status', 'createBy', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'published', label: f('scenePublished'), conditions: [{ field: 'status', op: 'eq', value: '1' }] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
  features: { comments: true },
});
