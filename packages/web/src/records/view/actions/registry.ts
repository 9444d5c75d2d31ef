import type { ObjectActions } from './types.ts';
import { crmClueActions } from './crmClue.ts';
import { crmCustomerActions } from './crmCustomer.ts';

/** Object-specific detail actions by apiName; objects without an entry have only the generic ones. */
export const OBJECT_ACTIONS: Readonly<Record<string, ObjectActions>> = {
  crmClue: crmClueActions,
  crmCustomer: crmCustomerActions,
};
