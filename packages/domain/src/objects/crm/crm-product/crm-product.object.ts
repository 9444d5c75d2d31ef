import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.crmProduct.${name}`;

/** Shelf statuses (spec section 4: "Product: on shelf or off shelf"). */
const SHELF = { on: '1', off: '0' } as const;

/**
 * Products (spec section 3): the company's catalogue, which quotes, orders and price lists pick
 * their lines from (a line copies the product's name, unit and prices when it is picked). Nobody
 * owns a product: every user with the list right sees them all, and the edit right changes them.
 * Its list is `/crm/crmProduct` (spec section 2), not `crmProductList`.
 */
export const crmProduct = defineObject({
  module: 'crm',
  apiName: 'crmProduct',
  routes: { list: '/crm/crmProduct' },
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 100 },
    { name: 'code', type: 'text', label: f('code'), unique: true, maxLength: 50, width: 'half' },
    { name: 'category', type: 'dict', label: f('category'), dict: 'product_category', width: 'half' },
    { name: 'standardPrice', type: 'money', label: f('standardPrice'), required: true, width: 'half' },
    { name: 'costPrice', type: 'money', label: f('costPrice'), width: 'half' },
    { name: 'unit', type: 'dict', label: f('unit'), dict: 'product_unit', width: 'half' },
    { name: 'specification', type: 'text', label: f('specification'), maxLength: 100, width: 'half' },
    // Offered on the add form too: a product may be entered before it is sold (added off shelf).
    {
      name: 'shelfStatus',
      type: 'dict',
      label: f('shelfStatus'),
      defaultValue: SHELF.on,
      width: 'half',
      options: [
        { value: SHELF.on, label: 'entity.crmProduct.shelfStatusOn', color: 'green' },
        { value: SHELF.off, label: 'entity.crmProduct.shelfStatusOff', color: '#969799' },
      ],
    },
    { name: 'inventoryEnabled', type: 'boolean', label: f('inventoryEnabled'), defaultValue: false, width: 'half' },
    { name: 'shopDisplay', type: 'boolean', label: f('shopDisplay'), defaultValue: false, width: 'half' },
    // Spec section 5: a product has one image, jpg or png.
    { name: 'mainImage', type: 'images', label: f('mainImage'), maxCount: 1 },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 2000 },
  ],
  titleField: 'name',
  subtitleFields: ['code', 'standardPrice', 'category'],
  searchFields: ['name', 'code', 'specification'],
  filterFields: ['shelfStatus', 'category', 'unit', 'inventoryEnabled', 'shopDisplay', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'onShelf', label: 'entity.crmProduct.sceneOnShelf', conditions: [{ field: 'shelfStatus', op: 'eq', value: SHELF.on }] },
  ],
  features: { attachments: true },
  actions: {
    // Putting on and taking off the shelf is editing the catalogue: the edit right, not a button of its own.
    onShelf: {
      permission: 'edit',
      when: { fields: [{ field: 'shelfStatus', op: 'eq', value: SHELF.off }] },
      sets: { shelfStatus: SHELF.on },
      batch: true,
    },
    offShelf: {
      permission: 'edit',
      when: { fields: [{ field: 'shelfStatus', op: 'eq', value: SHELF.on }] },
      sets: { shelfStatus: SHELF.off },
      batch: true,
    },
  },
});
