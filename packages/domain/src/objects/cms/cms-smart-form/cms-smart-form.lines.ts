import { SMART_FORM_CHOICE_TYPES, SMART_FORM_LEAD_FIELDS, SMART_FORM_QUESTION_TYPES } from '../../../api/smart-form.ts';
import { defineObject } from '../../../entities/define-object.ts';

const q = (name: string) => `entity.cmsSmartForm.question.${name}`;
const capitalised = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * A smart form's questions, in order (ENGINE-II section 1 "Line items"): what it asks, of which
 * kind (the engine's field types a visitor can answer), whether it must be answered, a choice's
 * options (one per line, asked for only for a choice and then required), and the lead's field
 * its answer fills. A line object: its rows go with their form (`formId`); the public form keys
 * each answer by the row's id.
 */
export const cmsSmartFormQuestion = defineObject({
  module: 'cms',
  apiName: 'cmsSmartFormQuestion',
  label: q('label'),
  parent: { object: 'cmsSmartForm', via: 'formId' },
  fields: [
    { name: 'formId', type: 'relation', label: q('formId'), relation: 'cmsSmartForm', editable: false, hideOnAdd: true },
    { name: 'label', type: 'text', label: q('questionLabel'), required: true, maxLength: 100 },
    {
      name: 'questionType',
      type: 'dict',
      label: q('questionType'),
      required: true,
      defaultValue: 'text',
      width: 'half',
      options: SMART_FORM_QUESTION_TYPES.map((type) => ({ value: type, label: q(`type${capitalised(type)}`) })),
    },
    { name: 'isRequired', type: 'boolean', label: q('isRequired'), defaultValue: false, width: 'half' },
    {
      name: 'options',
      type: 'textarea',
      label: q('options'),
      placeholder: q('optionsHint'),
      maxLength: 2000,
      required: true,
      shownWhen: { field: 'questionType', in: SMART_FORM_CHOICE_TYPES },
    },
    {
      name: 'leadField',
      type: 'dict',
      label: q('leadField'),
      width: 'half',
      options: SMART_FORM_LEAD_FIELDS.map((field) => ({ value: field, label: q(`lead${capitalised(field)}`) })),
    },
  ],
  titleField: 'label',
  subtitleFields: ['questionType', 'isRequired'],
  searchFields: ['label'],
  filterFields: [],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
