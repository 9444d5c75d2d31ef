import type { HelpChapter } from '../types.ts';

/** Administration (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'employees',
    title: 'Employees',
    blocks: [
      'An administrator manages the company’s people under Applications, System settings, “Employees”:',
      {
        list: [
          'Add an employee: account, name, department, roles, and optionally a password, mobile, email, position, direct superior and job number. An employee without a password logs in with a code sent to their mobile or email.',
          'Freeze: a frozen employee is logged out everywhere at once, cannot log in by any way, and cannot be chosen as owner or approver; their records stay. Nobody freezes themselves or the last active administrator.',
          'Reset password: set a new one; the employee’s logins end.',
          'Handover: every record one employee owns goes to another in one go, each as a transfer.',
        ],
      },
      'The platform sets how many active employees a company may have: adding or unfreezing beyond it is refused.',
    ],
  },
  {
    id: 'departments',
    title: 'Departments',
    blocks: [
      'In “Departments”, add, rename and move departments and set each one’s head. A department’s head can be an approver in approval flows. A department with people or departments under it cannot be deleted.',
    ],
  },
  {
    id: 'roles',
    title: 'Roles and data scope',
    blocks: [
      'An employee’s roles decide which apps they use and which records they see. Four roles come built in: administrator, sales management, sales department management and salesperson; they cannot be changed, but can be copied and the copy changed.',
      'In “Roles and permissions”, edit a role:',
      {
        list: [
          'Data scope: the whole company; own department, departments below and shared with me; own department and shared with me; only myself and shared with me.',
          'Records owned by others: read only, or read and write.',
          'Menu and buttons: tick the apps the role uses and their actions (add, edit, delete, export, import, transfer and so on).',
        ],
      },
      'A role someone still holds cannot be deleted.',
    ],
  },
  {
    id: 'field-permissions',
    title: 'Field permissions',
    blocks: [
      'In a role, set each kind of record’s field permissions: hidden, read only or editable (a field not set is editable). The title field can be made read only, not hidden. Fields of lines (such as quotation lines) can be set too.',
      'A hidden field shows in no list, detail, export, change log or approval list, and cannot be filtered, sorted or searched on. An employee with several roles gets the most permissive access of each field.',
    ],
  },
  {
    id: 'logs-and-settings',
    title: 'The permission log and other settings',
    blocks: [
      'The “Permission log” records who changed which role, employee, department or field permission, when, and what (never a password).',
      'An administrator’s other settings:',
      {
        list: [
          'Approval flows: Mine, Settings, Approval flows.',
          'Pool settings: the members and rules of customer and lead pools.',
          'Sales processes: the stages and tasks of opportunities.',
          'The sign-in distance: on the sign-in map.',
        ],
      },
    ],
  },
];
