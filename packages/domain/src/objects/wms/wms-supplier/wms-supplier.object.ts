import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.wmsSupplier.${name}`;

/** Whether the company buys from a supplier now. */
export const SUPPLIER_STATUS = { active: '1', suspended: '0' } as const;

/**
 * Suppliers (issue 18): the companies the company buys from, with whom to call, where to pay
 * (bank and account) and what to invoice against (tax number). Owned by the purchaser who looks
 * after the supplier, like a customer by its salesperson.
 */
export const wmsSupplier = defineObject({
  module: 'wms',
  apiName: 'wmsSupplier',
  fields: [
    { name: 'supplierNo', type: 'autoNumber', label: f('supplierNo'), autoNumber: { prefix: 'GYS', digits: 6 }, editable: false, width: 'half' },
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'supplier_category', width: 'half' },
    { name: 'level', type: 'dict', label: f('level'), dict: 'supplier_level', width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: SUPPLIER_STATUS.active,
      width: 'half',
      options: [
        { value: SUPPLIER_STATUS.active, label: 'entity.wmsSupplier.statusActive', color: 'green' },
        { value: SUPPLIER_STATUS.suspended, label: 'entity.wmsSupplier.statusSuspended', color: '#969799' },
      ],
    },
    { name: 'contactName', type: 'text', label: f('contactName'), maxLength: 50, width: 'half' },
    { name: 'mobile', type: 'phone', label: f('mobile'), phoneKind: 'mobile', width: 'half' },
    { name: 'telephone', type: 'phone', label: f('telephone'), phoneKind: 'landline', width: 'half' },
    { name: 'email', type: 'email', label: f('email'), maxLength: 100 },
    { name: 'address', type: 'text', label: f('address'), maxLength: 200 },
    { name: 'taxNumber', type: 'text', label: f('taxNumber'), maxLength: 30, group: 'entity.wmsSupplier.groupPayment' },
    { name: 'bank', type: 'text', label: f('bank'), maxLength: 100, group: 'entity.wmsSupplier.groupPayment' },
    { name: 'bankAccount', type: 'text', label: f('bankAccount'), maxLength: 50, group: 'entity.wmsSupplier.groupPayment' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'name',
  subtitleFields: ['contactName', 'mobile', 'level'],
  searchFields: ['name', 'supplierNo', 'contactName', 'mobile'],
  filterFields: ['status', 'category', 'level', 'ownerId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  relatedLists: [
    { entity: 'wmsPurchase', field: 'supplierId' },
    { entity: 'wmsPayment', field: 'supplierId' },
  ],
  features: { owner: true, team: true, attachments: true, comments: true },
});
