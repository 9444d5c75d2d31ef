import type { ObjectMenu } from '../../../menu/object-menu.ts';

/** Follow-up records' app: the record actions only. */
export const crmRecordMenu: ObjectMenu = {
  module: 'crm',
  apiName: 'crmRecord',
  area: 'crm',
  icon: 'MessageOutline',
};
