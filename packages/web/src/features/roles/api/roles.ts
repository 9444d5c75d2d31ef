import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PEOPLE_API,
  type FieldObject,
  type FieldPermissionItem,
  type FieldPermissionSave,
  type Page,
  type PermissionLogEntry,
  type PermissionLogKind,
  type RoleCopy,
  type RoleEdit,
  type RoleView,
} from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** Under 'sysRole': every role change refreshes each list of roles (the approval flow's role picker too). */
export const roleKeys = {
  all: ['sysRole'] as const,
  fieldObjects: ['sysRole', 'fieldObjects'] as const,
  fields: (roleId: string, apiName: string) => ['sysRole', 'fieldPermission', roleId, apiName] as const,
  log: ['sysPermissionLog'] as const,
};

/** Every list of roles, and the permission log, which has an entry for the change. */
function refreshRoles(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: roleKeys.all });
  void queryClient.invalidateQueries({ queryKey: roleKeys.log });
}

/** PUT /sys/role/edit: what changes of a custom role (its code never does). */
export type RoleChange = Pick<RoleEdit, 'roleName' | 'dataScope' | 'rwOthers' | 'permissionCodes'> & { id: string };

/** POST /sys/role/add; answers the role as saved. */
export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Omit<RoleEdit, 'id'>) => http.post<RoleView>(PEOPLE_API.roleAdd, role).then(resultOf),
    onSuccess: () => refreshRoles(queryClient),
  });
}

/** PUT /sys/role/edit; answers the role as saved. */
export function useEditRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleChange) => http.put<RoleView>(PEOPLE_API.roleEdit, role).then(resultOf),
    onSuccess: () => refreshRoles(queryClient),
  });
}

/** POST /sys/role/copy: a new custom role with everything of the source's. */
export function useCopyRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (copy: RoleCopy) => http.post<RoleView>(PEOPLE_API.roleCopy, copy).then(resultOf),
    onSuccess: () => refreshRoles(queryClient),
  });
}

/**
 * DELETE /sys/role/delete?id=. The server refuses a built-in role or one still assigned to people,
 * and its reason is what the administrator needs to read, whatever the status (a 403 would
 * otherwise read only "access denied"): the caller shows `refusalOf(error)`.
 */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(PEOPLE_API.roleDelete, { id }, { silent: true }).then(resultOf),
    onSuccess: () => refreshRoles(queryClient),
  });
}

/** GET /sys/role/fieldObjects: the objects whose fields a role may narrow, with their line objects. */
export const fieldObjectsQuery = () =>
  queryOptions({
    queryKey: roleKeys.fieldObjects,
    queryFn: ({ signal }) => http.get<FieldObject[]>(PEOPLE_API.fieldObjects, undefined, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

/** GET /sys/role/fieldPermission?roleId=&apiName=: every field of one object with the role's access to it. */
export const fieldPermissionQuery = (roleId: string, apiName: string) =>
  queryOptions({
    queryKey: roleKeys.fields(roleId, apiName),
    queryFn: ({ signal }) => http.get<FieldPermissionItem[]>(PEOPLE_API.fieldPermission, { roleId, apiName }, { signal }).then(resultOf),
  });

/** POST /sys/role/fieldPermission/save: the object's fields as the administrator left them. */
export function useSaveFieldPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: FieldPermissionSave) => http.post<unknown>(PEOPLE_API.fieldPermissionSave, save).then(resultOf),
    onSuccess: (_, save) => {
      void queryClient.invalidateQueries({ queryKey: roleKeys.fields(save.roleId, save.apiName) });
      void queryClient.invalidateQueries({ queryKey: roleKeys.log });
    },
  });
}

export const LOG_PAGE_SIZE = 20;

export interface LogFilter {
  kind?: PermissionLogKind;
  targetId?: string;
}

/** GET /sys/permissionLog/list: newest first, page by page, of one kind or about one role when asked. */
export const permissionLogQuery = (filter: LogFilter) =>
  infiniteQueryOptions({
    queryKey: [...roleKeys.log, filter.kind ?? '', filter.targetId ?? ''] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<PermissionLogEntry>>(
          PEOPLE_API.permissionLogList,
          {
            pageNo: pageParam,
            pageSize: LOG_PAGE_SIZE,
            ...(filter.kind ? { kind: filter.kind } : {}),
            ...(filter.targetId ? { targetId: filter.targetId } : {}),
          },
          { signal },
        )
        .then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
