import type { ObjectMenu } from '../../../menu/object-menu.ts';

/** Customers' app: transfer to another owner, return to the pool, and the team's members. */
export const crmCustomerMenu: ObjectMenu = {
  module: 'crm',
  apiName: 'crmCustomer',
  area: 'crm',
  icon: 'TeamOutline',
  buttons: ['transfer', 'toPool', 'team'],
};
