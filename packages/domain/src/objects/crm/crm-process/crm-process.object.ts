import { defineObject } from '../../../entities/define-object.ts';
import { crmProcessStage } from './crm-process.lines.ts';

const f = (name: string) => `entity.crmProcess.${name}`;

/**
 * Sales processes (issue 12 "stage processes"): the tenant's own ordered stages an opportunity
 * goes through, each with its win rate and tasks. Like the catalogue, nobody owns a process: the
 * administrator and sales management keep them, salespeople read them. One is the default, which
 * a new opportunity follows unless it names another; a tenant without any gets the spec's six
 * stages (section 4) the first time an opportunity needs a process.
 */
export const crmProcess = defineObject({
  module: 'crm',
  apiName: 'crmProcess',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 50 },
    // Setting one default takes it from the others (the process's server folder).
    { name: 'isDefault', type: 'boolean', label: f('isDefault'), defaultValue: false, width: 'half' },
    { name: 'stages', type: 'lines', label: f('stages'), lines: { object: crmProcessStage, minItems: 1, maxItems: 20 } },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 500 },
  ],
  titleField: 'name',
  subtitleFields: ['isDefault'],
  searchFields: ['name'],
  filterFields: ['isDefault', 'createTime'],
  defaultSort: { field: 'createTime', order: 'asc' },
  presetScenes: [{ key: 'all', label: 'entity.scene.all', conditions: [] }],
  features: {},
});
