import { ALL_OBJECTS, findEntity, STARS_API, translate, type EntityDef, type Page, type StarEntry, type StarObject, type StarState } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { visibleTitles } from '../activity/activity-log.ts';
import { buttonsHeld } from '../permissions/repository.ts';
import { recordCall } from '../records/record-call.ts';
import { storeOf } from '../records/record-model.ts';
import { idText } from '../records/record-schemas.ts';
import { findVisibleRow, requirePermission, type RecordCall } from '../records/record-service.ts';
import { selectVisible } from '../records/record-visibility.ts';

/**
 * My follows (issue 20, spec section 2 `/sys/sysStarList`): a star per person and record of any
 * business object they may view, and the list of them. Every answer goes through the engine's
 * scope: a record is starred only where its detail would open (its view button, its data scope;
 * 404 otherwise, as for its detail), and the list shows only what the caller still sees, so a
 * record handed out of their scope or deleted drops out of it.
 */

const apiNameText = { type: 'string', minLength: 1, maxLength: 64 } as const;

const recordSchema = {
  body: { type: 'object', required: ['apiName', 'id'], properties: { apiName: apiNameText, id: idText }, additionalProperties: false },
} as const;

const stateSchema = {
  querystring: { type: 'object', required: ['apiName', 'id'], properties: { apiName: apiNameText, id: idText } },
} as const;

const listSchema = {
  querystring: { type: 'object', properties: { ...pageQueryProperties, apiName: apiNameText } },
} as const;

/** A business object whose detail screen opens (not a line of another record, not an extension table), or 404. */
function starrable(apiName: string): EntityDef {
  const entity = findEntity(apiName);
  if (!entity || entity.parent || entity.custom) throw notFound();
  return entity;
}

/** A record the caller may open: the object's view button (403), then the record in their scope (404). */
async function requireOpenable(call: RecordCall, apiName: string, id: string): Promise<EntityDef> {
  const entity = starrable(apiName);
  await requirePermission(call, entity, 'view');
  if (!(await findVisibleRow(call.db, call.viewer, entity, id))) throw notFound();
  return entity;
}

/** The objects among `names` whose records the caller may view. */
async function viewableObjects(call: RecordCall, names: readonly string[]): Promise<EntityDef[]> {
  const objects = ALL_OBJECTS.filter((entity) => !entity.parent && !entity.custom && names.includes(entity.apiName));
  if (objects.length === 0) return [];
  const held = await buttonsHeld(
    call.db,
    call.viewer.auth,
    objects.map((entity) => `${entity.permissionPrefix}:view`),
  );
  return objects.filter((entity) => held.has(`${entity.permissionPrefix}:view`));
}

/** My stars of records I may still see: each object's, those whose record is within my reach. */
function stillVisible(call: RecordCall, objects: readonly EntityDef[]) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.or(
      objects.map((entity) =>
        eb.and([
          eb('stars.object_name', '=', entity.apiName),
          eb.exists(
            selectVisible(call.db, call.viewer, entity)
              .select(sql`1`.as('one'))
              .whereRef(`${storeOf(entity).table}.id`, '=', sql.ref('stars.record_id')),
          ),
        ]),
      ),
    );
}

