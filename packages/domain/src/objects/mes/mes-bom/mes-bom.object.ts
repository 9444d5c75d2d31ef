import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { mesBomDetail } from './mes-bom.lines.ts';

const f = (name: string) => `entity.mesBom.${name}`;

/**
 * Whether a BOM is the one its product is made by. A product has at most one enabled BOM (the
 * BOM's server folder refuses a second): where the product is a component of another BOM, the
 * expansion goes down through that one. Disabled BOMs are kept versions.
 */
export const BOM_STATUS = { enabled: '1', disabled: '0' } as const;

/**
 * Bills of materials (spec /mes/mesBom*): what a product is made of, component by component, with
 * the quantities its output quantity takes and the loss in making. A component that has an
 * enabled BOM of its own is made of its components in turn, several levels deep; the server
 * expands the tree with the quantities multiplied down each path and rolls the cost up from the
 * leaves' cost prices (MES_BOM_API.expand), and refuses a BOM whose product would end up among
 * its own components.
 */
export const mesBom = defineObject({
  module: 'mes',
  apiName: 'mesBom',
  fields: [
    { name: 'bomNo', type: 'autoNumber', label: f('bomNo'), autoNumber: { prefix: 'BOM', digits: 6 }, editable: false, width: 'half' },
    { name: 'revision', type: 'text', label: f('revision'), required: true, maxLength: 50, defaultValue: 'V1.0', width: 'half' },
    // The product made.
    { name: 'productId', type: 'relation', label: f('productId'), relation: 'crmProduct', required: true },
    // How many of the product the components make (the lines' quantities are for this many).
    { name: 'quantity', type: 'number', label: f('quantity'), decimals: 2, required: true, positive: true, defaultValue: 1, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      required: true,
      defaultValue: BOM_STATUS.enabled,
      width: 'half',
      options: [
        { value: BOM_STATUS.enabled, label: f('statusEnabled'), color: 'green' },
        { value: BOM_STATUS.disabled, label: f('statusDisabled'), color: '#969799' },
      ],
    },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: mesBomDetail, minItems: 1, pick: 'componentId' } },
    // One level: the direct components at their cost prices (the expansion rolls cost up from the leaves).
    {
      name: 'totalCost',
      type: 'money',
      label: f('totalCost'),
      editable: false,
      rollup: { op: 'sum', of: 'amount', from: 'details' },
      width: 'half',
      group: 'entity.group.amounts',
    },
    { name: 'unitCost', type: 'formula', label: f('unitCost'), formula: 'totalCost / quantity', shows: 'money', width: 'half', group: 'entity.group.amounts' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'bomNo',
  subtitleFields: ['productId', 'revision', 'status'],
  searchFields: ['bomNo', 'revision', 'remark'],
  filterFields: ['status', 'productId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [...OWNED_SCENES, { key: 'enabled', label: f('sceneEnabled'), conditions: [{ field: 'status', op: 'eq', value: BOM_STATUS.enabled }] }],
  features: { owner: true, lock: true, attachments: true },
});
