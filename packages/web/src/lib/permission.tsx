import { useCallback, type ReactNode } from 'react';
import { hasPermission, type AuthEntry } from '@crm/domain';
import { useSessionStore } from '../stores/session.ts';

/**
 * The permission directive of spec section 6: elements whose action the user may not use are
 * not rendered at all. The rule itself is the domain's `hasPermission`.
 */
export function usePermission(formPermissionList?: AuthEntry[] | null): (action: string) => boolean {
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  return useCallback((action: string) => hasPermission(action, { formPermissionList, auth, allAuth }), [formPermissionList, auth, allAuth]);
}

export interface PermissionProps {
  action: string;
  /** The owning form's own permission list, when it has one. */
  formPermissionList?: AuthEntry[] | null;
  children: ReactNode;
}

export function Permission({ action, formPermissionList, children }: PermissionProps) {
  const allowed = usePermission(formPermissionList)(action);
  return allowed ? <>{children}</> : null;
}
