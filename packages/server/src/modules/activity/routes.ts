import { ACTIVITY_API, ACTIVITY_KIND_NAMES, ACTIVITY_KINDS, type ActivityLine, type Page } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { recordCall } from '../records/record-call.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { requireButton } from '../roles/button-guard.ts';
import { activityLines, countActivity, type ActivityFilter } from './activity-log.ts';
import { onePerson, teamMembers, teamPeople } from './team.ts';
import { activityRange } from './time-range.ts';

const DAY_TEXT = { type: 'string', maxLength: 10 } as const;

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      userId: { type: 'string', maxLength: 64 },
      kind: { type: 'string', enum: ['', ...ACTIVITY_KIND_NAMES] },
      from: DAY_TEXT,
      to: DAY_TEXT,
    },
  },
} as const;

/** Team activity (/sys/sysActionLog, issue 14): for whoever holds the app; what they read is their data scope's people. */
export default async function activityRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(ACTIVITY_API.list, { schema: listSchema }, async (request) => {
    await requireButton(app.db, request, 'sys:sysActionLog:list');
    const { viewer, lang } = await recordCall(app, request);
    const { query } = request;
    const range = activityRange(new Date(), await timeZoneOf(app.db, viewer), query.from || undefined, query.to || undefined);
    const window = pageWindow(query);
    // Someone outside the scope is nobody's activity here: an empty page, as for anyone who did nothing.
    const people = query.userId ? await onePerson(app.db, viewer, query.userId) : teamPeople(app.db, viewer);
    if (query.userId && !people) return ok(request.lang, toPage<ActivityLine>([], 0, window));
    const kind = query.kind ? ACTIVITY_KINDS[query.kind] : undefined;
    const filter: ActivityFilter = {
      people,
      actions: kind && 'actions' in kind ? kind.actions : undefined,
      objectName: kind && 'object' in kind ? kind.object : undefined,
      ...range,
    };
    const [total, records] = await Promise.all([countActivity(app.db, viewer.tenantId, filter), activityLines(app.db, viewer, lang, filter, window)]);
    const page: Page<ActivityLine> = toPage(records, total, window);
    return ok(request.lang, page);
  });

  app.get(ACTIVITY_API.people, async (request) => {
    await requireButton(app.db, request, 'sys:sysActionLog:list');
    const { viewer } = await recordCall(app, request);
    return ok(request.lang, await teamMembers(app.db, viewer));
  });
}
