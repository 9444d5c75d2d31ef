import { BRIEFING_PERIODS, BRIEFING_TEAMS, READY_REPORTS, REPORTS_API, REPORTS_PERMISSION } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { recordCall } from '../records/record-call.ts';
import { requireButton } from '../roles/button-guard.ts';
import { readyReport, reportList, reportWorkbook } from './reports.ts';

const reportSchema = {
  querystring: {
    type: 'object',
    required: ['key'],
    properties: {
      key: { type: 'string', enum: READY_REPORTS.map((report) => report.key) },
      period: { type: 'string', enum: BRIEFING_PERIODS },
      team: { type: 'string', enum: BRIEFING_TEAMS },
    },
  },
} as const;

/** The data view (issue 15, /common/commonReportList): its reports, one report, and one as a spreadsheet. */
export function reportRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const opens = `${REPORTS_PERMISSION}:list`;

  app.get(REPORTS_API.list, async (request) => {
    await requireButton(app.db, request, opens);
    return ok(request.lang, await reportList(await recordCall(app, request)));
  });

  app.get(REPORTS_API.report, { schema: reportSchema }, async (request) => {
    await requireButton(app.db, request, opens);
    return ok(request.lang, await readyReport(await recordCall(app, request), request.query));
  });

  // A blob download, which the client does not sign (spec section 7), as the record export; the token and permissions still apply.
  app.get(REPORTS_API.export, { config: { unsigned: true }, schema: reportSchema }, async (request, reply) => {
    await requireButton(app.db, request, opens);
    const { content, title } = await reportWorkbook(await recordCall(app, request), request.query);
    const name = `${title}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${request.query.key}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(content);
  });
}
