import { API, EMAIL_PATTERN, LANGS, PEOPLE_API, PHONE_PATTERN, type Colleague, type SelectUserDepartResult, type UserDepartItem } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { caller, type AuthContext } from '../../plugins/auth.ts';
import { requireButton } from '../roles/button-guard.ts';
import { fileBelongsToTenant } from '../files/repository.ts';
import { departmentWithDescendants } from '../organisation/repository.ts';
import { isAdministrator } from '../records/data-scope.ts';
import { setSessionCompany } from '../session/repository.ts';
import { hashPassword, verifyPassword } from '../session/passwords.ts';
import { nowText } from '../../db/dialect.ts';
import { provenContactChanges } from './contact-change.ts';
import { ACTIVE } from './employees.ts';
import { countUsers, listUsers, loadUserInfo, updateUser, userCompanies, type UserListFilter } from './repository.ts';

/** An optional field: empty, or matching the shared pattern. */
export const optionalPattern = (pattern: RegExp) => `^(?:${pattern.source.replace(/^\^/, '').replace(/\$$/, '')})?$`;

const userListSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      keyword: { type: 'string', maxLength: 100 },
      departId: { type: 'string', maxLength: 64 },
      status: { type: 'string', enum: ['', '1', '2'] },
    },
  },
} as const;

const usersByDepartSchema = {
  querystring: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, status: userListSchema.querystring.properties.status },
  },
} as const;

/**
 * The status a people list is filtered by: pickers (no status asked) offer active people only,
 * since a frozen one cannot become an owner, an approver or an assignee; the employee screens ask
 * for '1', '2', or '' for everyone.
 */
function statusFilter(status: string | undefined): string | undefined {
  if (status === undefined) return ACTIVE;
  return status || undefined;
}

const selectCompanySchema = {
  body: {
    type: 'object',
    required: ['companyCode'],
    properties: { companyCode: { type: 'string', minLength: 1, maxLength: 64 }, name: { type: 'string', maxLength: 100 } },
  },
} as const;

const editSelfSchema = {
  body: {
    type: 'object',
    required: ['realname'],
    properties: {
      realname: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
      phone: { type: ['string', 'null'], pattern: optionalPattern(PHONE_PATTERN) },
      email: { type: ['string', 'null'], maxLength: 100, pattern: optionalPattern(EMAIL_PATTERN) },
      avatar: { type: ['string', 'null'], maxLength: 300 },
      phoneCaptcha: { type: 'string', maxLength: 16 },
      emailCaptcha: { type: 'string', maxLength: 16 },
    },
  },
} as const;

