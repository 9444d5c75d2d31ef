/**
 * System settings (issue 22): the company's employees, departments, roles and field permissions,
 * and the log of every change to who may do and see what. Paths are JeecgBoot's where it has one
 * (`/sys/user/add`, `/sys/sysDepart/edit`, `/sys/role/fieldPermission`), so its clients fit.
 */
import type { UserSummary } from './contract.ts';

/** Employee status (spec section 4): '1' active, '2' frozen. */
export type EmployeeStatus = '1' | '2';
export const EMPLOYEE_STATUS = { active: '1', frozen: '2' } as const satisfies Record<string, EmployeeStatus>;

/** GET /sys/user/queryById?id=: one employee as the administrator's screens show it. */
export interface EmployeeView {
  id: string;
  username: string;
  realname: string;
  jobNo: string | null;
  position: string | null;
  superiorId: string | null;
  superiorId_dictText: string | null;
  departId: string | null;
  departId_dictText: string | null;
  roleIds: string[];
  /** The roles' names in the caller's language, in roleIds' order. */
  roleNames: string[];
  mobile: string | null;
  email: string | null;
  status: EmployeeStatus;
  isAdmin: 0 | 1;
  createdAt: string;
}

/** POST /sys/user/add; PUT /sys/user/edit with `id` (username is not changed by edit). */
export interface EmployeeInput {
  id?: string;
  username: string;
  realname: string;
  /** A first password; without one the person signs in by phone or e-mail code. */
  password?: string;
  mobile?: string | null;
  email?: string | null;
  departId: string;
  roleIds: string[];
  position?: string | null;
  superiorId?: string | null;
  jobNo?: string | null;
}

/** PUT /sys/user/frozenBatch: '2' freezes, '1' unfreezes. */
export interface FrozenBatch {
  ids: string;
  status: EmployeeStatus;
}

/** PUT /sys/user/resetPassword. */
export interface PasswordReset {
  id: string;
  password: string;
}

/** POST /sys/user/handover: every record owned by `fromUserId` becomes `toUserId`'s. */
export interface Handover {
  fromUserId: string;
  toUserId: string;
}

/** What a handover moved, per object (API name) with its title in the caller's language. */
export interface HandoverResult {
  moved: { apiName: string; title: string; count: number }[];
  total: number;
}

/** POST /sys/sysDepart/add; PUT /sys/sysDepart/edit with `id`. A move is an edit of parentId. */
export interface DepartmentInput {
  id?: string;
  name: string;
  /** Null only for a company (the tree's top level). */
  parentId: string | null;
  leaderId?: string | null;
}

/** POST /sys/role/copy: a new custom role with the source's scope, rights, buttons and field permissions. */
export interface RoleCopy {
  id: string;
  roleName: string;
  roleCode: string;
}

/** A field's access for a role: hidden, read only, or editable (the default, never stored). */
export type FieldAccess = 'hidden' | 'read' | 'edit';

/** GET /sys/role/fieldPermission?roleId=&apiName=: every field of the object, with its label in the caller's language. */
export interface FieldPermissionItem {
  name: string;
  label: string;
  access: FieldAccess;
}

/** POST /sys/role/fieldPermission/save: a field not named stays editable. */
export interface FieldPermissionSave {
  roleId: string;
  apiName: string;
  fields: { name: string; access: FieldAccess }[];
}

/**
 * GET /sys/role/fieldObjects: the objects whose fields a role's permissions can narrow, with
 * their line objects (detail-field permissions) under them.
 */
export interface FieldObject {
  apiName: string;
  title: string;
  /** The line objects of its lines fields (quote details, order details), by API name. */
  lines: { apiName: string; title: string }[];
}

/** What a permission log entry is about. */
export type PermissionLogKind =
  | 'role.add'
  | 'role.edit'
  | 'role.copy'
  | 'role.delete'
  | 'role.fieldPermission'
  | 'user.add'
  | 'user.edit'
  | 'user.frozen'
  | 'user.unfrozen'
  | 'user.resetPassword'
  | 'user.handover'
  | 'depart.add'
  | 'depart.edit'
  | 'depart.delete';

/** GET /sys/permissionLog/list (paged, newest first): who changed what, and when. */
export interface PermissionLogEntry {
  id: string;
  kind: PermissionLogKind;
  /** Who made the change: id and name. */
  userId: string;
  userName: string;
  /** The role, employee or department changed, by id and by the name it had then. */
  targetId: string;
  targetName: string;
  /** What changed, field by field: `{field, before, after}` in plain text. */
  changes: { field: string; before: string | null; after: string | null }[];
  createdAt: string;
}

/** The calls of the system settings, after the API base. */
export const PEOPLE_API = {
  userList: '/sys/user/list',
  userById: '/sys/user/queryById',
  userAdd: '/sys/user/add',
  userEdit: '/sys/user/edit',
  userFrozenBatch: '/sys/user/frozenBatch',
  userResetPassword: '/sys/user/resetPassword',
  userHandover: '/sys/user/handover',
  departTree: '/sys/sysDepart/queryTreeList',
  departAdd: '/sys/sysDepart/add',
  departEdit: '/sys/sysDepart/edit',
  departDelete: '/sys/sysDepart/delete',
  roleList: '/sys/role/list',
  roleAdd: '/sys/role/add',
  roleEdit: '/sys/role/edit',
  roleCopy: '/sys/role/copy',
  roleDelete: '/sys/role/delete',
  fieldObjects: '/sys/role/fieldObjects',
  fieldPermission: '/sys/role/fieldPermission',
  fieldPermissionSave: '/sys/role/fieldPermission/save',
  permissionLogList: '/sys/permissionLog/list',
  /** GET ?id=: a colleague of the address book (oaAddressBookView), for whoever may open it. */
  addressBookView: '/oa/oaAddressBook/queryById',
} as const;

/** GET PEOPLE_API.addressBookView: a colleague as the address book shows them, with their direct superior's name. */
export interface Colleague extends UserSummary {
  superiorName: string | null;
}
