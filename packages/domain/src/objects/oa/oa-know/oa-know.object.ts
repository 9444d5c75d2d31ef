import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.oaKnow.${name}`;

/**
 * The knowledge base (spec section 2: oaKnow): the company's articles (product knowledge, sales
 * skills, industry material, rules and procedures) in categories, written in rich text (sanitised
 * by the engine) with a cover image and files, searchable by title, keywords and summary. The
 * company's, like the catalogue: everyone in it reads them; their author, or an administrator,
 * changes them.
 */
export const oaKnow = defineObject({
  module: 'oa',
  apiName: 'oaKnow',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'know_category', required: true, width: 'half' },
    { name: 'keywords', type: 'text', label: f('keywords'), maxLength: 200, width: 'half' },
    { name: 'summary', type: 'textarea', label: f('summary'), maxLength: 500 },
    { name: 'cover', type: 'images', label: f('cover'), maxCount: 1 },
    // An article may be its files alone (a price list, a brochure): the text is not required.
    { name: 'content', type: 'richText', label: f('content'), maxLength: 100_000 },
    { name: 'files', type: 'files', label: f('files'), maxCount: 9 },
  ],
  titleField: 'title',
  subtitleFields: ['category', 'summary', 'createBy'],
  searchFields: ['title', 'keywords', 'summary'],
  filterFields: ['category', 'createBy', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  relatedLists: [],
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
  features: { comments: true },
});
