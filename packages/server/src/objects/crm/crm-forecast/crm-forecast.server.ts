import { entityOf, FORECAST_API, FORECAST_PERIODS, type ForecastPeriod, type ForecastPeriodType, type RecordRow } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { scopeCovers } from '../../../modules/records/data-scope.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { markTableChanged } from '../../../modules/records/list-totals.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose, selectRows } from '../../../modules/records/record-model.ts';
import { toColumns, toRecordRow } from '../../../modules/records/record-rows.ts';
import { permittedModel, recordAccessCompanion, recordById, requireVisibleRow } from '../../../modules/records/record-service.ts';
import { fieldErrors, timeZoneOf } from '../../../modules/records/record-validation.ts';
import { forecastFigures } from './figures.ts';
import { forecastRollup } from './rollup.ts';

/** The period a forecast covers, as the write leaves it. */
function periodAfter(before: RecordRow | null, values: Record<string, unknown>): ForecastPeriod {
  return {
    year: Number(valueAfter(before, values, 'year')),
    periodType: String(valueAfter(before, values, 'periodType')) as ForecastPeriodType,
    period: Number(valueAfter(before, values, 'period')),
  };
}

/**
 * Before a forecast is written: its period is a month (1–12) or a quarter (1–4), its salesperson
 * one whose records the writer's own data scope covers (so no one reads a colleague's pipeline
 * through a forecast made for them), no other forecast of the tenant has the same salesperson and
 * period; then its system forecast and amount won are computed afresh, and an empty forecast
 * amount takes the system forecast. `values` is what the write sets, completed here.
 */
async function checkForecast(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const { viewer } = ctx;
  const period = periodAfter(before, values);
  const last = FORECAST_PERIODS[period.periodType];
  if (period.period < 1) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'period', rule: 'minimum', limit: 1 }]);
  if (period.period > last) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'period', rule: 'maximum', limit: last }]);
  const userId = String(valueAfter(before, values, 'userId'));
  if (!before || before.userId !== userId) {
    const person = await ctx.db
      .selectFrom('users')
      .select(['company_code', 'depart_id'])
      .where('tenant_id', '=', viewer.tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!person || !scopeCovers(viewer, { company_code: person.company_code, owner_id: userId, depart_id: person.depart_id })) {
      throw fieldErrors(ctx.lang, ctx.model, [{ field: 'userId', rule: 'relation' }]);
    }
  }
  const taken = await selectRows(ctx.db, entityOf('crmForecast'))
    .select('id')
    .where('tenant_id', '=', viewer.tenantId)
    .where(storedColumn('userId'), '=', userId)
    .where(storedColumn('year'), '=', period.year)
    .where(storedColumn('periodType'), '=', period.periodType)
    .where(storedColumn('period'), '=', period.period)
    .where('id', '!=', before?.id ?? '')
    .executeTakeFirst();
  if (taken) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'userId', rule: 'forecastTaken' }]);
  const figures = await forecastFigures(ctx.db, viewer.tenantId, userId, period, await timeZoneOf(ctx.db, viewer));
  Object.assign(values, figures);
  if (valueAfter(before, values, 'forecastAmount') === null) values.forecastAmount = figures.systemForecast;
}

const idSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

const rollupSchema = {
  type: 'object',
  required: ['year', 'periodType', 'period'],
  properties: {
    year: { type: 'integer', minimum: 1, maximum: 9999 },
    periodType: { type: 'string', enum: Object.keys(FORECAST_PERIODS) },
    period: { type: 'integer', minimum: 1, maximum: 12 },
  },
  // A quarter is 1–4.
  if: { properties: { periodType: { const: '2' } } },
  then: { properties: { period: { type: 'integer', maximum: 4 } } },
} as const;

/**
 * POST FORECAST_API.refresh: a forecast's system forecast and amount won as they stand now, stored
 * (the version raised when they moved, as a roll-up's is: what the record shows changed), for
 * whoever may see it; answers the record as queryById does. GET FORECAST_API.rollup: the period's
 * forecasts by department.
 */
async function forecastRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const entity = entityOf('crmForecast');
  app.post(FORECAST_API.refresh, { schema: { body: idSchema }, config: { sessionCompanion: recordAccessCompanion(entity, 'view') } }, async (request) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, entity, 'view');
    const row = await requireVisibleRow(call.db, call.viewer, entity, request.body.id);
    const record = toRecordRow(model, row);
    const figures = await forecastFigures(
      call.db,
      call.viewer.tenantId,
      String(record.userId),
      periodAfter(record, {}),
      await timeZoneOf(call.db, call.viewer),
    );
    if (figures.systemForecast !== record.systemForecast || figures.wonAmount !== record.wonAmount) {
      await loose(call.db)
        .updateTable(entity.table)
        .set({ ...toColumns(model, figures), version: Number(row.version) + 1 })
        .where('tenant_id', '=', call.viewer.tenantId)
        .where('id', '=', row.id)
        // Another writer in between keeps theirs; this reader's figures are recomputed on their next look.
        .where('version', '=', row.version)
        .execute();
      await markTableChanged(call.db, call.viewer.tenantId, entity.table);
    }
    return ok(request.lang, await recordById(call, model, row.id));
  });
  app.get(FORECAST_API.rollup, { schema: { querystring: rollupSchema } }, async (request) => {
    const { year, periodType, period } = request.query;
    return ok(request.lang, await forecastRollup(await recordCall(app, request), { year, periodType: periodType as ForecastPeriodType, period }));
  });
}

/**
 * Sales forecasts: one per salesperson and period, its system forecast and amount won the
 * server's (on every write, and afresh when its detail opens: FORECAST_API.refresh), rolled up by
 * department for the ListSet. Who reads one is its owner's data scope's affair, as for any record.
 */
export const forecastServer: ObjectServer = {
  hooks: {
    beforeAdd: (ctx, values) => checkForecast(ctx, null, values),
    beforeEdit: (ctx, before, changes) => checkForecast(ctx, before, changes),
  },
  routes: forecastRoutes,
};
