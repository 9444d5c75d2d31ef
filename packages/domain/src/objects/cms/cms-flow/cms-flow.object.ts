import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsFlow.${name}`;

/**
 * Radar and flow (issue 20, spec section 2: /cms/cmsFlowList): the company's sales playbook, item
 * by item: where customers are found (获客雷达) and the steps of working one (销售流程), each in its
 * category at its step, with a cover, the text (rich text, sanitised by the engine) and files.
 * Listed step by step. The company's, like articles: everyone in it reads them; their author, or
 * an administrator, changes them.
 */
export const cmsFlow = defineObject({
  module: 'cms',
  apiName: 'cmsFlow',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'cms_flow_category', required: true, width: 'half' },
    { name: 'step', type: 'number', label: f('step'), placeholder: f('stepPlaceholder'), decimals: 0, positive: true, width: 'half' },
    { name: 'summary', type: 'textarea', label: f('summary'), maxLength: 500 },
    { name: 'cover', type: 'images', label: f('cover'), maxCount: 1 },
    // A playbook item may be its files alone, and a sheet imported brings no rich text: not required.
    { name: 'content', type: 'richText', label: f('content'), maxLength: 100_000 },
    { name: 'files', type: 'files', label: f('files'), maxCount: 9 },
  ],
  titleField: 'title',
  subtitleFields: ['category', 'step', 'summary'],
  searchFields: ['title', 'summary'],
  filterFields: ['category', 'createBy', 'createTime'],
  defaultSort: { field: 'step', order: 'asc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
});
