import { defineObject, type FieldDeclaration } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmObjective.${name}`;

/** What a target is of: the amount of opportunities won, or of confirmed receipts (SALES_BRIEFING's wonAmount and received). */
export const OBJECTIVE_TYPE = { won: '1', received: '2' } as const;
/** Whose a target is: one person's records, or a department's (and those below it). */
export const OBJECTIVE_WHOSE = { person: '1', department: '2' } as const;

/** The twelve months' target fields, month1 … month12. */
export const OBJECTIVE_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => `month${i + 1}`);

// Each month is given (0 when none): an empty one would leave the year's total empty.
const monthFields: FieldDeclaration[] = OBJECTIVE_MONTHS.map((name, i) => ({
  name,
  type: 'money',
  label: f(`month.m${i + 1}`),
  required: true,
  defaultValue: 0,
  width: 'half',
  group: f('group.months'),
}));

/**
 * Sales targets (spec section 2: Objective and its list): a year's amount to win or to receive,
 * month by month, for one person or a department. The year's total is the months' sum; the
 * detail shows each month against what was actually won or received (GET OBJECTIVE_API.completion).
 * One target per year, kind and person or department; the person or the department, whichever
 * its kind needs, is required (the server refuses with a field message: the engine has no
 * conditional requirement).
 */
export const crmObjective = defineObject({
  module: 'crm',
  apiName: 'crmObjective',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 100 },
    { name: 'year', type: 'number', label: f('year'), required: true, width: 'half' },
    {
      name: 'objectiveType',
      type: 'dict',
      label: f('objectiveType'),
      required: true,
      width: 'half',
      options: [
        { value: OBJECTIVE_TYPE.won, label: f('typeWon'), color: 'green' },
        { value: OBJECTIVE_TYPE.received, label: f('typeReceived'), color: 'blue' },
      ],
    },
    {
      name: 'whose',
      type: 'dict',
      label: f('whose'),
      required: true,
      defaultValue: OBJECTIVE_WHOSE.person,
      width: 'half',
      options: [
        { value: OBJECTIVE_WHOSE.person, label: f('whosePerson') },
        { value: OBJECTIVE_WHOSE.department, label: f('whoseDepartment') },
      ],
    },
    { name: 'userId', type: 'user', label: f('userId'), width: 'half' },
    { name: 'departmentId', type: 'department', label: f('departmentId'), width: 'half' },
    ...monthFields,
    {
      name: 'yearTotal',
      type: 'formula',
      label: f('yearTotal'),
      formula: OBJECTIVE_MONTHS.join(' + '),
      shows: 'money',
      hideOnAdd: true,
      width: 'half',
      group: f('group.months'),
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 1000 },
  ],
  titleField: 'name',
  subtitleFields: ['year', 'objectiveType', 'userId', 'departmentId', 'yearTotal'],
  searchFields: ['name', 'remark'],
  filterFields: ['year', 'objectiveType', 'whose', 'userId', 'departmentId', 'createTime'],
  defaultSort: { field: 'year', order: 'desc' },
  presetScenes: OWNED_SCENES,
  features: { owner: true },
});
