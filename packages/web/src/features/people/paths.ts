/** The addresses of the people screens (app/people-routes.tsx and the menu catalogue hold the same). */
export const EMPLOYEE_LIST_PATH = '/sys/sysUserList';
export const EMPLOYEE_FORM_PATH = '/sys/sysUserForm';
export const DEPARTMENT_LIST_PATH = '/sys/sysDepartList';
export const DEPARTMENT_FORM_PATH = '/sys/sysDepartForm';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const employeeViewPath = (id: string) => withQuery('/sys/sysUserView', { id });
export const employeeEditPath = (id: string) => withQuery(EMPLOYEE_FORM_PATH, { id });
export const handoverPath = (id: string) => withQuery('/sys/sysUserHandover', { id });
export const departmentMembersPath = (departId: string) => withQuery(EMPLOYEE_LIST_PATH, { departId, status: 'all' });
export const departmentEditPath = (id: string) => withQuery(DEPARTMENT_FORM_PATH, { id });
export const departmentAddPath = (parentId: string) => withQuery(DEPARTMENT_FORM_PATH, { parentId });
/** The address book's colleague (oaAddressBookView). */
export const colleaguePath = (id: string) => withQuery('/oa/oaAddressBookView', { id });
