import { EMAIL_PATTERN, PEOPLE_API, PHONE_PATTERN, translate, type Envelope, type HandoverResult, type Lang } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { randomUUID } from 'node:crypto';
import { isUniqueViolation, nowText } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { companyOfDepartment, findDepartment, type DepartmentRow } from '../organisation/repository.ts';
import { fieldChange, listChange, writePermissionLog, type PermissionChange } from '../permission-log/repository.ts';
import { isAdministrator } from '../records/data-scope.ts';
import { recordCall } from '../records/record-call.ts';
import { requireButton } from '../roles/button-guard.ts';
import { ADMIN_ROLE, rolesByIds, type RoleRecord } from '../roles/repository.ts';
import { hashPassword, unusablePasswordHash } from '../session/passwords.ts';
import { endSessionsOf } from '../session/repository.ts';
import { contactHeldByOther } from '../verification/accounts.ts';
import { contactOf } from '../verification/codes.ts';
import {
  ACTIVE,
  administratorsAmong,
  employeeView,
  findStaff,
  FROZEN,
  jobNoTaken,
  moveHomeCompany,
  otherActiveAdministrators,
  seatsOf,
  setUserRoles,
  staffByIds,
  superiorChainReaches,
  usernameTaken,
  type StaffRow,
} from './employees.ts';
import { handOverRecords } from './handover.ts';
import { optionalPattern } from './routes.ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** The employee form's fields (EmployeeInput); a field left out of an edit keeps its value, null or '' clears it. */
const employeeFields = {
  realname: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
  mobile: { type: ['string', 'null'], pattern: optionalPattern(PHONE_PATTERN) },
  email: { type: ['string', 'null'], maxLength: 100, pattern: optionalPattern(EMAIL_PATTERN) },
  departId: id,
  roleIds: { type: 'array', minItems: 1, maxItems: 50, items: id },
  position: { type: ['string', 'null'], maxLength: 50 },
  superiorId: { type: ['string', 'null'], maxLength: 64 },
  jobNo: { type: ['string', 'null'], maxLength: 32 },
} as const;

/** The same bounds as the registration's and the password reset's (registration/routes.ts). */
const password = { type: 'string', minLength: 6, maxLength: 128 } as const;
/** Login names: letters, digits and `_ . @ -` (a phone number, an e-mail address), unique across every company. */
const username = { type: 'string', minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9_.@-]*$' } as const;

const addSchema = {
  body: { type: 'object', required: ['username', 'realname', 'departId', 'roleIds'], properties: { username, password, ...employeeFields } },
} as const;
const editSchema = {
  body: {
    type: 'object',
    required: ['id', 'realname', 'departId', 'roleIds'],
    properties: { id, username: { type: 'string', maxLength: 64 }, ...employeeFields },
  },
} as const;
/** Up to 100 ids of 64 characters, comma separated. */
const frozenSchema = {
  body: {
    type: 'object',
    required: ['ids', 'status'],
    properties: { ids: { type: 'string', minLength: 1, maxLength: 6500 }, status: { type: 'string', enum: [ACTIVE, FROZEN] } },
  },
} as const;
const resetSchema = { body: { type: 'object', required: ['id', 'password'], properties: { id, password } } } as const;
const handoverSchema = { body: { type: 'object', required: ['fromUserId', 'toUserId'], properties: { fromUserId: id, toUserId: id } } } as const;
const byIdSchema = { querystring: { type: 'object', required: ['id'], properties: { id } } } as const;

const MAX_BATCH = 100;

interface EmployeeBody {
  realname: string;
  mobile?: string | null;
  email?: string | null;
  departId: string;
  roleIds: string[];
  position?: string | null;
  superiorId?: string | null;
  jobNo?: string | null;
}

/** An employee's values as checked: normalised, with what they point at. */
interface EmployeeValues {
  realname: string;
  phone: string | null;
  email: string | null;
  position: string | null;
  jobNo: string | null;
  superior: StaffRow | null;
  depart: DepartmentRow;
  /** The company the department belongs to: the employee's home company. */
  company: DepartmentRow;
  roles: RoleRecord[];
}

/** A text field of an edit: left out keeps the stored value, null or blank clears it. */
function optionalText(given: string | null | undefined, stored: string | null): string | null {
  if (given === undefined) return stored;
  return given?.trim() || null;
}

function sameEmail(a: string | null, b: string | null): boolean {
  return (a?.toLowerCase() ?? null) === (b?.toLowerCase() ?? null);
}

/** What an employee is, as a log entry's plain text: names rather than ids. */
interface EmployeeFacts {
  username: string;
  realname: string;
  mobile: string | null;
  email: string | null;
  jobNo: string | null;
  position: string | null;
  superior: string | null;
  department: string | null;
  roles: string[];
}

