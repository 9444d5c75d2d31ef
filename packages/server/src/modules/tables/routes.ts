import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { caller } from '../../plugins/auth.ts';
import { bizTypesOfTable, countTableMades, listTableMades, tableMadeByTableId, type TableMadeFilter } from './repository.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';

const flag = { type: 'string', maxLength: 8 } as const;

const listSchema = {
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, tableName: { type: 'string', maxLength: 64 }, hasChild: flag, status: flag },
  },
} as const;

const byTableIdSchema = requiredTextQuery('tableId');

const bizTypeSchema = {
  querystring: {
    type: 'object',
    required: ['tableId'],
    properties: { tableId: { type: 'string', minLength: 1, maxLength: 64 }, status: flag },
  },
} as const;

/** The tenant's business tables (sysTableMade) and the business types of each. */
export default async function tableRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/system/sysTableMade/list', { schema: listSchema }, async (request) => {
    const { tenantId } = caller(request);
    const { tableName, hasChild, status } = request.query;
    const filter: TableMadeFilter = { tableName: tableName || undefined, hasChild: hasChild || undefined, status: status || undefined };
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([countTableMades(app.db, tenantId, filter), listTableMades(app.db, tenantId, filter, window)]);
    return ok(request.lang, toPage(records, total, window));
  });

  app.get('/system/sysTableMade/queryByTableId', { schema: byTableIdSchema }, async (request) => {
    const table = await tableMadeByTableId(app.db, caller(request).tenantId, request.query.tableId);
    if (!table) throw notFound();
    return ok(request.lang, table);
  });

  app.get('/sys/sysBizType/queryListByTableId', { schema: bizTypeSchema }, async (request) => {
    const { tableId, status } = request.query;
    return ok(request.lang, await bizTypesOfTable(app.db, caller(request).tenantId, tableId, status || undefined));
  });
}
