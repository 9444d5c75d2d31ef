import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.agentCustomer.${name}`;

/**
 * Customer reports (issue 19): a channel partner tells the vendor which prospective customer it is
 * winning, and the vendor approves. A report protects the customer for the partner until
 * `protectedUntil` (the report day plus the partner's report validity days), unless rejected; a
 * partner holds at most its report quantity limit of them at a time; and a company another
 * partner's report protects, or that is already the vendor's customer (by name, phone or tax
 * number), is refused. Owned by the partner's account manager, who sees and follows them up.
 */
export const agentCustomer = defineObject({
  module: 'agent',
  apiName: 'agentCustomer',
  // The vendor's screens; /agent/agentCustomerList, Form and View are the partner's own (spec section 2, AGENT_PATHS).
  routes: { list: '/crm/agentCustomerList', view: '/crm/agentCustomerView', add: '/crm/agentCustomerAdd' },
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 100 },
    { name: 'reportNo', type: 'autoNumber', label: f('reportNo'), autoNumber: { prefix: 'BB', digits: 6 }, editable: false, width: 'half' },
    { name: 'agentId', type: 'relation', label: f('agentId'), relation: 'agentUser', required: true },
    { name: 'contactName', type: 'text', label: f('contactName'), maxLength: 50, width: 'half' },
    { name: 'phone', type: 'phone', label: f('phone'), width: 'half' },
    { name: 'taxNumber', type: 'text', label: f('taxNumber'), maxLength: 30, width: 'half' },
    { name: 'industry', type: 'dict', label: f('industry'), dict: 'industry', width: 'half' },
    { name: 'address', type: 'address', label: f('address') },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Set by the server on add: the report day plus the partner's report validity days.
    { name: 'protectedUntil', type: 'date', label: f('protectedUntil'), editable: false, hideOnAdd: true, width: 'half' },
  ],
  titleField: 'name',
  subtitleFields: ['agentId', 'protectedUntil'],
  searchFields: ['name', 'reportNo', 'contactName', 'phone', 'taxNumber'],
  filterFields: ['agentId', 'industry', 'protectedUntil', 'ownerId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  features: { owner: true, audit: true, attachments: true, comments: true },
});