function factChanges(before: EmployeeFacts | null, after: EmployeeFacts): PermissionChange[] {
  const fields = ['username', 'realname', 'mobile', 'email', 'jobNo', 'position', 'superior', 'department'] as const;
  return [...fields.flatMap((field) => fieldChange(field, before?.[field] ?? null, after[field])), ...listChange('roles', before?.roles ?? [], after.roles)];
}

function factsOf(username: string, values: EmployeeValues): EmployeeFacts {
  return {
    username,
    realname: values.realname,
    mobile: values.phone,
    email: values.email,
    jobNo: values.jobNo,
    position: values.position,
    superior: values.superior?.realname ?? null,
    department: values.depart.name,
    roles: values.roles.map((role) => role.name),
  };
}

/** An envelope whose message takes values (ok() translates a bare key). */
function okWith<T>(lang: Lang, result: T, messageKey: string, vars: Record<string, string | number>): Envelope<T> {
  return { ...ok(lang, result), message: translate(lang, `server.${messageKey}`, vars) };
}

/**
 * Employees (issue 22): the administrator's people screens. Add (with a first password, or none:
 * the person signs in by phone or e-mail code), edit, freeze and unfreeze, reset a password, and
 * hand a leaver's records to a colleague. Each needs its `sys:user:*` button; only administrators
 * manage administrators; every change is in the permission log, in the change's transaction.
 */
