import { defineObject } from '../../../entities/define-object.ts';
import { NOT_FOLLOWED_SCENES, OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmContacter.${name}`;

/**
 * Contacts (spec section 3): the people at a customer. A contact always belongs to one customer;
 * `superiorId` draws the customer's reporting line (subordinates show as a related list), and
 * persona, recognition level and the key-decision-maker flag describe their part in a deal.
 */
export const crmContacter = defineObject({
  module: 'crm',
  apiName: 'crmContacter',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 50, width: 'half' },
    { name: 'title', type: 'dict', label: f('title'), dict: 'contact_title', width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    { name: 'mobile', type: 'phone', phoneKind: 'mobile', label: f('mobile'), maxLength: 30, width: 'half' },
    { name: 'landline', type: 'phone', phoneKind: 'landline', label: f('landline'), maxLength: 30, width: 'half' },
    { name: 'email', type: 'email', label: f('email'), maxLength: 100 },
    { name: 'job', type: 'text', label: f('job'), maxLength: 50, width: 'half' },
    { name: 'persona', type: 'dict', label: f('persona'), dict: 'contact_persona', width: 'half' },
    { name: 'recognitionLevel', type: 'dict', label: f('recognitionLevel'), dict: 'contact_recognition', width: 'half' },
    { name: 'keyDecisionMaker', type: 'boolean', label: f('keyDecisionMaker'), defaultValue: false, width: 'half' },
    // Another contact, normally of the same customer (the engine may check it; the picker filters by customer).
    { name: 'superiorId', type: 'relation', label: f('superiorId'), relation: 'crmContacter' },
    { name: 'birthday', type: 'date', label: f('birthday'), width: 'half' },
    { name: 'nextContactTime', type: 'datetime', label: f('nextContactTime'), width: 'half' },
    { name: 'address', type: 'address', label: f('address') },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Maintained by the system: adding a follow-up record (crmRecord) on this contact sets it.
    { name: 'lastFollowTime', type: 'datetime', label: f('lastFollowTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
  ],
  titleField: 'name',
  subtitleFields: ['customerId', 'job', 'mobile'],
  searchFields: ['name', 'mobile', 'landline', 'email', 'address'],
  filterFields: ['customerId', 'persona', 'recognitionLevel', 'keyDecisionMaker', 'nextContactTime', 'lastFollowTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  relatedLists: [
    { entity: 'crmContacter', field: 'superiorId', label: 'entity.crmContacter.subordinates' },
    { entity: 'crmCallRecord', field: 'contacterId' },
  ],
  presetScenes: [...OWNED_SCENES, ...NOT_FOLLOWED_SCENES],
  features: { owner: true, followUp: true, attachments: true, tags: true, comments: true },
});
