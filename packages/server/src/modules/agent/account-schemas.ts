import { EMPLOYEE_STATUS, PASSWORD_MAX, PASSWORD_MIN, REALNAME_MAX, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '@crm/domain';

/** AgentAccountInput, as the vendor's and the partner's routes take it: the bounds the phone's forms check (api/agent-account.ts), an employee's. */
export const ACCOUNT_INPUT = {
  type: 'object',
  required: ['username', 'realname', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_PATTERN },
    realname: { type: 'string', minLength: 1, maxLength: REALNAME_MAX, pattern: '\\S' },
    phone: { type: ['string', 'null'], maxLength: 30 },
    password: { type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
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
