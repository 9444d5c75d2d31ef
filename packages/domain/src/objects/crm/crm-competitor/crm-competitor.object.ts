import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmCompetitor.${name}`;

/**
 * Competitors (spec section 3: name, price range, advantages, disadvantages, strategy): the
 * companies the sales team meets in its deals, described once for everyone (who they are, what
 * they sell and at what price, where they are strong and weak, and how to win against them). Each
 * name once in the company. An opportunity's competitors (crmChanceCompetitorAdd) may name one.
 */
export const crmCompetitor = defineObject({
  module: 'crm',
  apiName: 'crmCompetitor',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 100 },
    { name: 'website', type: 'url', label: f('website'), maxLength: 200 },
    { name: 'marketShare', type: 'text', label: f('marketShare'), maxLength: 100, width: 'half' },
    { name: 'priceRange', type: 'text', label: f('priceRange'), maxLength: 100, width: 'half' },
    { name: 'mainProducts', type: 'textarea', label: f('mainProducts'), maxLength: 500 },
    { name: 'advantages', type: 'textarea', label: f('advantages'), maxLength: 1000 },
    { name: 'disadvantages', type: 'textarea', label: f('disadvantages'), maxLength: 1000 },
    { name: 'strategy', type: 'textarea', label: f('strategy'), maxLength: 1000 },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'name',
  subtitleFields: ['marketShare', 'priceRange'],
  searchFields: ['name', 'mainProducts', 'remark'],
  filterFields: ['createTime', 'updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  features: { owner: true, attachments: true, comments: true },
});
