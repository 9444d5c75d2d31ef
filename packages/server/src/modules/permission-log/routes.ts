import { PEOPLE_API, type Page, type PermissionLogEntry } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { requireButton } from '../roles/button-guard.ts';
import { countPermissionLogs, listPermissionLogs, PERMISSION_LOG_KINDS } from './repository.ts';

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      kind: { type: 'string', enum: ['', ...PERMISSION_LOG_KINDS] },
      targetId: { type: 'string', maxLength: 64 },
    },
  },
} as const;

/** The permission log (issue 22): who changed roles, employees and departments, and how; newest first. */
export default async function permissionLogRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(PEOPLE_API.permissionLogList, { schema: listSchema }, async (request) => {
    const { tenantId } = await requireButton(app.db, request, 'sys:permissionLog:list');
    const filter = { kind: request.query.kind || undefined, targetId: request.query.targetId || undefined };
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([countPermissionLogs(app.db, tenantId, filter), listPermissionLogs(app.db, tenantId, filter, window)]);
    const page: Page<PermissionLogEntry> = toPage(records, total, window);
    return ok(request.lang, page);
  });
}
