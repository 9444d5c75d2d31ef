import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmServiceLog.${name}`;

/**
 * Service logs (the spec's ServiceLog screens): what the service team did for a customer (an
 * installation, a repair, a training, a consultation or a complaint handled), when and for how
 * long, with whom (a contact of that customer: the server refuses one of another), what came of
 * it, how satisfied the customer was, and photos of the work. Shown on the customer.
 */
export const crmServiceLog = defineObject({
  module: 'crm',
  apiName: 'crmServiceLog',
  fields: [
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // A contact of that customer (the picker filters by customer).
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter' },
    { name: 'serviceType', type: 'dict', label: f('serviceType'), dict: 'service_type', required: true, width: 'half' },
    { name: 'serviceTime', type: 'datetime', label: f('serviceTime'), required: true, defaultValue: '$now', width: 'half' },
    { name: 'durationMinutes', type: 'number', label: f('durationMinutes'), width: 'half' },
    { name: 'satisfaction', type: 'dict', label: f('satisfaction'), dict: 'service_satisfaction', width: 'half' },
    { name: 'content', type: 'textarea', label: f('content'), required: true, maxLength: 2000 },
    { name: 'result', type: 'textarea', label: f('result'), maxLength: 2000 },
    // Photos of the work: six at most (spec section 5).
    { name: 'images', type: 'images', label: f('images'), maxCount: 6 },
  ],
  titleField: 'content',
  subtitleFields: ['customerId', 'serviceType', 'serviceTime'],
  searchFields: ['content', 'result'],
  filterFields: ['customerId', 'serviceType', 'satisfaction', 'serviceTime', 'createTime'],
  defaultSort: { field: 'serviceTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  features: { owner: true, attachments: true, comments: true },
});
