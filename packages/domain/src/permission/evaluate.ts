import type { AllAuthEntry, AuthEntry } from '../api/contract.ts';

/** Entries of type '2' are ignored; allAuth status '0' is an allowed override (spec sections 6 and 9). */
export const IGNORED_AUTH_TYPE = '2';
export const OVERRIDE_STATUS = '0';

export interface PermissionSources {
  /** The owning form's own permission list, when it has one. */
  formPermissionList?: AuthEntry[] | null;
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
}

/** The permission directive's rule (spec section 6): may the element for `action` stay? */
export function hasPermission(action: string, sources: PermissionSources): boolean {
  const { formPermissionList } = sources;
  if (formPermissionList && formPermissionList.length > 0) {
    return formPermissionList.some((e) => e.action === action && e.type !== IGNORED_AUTH_TYPE);
  }
  if (sources.allAuth.some((e) => e.action === action && e.status === OVERRIDE_STATUS)) return true;
  return sources.auth.some((e) => e.action === action && e.type !== IGNORED_AUTH_TYPE);
}

/** Permission codes the shell itself depends on. */
export const PERMISSION = {
  customerList: 'crm:crmCustomer:list',
} as const;
