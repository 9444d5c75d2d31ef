import { ENGINEER_STATUS, entityOf, SERVICE_API } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { requireActionPermission } from '../../../modules/records/record-actions.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { engineerList, engineerState, setEngineerStatus } from './engineers.ts';

const workOrder = () => entityOf('crmWorkOrder');

const statusSchema = {
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: { status: { type: 'string', enum: Object.values(ENGINEER_STATUS) } },
  },
} as const;

const listSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: { keyword: { type: 'string', maxLength: 50 } } },
} as const;

/**
 * The engineers' status (/crm/updateWorkUser): GET and POST SERVICE_API.myStatus, the caller's
 * own, for whoever may accept work orders (an engineer); and the dispatcher's list of them
 * (/crm/appointWorkUser): GET SERVICE_API.engineers, for whoever may assign work orders.
 */
export async function workUserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(SERVICE_API.myStatus, async (request) => {
    const call = await recordCall(app, request);
    await requireActionPermission(call, workOrder(), 'accept');
    return ok(request.lang, await engineerState(app.db, call.viewer.tenantId, call.viewer.userId));
  });

  app.post(SERVICE_API.myStatus, { schema: statusSchema }, async (request) => {
    const call = await recordCall(app, request);
    await requireActionPermission(call, workOrder(), 'accept');
    await setEngineerStatus(app.db, call.viewer.tenantId, call.viewer.userId, request.body.status, new Date());
    return ok(request.lang, await engineerState(app.db, call.viewer.tenantId, call.viewer.userId));
  });

  app.get(SERVICE_API.engineers, { schema: listSchema }, async (request) => {
    const call = await recordCall(app, request);
    await requireActionPermission(call, workOrder(), 'assign');
    return ok(request.lang, await engineerList(app.db, call.viewer.tenantId, request.query.keyword ?? ''));
  });
}
