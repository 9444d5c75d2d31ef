import { appPermissionCodes, CATALOGUE, DATA_SCOPES, PEOPLE_API, type Lang, type Page, type RoleView } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { fieldChange, listChange, writePermissionLog, type PermissionChange } from '../permission-log/repository.ts';
import { raiseFieldAccessVersion } from '../records/field-access.ts';
import { roleDisplayName } from '../users/repository.ts';
import { requireButton } from './button-guard.ts';
import {
  ADMIN_ROLE,
  copyFieldPermissions,
  countRoleHolders,
  countRoles,
  deleteRole,
  findRole,
  findRoleByCode,
  grantedCodesByRole,
  insertRole,
  listRoles,
  setRoleGrants,
  updateRole,
  type RoleRecord,
} from './repository.ts';

const ALL_CODES = new Set(CATALOGUE.flatMap((area) => area.apps.flatMap(appPermissionCodes)));

const roleFields = {
  roleName: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
  roleCode: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
  dataScope: { type: 'string', enum: [...DATA_SCOPES] },
  rwOthers: { type: 'string', enum: ['r', 'rw'] },
  permissionCodes: { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 100 } },
} as const;

const roleId = { type: 'string', minLength: 1, maxLength: 64 } as const;

const listSchema = { querystring: { type: 'object', properties: { ...pageQueryProperties } } } as const;
const addSchema = {
  body: { type: 'object', required: ['roleName', 'roleCode', 'dataScope', 'rwOthers'], properties: roleFields },
} as const;
const editSchema = {
  body: {
    type: 'object',
    required: ['id'],
    properties: {
      id: roleId,
      roleName: roleFields.roleName,
      dataScope: roleFields.dataScope,
      rwOthers: roleFields.rwOthers,
      permissionCodes: roleFields.permissionCodes,
    },
  },
} as const;
const copySchema = {
  body: { type: 'object', required: ['id', 'roleName', 'roleCode'], properties: { id: roleId, roleName: roleFields.roleName, roleCode: roleFields.roleCode } },
} as const;
const deleteSchema = requiredTextQuery('id');

function checkCodes(codes: readonly string[] | undefined): void {
  const unknown = codes?.find((code) => !ALL_CODES.has(code));
  if (unknown) throw badRequest('permissionUnknown', { code: unknown });
}

/** The buttons a role holds: the administrator every one, implicitly; any other its grants. */
function codesOf(role: RoleRecord, granted: readonly string[]): string[] {
  return role.roleCode === ADMIN_ROLE ? [...ALL_CODES] : [...granted];
}

function toView(lang: Lang, role: RoleRecord, codes: string[]): RoleView {
  return {
    id: role.id,
    roleCode: role.roleCode,
    roleName: roleDisplayName(lang, role),
    builtIn: role.builtIn ? 1 : 0,
    dataScope: role.dataScope,
    rwOthers: role.rwOthers,
    permissionCodes: codesOf(role, codes),
  };
}

/** What a new role is, as its log entry says: every field from nothing. */
function createdChanges(role: { name: string; roleCode: string; dataScope: string; rwOthers: string }, codes: readonly string[]): PermissionChange[] {
  return [
    ...fieldChange('roleName', null, role.name),
    ...fieldChange('roleCode', null, role.roleCode),
    ...fieldChange('dataScope', null, role.dataScope),
    ...fieldChange('rwOthers', null, role.rwOthers),
    ...listChange('buttons', [], codes),
  ];
}

/** A role code taken at the same moment by another request: the unique (tenant, code) index answers. */
function roleCodeRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(422, 'roleCodeExists');
  throw error;
}

/**
 * Roles of the tenant (spec section 5, issue 22): listed for whoever manages roles or picks them
 * for an employee, changed by the holders of the role buttons. Built-in roles cannot be changed
 * or deleted, a role someone still holds cannot be deleted, and every change is logged.
 */
