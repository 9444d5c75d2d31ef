import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.wmsStock.${name}`;

/**
 * Stock (issue 18): how much of a product a warehouse holds, one record per product and
 * warehouse. The quantity is the engine's alone: approved stock-ins raise it and stock-outs lower
 * it in their own transaction, never below zero, and every move is in the stock's history. A
 * record is made by the first move into the warehouse, or added beforehand to set its place and
 * its safety limits; one whose warehouse holds none of it may be deleted.
 */
export const wmsStock = defineObject({
  module: 'wms',
  apiName: 'wmsStock',
  fields: [
    { name: 'productId', type: 'relation', label: f('productId'), relation: 'crmProduct', required: true, editable: false },
    { name: 'warehouseId', type: 'relation', label: f('warehouseId'), relation: 'wmsWarehouse', required: true, editable: false },
    { name: 'quantity', type: 'number', label: f('quantity'), decimals: 2, defaultValue: 0, editable: false, hideOnAdd: true, width: 'half' },
    // Below the lower limit it should be bought again; above the upper one, no more is bought.
    { name: 'lowerLimit', type: 'number', label: f('lowerLimit'), decimals: 2, width: 'half' },
    { name: 'upperLimit', type: 'number', label: f('upperLimit'), decimals: 2, width: 'half' },
    // Where in the warehouse it is kept (a shelf, a bin).
    { name: 'location', type: 'text', label: f('location'), maxLength: 50, width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 500 },
  ],
  titleField: 'productId',
  subtitleFields: ['warehouseId', 'quantity', 'location'],
  searchFields: ['location', 'remark'],
  filterFields: ['warehouseId', 'productId', 'quantity', 'updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [{ key: 'all', label: 'entity.scene.all', conditions: [] }],
});
