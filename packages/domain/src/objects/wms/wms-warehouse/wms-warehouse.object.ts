import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.wmsWarehouse.${name}`;

/** A warehouse in use, or closed (no new stock moves in or out of it). */
export const WAREHOUSE_STATUS = { open: '1', closed: '0' } as const;

/**
 * Warehouses (issue 18): the company's stores, where stock is kept and moved in and out. Tenant
 * data like the product catalogue: nobody owns a warehouse, whoever may list them sees them all.
 */
export const wmsWarehouse = defineObject({
  module: 'wms',
  apiName: 'wmsWarehouse',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 50 },
    { name: 'code', type: 'text', label: f('code'), unique: true, maxLength: 30, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: WAREHOUSE_STATUS.open,
      width: 'half',
      options: [
        { value: WAREHOUSE_STATUS.open, label: 'entity.wmsWarehouse.statusOpen', color: 'green' },
        { value: WAREHOUSE_STATUS.closed, label: 'entity.wmsWarehouse.statusClosed', color: '#969799' },
      ],
    },
    // The warehouse keeper, who receives and issues its stock.
    { name: 'keeperId', type: 'user', label: f('keeperId'), width: 'half' },
    { name: 'phone', type: 'phone', label: f('phone'), width: 'half' },
    { name: 'address', type: 'text', label: f('address'), maxLength: 200 },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 500 },
  ],
  titleField: 'name',
  subtitleFields: ['code', 'keeperId', 'status'],
  searchFields: ['name', 'code', 'address'],
  filterFields: ['status', 'keeperId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'open', label: 'entity.wmsWarehouse.sceneOpen', conditions: [{ field: 'status', op: 'eq', value: WAREHOUSE_STATUS.open }] },
  ],
  relatedLists: [{ entity: 'wmsStock', field: 'warehouseId' }],
  features: { attachments: true },
});
