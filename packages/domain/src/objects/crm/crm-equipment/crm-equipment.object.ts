import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.crmEquipment.${name}`;

/** equipment_status values the object's scenes name. */
const EQUIPMENT_STATUS = { inUse: '1', underRepair: '2' } as const;

/**
 * Equipment (spec section 3: number, model, warranty start and end): the machines installed at a
 * customer that the service team keeps running, each of a product of the catalogue when it is one,
 * with its serial number, where it stands and its warranty (the server refuses a warranty that
 * ends before it starts). The company's, like the catalogue: no owner, every engineer sees all.
 */
export const crmEquipment = defineObject({
  module: 'crm',
  apiName: 'crmEquipment',
  fields: [
    { name: 'equipmentNo', type: 'autoNumber', label: f('equipmentNo'), autoNumber: { prefix: 'SB', digits: 6 }, editable: false, width: 'half' },
    { name: 'status', type: 'dict', label: f('status'), dict: 'equipment_status', required: true, defaultValue: EQUIPMENT_STATUS.inUse, width: 'half' },
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 100 },
    { name: 'model', type: 'text', label: f('model'), maxLength: 100, width: 'half' },
    { name: 'serialNo', type: 'text', label: f('serialNo'), maxLength: 100, width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    { name: 'productId', type: 'relation', label: f('productId'), relation: 'crmProduct' },
    { name: 'installDate', type: 'date', label: f('installDate'), width: 'half' },
    { name: 'warrantyStart', type: 'date', label: f('warrantyStart'), width: 'half' },
    { name: 'warrantyEnd', type: 'date', label: f('warrantyEnd'), width: 'half' },
    { name: 'address', type: 'address', label: f('address') },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'name',
  subtitleFields: ['equipmentNo', 'customerId', 'status'],
  searchFields: ['equipmentNo', 'name', 'model', 'serialNo'],
  filterFields: ['status', 'customerId', 'productId', 'installDate', 'warrantyEnd', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  relatedLists: [{ entity: 'crmWorkOrder', field: 'equipmentId' }],
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'underRepair', label: f('sceneUnderRepair'), conditions: [{ field: 'status', op: 'eq', value: EQUIPMENT_STATUS.underRepair }] },
  ],
  features: { attachments: true, comments: true },
});
