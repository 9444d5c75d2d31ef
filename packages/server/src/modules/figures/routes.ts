import { BRIEFING_PERIODS, BRIEFING_TEAMS, FIGURES_API, SALES_BRIEFING } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { recordCall } from '../records/record-call.ts';
import { requireButton } from '../roles/button-guard.ts';
import { salesBriefing } from './briefing.ts';
import { reportRoutes } from './reports-routes.ts';
import { boardRoutes } from './board-routes.ts';

/** One or more of SALES_BRIEFING's keys, comma-separated. */
const KEY = `(?:${SALES_BRIEFING.map((figure) => figure.key).join('|')})`;

const briefingSchema = {
  querystring: {
    type: 'object',
    properties: {
      period: { type: 'string', enum: BRIEFING_PERIODS },
      team: { type: 'string', enum: BRIEFING_TEAMS },
      keys: { type: 'string', maxLength: 500, pattern: `^(?:${KEY}(?:,${KEY})*)?$` },
    },
  },
} as const;

/** The numbers a manager opens the phone for (issue 15): the sales briefing, and the home page's card (the same figures, fewer keys). */
export default async function figureRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(FIGURES_API.briefing, { schema: briefingSchema }, async (request) => {
    await requireButton(app.db, request, 'crm:crmSalesReport:list');
    const { query } = request;
    return ok(request.lang, await salesBriefing(await recordCall(app, request), { period: query.period, team: query.team, keys: query.keys || undefined }));
  });

  reportRoutes(server);
  boardRoutes(server);
}