export default async function roleRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  async function mutableRole(tenantId: string, id: string): Promise<RoleRecord> {
    const role = await findRole(app.db, tenantId, id);
    if (!role) throw notFound();
    if (role.builtIn) throw forbidden('roleBuiltIn');
    return role;
  }

  async function grantsOf(tenantId: string, id: string): Promise<string[]> {
    return (await grantedCodesByRole(app.db, tenantId, [id])).get(id) ?? [];
  }

  async function view(lang: Lang, tenantId: string, id: string): Promise<RoleView> {
    const role = await findRole(app.db, tenantId, id);
    if (!role) throw notFound();
    return toView(lang, role, await grantsOf(tenantId, id));
  }

  // The employee form picks roles, so whoever adds or edits employees may list them too.
  app.get(PEOPLE_API.roleList, { schema: listSchema }, async (request) => {
    const { tenantId } = await requireButton(app.db, request, 'sys:role:list', 'sys:user:add', 'sys:user:edit');
    const window = pageWindow(request.query);
    const [total, roles] = await Promise.all([countRoles(app.db, tenantId), listRoles(app.db, tenantId, window)]);
    const grants = await grantedCodesByRole(
      app.db,
      tenantId,
      roles.map((role) => role.id),
    );
    const page: Page<RoleView> = toPage(
      roles.map((role) => toView(request.lang, role, grants.get(role.id) ?? [])),
      total,
      window,
    );
    return ok(request.lang, page);
  });

  app.post(PEOPLE_API.roleAdd, { schema: addSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:role:add');
    const { tenantId } = auth;
    const body = request.body;
    checkCodes(body.permissionCodes);
    if (await findRoleByCode(app.db, tenantId, body.roleCode)) throw new HttpError(422, 'roleCodeExists');
    const input = { roleCode: body.roleCode, name: body.roleName.trim(), dataScope: body.dataScope, rwOthers: body.rwOthers };
    const codes = [...new Set(body.permissionCodes ?? [])];
    const id = await app.db
      .transaction()
      .execute(async (trx) => {
        const created = await insertRole(trx, tenantId, input);
        await setRoleGrants(trx, tenantId, created, codes);
        await writePermissionLog(trx, {
          tenantId,
          actorId: auth.userId,
          kind: 'role.add',
          targetId: created,
          targetName: input.name,
          changes: createdChanges(input, codes),
        });
        return created;
      })
      .catch(roleCodeRace);
    return ok(request.lang, await view(request.lang, tenantId, id));
  });

  app.put(PEOPLE_API.roleEdit, { schema: editSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:role:edit');
    const { tenantId } = auth;
    const body = request.body;
    const role = await mutableRole(tenantId, body.id);
    checkCodes(body.permissionCodes);
    const granted = await grantsOf(tenantId, role.id);
    const name = body.roleName?.trim();
    const changes = [
      ...(name === undefined ? [] : fieldChange('roleName', role.name, name)),
      ...(body.dataScope === undefined ? [] : fieldChange('dataScope', role.dataScope, body.dataScope)),
      ...(body.rwOthers === undefined ? [] : fieldChange('rwOthers', role.rwOthers, body.rwOthers)),
      ...(body.permissionCodes === undefined ? [] : listChange('buttons', granted, body.permissionCodes)),
    ];
    await app.db.transaction().execute(async (trx) => {
      await updateRole(trx, tenantId, role.id, { name, dataScope: body.dataScope, rwOthers: body.rwOthers });
      if (body.permissionCodes) await setRoleGrants(trx, tenantId, role.id, body.permissionCodes);
      if (changes.length > 0) {
        await writePermissionLog(trx, { tenantId, actorId: auth.userId, kind: 'role.edit', targetId: role.id, targetName: name ?? role.name, changes });
      }
    });
    return ok(request.lang, await view(request.lang, tenantId, role.id));
  });

  // A new custom role like an existing one (a built-in one too): its data scope, rights on
  // others' data, buttons and field permissions, to be adjusted from there.
  app.post(PEOPLE_API.roleCopy, { schema: copySchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:role:add');
    const { tenantId } = auth;
    const { id, roleCode } = request.body;
    const roleName = request.body.roleName.trim();
    const source = await findRole(app.db, tenantId, id);
    if (!source) throw notFound();
    if (await findRoleByCode(app.db, tenantId, roleCode)) throw new HttpError(422, 'roleCodeExists');
    const codes = codesOf(source, await grantsOf(tenantId, source.id));
    const input = { roleCode, name: roleName, dataScope: source.dataScope, rwOthers: source.rwOthers };
    const copyId = await app.db
      .transaction()
      .execute(async (trx) => {
        const created = await insertRole(trx, tenantId, input);
        await setRoleGrants(trx, tenantId, created, codes);
        const fieldRows = await copyFieldPermissions(trx, tenantId, source.id, created);
        // Access is remembered per version on every instance: the new role's holders must not be served stale access.
        if (fieldRows > 0) await raiseFieldAccessVersion(trx, tenantId);
        await writePermissionLog(trx, {
          tenantId,
          actorId: auth.userId,
          kind: 'role.copy',
          targetId: created,
          targetName: roleName,
          changes: [
            ...fieldChange('copiedFrom', null, roleDisplayName(request.lang, source)),
            ...createdChanges(input, codes),
            ...fieldChange('fieldPermissions', null, fieldRows),
          ],
        });
        return created;
      })
      .catch(roleCodeRace);
    return ok(request.lang, await view(request.lang, tenantId, copyId));
  });

  app.delete(PEOPLE_API.roleDelete, { schema: deleteSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:role:delete');
    const { tenantId } = auth;
    const role = await mutableRole(tenantId, request.query.id);
    const granted = await grantsOf(tenantId, role.id);
    await app.db.transaction().execute(async (trx) => {
      const holders = await countRoleHolders(trx, tenantId, role.id);
      if (holders > 0) throw new HttpError(422, 'roleInUse', { count: holders });
      await deleteRole(trx, tenantId, role.id);
      await writePermissionLog(trx, {
        tenantId,
        actorId: auth.userId,
        kind: 'role.delete',
        targetId: role.id,
        targetName: role.name,
        changes: [
          ...fieldChange('roleName', role.name, null),
          ...fieldChange('roleCode', role.roleCode, null),
          ...fieldChange('dataScope', role.dataScope, null),
          ...fieldChange('rwOthers', role.rwOthers, null),
          ...listChange('buttons', granted, []),
        ],
      });
    });
    return ok(request.lang, null);
  });
}
