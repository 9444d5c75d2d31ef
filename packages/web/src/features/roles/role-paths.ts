/** The button codes of the roles app (menu catalogue 'sysRoleList') and of the permission log. */
export const ROLE_CODES = {
  view: 'sys:role:view',
  add: 'sys:role:add',
  edit: 'sys:role:edit',
  delete: 'sys:role:delete',
  fieldPermission: 'sys:role:fieldPermission',
  log: 'sys:permissionLog:list',
} as const;

const at = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/** Where each role screen is (app/role-routes.tsx declares them). */
export const rolePath = {
  list: () => '/sys/sysRoleList',
  view: (id: string) => at('/sys/sysRoleView', { id }),
  add: () => at('/sys/sysRoleForm'),
  edit: (id: string) => at('/sys/sysRoleForm', { id }),
  copy: (id: string) => at('/sys/sysRoleForm', { copyOf: id }),
  fieldObjects: (roleId: string) => at('/sys/sysRoleFieldPermission', { roleId }),
  fields: (roleId: string, apiName: string) => at('/sys/sysRoleFieldPermission', { roleId, apiName }),
  log: (targetId?: string) => at('/sys/sysPermissionLog', targetId ? { targetId } : {}),
};
