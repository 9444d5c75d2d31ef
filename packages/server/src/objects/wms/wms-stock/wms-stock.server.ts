import { columnOf, decimalsOf, entityOf, RECORD_API, type StockFlow } from '@crm/domain';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { badRequest, forbidden, HttpError } from '../../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../../http/paging.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { idText } from '../../../modules/records/record-schemas.ts';
import { holdsPermission, requireVisibleRow } from '../../../modules/records/record-service.ts';

const stock = () => entityOf('wmsStock');
const PRODUCT = columnOf('productId');
const WAREHOUSE = columnOf('warehouseId');

const flowsSchema = {
  querystring: { type: 'object', properties: { id: idText, productId: idText, ...pageQueryProperties }, additionalProperties: false },
} as const;

/**
 * `GET /wms/wmsStock/flows`: the moves of one stock record (`id`), or of a product in every
 * warehouse (`productId`), latest first, with the record that made each (StockFlow). For whoever
 * may view stock and sees that record or product; another tenant's or company's ids are not found.
 */
async function stockRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(RECORD_API.stockFlows, { schema: flowsSchema }, async (request) => {
    const call = await recordCall(app, request);
    if (!(await holdsPermission(call, stock(), 'view'))) throw forbidden();
    const { id, productId } = request.query;
    if (!id === !productId) throw badRequest('stockFlowsOf');
    const { tenantId } = call.viewer;
    let flows = loose(app.db).selectFrom('wms_stock_flows as f').where('f.tenant_id', '=', tenantId);
    if (id) {
      const row = await requireVisibleRow(app.db, call.viewer, stock(), id);
      flows = flows.where('f.warehouse_id', '=', String(row[WAREHOUSE])).where('f.product_id', '=', String(row[PRODUCT]));
    } else {
      await requireVisibleRow(app.db, call.viewer, entityOf('crmProduct'), productId!);
      flows = flows.where('f.product_id', '=', productId!);
    }
    const window = pageWindow(request.query);
    const [{ total }, rows] = await Promise.all([
      flows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      flows
        .leftJoin(`${entityOf('wmsWarehouse').table} as w`, (join) => join.onRef('w.id', '=', 'f.warehouse_id').onRef('w.tenant_id', '=', 'f.tenant_id'))
        .leftJoin(`${entityOf('crmProduct').table} as p`, (join) => join.onRef('p.id', '=', 'f.product_id').onRef('p.tenant_id', '=', 'f.tenant_id'))
        .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'f.user_id').onRef('u.tenant_id', '=', 'f.tenant_id'))
        .select(['f.id', 'f.warehouse_id', 'f.product_id', 'f.quantity', 'f.balance', 'f.source_object', 'f.source_id', 'f.source_no', 'f.moved_at'])
        .select(['w.name as warehouse_name', 'p.name as product_name', 'u.realname as user_name'])
        .orderBy('f.moved_at', 'desc')
        .orderBy('f.id', 'desc')
        .limit(window.size)
        .offset(window.offset)
        .execute(),
    ]);
    const scale = 10 ** decimalsOf(stock().fields.find((f) => f.name === 'quantity')!);
    const records: StockFlow[] = rows.map((row) => ({
      id: String(row.id),
      warehouseId: String(row.warehouse_id),
      warehouseName: String(row.warehouse_name ?? ''),
      productId: String(row.product_id),
      productName: String(row.product_name ?? ''),
      quantity: Number(row.quantity) / scale,
      balance: Number(row.balance) / scale,
      sourceObject: String(row.source_object),
      sourceId: String(row.source_id),
      sourceNo: row.source_no === null ? null : String(row.source_no),
      userName: row.user_name === null ? null : String(row.user_name),
      movedAt: String(row.moved_at),
    }));
    return ok(request.lang, toPage(records, Number(total), window));
  });
}

/**
 * Stock records: one per product and warehouse (a unique index the stock ledger's upsert relies
 * on, modules/stock/stock-ledger.ts), added beforehand only to set a place and limits; deleted
 * only when the warehouse holds none of the product. The quantity is the ledger's alone.
 */
export const stockServer: ObjectServer = {
  hooks: {
    indexes: [{ name: 'item', columns: [WAREHOUSE, PRODUCT], unique: true }],
    async beforeAdd(ctx, values) {
      const taken = await loose(ctx.db)
        .selectFrom(stock().table)
        .select('id')
        .where('tenant_id', '=', ctx.viewer.tenantId)
        .where(WAREHOUSE, '=', String(values.warehouseId))
        .where(PRODUCT, '=', String(values.productId))
        .executeTakeFirst();
      if (taken) throw new HttpError(422, 'stockItemExists');
    },
    async beforeDelete(_ctx, record) {
      if (Number(record.quantity ?? 0) !== 0) throw new HttpError(422, 'stockNotEmpty');
    },
  },
  routes: stockRoutes,
};
