import { appPermissionCodes, CATALOGUE, DATA_SCOPES, type Lang, type Page, type RoleView } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { roleDisplayName } from '../users/repository.ts';
import {
  ADMIN_ROLE,
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
import { requiredTextQuery } from '../../http/query-schemas.ts';

const ALL_CODES = new Set(CATALOGUE.flatMap((area) => area.apps.flatMap(appPermissionCodes)));

const roleFields = {
  roleName: { type: 'string', minLength: 1, maxLength: 50 },
  roleCode: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
  dataScope: { type: 'string', enum: [...DATA_SCOPES] },
  rwOthers: { type: 'string', enum: ['r', 'rw'] },
  permissionCodes: { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 100 } },
} as const;

const listSchema = { querystring: { type: 'object', properties: { ...pageQueryProperties } } } as const;
const addSchema = {
  body: { type: 'object', required: ['roleName', 'roleCode', 'dataScope', 'rwOthers'], properties: roleFields },
} as const;
const editSchema = {
  body: {
    type: 'object',
    required: ['id'],
    properties: {
      id: { type: 'string', minLength: 1, maxLength: 64 },
      roleName: roleFields.roleName,
      dataScope: roleFields.dataScope,
      rwOthers: roleFields.rwOthers,
      permissionCodes: roleFields.permissionCodes,
    },
  },
} as const;
const deleteSchema = requiredTextQuery('id');

function checkCodes(codes: readonly string[] | undefined): void {
  const unknown = codes?.find((code) => !ALL_CODES.has(code));
  if (unknown) throw badRequest('permissionUnknown', { code: unknown });
}

function toView(lang: Lang, role: RoleRecord, codes: string[]): RoleView {
  return {
    id: role.id,
    roleCode: role.roleCode,
    roleName: roleDisplayName(lang, role),
    builtIn: role.builtIn ? 1 : 0,
    dataScope: role.dataScope,
    rwOthers: role.rwOthers,
    // The administrator holds everything implicitly.
    permissionCodes: role.roleCode === ADMIN_ROLE ? [...ALL_CODES] : codes,
  };
}

/** Roles of the tenant; administrators only. Built-in roles cannot be changed (spec section 5). */
export default async function roleRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  async function mutableRole(tenantId: string, id: string): Promise<RoleRecord> {
    const role = await findRole(app.db, tenantId, id);
    if (!role) throw notFound();
    if (role.builtIn) throw forbidden('roleBuiltIn');
    return role;
  }

  async function view(lang: Lang, tenantId: string, id: string): Promise<RoleView> {
    const role = await findRole(app.db, tenantId, id);
    if (!role) throw notFound();
    const grants = await grantedCodesByRole(app.db, tenantId, [id]);
    return toView(lang, role, grants.get(id) ?? []);
  }

  app.get('/sys/role/list', { schema: listSchema }, async (request) => {
    const { tenantId } = requireAdmin(request);
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

  app.post('/sys/role/add', { schema: addSchema }, async (request) => {
    const { tenantId } = requireAdmin(request);
    const body = request.body;
    checkCodes(body.permissionCodes);
    if (await findRoleByCode(app.db, tenantId, body.roleCode)) throw new HttpError(422, 'roleCodeExists');
    const id = await app.db.transaction().execute(async (trx) => {
      const roleId = await insertRole(trx, tenantId, {
        roleCode: body.roleCode,
        name: body.roleName.trim(),
        dataScope: body.dataScope,
        rwOthers: body.rwOthers,
      });
      await setRoleGrants(trx, tenantId, roleId, body.permissionCodes ?? []);
      return roleId;
    });
    return ok(request.lang, await view(request.lang, tenantId, id));
  });

  app.put('/sys/role/edit', { schema: editSchema }, async (request) => {
    const { tenantId } = requireAdmin(request);
    const body = request.body;
    await mutableRole(tenantId, body.id);
    checkCodes(body.permissionCodes);
    await app.db.transaction().execute(async (trx) => {
      await updateRole(trx, tenantId, body.id, { name: body.roleName?.trim(), dataScope: body.dataScope, rwOthers: body.rwOthers });
      if (body.permissionCodes) await setRoleGrants(trx, tenantId, body.id, body.permissionCodes);
    });
    return ok(request.lang, await view(request.lang, tenantId, body.id));
  });

  app.delete('/sys/role/delete', { schema: deleteSchema }, async (request) => {
    const { tenantId } = requireAdmin(request);
    await mutableRole(tenantId, request.query.id);
    await app.db.transaction().execute((trx) => deleteRole(trx, tenantId, request.query.id));
    return ok(request.lang, null);
  });
}
