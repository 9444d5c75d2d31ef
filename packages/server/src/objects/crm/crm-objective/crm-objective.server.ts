import { entityOf, OBJECTIVE_API, OBJECTIVE_LIST_SET_MAX_ROWS, OBJECTIVE_TYPE, OBJECTIVE_WHOSE, type RecordRow } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { selectRows } from '../../../modules/records/record-model.ts';
import { recordAccessCompanion, requirePermission } from '../../../modules/records/record-service.ts';
import { idText } from '../../../modules/records/record-schemas.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';
import { objectiveCompletion } from './completion.ts';
import { objectiveSheet, saveObjectiveSheet } from './list-set.ts';

/** The field naming whose a target is, by its kind: the person's or the department's; the other is emptied. */
const WHOSE_FIELD: Readonly<Record<string, 'userId' | 'departmentId'>> = {
  [OBJECTIVE_WHOSE.person]: 'userId',
  [OBJECTIVE_WHOSE.department]: 'departmentId',
};

/**
 * The person or the department its kind needs is given (the engine has no conditional
 * requirement), the other emptied; and no other target of the tenant has the same year, type and
 * person or department. `values` is what the write sets, completed here.
 */
async function checkTarget(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const names = ['whose', 'userId', 'departmentId', 'year', 'objectiveType'];
  if (before && !names.some((name) => name in values)) return;
  const whose = WHOSE_FIELD[String(valueAfter(before, values, 'whose'))]!;
  const other = whose === 'userId' ? 'departmentId' : 'userId';
  const who = valueAfter(before, values, whose);
  if (who === null) throw fieldErrors(ctx.lang, ctx.model, [{ field: whose, rule: 'required' }]);
  if (valueAfter(before, values, other) !== null) values[other] = null;
  const entity = entityOf('crmObjective');
  const taken = await selectRows(ctx.db, entity)
    .select('id')
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where(storedColumn('year'), '=', valueAfter(before, values, 'year'))
    .where(storedColumn('objectiveType'), '=', valueAfter(before, values, 'objectiveType'))
    .where(storedColumn(whose), '=', who)
    .where('id', '!=', before?.id ?? '')
    .executeTakeFirst();
  if (taken) throw fieldErrors(ctx.lang, ctx.model, [{ field: whose, rule: 'objectiveTaken' }]);
}

/**
 * Who owns a target: a person's, the person (they follow it in their own scope; their manager
 * sees it in theirs); a department's, whoever set it (null: the writer), not the department's
 * leader: that is the approver of its records (the sales director over the manager who sets
 * the targets), and may be unset. On edit, only a change of whom moves it.
 */
async function ownerOfTarget(_ctx: HookContext, record: Readonly<Record<string, unknown>>, before: RecordRow | null): Promise<string | null> {
  if (before && ['whose', 'userId'].every((name) => record[name] === before[name])) return null;
  return record.whose === OBJECTIVE_WHOSE.person && typeof record.userId === 'string' ? record.userId : null;
}

const yearSchema = { type: 'integer', minimum: 1900, maximum: 9999 } as const;
const typeSchema = { type: 'string', enum: Object.values(OBJECTIVE_TYPE) } as const;
const amountSchema = { type: 'number', minimum: 0, maximum: 1e13 } as const;

const sheetSchema = {
  querystring: {
    type: 'object',
    required: ['year', 'objectiveType'],
    properties: { year: yearSchema, objectiveType: typeSchema, departmentId: idText },
  },
} as const;

const listSetSchema = {
  body: {
    type: 'object',
    required: ['year', 'objectiveType', 'departmentId', 'rows'],
    additionalProperties: false,
    properties: {
      year: yearSchema,
      objectiveType: typeSchema,
      departmentId: idText,
      rows: {
        type: 'array',
        minItems: 1,
        maxItems: OBJECTIVE_LIST_SET_MAX_ROWS,
        items: {
          type: 'object',
          required: ['userId', 'months'],
          additionalProperties: false,
          properties: {
            userId: { anyOf: [idText, { type: 'null' }] },
            id: { anyOf: [idText, { type: 'null' }] },
            version: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
            months: { type: 'array', minItems: 12, maxItems: 12, items: amountSchema },
          },
        },
      },
    },
  },
} as const;

/** GET OBJECTIVE_API.completion: a target's months against what was won or received; GET and POST OBJECTIVE_API.listSet: the ListSet. */
async function objectiveRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    OBJECTIVE_API.completion,
    {
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const },
      config: { sessionCompanion: recordAccessCompanion(entityOf('crmObjective'), 'view') },
    },
    async (request) => ok(request.lang, await objectiveCompletion(await recordCall(app, request), request.query.id)),
  );
  app.get(
    OBJECTIVE_API.listSet,
    { schema: sheetSchema, config: { sessionCompanion: recordAccessCompanion(entityOf('crmObjective'), 'list') } },
    async (request) => {
      const call = await recordCall(app, request);
      await requirePermission(call, entityOf('crmObjective'), 'list');
      const { year, objectiveType, departmentId } = request.query;
      return ok(request.lang, await objectiveSheet(call, year, objectiveType, departmentId));
    },
  );
  app.post(OBJECTIVE_API.listSet, { schema: listSetSchema }, async (request) => {
    const call = await recordCall(app, request);
    await requirePermission(call, entityOf('crmObjective'), 'list');
    return ok(request.lang, await saveObjectiveSheet(call, request.body));
  });
}

/**
 * Sales targets: one per year, type and person or department, its kind's person or department
 * required; its completion and the ListSet are answered beside the generic routes. Who reads one
 * is its owner's data scope's affair, as for any record: a target set for a salesperson is theirs
 * (ownerOfTarget) for them to follow it.
 */
export const objectiveServer: ObjectServer = {
  hooks: {
    beforeAdd: (ctx, values) => checkTarget(ctx, null, values),
    beforeEdit: (ctx, before, changes) => checkTarget(ctx, before, changes),
    ownerOf: ownerOfTarget,
  },
  routes: objectiveRoutes,
};
