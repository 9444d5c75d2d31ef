import { defineObject } from '../../../entities/define-object.ts';
import { cmsSmartFormQuestion } from './cms-smart-form.lines.ts';

const f = (name: string) => `entity.cmsSmartForm.${name}`;

/** A smart form's status: only a published one opens by its links. */
export const SMART_FORM_STATUS = { draft: '0', published: '1' } as const;

/**
 * Smart forms (issue 20, spec section 2 `/smartForm`): a form the company designs from the
 * engine's field types (its questions as lines), publishes, and salespeople share by their link;
 * whoever opens the link fills it without logging in, and each submission becomes the sharer's
 * lead (SMART_FORM_API). The company's, like articles: everyone in it reads them; their author,
 * or an administrator, changes them.
 */
export const cmsSmartForm = defineObject({
  module: 'cms',
  apiName: 'cmsSmartForm',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: SMART_FORM_STATUS.draft,
      width: 'half',
      options: [
        { value: SMART_FORM_STATUS.published, label: f('statusPublished'), color: 'green' },
        { value: SMART_FORM_STATUS.draft, label: f('statusDraft'), color: '#969799' },
      ],
    },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 1000 },
    { name: 'questions', type: 'lines', label: f('questions'), lines: { object: cmsSmartFormQuestion, maxItems: 50 } },
    { name: 'thankYou', type: 'textarea', label: f('thankYou'), placeholder: f('thankYouHint'), maxLength: 500 },
  ],
  titleField: 'title',
  subtitleFields: ['status', 'updateTime'],
  searchFields: ['title', 'description'],
  filterFields: ['status', 'createBy', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'published', label: f('scenePublished'), conditions: [{ field: 'status', op: 'eq', value: SMART_FORM_STATUS.published }] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
  features: {},
});
