import type { EmployeeView, RoleView } from '@crm/domain';
import type { Department } from '../api/departments.ts';
import type { EmployeeRow } from '../api/employees.ts';

/** Every button of the people screens (menu catalogue: sys:user, sys:depart). */
export const PEOPLE_AUTH = [
  ...['view', 'add', 'edit', 'frozen', 'resetPassword', 'handover'].map((a) => ({ action: `sys:user:${a}`, type: '1' })),
  ...['add', 'edit', 'delete'].map((a) => ({ action: `sys:depart:${a}`, type: '1' })),
];

export const person = (patch: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id: 'u2',
  username: 'hanmei',
  realname: 'Han Mei',
  avatar: null,
  phone: '13800000002',
  email: null,
  departId: 'd-sales',
  departName: 'Sales',
  status: '1',
  position: 'Account manager',
  ...patch,
});

export const page = <T>(records: T[], current = 1, pages = 1) => ({ records, total: records.length, size: 20, current, pages });

export const employee = (patch: Partial<EmployeeView> = {}): EmployeeView => ({
  id: 'u2',
  username: 'hanmei',
  realname: 'Han Mei',
  jobNo: 'E-007',
  position: 'Account manager',
  superiorId: 'u9',
  superiorId_dictText: 'Wang Wu',
  departId: 'd-sales',
  departId_dictText: 'Sales',
  roleIds: ['r1'],
  roleNames: ['Salesperson'],
  mobile: '13800000002',
  email: 'hanmei@example.com',
  status: '1',
  isAdmin: 0,
  createdAt: '2026-03-01T02:00:00Z',
  ...patch,
});

export const role = (id: string, roleName: string): RoleView => ({
  id,
  roleCode: id,
  roleName,
  builtIn: 0,
  dataScope: '1',
  rwOthers: 'r',
  permissionCodes: [],
});

const department = (id: string, name: string, parentId: string | null, children: Department[] = [], patch: Partial<Department> = {}): Department => ({
  id,
  parentId,
  name,
  orgType: parentId === null ? '1' : '2',
  orgCode: id,
  children,
  ...patch,
});

/** Company A over Sales (over East) and Service. */
export const TREE: Department[] = [
  department(
    'c-a',
    'Company A',
    null,
    [
      department('d-sales', 'Sales', 'c-a', [department('d-east', 'East', 'd-sales', [], { leaderId: null, leaderName: null, memberCount: 2 })], {
        leaderId: 'u9',
        leaderName: 'Wang Wu',
        memberCount: 5,
      }),
      department('d-service', 'Service', 'c-a', [], { leaderId: null, leaderName: null, memberCount: 0 }),
    ],
    { leaderId: null, leaderName: null, memberCount: 12 },
  ),
];
