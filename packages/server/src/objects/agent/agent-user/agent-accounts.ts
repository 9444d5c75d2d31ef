import { AGENT_ACCOUNT_API, EMPLOYEE_STATUS, entityOf, type AgentAccountInput } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { forbidden } from '../../../http/http-error.ts';
import { addPartnerAccount, partnerAccounts, setPartnerAccountStatus, type AccountsOf } from '../../../modules/agent/accounts.ts';
import { ACCOUNT_INPUT, ACCOUNT_STATUS } from '../../../modules/agent/account-schemas.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { requirePermission, requireVisibleRow, writeRight } from '../../../modules/records/record-service.ts';

const agentIdText = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * The vendor's side of a partner's login accounts (AGENT_ACCOUNT_API): read with the partners'
 * view right, changed with their edit right, on a partner the caller sees (404 otherwise) and, to
 * change, may write.
 */
export async function agentAccountRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const partner = entityOf('agentUser');

  async function partnerOf(request: FastifyRequest, agentId: string, action: 'view' | 'edit'): Promise<{ of: AccountsOf; actorId: string }> {
    const call = await recordCall(app, request);
    await requirePermission(call, partner, action);
    const row = await requireVisibleRow(app.db, call.viewer, partner, agentId);
    if (action === 'edit' && !(await writeRight(app.db, call.viewer, partner, row)).write) throw forbidden('recordNoWrite');
    return {
      of: { tenantId: call.viewer.tenantId, companyCode: String(row.company_code ?? call.viewer.companyCode), id: agentId },
      actorId: call.viewer.userId,
    };
  }

  app.get(
    AGENT_ACCOUNT_API.list,
    { schema: { querystring: { type: 'object', required: ['agentId'], properties: { agentId: agentIdText } } } },
    async (request) => ok(request.lang, await partnerAccounts(app.db, (await partnerOf(request, request.query.agentId, 'view')).of)),
  );

  app.post(
    AGENT_ACCOUNT_API.add,
    {
      schema: {
        body: { ...ACCOUNT_INPUT, required: [...ACCOUNT_INPUT.required, 'agentId'], properties: { ...ACCOUNT_INPUT.properties, agentId: agentIdText } },
      },
    },
    async (request) => {
      const { agentId, ...input } = request.body as AgentAccountInput & { agentId: string };
      const { of } = await partnerOf(request, agentId, 'edit');
      return ok(request.lang, await addPartnerAccount(app.db, of, input));
    },
  );

  app.post(
    AGENT_ACCOUNT_API.status,
    {
      schema: {
        body: { ...ACCOUNT_STATUS, required: [...ACCOUNT_STATUS.required, 'agentId'], properties: { ...ACCOUNT_STATUS.properties, agentId: agentIdText } },
      },
    },
    async (request) => {
      const { agentId, id, status } = request.body as { agentId: string; id: string; status: string };
      const { of, actorId } = await partnerOf(request, agentId, 'edit');
      return ok(request.lang, await setPartnerAccountStatus(app.db, of, id, status === EMPLOYEE_STATUS.frozen ? status : EMPLOYEE_STATUS.active, actorId));
    },
  );
}
