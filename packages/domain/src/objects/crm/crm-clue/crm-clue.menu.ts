import type { ObjectMenu } from '../../../menu/object-menu.ts';

/** Leads' app: transfer to another owner, convert to a customer, return to the lead pool. */
export const crmClueMenu: ObjectMenu = {
  module: 'crm',
  apiName: 'crmClue',
  area: 'crm',
  icon: 'UserAddOutline',
  buttons: ['transfer', 'toCustomer', 'toPool'],
};
