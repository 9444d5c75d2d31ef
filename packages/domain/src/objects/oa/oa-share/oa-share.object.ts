import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaShare.${name}`;

/** What a share lets its recipients do: read, or read and edit (spec section 6: team access). */
export const SHARE_ACCESS = { read: '1', edit: '2' } as const;

/**
 * Shares (spec section 2: oaShare): a note, or a record with a note, shared with chosen
 * colleagues, read-only or read-and-edit. A record shared (one of an object with a team: a
 * customer, an opportunity, a project) puts its recipients on the record's team with that access,
 * as the team's own page would, by someone who may change the record; they are told. The note is
 * seen by its recipients, and changed by them too when shared read-and-edit.
 */
export const oaShare = defineObject({
  module: 'oa',
  apiName: 'oaShare',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    // The record shared, when it is one (its detail's share button fills these).
    { name: 'relatedEntity', type: 'text', label: f('relatedEntity'), maxLength: 50, editable: false, internal: true },
    { name: 'relatedId', type: 'text', label: f('relatedId'), maxLength: 36, editable: false, internal: true },
    { name: 'relatedTitle', type: 'text', label: f('relatedTitle'), maxLength: 200, editable: false },
    { name: 'toUserIds', type: 'user', label: f('toUserIds'), multiple: true, required: true },
    {
      name: 'access',
      type: 'dict',
      label: f('access'),
      required: true,
      defaultValue: SHARE_ACCESS.read,
      width: 'half',
      editable: false,
      options: [
        { value: SHARE_ACCESS.read, label: f('accessRead') },
        { value: SHARE_ACCESS.edit, label: f('accessEdit') },
      ],
    },
    { name: 'content', type: 'textarea', label: f('content'), maxLength: 2000 },
  ],
  titleField: 'title',
  subtitleFields: ['relatedTitle', 'access', 'ownerId'],
  searchFields: ['title', 'relatedTitle', 'content'],
  filterFields: ['access', 'ownerId', 'createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  relatedLists: [],
  presetScenes: [...OWNED_SCENES, { key: 'received', label: f('sceneReceived'), conditions: [{ field: 'toUserIds', op: 'eq', value: '$me' }] }],
  features: { owner: true, comments: true },
});
