import { linesFieldsOf, RECORD_API } from '@crm/domain';
import { restrictionsAnswer, restrictionsOf } from './field-access.ts';
import { viewerOf } from './data-scope.ts';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { caller, requireAdmin } from '../../plugins/auth.ts';
import { addCustomField, deleteCustomField, editCustomField, tableFields } from './custom-fields.ts';
import { objectOfTable } from './record-call.ts';

const tableName = { type: 'string', minLength: 1, maxLength: 64 } as const;
const fieldBody = {
  body: { type: 'object', required: ['tableName', 'field'], properties: { tableName, field: { type: 'object', maxProperties: 30 } } },
} as const;

/** Custom fields of business objects: everyone reads them (forms need them), administrators change them. */
export default async function customFieldRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(RECORD_API.tableFields, { schema: { querystring: { type: 'object', required: ['tableName'], properties: { tableName } } } }, async (request) => {
    const auth = caller(request);
    const entity = await objectOfTable(app.db, auth.tenantId, request.query.tableName);
    const restrictions = await restrictionsOf(app.db, await viewerOf(app.db, auth));
    const own = restrictions.get(entity.apiName) ?? new Map();
    const answer = await tableFields(app.db, auth.tenantId, request.lang, entity);
    const lineAccess = linesFieldsOf(entity)
      .map((field) => field.lines!.object.apiName)
      .filter((apiName) => restrictions.has(apiName))
      .map((apiName) => [apiName, restrictionsAnswer(restrictions.get(apiName)!)] as const);
    return ok(request.lang, {
      ...answer,
      fields: answer.fields.filter((field) => own.get(field.name) !== 'hidden'),
      access: restrictionsAnswer(own),
      lineAccess: Object.fromEntries(lineAccess),
    });
  });

  app.post(RECORD_API.formFieldAdd, { schema: fieldBody }, async (request) => {
    const { tenantId } = requireAdmin(request);
    return ok(request.lang, await addCustomField(app.db, tenantId, await objectOfTable(app.db, tenantId, request.body.tableName), request.body.field));
  });

  app.put(RECORD_API.formFieldEdit, { schema: fieldBody }, async (request) => {
    const { tenantId } = requireAdmin(request);
    return ok(request.lang, await editCustomField(app.db, tenantId, await objectOfTable(app.db, tenantId, request.body.tableName), request.body.field));
  });

  app.delete(
    RECORD_API.formFieldDelete,
    {
      schema: {
        querystring: { type: 'object', required: ['tableName', 'name'], properties: { tableName, name: { type: 'string', minLength: 1, maxLength: 40 } } },
      },
    },
    async (request) => {
      const { tenantId } = requireAdmin(request);
      await deleteCustomField(app.db, tenantId, await objectOfTable(app.db, tenantId, request.query.tableName), request.query.name);
      return ok(request.lang, null);
    },
  );
}
