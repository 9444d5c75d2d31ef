import type { AgentAccountInput } from './agent.ts';
import { PHONE_PATTERN } from '../format/values.ts';

/**
 * A partner account's form (the vendor's, on a partner's detail, and the partner administrators' in
 * the portal), checked as typed before it is sent, within the server's bounds (AgentAccountInput,
 * the same as an employee's; the server's schema reads them from here).
 */
export const REALNAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 64;
/** Letters, digits and the marks an e-mail-like or phone-number account uses, from a letter or digit: 2–64 of them. */
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.@-]*$';
export const USERNAME_MIN = 2;

/** The account form as typed. */
export interface AccountDraft {
  username: string;
  realname: string;
  phone: string;
  password: string;
  isAdmin: boolean;
}

export type AccountField = Exclude<keyof AccountDraft, 'isAdmin'>;

export const EMPTY_ACCOUNT: AccountDraft = { username: '', realname: '', phone: '', password: '', isAdmin: false };

/** What is wrong with a field: the name of its message (under the form's `error`) and the message's values. */
export interface AccountProblem {
  key: string;
  values?: Record<string, number>;
}

/**
 * Every problem of the draft by field; empty when it may be sent. Texts are measured as sent: the
 * http layer trims every string of a body, the password too.
 */
export function checkAccount(draft: AccountDraft): Partial<Record<AccountField, AccountProblem>> {
  const problems: Partial<Record<AccountField, AccountProblem>> = {};
  const username = draft.username.trim();
  if (!username) problems.username = { key: 'usernameRequired' };
  else if (username.length < USERNAME_MIN || username.length > USERNAME_MAX || !new RegExp(USERNAME_PATTERN).test(username))
    problems.username = { key: 'usernameFormat' };
  const realname = draft.realname.trim();
  if (!realname) problems.realname = { key: 'realnameRequired' };
  else if (realname.length > REALNAME_MAX) problems.realname = { key: 'realnameLong', values: { max: REALNAME_MAX } };
  const phone = draft.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) problems.phone = { key: 'phoneFormat' };
  const password = draft.password.trim();
  if (!password) problems.password = { key: 'passwordRequired' };
  else if (password.length < PASSWORD_MIN) problems.password = { key: 'passwordShort', values: { min: PASSWORD_MIN } };
  else if (password.length > PASSWORD_MAX) problems.password = { key: 'passwordLong', values: { max: PASSWORD_MAX } };
  return problems;
}

/** What the form sends: the texts trimmed, an empty phone as null. */
export function accountInputOf(draft: AccountDraft): AgentAccountInput {
  return {
    username: draft.username.trim(),
    realname: draft.realname.trim(),
    phone: draft.phone.trim() || null,
    password: draft.password.trim(),
    isAdmin: draft.isAdmin,
  };
}