const settingSchema = {
  body: {
    type: 'object',
    properties: {
      lang: { type: 'string', enum: [...LANGS] },
      timeZone: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
} as const;

/** The same bounds as the registration's and the reset's (registration/routes.ts). */
const updatePasswordSchema = {
  body: {
    type: 'object',
    required: ['oldPassword', 'password'],
    properties: {
      oldPassword: { type: 'string', minLength: 1, maxLength: 128 },
      password: { type: 'string', minLength: 6, maxLength: 128 },
    },
  },
} as const;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Like records, people lists follow the company the session acts under; administrators see every company. */
function pickerCompany(auth: AuthContext): string | undefined {
  return isAdministrator(auth) ? undefined : auth.companyCode;
}

export default async function userRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  async function currentUserInfo(request: FastifyRequest, auth: AuthContext) {
    const info = await loadUserInfo(app.db, request.lang, auth.tenantId, auth.userId, auth.companyCode);
    if (!info) throw notFound();
    return info;
  }

  app.get('/sys/queryLoginUserInfo', { config: { allowBlockedTenant: true } }, async (request) => {
    return ok(request.lang, await currentUserInfo(request, caller(request)));
  });

  app.get('/sys/user/list', { schema: userListSchema }, async (request) => {
    const auth = caller(request);
    const { tenantId } = auth;
    const { keyword, departId, status } = request.query;
    const filter: UserListFilter = { keyword: keyword || undefined, status: statusFilter(status), companyCode: pickerCompany(auth) };
    if (departId) filter.departIds = await departmentWithDescendants(app.db, tenantId, departId);
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([countUsers(app.db, tenantId, filter), listUsers(app.db, tenantId, filter, window)]);
    return ok(request.lang, toPage(records, total, window));
  });

  // The address book's colleague (oaAddressBookView): one person of the company the caller acts
  // under, as the list shows them, and whom they report to.
  app.get(PEOPLE_API.addressBookView, { schema: requiredTextQuery('id') }, async (request) => {
    const auth = await requireButton(app.db, request, 'oa:oaAddressBook:list');
    const [person] = await listUsers(app.db, auth.tenantId, { ids: [request.query.id], companyCode: pickerCompany(auth) });
    if (!person) throw notFound();
    const superior = await app.db
      .selectFrom('users as person')
      .innerJoin('users as superior', (join) => join.onRef('superior.id', '=', 'person.superior_id').onRef('superior.tenant_id', '=', 'person.tenant_id'))
      .select('superior.realname')
      .where('person.tenant_id', '=', auth.tenantId)
      .where('person.id', '=', person.id)
      .executeTakeFirst();
    const colleague: Colleague = { ...person, superiorName: superior?.realname ?? null };
    return ok(request.lang, colleague);
  });

  app.get('/sys/user/queryUserByDepId', { schema: usersByDepartSchema }, async (request) => {
    const auth = caller(request);
    const departIds = await departmentWithDescendants(app.db, auth.tenantId, request.query.id);
    if (departIds.length === 0) throw notFound();
    return ok(
      request.lang,
      await listUsers(app.db, auth.tenantId, { departIds, status: statusFilter(request.query.status), companyCode: pickerCompany(auth) }),
    );
  });

  app.get('/sys/sysUserDepart/queryUserDepartListByUserId', { schema: requiredTextQuery('userId') }, async (request) => {
    const auth = caller(request);
    if (request.query.userId !== auth.userId && !auth.isAdmin) throw forbidden();
    const items: UserDepartItem[] = await userCompanies(app.db, auth.tenantId, request.query.userId);
    return ok(request.lang, items);
  });

  app.post('/sys/selectUserDepart', { schema: selectCompanySchema }, async (request) => {
    const auth = caller(request);
    const company = (await userCompanies(app.db, auth.tenantId, auth.userId)).find((c) => c.companyCode === request.body.companyCode);
    if (!company) throw forbidden('companyNotMember');
    await setSessionCompany(app.db, auth.sessionId, company.companyCode);
    // Remembered on the user too, so the next login starts in the company chosen last.
    await updateUser(app.db, auth.tenantId, auth.userId, { company_code: company.companyCode });
    const userInfo = await currentUserInfo(request, { ...auth, companyCode: company.companyCode });
    const result: SelectUserDepartResult = { userInfo, companyName: company.name };
    return ok(request.lang, result);
  });

  app.put('/sys/user/editSelf', { schema: editSelfSchema }, async (request) => {
    const auth = caller(request);
    const { realname, phone, email, avatar, phoneCaptcha, emailCaptcha } = request.body;
    if (avatar && !(await fileBelongsToTenant(app.db, auth.tenantId, avatar))) throw badRequest('avatarInvalid');
    const contacts = await provenContactChanges(app.db, auth, { phone, email, phoneCaptcha, emailCaptcha });
    try {
      await updateUser(app.db, auth.tenantId, auth.userId, {
        realname: realname.trim(),
        ...contacts,
        ...(avatar !== undefined && { avatar: avatar || null }),
      });
    } catch (error) {
      // Two accounts proving one number at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw conflict('contactTaken');
      throw error;
    }
    return ok(request.lang, await currentUserInfo(request, auth));
  });

  app.put('/sys/user/setting', { schema: settingSchema }, async (request) => {
    const auth = caller(request);
    const { lang, timeZone } = request.body;
    if (timeZone !== undefined && !isTimeZone(timeZone)) throw badRequest('timeZoneInvalid');
    await updateUser(app.db, auth.tenantId, auth.userId, {
      ...(lang !== undefined && { lang }),
      ...(timeZone !== undefined && { time_zone: timeZone }),
    });
    return ok(request.lang, await currentUserInfo(request, auth));
  });

  // Mine > Change password: the current password proves the caller (a token alone, picked up on a
  // shared phone, does not). Every session and member key of the account ends, this one too: the
  // user logs in again with the new password, and whoever knew the old one is out.
  app.put(API.updatePassword, { schema: updatePasswordSchema, config: { perMinute: 10 } }, async (request) => {
    const auth = caller(request);
    const { oldPassword, password } = request.body;
    const row = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (!(await verifyPassword(row.password_hash, oldPassword))) throw badRequest('registration.passwordWrong');
    if (oldPassword === password) throw badRequest('registration.passwordUnchanged');
    const passwordHash = await hashPassword(password);
    await app.db.transaction().execute(async (trx) => {
      const now = nowText();
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', auth.userId).execute();
      await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', auth.userId).where('revoked_at', 'is', null).execute();
      await trx.updateTable('member_keys').set({ revoked_at: now }).where('user_id', '=', auth.userId).where('revoked_at', 'is', null).execute();
    });
    return ok(request.lang, null, 'registration.passwordUpdated');
  });
}
