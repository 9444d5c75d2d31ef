import {
  ALL_OBJECTS,
  lineInputFields,
  linesFieldsOf,
  PEOPLE_API,
  translate,
  type EntityDef,
  type FieldAccess,
  type FieldDef,
  type FieldObject,
  type FieldPermissionItem,
} from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import { caller, type AuthContext } from '../../plugins/auth.ts';
import { holdsButton } from '../permissions/repository.ts';
import { customFieldsOf, type Db } from '../records/record-model.ts';
import { fieldLabel } from '../records/display-texts.ts';
import { raiseFieldAccessVersion } from '../records/field-access.ts';
import { findRole } from '../roles/repository.ts';
import { fieldChange, writePermissionLog } from '../permission-log/repository.ts';
import { fieldPermissionsOf, replaceFieldPermissions } from './repository.ts';

/** An object whose fields a role's permissions can narrow: a business object, or the line object of one of its lines fields. */
interface Narrowable {
  entity: EntityDef;
  /** The business object a line object belongs to (its custom fields are the object's, not the lines'). */
  lineOf?: EntityDef;
}

const NARROWABLE = new Map<string, Narrowable>(
  ALL_OBJECTS.flatMap((entity) => [
    [entity.apiName, { entity }] as const,
    ...linesFieldsOf(entity).map((field) => [field.lines!.object.apiName, { entity: field.lines!.object, lineOf: entity }] as const),
  ]),
);

/**
 * The fields a permission can name: what the phone shows of the object (not the fields the engine
 * keeps for its own screens), its custom fields, and of a line object every field but its parent.
 */
async function narrowableFields(db: Db, tenantId: string, { entity, lineOf }: Narrowable): Promise<FieldDef[]> {
  if (lineOf) return lineInputFields(entity).filter((field) => !field.internal);
  return [...entity.fields.filter((field) => !field.internal), ...(await customFieldsOf(db, tenantId, entity.table))];
}

const roleAndObject = {
  roleId: { type: 'string', minLength: 1, maxLength: 64 },
  apiName: { type: 'string', minLength: 1, maxLength: 100 },
} as const;

const readSchema = { querystring: { type: 'object', required: ['roleId', 'apiName'], properties: roleAndObject } } as const;
const saveSchema = {
  body: {
    type: 'object',
    required: ['roleId', 'apiName', 'fields'],
    properties: {
      ...roleAndObject,
      fields: {
        type: 'array',
        maxItems: 500,
        items: {
          type: 'object',
          required: ['name', 'access'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 100 }, access: { type: 'string', enum: ['hidden', 'read', 'edit'] } },
        },
      },
    },
  },
} as const;

/**
 * Field and detail-field permissions of a role (spec section 6, issue 22): JeecgBoot's
 * `/sys/role/fieldPermission` paths. Read by whoever may see roles; changed by whoever holds the
 * role's field-permission button, never on a built-in role (spec section 5).
 */
export default async function fieldPermissionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  async function requireButton(request: FastifyRequest, ...codes: string[]): Promise<AuthContext> {
    const auth = caller(request);
    for (const code of codes) if (await holdsButton(app.db, auth, code)) return auth;
    throw forbidden();
  }

  function narrowable(apiName: string): Narrowable {
    const found = NARROWABLE.get(apiName);
    if (!found) throw badRequest('filterInvalid', { field: apiName });
    return found;
  }

  app.get(PEOPLE_API.fieldObjects, async (request) => {
    await requireButton(request, 'sys:role:view', 'sys:role:fieldPermission');
    const objects: FieldObject[] = ALL_OBJECTS.map((entity) => ({
      apiName: entity.apiName,
      title: translate(request.lang, entity.label),
      lines: linesFieldsOf(entity).map((field) => ({ apiName: field.lines!.object.apiName, title: fieldLabel(request.lang, field) })),
    }));
    return ok(request.lang, objects);
  });

  app.get(PEOPLE_API.fieldPermission, { schema: readSchema }, async (request) => {
    const { tenantId } = await requireButton(request, 'sys:role:view', 'sys:role:fieldPermission');
    const { roleId, apiName } = request.query;
    if (!(await findRole(app.db, tenantId, roleId))) throw notFound();
    const object = narrowable(apiName);
    const [fields, stored] = await Promise.all([narrowableFields(app.db, tenantId, object), fieldPermissionsOf(app.db, tenantId, roleId, apiName)]);
    const items: FieldPermissionItem[] = fields.map((field) => ({
      name: field.name,
      label: fieldLabel(request.lang, field),
      access: stored.get(field.name) ?? 'edit',
    }));
    return ok(request.lang, items);
  });

  app.post(PEOPLE_API.fieldPermissionSave, { schema: saveSchema }, async (request) => {
    const { tenantId, userId } = await requireButton(request, 'sys:role:fieldPermission');
    const { roleId, apiName, fields } = request.body;
    const role = await findRole(app.db, tenantId, roleId);
    if (!role) throw notFound();
    if (role.builtIn) throw forbidden('roleBuiltIn');
    const object = narrowable(apiName);
    const known = new Map((await narrowableFields(app.db, tenantId, object)).map((field) => [field.name, field]));
    const restricted = new Map<string, Exclude<FieldAccess, 'edit'>>();
    for (const { name, access } of fields) {
      const field = known.get(name);
      if (!field) throw badRequest('filterInvalid', { field: name });
      // A record is named by its title everywhere (lists, pickers, messages, other records' links): it can be read only, never hidden.
      if (access === 'hidden' && !object.lineOf && name === object.entity.titleField) {
        throw badRequest('fieldTitleNotHidden', { field: fieldLabel(request.lang, field) });
      }
      if (access !== 'edit') restricted.set(name, access);
    }
    await app.db.transaction().execute(async (trx) => {
      const before = await fieldPermissionsOf(trx, tenantId, roleId, apiName);
      await replaceFieldPermissions(trx, tenantId, roleId, apiName, restricted);
      await raiseFieldAccessVersion(trx, tenantId);
      // Each field whose access moved (edit → read, hidden → edit), named as the writer reads it,
      // "客户 · 电话", as a record's change log names its fields.
      const title = translate(request.lang, object.entity.label);
      // A field gone since (a custom field deleted) is named by its API name.
      const labelOf = (name: string) => (known.has(name) ? fieldLabel(request.lang, known.get(name)!) : name);
      const changes = [...new Set([...before.keys(), ...restricted.keys()])]
        .sort()
        .flatMap((name) => fieldChange(`${title} · ${labelOf(name)}`, before.get(name) ?? 'edit', restricted.get(name) ?? 'edit'));
      if (changes.length > 0) {
        await writePermissionLog(trx, { tenantId, actorId: userId, kind: 'role.fieldPermission', targetId: roleId, targetName: role.name, changes });
      }
    });
    return ok(request.lang, null);
  });
}
