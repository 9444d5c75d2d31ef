import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsTalk.${name}`;

/**
 * Talk scripts (issue 20, spec section 2: /cms/cmsTalkList, and the script library /reply over
 * them): a customer's question or a sales scene, in the company's categories (开场白, 价格异议…),
 * with the ready answer a salesperson copies into a chat, in plain text so that it pastes as it
 * reads. The company's, like articles: everyone in it reads them; their author, or an
 * administrator, changes them.
 */
export const cmsTalk = defineObject({
  module: 'cms',
  apiName: 'cmsTalk',
  fields: [
    { name: 'title', type: 'text', label: f('title'), placeholder: f('titlePlaceholder'), required: true, maxLength: 200 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'cms_talk_category', required: true, width: 'half' },
    { name: 'answer', type: 'textarea', label: f('answer'), placeholder: f('answerPlaceholder'), required: true, maxLength: 2000 },
    { name: 'keywords', type: 'text', label: f('keywords'), maxLength: 100 },
    { name: 'notes', type: 'textarea', label: f('notes'), maxLength: 500 },
  ],
  titleField: 'title',
  subtitleFields: ['category', 'answer'],
  searchFields: ['title', 'answer', 'keywords'],
  filterFields: ['category', 'createBy', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
});
