import { actionsOf, ALL_OBJECTS, LOCK_STATUS, MAX_PAGE_SIZE, RECORD_API, type ActionBatchResult, type EntityDef } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, HttpError, messageOf } from '../../http/http-error.ts';
import { routesOfObjects } from './object-registry.ts';
import { actionOf, requireActionPermission, runAction, validateActionInput } from './record-actions.ts';
import { modelOfObject, objectOfTable, recordCall } from './record-call.ts';
import { loadModel } from './record-model.ts';
import { idText } from './record-schemas.ts';
import { recordById, requireVisibleRow, requireWritableRow } from './record-service.ts';

/**
 * The routes of named actions (ENGINE-II section 3): for every action of every object (its own
 * and those its features give it, actionsOf) `POST /M/E/<action>` on one record and, where the
 * action says so, `POST /M/E/<action>Batch` on several, each on its own. The spec's older routes
 * of transfer and lock, and those objects register (the lead's conversion), enter the same
 * engine (record-actions.ts): the same guard and the same effects.
 */

/** The inputs ride beside these keys; the action validates them (422 naming the fields). */
const actionSchema = {
  body: {
    type: 'object',
    required: ['id', 'version'],
    properties: { id: idText, version: { type: 'integer', minimum: 1 } },
    maxProperties: 100,
  },
} as const;

const batchSchema = {
  body: {
    type: 'object',
    required: ['ids'],
    properties: { ids: { type: 'array', minItems: 1, maxItems: MAX_PAGE_SIZE, items: idText } },
    maxProperties: 100,
  },
} as const;

const lockSchema = {
  body: {
    type: 'object',
    required: ['ids', 'lockStatus'],
    properties: {
      ids: { type: 'array', minItems: 1, maxItems: MAX_PAGE_SIZE, items: idText },
      lockStatus: { type: 'string', enum: Object.values(LOCK_STATUS) },
    },
  },
} as const;

const transferSchema = {
  body: {
    type: 'object',
    required: ['tableName', 'ids', 'ownerId'],
    properties: {
      tableName: { type: 'string', minLength: 1, maxLength: 64 },
      ids: { type: 'array', minItems: 1, maxItems: 1000, items: idText },
      ownerId: idText,
      keepAsTeam: { type: ['string', 'null'], enum: ['r', 'rw', null] },
    },
  },
} as const;

/**
 * A batch that did nothing is refused as a whole (a write that changed nothing is not a success),
 * still saying why for each record: with the status all refusals share (404 when none was
 * found), else 422; and the one refusal's words, or how many were refused and the first reason.
 */
function noneDone(refusals: readonly HttpError[], answer: ActionBatchResult): HttpError {
  const [first] = refusals;
  const statuses = new Set(refusals.map((error) => error.statusCode));
  const status = statuses.size === 1 ? first!.statusCode : 422;
  if (refusals.length === 1) return new HttpError(status, first!.messageKey, first!.vars, answer);
  return new HttpError(status, 'actionBatchRefused', { count: refusals.length, reason: answer.refused[0]!.message }, answer);
}

function namedActionRoutes(app: TypedApp, entity: EntityDef): void {
  const { module, apiName } = entity;
  for (const [name, action] of Object.entries(actionsOf(entity))) {
    // Permission first (403 before any look-up), then the record in the caller's scope (404).
    app.post(RECORD_API.action(module, apiName, name), { schema: actionSchema }, async (request) => {
      const call = await recordCall(app, request);
      await requireActionPermission(call, entity, name);
      const model = await loadModel(app.db, call.viewer.tenantId, entity);
      const { id, version } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const row = await requireVisibleRow(trx, call.viewer, entity, id);
        await runAction(trx, call, model, name, row, request.body, version);
      });
      try {
        return ok(request.lang, await recordById(call, model, id));
      } catch (error) {
        // Done, and now outside the caller's scope (a salesperson handing their customer on): answered without it.
        if (error instanceof HttpError && error.statusCode === 404) return ok(request.lang, null);
        throw error;
      }
    });

    if (!action.batch) continue;
    // Each record in a transaction of its own: a refusal of one leaves the others done, and none half-done.
    app.post(RECORD_API.actionBatch(module, apiName, name), { schema: batchSchema }, async (request) => {
      const call = await recordCall(app, request);
      await requireActionPermission(call, entity, name);
      const model = await loadModel(app.db, call.viewer.tenantId, entity);
      const answer: ActionBatchResult = { done: [], refused: [] };
      const refusals: HttpError[] = [];
      for (const id of new Set(request.body.ids)) {
        try {
          await app.db.transaction().execute(async (trx) => {
            const row = await requireVisibleRow(trx, call.viewer, entity, id);
            await runAction(trx, call, model, name, row, request.body, null);
          });
          answer.done.push(id);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          answer.refused.push({ id, message: messageOf(request.lang, error) });
          refusals.push(error);
        }
      }
      if (answer.done.length > 0) return ok(request.lang, answer);
      throw noneDone(refusals, answer);
    });
  }
}

/** `PUT /M/E/lock {ids, lockStatus}`: the lock or unlock action on each record, all or none; one already so is left as it is. */
function lockRoute(app: TypedApp, entity: EntityDef): void {
  app.put(RECORD_API.lock(entity.module, entity.apiName), { schema: lockSchema }, async (request) => {
    const call = await recordCall(app, request);
    if (!entity.features.lock) throw badRequest('featureMissing');
    const { ids, lockStatus } = request.body;
    const name = lockStatus === LOCK_STATUS.locked ? 'lock' : 'unlock';
    await requireActionPermission(call, entity, name);
    const model = await loadModel(app.db, call.viewer.tenantId, entity);
    await app.db.transaction().execute(async (trx) => {
      for (const id of new Set(ids)) {
        const row = await requireWritableRow(trx, call.viewer, entity, id, { allowLocked: true });
        if (row.lock_status === lockStatus) continue;
        await runAction(trx, call, model, name, row, {}, null);
      }
    });
    return ok(request.lang, null);
  });
}

/**
 * `POST /crm/transfer {tableName, ids, ownerId, keepAsTeam}` (the spec's transfer, any object with
 * owners, extension tables too): the transfer action on each record, all or none; the new owner is
 * checked before any record is read, and a record they already own is left as it is.
 */
function transferRoute(app: TypedApp): void {
  app.post(RECORD_API.transfer, { schema: transferSchema }, async (request) => {
    const call = await recordCall(app, request);
    const { tableName, ids, ownerId, keepAsTeam } = request.body;
    const entity = await objectOfTable(app.db, call.viewer.tenantId, tableName);
    if (!entity.features.owner) throw badRequest('featureMissing');
    await requireActionPermission(call, entity, 'transfer');
    const model = await modelOfObject(app.db, call.viewer.tenantId, entity);
    const input = { ownerId, keepAsTeam: keepAsTeam ?? null };
    await validateActionInput(app.db, call, model, actionOf(entity, 'transfer'), input, null);
    await app.db.transaction().execute(async (trx) => {
      for (const id of new Set(ids)) {
        const row = await requireWritableRow(trx, call.viewer, entity, id);
        if (row.owner_id === ownerId) continue;
        await runAction(trx, call, model, 'transfer', row, input, null);
      }
    });
    return ok(request.lang, null);
  });
}

export default async function actionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  for (const entity of ALL_OBJECTS) {
    namedActionRoutes(app, entity);
    lockRoute(app, entity);
  }
  transferRoute(app);
  for (const routes of routesOfObjects()) await app.register(routes);
}
