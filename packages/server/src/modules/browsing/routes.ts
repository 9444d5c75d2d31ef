import { ACTIVITY_API, ALL_OBJECTS, findEntity, translate, type BrowseEntry, type EntityDef, type Page, type RecordViewer } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { visibleTitles } from '../activity/activity-log.ts';
import { buttonsHeld } from '../permissions/repository.ts';
import { recordCall } from '../records/record-call.ts';
import { storeOf } from '../records/record-model.ts';
import type { RecordCall } from '../records/record-service.ts';
import { findVisibleRow, requirePermission } from '../records/record-service.ts';
import { selectVisible } from '../records/record-visibility.ts';
import { requireButton } from '../roles/button-guard.ts';
import { BROWSE_DAYS, viewRecorderOf } from './record-views.ts';

/** The most viewers a record's tab lists (the latest). */
const MOST_VIEWERS = 50;

const DAY_MS = 86_400_000;

const viewersSchema = {
  querystring: {
    type: 'object',
    required: ['apiName', 'id'],
    properties: { apiName: { type: 'string', minLength: 1, maxLength: 64 }, id: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

/** The objects whose detail screens are opened (not the lines of another record), those the caller may view. */
async function viewableObjects(call: RecordCall): Promise<EntityDef[]> {
  const objects = ALL_OBJECTS.filter((entity) => !entity.parent && !entity.custom);
  const held = await buttonsHeld(
    call.db,
    call.viewer.auth,
    objects.map((entity) => `${entity.permissionPrefix}:view`),
  );
  return objects.filter((entity) => held.has(`${entity.permissionPrefix}:view`));
}

/** My openings of records I may still see: each object's rows, those of its records within my reach. */
function stillVisible(call: RecordCall, objects: readonly EntityDef[]) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.or(
      objects.map((entity) =>
        eb.and([
          eb('record_views.table_name', '=', entity.table),
          eb.exists(
            selectVisible(call.db, call.viewer, entity)
              .select(sql`1`.as('one'))
              .whereRef(`${storeOf(entity).table}.id`, '=', sql.ref('record_views.data_id')),
          ),
        ]),
      ),
    );
}

/** The browse list (issue 14): the records I opened lately; and who opened a record I may see. */
export default async function browsingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const recorder = viewRecorderOf(app.db);
  recorder.onError = (error) => app.log.warn({ err: error }, 'record views were not written');
  app.addHook('onClose', () => recorder.flush());

  app.get(ACTIVITY_API.browseList, { schema: { querystring: { type: 'object', properties: { ...pageQueryProperties } } } }, async (request) => {
    await requireButton(app.db, request, 'crm:crmBrowseList:list');
    const call = await recordCall(app, request);
    const window = pageWindow(request.query);
    // What this instance still holds of my openings first: the record I just left is on my list.
    await recorder.flush();
    const objects = await viewableObjects(call);
    if (objects.length === 0) return ok(request.lang, toPage<BrowseEntry>([], 0, window));
    const since = new Date(Date.now() - BROWSE_DAYS * DAY_MS).toISOString();
    const mine = app.db
      .selectFrom('record_views')
      .where('record_views.tenant_id', '=', call.viewer.tenantId)
      .where('record_views.user_id', '=', call.viewer.userId)
      .where('record_views.last_viewed_at', '>=', since)
      .where(stillVisible(call, objects));
    const [count, rows] = await Promise.all([
      mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      mine
        .select(['record_views.table_name', 'record_views.data_id', 'record_views.last_viewed_at', 'record_views.views'])
        .orderBy('record_views.last_viewed_at', 'desc')
        .orderBy('record_views.data_id')
        .limit(window.size)
        .offset(window.offset)
        .execute(),
    ]);
    const byTable = new Map(objects.map((entity) => [entity.table, entity]));
    const titles = new Map(
      await Promise.all(
        objects
          .filter((entity) => rows.some((row) => row.table_name === entity.table))
          .map(
            async (entity) =>
              [
                entity.table,
                await visibleTitles(
                  app.db,
                  call.viewer,
                  entity,
                  rows.filter((row) => row.table_name === entity.table).map((row) => row.data_id),
                ),
              ] as const,
          ),
      ),
    );
    const records: BrowseEntry[] = rows.map((row) => {
      const entity = byTable.get(row.table_name)!;
      return {
        objectName: entity.apiName,
        objectLabel: translate(request.lang, entity.label),
        recordId: row.data_id,
        title: titles.get(row.table_name)?.get(row.data_id) ?? '',
        lastViewedAt: row.last_viewed_at,
        views: toCount(row.views),
      };
    });
    const page: Page<BrowseEntry> = toPage(records, toCount((count as { n?: number } | undefined)?.n), window);
    return ok(request.lang, page);
  });

  app.get(ACTIVITY_API.viewers, { schema: viewersSchema }, async (request) => {
    const call = await recordCall(app, request);
    const entity = findEntity(request.query.apiName);
    if (!entity || entity.parent) throw notFound();
    // Whoever may see the record sees who opened it.
    await requirePermission(call, entity, 'view');
    if (!(await findVisibleRow(app.db, call.viewer, entity, request.query.id))) throw notFound();
    await recorder.flush();
    const rows = await app.db
      .selectFrom('record_views')
      .innerJoin('users', (join) => join.onRef('users.id', '=', 'record_views.user_id').onRef('users.tenant_id', '=', 'record_views.tenant_id'))
      .select(['record_views.user_id', 'users.realname', 'record_views.last_viewed_at', 'record_views.views'])
      .where('record_views.tenant_id', '=', call.viewer.tenantId)
      .where('record_views.table_name', '=', entity.table)
      .where('record_views.data_id', '=', request.query.id)
      .orderBy('record_views.last_viewed_at', 'desc')
      .orderBy('record_views.user_id')
      .limit(MOST_VIEWERS)
      .execute();
    const viewers: RecordViewer[] = rows.map((row) => ({
      userId: row.user_id,
      userName: row.realname,
      lastViewedAt: row.last_viewed_at,
      views: toCount(row.views),
    }));
    return ok(request.lang, viewers);
  });
}
