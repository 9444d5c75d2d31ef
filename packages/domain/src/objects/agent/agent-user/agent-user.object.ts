import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.agentUser.${name}`;

/**
 * Channel partners (issue 19, spec section 3 "Partner"): the companies that resell the vendor's
 * products, each looked after by its account manager (the owner). A partner's login accounts
 * order in its shop at the price list of its level, within its credit limit (what its unpaid
 * orders leave of it; none when it is empty), and report the customers they are winning: at most its report quantity
 * limit at a time, each protected for its report validity days. Its orders are the CRM's orders
 * of the customer the partner is in the CRM (`customerId`, made with the partner).
 */
export const agentUser = defineObject({
  module: 'agent',
  apiName: 'agentUser',
  routes: { add: '/agent/agentUserForm' },
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 100 },
    { name: 'agentNo', type: 'autoNumber', label: f('agentNo'), autoNumber: { prefix: 'QD', digits: 6 }, editable: false, width: 'half' },
    { name: 'level', type: 'dict', label: f('level'), dict: 'agent_level', required: true, width: 'half' },
    // A partner under another (a distributor's resellers): the parent reads its sub-partners' orders and reports.
    { name: 'parentId', type: 'relation', label: f('parentId'), relation: 'agentUser' },
    { name: 'contactName', type: 'text', label: f('contactName'), maxLength: 50, width: 'half' },
    { name: 'mobile', type: 'phone', label: f('mobile'), phoneKind: 'mobile', width: 'half' },
    { name: 'area', type: 'text', label: f('area'), maxLength: 200 },
    // Empty: no limit (the partner pays before delivery, or the vendor trusts it); 0: nothing on credit.
    { name: 'creditLimit', type: 'money', label: f('creditLimit'), width: 'half', group: 'entity.agentUser.groupCredit' },
    { name: 'creditTermDays', type: 'number', label: f('creditTermDays'), defaultValue: 30, width: 'half', group: 'entity.agentUser.groupCredit' },
    { name: 'taxNumber', type: 'text', label: f('taxNumber'), maxLength: 30, group: 'entity.agentUser.groupCredit' },
    { name: 'bank', type: 'text', label: f('bank'), maxLength: 100, group: 'entity.agentUser.groupCredit' },
    { name: 'bankAccount', type: 'text', label: f('bankAccount'), maxLength: 50, group: 'entity.agentUser.groupCredit' },
    { name: 'reportLimit', type: 'number', label: f('reportLimit'), defaultValue: 20, positive: true, width: 'half', group: 'entity.agentUser.groupReport' },
    {
      name: 'reportValidDays',
      type: 'number',
      label: f('reportValidDays'),
      defaultValue: 90,
      positive: true,
      width: 'half',
      group: 'entity.agentUser.groupReport',
    },
    // Made with the partner (its server folder): the customer its orders are for.
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'name',
  subtitleFields: ['agentNo', 'level', 'contactName'],
  searchFields: ['name', 'agentNo', 'contactName', 'mobile', 'taxNumber'],
  filterFields: ['level', 'parentId', 'ownerId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  relatedLists: [
    { entity: 'agentUser', field: 'parentId', label: 'entity.agentUser.subPartners' },
    { entity: 'agentCustomer', field: 'agentId' },
  ],
  features: { owner: true, team: true, attachments: true, comments: true },
});
