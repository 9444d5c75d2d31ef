import { entityOf, MES_BOM_API } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { notFound } from '../../../http/http-error.ts';
import { requiredTextQuery } from '../../../http/query-schemas.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { requirePermission, requireVisibleRow } from '../../../modules/records/record-service.ts';
import { expandBom } from './bom-expansion.ts';
import { checkBomWrite } from './bom-rules.ts';
import { storedBomOf } from './bom-structure.ts';

/**
 * `GET MES_BOM_API.expand?id=`: the BOM's expansion, for whoever may view BOMs and sees this one
 * (403 without the button, 404 outside the data scope or the tenant). The components' own BOMs
 * are read whoever owns them: how a product is made is the tenant's, as its catalogue is.
 */
async function bomRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const bom = entityOf('mesBom');
  app.get(MES_BOM_API.expand, { schema: requiredTextQuery('id') }, async (request) => {
    const call = await recordCall(app, request);
    await requirePermission(call, bom, 'view');
    const row = await requireVisibleRow(app.db, call.viewer, bom, request.query.id);
    const stored = await storedBomOf(app.db, call.viewer.tenantId, row.id);
    if (!stored) throw notFound();
    return ok(request.lang, await expandBom(app.db, call.viewer.tenantId, request.lang, stored));
  });
}

/** Bills of materials: the structure rules on every add and edit (bom-rules.ts), and the expansion. */
export const bomServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await checkBomWrite(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await checkBomWrite(ctx, before, changes);
    },
  },
  routes: bomRoutes,
};