export default async function employeeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  /** Administrator accounts, and the administrator role, are for administrators to manage. */
  function requireAdministratorFor(auth: AuthContext, touchesAdministrator: boolean): void {
    if (touchesAdministrator && !isAdministrator(auth)) throw forbidden('administratorOnly');
  }

  async function isAdministratorUser(tenantId: string, userId: string): Promise<boolean> {
    return (await administratorsAmong(app.db, tenantId, [userId])).has(userId);
  }

  async function checkedEmployee(auth: AuthContext, body: EmployeeBody, current: StaffRow | null): Promise<EmployeeValues> {
    const { tenantId } = auth;
    const depart = await findDepartment(app.db, tenantId, body.departId);
    const company = depart && (await companyOfDepartment(app.db, tenantId, depart.id));
    if (!depart || !company) throw new HttpError(422, 'departUnknown');

    const roleIds = [...new Set(body.roleIds)];
    const roles = await rolesByIds(app.db, tenantId, roleIds);
    if (roles.length !== roleIds.length) throw new HttpError(422, 'roleUnknown');

    const superiorId = optionalText(body.superiorId, current?.superiorId ?? null);
    let superior: StaffRow | null = null;
    if (superiorId) {
      if (superiorId === current?.id) throw new HttpError(422, 'superiorSelf');
      superior = (await findStaff(app.db, tenantId, superiorId)) ?? null;
      if (!superior) throw new HttpError(422, 'superiorUnknown');
      // A frozen superior stays where they are, but is never newly chosen.
      if (superior.status !== ACTIVE && superiorId !== current?.superiorId) throw new HttpError(422, 'userFrozenChosen', { name: superior.realname });
      if (current && (await superiorChainReaches(app.db, tenantId, superiorId, current.id))) throw new HttpError(422, 'superiorCycle');
    }

    // One phone number and one address belong to one staff account (contact-change.ts): the same rule here.
    const phone = body.mobile === undefined ? (current?.phone ?? null) : body.mobile ? contactOf('sms', body.mobile) : null;
    if (phone && phone !== current?.phone && (await contactHeldByOther(app.db, 'sms', phone, current?.id ?? ''))) throw conflict('contactTaken');
    const email = body.email === undefined ? (current?.email ?? null) : body.email ? contactOf('email', body.email) : null;
    if (email && !sameEmail(email, current?.email ?? null) && (await contactHeldByOther(app.db, 'email', email, current?.id ?? ''))) {
      throw conflict('contactTaken');
    }

    const jobNo = optionalText(body.jobNo, current?.jobNo ?? null);
    if (jobNo && jobNo !== current?.jobNo && (await jobNoTaken(app.db, tenantId, jobNo, current?.id))) throw new HttpError(422, 'jobNoTaken');

    return {
      realname: body.realname.trim(),
      phone,
      email,
      position: optionalText(body.position, current?.position ?? null),
      jobNo,
      superior,
      depart,
      company,
      roles,
    };
  }

  /** Two requests taking one username, number or address at once: the unique indexes let one through. */
  async function uniqueRace(error: unknown, username?: string): Promise<never> {
    if (!isUniqueViolation(error)) throw error;
    if (username !== undefined && (await usernameTaken(app.db, username))) throw new HttpError(422, 'usernameTaken');
    throw conflict('contactTaken');
  }

  async function answerEmployee(request: FastifyRequest, tenantId: string, userId: string) {
    const view = await employeeView(app.db, request.lang, tenantId, userId);
    if (!view) throw notFound();
    return ok(request.lang, view);
  }

  app.get(PEOPLE_API.userById, { schema: byIdSchema }, async (request) => {
    const { tenantId } = await requireButton(app.db, request, 'sys:user:view');
    return answerEmployee(request, tenantId, request.query.id);
  });

  app.post(PEOPLE_API.userAdd, { schema: addSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:user:add');
    const { tenantId } = auth;
    const body = request.body;
    if (await usernameTaken(app.db, body.username)) throw new HttpError(422, 'usernameTaken');
    const values = await checkedEmployee(auth, body, null);
    requireAdministratorFor(
      auth,
      values.roles.some((role) => role.roleCode === ADMIN_ROLE),
    );
    const passwordHash = body.password ? await hashPassword(body.password) : unusablePasswordHash();
    const userId = randomUUID();
    const now = nowText();
    await app.db
      .transaction()
      .execute(async (trx) => {
        const seats = await seatsOf(trx, tenantId);
        if (seats.limit !== null && seats.active >= seats.limit) throw new HttpError(422, 'seatLimitReached', { limit: seats.limit });
        await trx
          .insertInto('users')
          .values({
            id: userId,
            tenant_id: tenantId,
            username: body.username,
            password_hash: passwordHash,
            realname: values.realname,
            phone: values.phone,
            email: values.email,
            is_admin: 0,
            status: ACTIVE,
            user_type: 'staff',
            depart_id: values.depart.id,
            company_code: values.company.orgCode,
            lang: request.lang,
            time_zone: 'Asia/Shanghai',
            position: values.position,
            job_id: values.jobNo,
            superior_id: values.superior?.id ?? null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx.insertInto('user_companies').values({ tenant_id: tenantId, user_id: userId, company_code: values.company.orgCode }).execute();
        await setUserRoles(
          trx,
          tenantId,
          userId,
          values.roles.map((role) => role.id),
        );
        await writePermissionLog(trx, {
          tenantId,
          actorId: auth.userId,
          kind: 'user.add',
          targetId: userId,
          targetName: values.realname,
          changes: factChanges(null, factsOf(body.username, values)),
        });
      })
      .catch((error: unknown) => uniqueRace(error, body.username));
    return answerEmployee(request, tenantId, userId);
  });

  app.put(PEOPLE_API.userEdit, { schema: editSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:user:edit');
    const { tenantId } = auth;
    const body = request.body;
    const current = await findStaff(app.db, tenantId, body.id);
    if (!current) throw notFound();
    const wasAdministrator = await isAdministratorUser(tenantId, current.id);
    requireAdministratorFor(auth, wasAdministrator);
    const values = await checkedEmployee(auth, body, current);
    const staysAdministrator = current.isAdminFlag || values.roles.some((role) => role.roleCode === ADMIN_ROLE);
    requireAdministratorFor(auth, staysAdministrator);
    if (wasAdministrator && !staysAdministrator && current.status === ACTIVE && (await otherActiveAdministrators(app.db, tenantId, [current.id])) === 0) {
      throw new HttpError(422, 'lastAdministrator', { name: current.realname });
    }
    const before = await employeeView(app.db, request.lang, tenantId, current.id);
    const beforeRoles = await rolesByIds(app.db, tenantId, before?.roleIds ?? []);
    const beforeFacts: EmployeeFacts = {
      username: current.username,
      realname: current.realname,
      mobile: current.phone,
      email: current.email,
      jobNo: current.jobNo,
      position: current.position,
      superior: before?.superiorId_dictText ?? null,
      department: before?.departId_dictText ?? null,
      roles: beforeRoles.map((role) => role.name),
    };
    const changes = factChanges(beforeFacts, factsOf(current.username, values));
    await app.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            realname: values.realname,
            phone: values.phone,
            email: values.email,
            position: values.position,
            job_id: values.jobNo,
            superior_id: values.superior?.id ?? null,
            depart_id: values.depart.id,
            company_code: values.company.orgCode,
            updated_at: nowText(),
          })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', current.id)
          .execute();
        await moveHomeCompany(trx, tenantId, current.id, current.companyCode, values.company.orgCode);
        await setUserRoles(
          trx,
          tenantId,
          current.id,
          values.roles.map((role) => role.id),
        );
        if (changes.length > 0) {
          await writePermissionLog(trx, { tenantId, actorId: auth.userId, kind: 'user.edit', targetId: current.id, targetName: values.realname, changes });
        }
      })
      .catch((error: unknown) => uniqueRace(error));
    return answerEmployee(request, tenantId, current.id);
  });

  app.put(PEOPLE_API.userFrozenBatch, { schema: frozenSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:user:frozen');
    const { tenantId } = auth;
    const ids = [...new Set(request.body.ids.split(',').map((part) => part.trim()))].filter(Boolean);
    if (ids.length === 0 || ids.length > MAX_BATCH) throw notFound();
    const people = await staffByIds(app.db, tenantId, ids);
    if (people.length !== ids.length) throw notFound();
    const administrators = await administratorsAmong(app.db, tenantId, ids);
    requireAdministratorFor(auth, administrators.size > 0);
    const freeze = request.body.status === FROZEN;
    if (freeze && ids.includes(auth.userId)) throw new HttpError(422, 'freezeSelf');
    const changing = people.filter((person) => person.status !== request.body.status);
    const lastAdministrator = freeze ? changing.find((person) => administrators.has(person.id)) : undefined;
    if (lastAdministrator && (await otherActiveAdministrators(app.db, tenantId, ids)) === 0) {
      throw new HttpError(422, 'lastAdministrator', { name: lastAdministrator.realname });
    }
    const changingIds = changing.map((person) => person.id);
    await app.db.transaction().execute(async (trx) => {
      if (!freeze && changing.length > 0) {
        const seats = await seatsOf(trx, tenantId);
        if (seats.limit !== null && seats.active + changing.length > seats.limit) throw new HttpError(422, 'seatLimitReached', { limit: seats.limit });
      }
      if (changingIds.length > 0) {
        await trx
          .updateTable('users')
          .set({ status: request.body.status, updated_at: nowText() })
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', changingIds)
          .execute();
      }
      // Frozen: out on every instance at the next request (the session look-up refuses them too), and no key lets them back in.
      if (freeze) await endSessionsOf(trx, ids);
      for (const person of changing) {
        await writePermissionLog(trx, {
          tenantId,
          actorId: auth.userId,
          kind: freeze ? 'user.frozen' : 'user.unfrozen',
          targetId: person.id,
          targetName: person.realname,
          changes: fieldChange('status', person.status, request.body.status),
        });
      }
    });
    return okWith(request.lang, null, freeze ? 'employeesFrozen' : 'employeesUnfrozen', { count: changing.length });
  });

  app.put(PEOPLE_API.userResetPassword, { schema: resetSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:user:resetPassword');
    const { tenantId } = auth;
    const person = await findStaff(app.db, tenantId, request.body.id);
    if (!person) throw notFound();
    requireAdministratorFor(auth, await isAdministratorUser(tenantId, person.id));
    const passwordHash = await hashPassword(request.body.password);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowText() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', person.id)
        .execute();
      // Whoever knew the old password, or holds a session or a key of the account, is out.
      await endSessionsOf(trx, [person.id]);
      await writePermissionLog(trx, {
        tenantId,
        actorId: auth.userId,
        kind: 'user.resetPassword',
        targetId: person.id,
        targetName: person.realname,
        // That it changed, never what to.
        changes: [{ field: 'password', before: '******', after: '******' }],
      });
    });
    return ok(request.lang, null, 'passwordReset');
  });

  app.post(PEOPLE_API.userHandover, { schema: handoverSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:user:handover');
    const { tenantId } = auth;
    const [from, to] = await Promise.all([findStaff(app.db, tenantId, request.body.fromUserId), findStaff(app.db, tenantId, request.body.toUserId)]);
    if (!from || !to) throw notFound();
    if (from.id === to.id) throw new HttpError(422, 'handoverSame');
    if (to.status !== ACTIVE) throw new HttpError(422, 'userFrozenChosen', { name: to.realname });
    const base = await recordCall(app, request);
    // The handover button, not the caller's data scope, decides: every record of the leaver moves.
    const call = { ...base, viewer: { ...base.viewer, admin: true } };
    const result: HandoverResult = await app.db.transaction().execute(async (trx) => {
      const handed = await handOverRecords(trx, call, from.id, to.id);
      await writePermissionLog(trx, {
        tenantId,
        actorId: auth.userId,
        kind: 'user.handover',
        targetId: from.id,
        targetName: from.realname,
        changes: [
          ...fieldChange('receiver', null, to.realname),
          ...handed.moved.flatMap((object) => fieldChange(object.apiName, null, object.count)),
          ...fieldChange('total', null, handed.total),
        ],
      });
      return handed;
    });
    return okWith(request.lang, result, 'handoverDone', { total: result.total, name: to.realname });
  });
}
