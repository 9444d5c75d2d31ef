import { EMPLOYEE_STATUS } from '@crm/domain';

/** AgentAccountInput, as the vendor's and the partner's routes take it: the same bounds as an employee's (users/employee-routes.ts). */
export const ACCOUNT_INPUT = {
  type: 'object',
  required: ['username', 'realname', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9_.@-]*$' },
    realname: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
    phone: { type: ['string', 'null'], maxLength: 30 },
    password: { type: 'string', minLength: 6, maxLength: 128 },
    isAdmin: { type: 'boolean' },
  },
} as const;

/** { id, status }: an account frozen or active again. */
export const ACCOUNT_STATUS = {
  type: 'object',
  required: ['id', 'status'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    status: { type: 'string', enum: [EMPLOYEE_STATUS.active, EMPLOYEE_STATUS.frozen] },
  },
} as const;
