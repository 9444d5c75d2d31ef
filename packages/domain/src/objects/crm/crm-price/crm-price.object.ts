import { defineObject } from '../../../entities/define-object.ts';
import { crmPriceDetail } from './crm-price.lines.ts';

const f = (name: string) => `entity.crmPrice.${name}`;

/**
 * Price lists (spec section 1): prices of products agreed for some customers (a customer names
 * its list, `crmCustomer.priceId`), where a quote's or order's new line takes its price from, and
 * the prices channel partners of a level order at in their shop (`agentLevel`, issue 19). Like
 * products, nobody owns one. Its list is `/crm/crmPrice` (spec section 2).
 */
export const crmPrice = defineObject({
  module: 'crm',
  apiName: 'crmPrice',
  routes: { list: '/crm/crmPrice' },
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 100 },
    // A disabled list stays on its customers but no longer prices their new lines.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: '1',
      width: 'half',
      options: [
        { value: '1', label: 'entity.crmPrice.statusEnabled', color: 'green' },
        { value: '0', label: 'entity.crmPrice.statusDisabled', color: '#969799' },
      ],
    },
    // The partners of this level order at its prices (the enabled list of their level; the standard prices without one).
    { name: 'agentLevel', type: 'dict', label: f('agentLevel'), dict: 'agent_level', width: 'half' },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: crmPriceDetail, pick: 'productId' } },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 500 },
  ],
  titleField: 'name',
  subtitleFields: ['remark', 'updateTime'],
  searchFields: ['name'],
  filterFields: ['status', 'agentLevel', 'createTime', 'updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
