import type { ObjectMenu } from '../../../menu/object-menu.ts';

/** Contacts' app: the record actions only. */
export const crmContacterMenu: ObjectMenu = {
  module: 'crm',
  apiName: 'crmContacter',
  area: 'crm',
  icon: 'UserContactOutline',
};
