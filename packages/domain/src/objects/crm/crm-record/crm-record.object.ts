import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmRecord.${name}`;

/**
 * Follow-up records: what was done with a customer, contact or lead (any object whose features
 * have `followUp`). A record points at its subject by apiName and id rather than by a relation
 * field, so one table serves every object; adding one sets the subject's `lastFollowTime`.
 */
export const crmRecord = defineObject({
  module: 'crm',
  apiName: 'crmRecord',
  fields: [
    // Given on add (the engine checks it names an object with followUp and a record the caller can
    // see), then fixed: a follow-up never moves to another record.
    { name: 'relatedEntity', type: 'text', label: f('relatedEntity'), required: true, maxLength: 50, editable: false, width: 'half' },
    { name: 'relatedId', type: 'text', label: f('relatedId'), required: true, maxLength: 36, editable: false, width: 'half' },
    // The subject's title when the record was written, so timelines need no look-up per row.
    { name: 'relatedName', type: 'text', label: f('relatedName'), maxLength: 200, editable: false, hideOnAdd: true },
    { name: 'type', type: 'dict', label: f('type'), dict: 'follow_type', defaultValue: '1', width: 'half' },
    { name: 'contactId', type: 'relation', label: f('contactId'), relation: 'crmContacter', width: 'half' },
    { name: 'content', type: 'textarea', label: f('content'), required: true, maxLength: 2000 },
    { name: 'nextContactTime', type: 'datetime', label: f('nextContactTime') },
    { name: 'images', type: 'images', label: f('images'), maxCount: 6 },
    { name: 'files', type: 'files', label: f('files') },
  ],
  titleField: 'content',
  subtitleFields: ['type', 'createTime'],
  searchFields: ['content', 'relatedName'],
  // relatedEntity + relatedId select one record's timeline (the detail screen's follow-up tab).
  filterFields: ['type', 'relatedEntity', 'relatedId', 'nextContactTime', 'createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  relatedLists: [],
  presetScenes: OWNED_SCENES,
  features: { owner: true },
});
