import { EMAIL_PATTERN, PHONE_PATTERN, type EmployeeInput } from '@crm/domain';

/** The server's bounds on a password (the registration's and the reset's). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** A name as the profile keeps it (PUT /sys/user/editSelf). */
export const REALNAME_MAX = 30;
export const TEXT_MAX = 50;
export const JOB_NO_MAX = 32;
export const USERNAME_MAX = 64;
export const EMAIL_MAX = 100;
/** Letters, digits and the marks an e-mail-like or phone-number account uses, from a letter or digit (the server's rule). */
const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.@-]{1,63}$/;

/** What is wrong, as a key of the people texts with its values. */
export interface Problem {
  key: string;
  values?: Record<string, number>;
}

/** The form as typed: every text as entered, the picks with the names they show. */
export interface EmployeeDraft {
  username: string;
  realname: string;
  password: string;
  mobile: string;
  email: string;
  departId: string;
  departName: string;
  roleIds: string[];
  position: string;
  superiorId: string;
  superiorName: string;
  jobNo: string;
}

export type DraftField = keyof EmployeeDraft;

export function passwordProblem(password: string, required: boolean): Problem | null {
  if (!password) return required ? { key: 'web.people.form.error.passwordRequired' } : null;
  if (password.length < PASSWORD_MIN) return { key: 'web.people.form.error.passwordShort', values: { min: PASSWORD_MIN } };
  if (password.length > PASSWORD_MAX) return { key: 'web.people.form.error.passwordLong', values: { max: PASSWORD_MAX } };
  return null;
}

const tooLong = (max: number): Problem => ({ key: 'web.people.form.error.tooLong', values: { max } });

/** Every problem of the draft by field; empty when it may be sent. Adding checks the account and the first password too. */
export function checkEmployee(draft: EmployeeDraft, adding: boolean): Partial<Record<DraftField, Problem>> {
  const problems: Partial<Record<DraftField, Problem>> = {};
  const username = draft.username.trim();
  if (adding) {
    if (!username) problems.username = { key: 'web.people.form.error.usernameRequired' };
    else if (!USERNAME_PATTERN.test(username)) problems.username = { key: 'web.people.form.error.usernameFormat' };
    const password = passwordProblem(draft.password, false);
    if (password) problems.password = password;
  }
  const realname = draft.realname.trim();
  if (!realname) problems.realname = { key: 'web.people.form.error.realnameRequired' };
  else if (realname.length > REALNAME_MAX) problems.realname = tooLong(REALNAME_MAX);
  const mobile = draft.mobile.trim();
  if (mobile && !PHONE_PATTERN.test(mobile)) problems.mobile = { key: 'web.people.form.error.mobileFormat' };
  const email = draft.email.trim();
  if (email.length > EMAIL_MAX) problems.email = tooLong(EMAIL_MAX);
  else if (email && !EMAIL_PATTERN.test(email)) problems.email = { key: 'web.people.form.error.emailFormat' };
  if (!draft.departId) problems.departId = { key: 'web.people.form.error.departRequired' };
  if (draft.roleIds.length === 0) problems.roleIds = { key: 'web.people.form.error.rolesRequired' };
  if (draft.position.trim().length > TEXT_MAX) problems.position = tooLong(TEXT_MAX);
  if (draft.jobNo.trim().length > JOB_NO_MAX) problems.jobNo = tooLong(JOB_NO_MAX);
  return problems;
}

const orNull = (text: string) => text.trim() || null;

/** The body of the add (with the first password when one was typed) or of the edit (with `id`). */
export function employeeInputOf(draft: EmployeeDraft, id: string | null): EmployeeInput {
  return {
    ...(id && { id }),
    username: draft.username.trim(),
    realname: draft.realname.trim(),
    ...(!id && draft.password && { password: draft.password }),
    mobile: orNull(draft.mobile),
    email: orNull(draft.email),
    departId: draft.departId,
    roleIds: draft.roleIds,
    position: orNull(draft.position),
    superiorId: draft.superiorId || null,
    jobNo: orNull(draft.jobNo),
  };
}