export default async function starRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  const mine = (call: RecordCall) =>
    app.db.selectFrom('stars').where('stars.tenant_id', '=', call.viewer.tenantId).where('stars.user_id', '=', call.viewer.userId);

  /** The objects I have stars in, those I may view. */
  async function starredObjects(call: RecordCall): Promise<EntityDef[]> {
    const names = await mine(call).select('stars.object_name').distinct().execute();
    return viewableObjects(
      call,
      names.map((row) => row.object_name),
    );
  }

  app.post(STARS_API.star, { schema: recordSchema }, async (request) => {
    const call = await recordCall(app, request);
    const { apiName, id } = request.body;
    await requireOpenable(call, apiName, id);
    await app.db
      .insertInto('stars')
      .values({ tenant_id: call.viewer.tenantId, user_id: call.viewer.userId, object_name: apiName, record_id: id, starred_at: nowText(new Date()) })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'object_name', 'record_id']).doNothing())
      .execute();
    return ok<StarState>(request.lang, { starred: true });
  });

  // Unstarring needs no sight of the record: a star of one gone out of reach is taken off the list too.
  app.post(STARS_API.unstar, { schema: recordSchema }, async (request) => {
    const call = await recordCall(app, request);
    const { apiName, id } = request.body;
    starrable(apiName);
    await app.db
      .deleteFrom('stars')
      .where('tenant_id', '=', call.viewer.tenantId)
      .where('user_id', '=', call.viewer.userId)
      .where('object_name', '=', apiName)
      .where('record_id', '=', id)
      .execute();
    return ok<StarState>(request.lang, { starred: false });
  });

  app.get(STARS_API.state, { schema: stateSchema }, async (request) => {
    const call = await recordCall(app, request);
    const { apiName, id } = request.query;
    await requireOpenable(call, apiName, id);
    const row = await mine(call).select('stars.record_id').where('stars.object_name', '=', apiName).where('stars.record_id', '=', id).executeTakeFirst();
    return ok<StarState>(request.lang, { starred: Boolean(row) });
  });

  app.get(STARS_API.list, { schema: listSchema }, async (request) => {
    const call = await recordCall(app, request);
    const window = pageWindow(request.query);
    const wanted = request.query.apiName;
    const objects = (await starredObjects(call)).filter((entity) => !wanted || entity.apiName === wanted);
    if (objects.length === 0) return ok(request.lang, toPage<StarEntry>([], 0, window));
    const starred = mine(call).where(stillVisible(call, objects));
    const [count, rows] = await Promise.all([
      starred.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      starred
        .select(['stars.object_name', 'stars.record_id', 'stars.starred_at'])
        .orderBy('stars.starred_at', 'desc')
        .orderBy('stars.object_name')
        .orderBy('stars.record_id')
        .limit(window.size)
        .offset(window.offset)
        .execute(),
    ]);
    const byName = new Map(objects.map((entity) => [entity.apiName, entity]));
    const titles = new Map(
      await Promise.all(
        objects
          .filter((entity) => rows.some((row) => row.object_name === entity.apiName))
          .map(
            async (entity) =>
              [
                entity.apiName,
                await visibleTitles(
                  app.db,
                  call.viewer,
                  entity,
                  rows.filter((row) => row.object_name === entity.apiName).map((row) => row.record_id),
                ),
              ] as const,
          ),
      ),
    );
    const records: StarEntry[] = rows.map((row) => ({
      objectName: row.object_name,
      objectLabel: translate(request.lang, byName.get(row.object_name)!.label),
      recordId: row.record_id,
      title: titles.get(row.object_name)?.get(row.record_id) ?? '',
      starredAt: row.starred_at,
    }));
    const page: Page<StarEntry> = toPage(records, toCount((count as { n?: number } | undefined)?.n), window);
    return ok(request.lang, page);
  });

  app.get(STARS_API.objects, async (request) => {
    const call = await recordCall(app, request);
    const objects = await starredObjects(call);
    if (objects.length === 0) return ok<StarObject[]>(request.lang, []);
    const counts = await mine(call)
      .where(stillVisible(call, objects))
      .select((eb) => ['stars.object_name', eb.fn.countAll().as('n')])
      .groupBy('stars.object_name')
      .execute();
    const byName = new Map(counts.map((row) => [row.object_name, toCount((row as { n?: number }).n)]));
    // In the order of the objects (the menu's), only those with a star still seen.
    const answer: StarObject[] = objects.flatMap((entity) => {
      const count = byName.get(entity.apiName) ?? 0;
      return count > 0 ? [{ objectName: entity.apiName, objectLabel: translate(request.lang, entity.label), count }] : [];
    });
    return ok(request.lang, answer);
  });
}
