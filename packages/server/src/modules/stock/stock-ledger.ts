import {
  ALL_OBJECTS,
  AUDIT_STATUS,
  columnOf,
  decimalsOf,
  entityOf,
  STOCK_OBJECT,
  type EntityDef,
  type Lang,
  type RecordRow,
  type StockMoveDef,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Viewer } from '../records/data-scope.ts';
import { markTableChanged } from '../records/list-totals.ts';
import { loose, type Db } from '../records/record-model.ts';

/**
 * The warehouses' stock, kept from the records that move it (ENGINE: StockMoveDef, issue 18).
 * A record that moves stock does so when its approval makes it reviewed and moves it back when it
 * stops being reviewed (voided), in that transaction: every product of its lines, summed, goes
 * into or out of its warehouse by one statement on the stock's row, an atomic upsert in and a
 * conditional decrement out, so two moves at the same instant never lose one another and none
 * takes a quantity below zero (the second of two that would is refused, whole, with the
 * quantity there is). The rows are taken in one order (by product) so two records moving the
 * same products never wait on each other in a circle on PostgreSQL. Every move leaves a flow row.
 */

const stockEntity = (): EntityDef => entityOf(STOCK_OBJECT.apiName);
const [PRODUCT, WAREHOUSE, QUANTITY] = [columnOf('productId'), columnOf('warehouseId'), columnOf('quantity')];

/** Quantities are kept as integers scaled by the stock quantity's decimals (field-storage.ts). */
function scaleOf(): number {
  return 10 ** decimalsOf(stockEntity().fields.find((f) => f.name === 'quantity')!);
}

/** A quantity as a message shows it: 12.5, 3. */
const shown = (scaled: number) => String(scaled / scaleOf());

const counts = (record: RecordRow | null) => record?.auditStatus === AUDIT_STATUS.reviewed;

/** Whether the record moves goods in (+1) or out (-1) of its warehouse. */
function directionOf(move: StockMoveDef, valueOf: (field: string) => unknown): 1 | -1 {
  if (move.direction === 'in') return 1;
  if (move.direction === 'out') return -1;
  return move.direction.out.includes(String(valueOf(move.direction.field) ?? '')) ? -1 : 1;
}

/** The record's lines as quantities per product (scaled), in the products' order. */
async function quantitiesOf(db: Db, tenantId: string, entity: EntityDef, move: StockMoveDef, recordId: string): Promise<[string, number][]> {
  const field = entity.fields.find((f) => f.name === move.lines)!;
  const line = field.lines!.object;
  const quantityField = line.fields.find((f) => f.name === 'quantity')!;
  // Lines keep their quantity at their own scale; the stock keeps its own.
  const factor = scaleOf() / 10 ** decimalsOf(quantityField);
  const rows = await loose(db)
    .selectFrom(line.table)
    .select([columnOf('productId'), columnOf('quantity')])
    .where('tenant_id', '=', tenantId)
    .where(columnOf(line.parent!.via), '=', recordId)
    .execute();
  const byProduct = new Map<string, number>();
  for (const row of rows) {
    const product = String(row[columnOf('productId')]);
    byProduct.set(product, (byProduct.get(product) ?? 0) + Math.round(Number(row[columnOf('quantity')]) * factor));
  }
  return [...byProduct].filter(([, quantity]) => quantity !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

async function nameOf(db: Db, tenantId: string, table: string, id: string): Promise<string> {
  const row = await loose(db).selectFrom(table).select('name').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return String(row?.name ?? id);
}

/** What a record's move may not do, checked before anything moves: a closed warehouse, a product whose stock is not kept. */
async function refuseUnkeptMoves(db: Db, tenantId: string, warehouseId: string, products: readonly string[]): Promise<void> {
  const warehouse = await loose(db)
    .selectFrom(entityOf('wmsWarehouse').table)
    .select(['name', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', warehouseId)
    .executeTakeFirst();
  if (!warehouse) throw new HttpError(422, 'stockNoWarehouse');
  if (warehouse.status === '0') throw new HttpError(422, 'stockWarehouseClosed', { warehouse: String(warehouse.name) });
  if (products.length === 0) return;
  const unkept = await loose(db)
    .selectFrom(entityOf('crmProduct').table)
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...products])
    .where((eb) => eb.or([eb(columnOf('inventoryEnabled'), '=', 0), eb(columnOf('inventoryEnabled'), 'is', null)]))
    .executeTakeFirst();
  if (unkept) throw new HttpError(422, 'stockNotKept', { product: String(unkept.name) });
}

/** The company a warehouse belongs to: its stock records are that company's (objects without owners are scoped by company). */
async function companyOf(db: Db, tenantId: string, warehouseId: string): Promise<string | null> {
  const row = await loose(db)
    .selectFrom(entityOf('wmsWarehouse').table)
    .select('company_code')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', warehouseId)
    .executeTakeFirst();
  return row ? String(row.company_code) : null;
}

/** Adds `quantity` (scaled, > 0) of a product to a warehouse, making its stock record if it has none; answers the quantity after. */
async function addStock(
  db: Db,
  tenantId: string,
  userId: string | null,
  company: string | null,
  warehouseId: string,
  productId: string,
  quantity: number,
  at: string,
): Promise<number> {
  const { table } = stockEntity();
  const row = await loose(db)
    .insertInto(table)
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      company_code: company,
      create_by: userId,
      create_time: at,
      update_by: userId,
      update_time: at,
      version: 1,
      lock_status: '0',
      tags: '[]',
      ext: '{}',
      [PRODUCT]: productId,
      [WAREHOUSE]: warehouseId,
      [QUANTITY]: quantity,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', WAREHOUSE, PRODUCT]).doUpdateSet((eb) => ({
        [QUANTITY]: eb(eb.ref(`${table}.${QUANTITY}`), '+', quantity),
        version: eb(eb.ref(`${table}.version`), '+', 1),
        update_by: userId,
        update_time: at,
      })),
    )
    .returning(QUANTITY)
    .executeTakeFirstOrThrow();
  return Number(row[QUANTITY]);
}

/** Moves `quantity` (scaled, signed) of a product in a warehouse; answers the quantity after, or refuses going below zero. */
async function moveOne(db: Db, viewer: Viewer, company: string, warehouseId: string, productId: string, quantity: number, at: string): Promise<number> {
  if (quantity > 0) return addStock(db, viewer.tenantId, viewer.userId, company, warehouseId, productId, quantity, at);
  const { table } = stockEntity();
  const row = await loose(db)
    .updateTable(table)
    .set((eb) => ({ [QUANTITY]: eb(eb.ref(QUANTITY), '+', quantity), version: eb(eb.ref('version'), '+', 1), update_by: viewer.userId, update_time: at }))
    .where('tenant_id', '=', viewer.tenantId)
    .where(WAREHOUSE, '=', warehouseId)
    .where(PRODUCT, '=', productId)
    .where(QUANTITY, '>=', -quantity)
    .returning(QUANTITY)
    .executeTakeFirst();
  if (row) return Number(row[QUANTITY]);
  const there = await loose(db)
    .selectFrom(table)
    .select(QUANTITY)
    .where('tenant_id', '=', viewer.tenantId)
    .where(WAREHOUSE, '=', warehouseId)
    .where(PRODUCT, '=', productId)
    .executeTakeFirst();
  throw new HttpError(422, 'stockShort', {
    product: await nameOf(db, viewer.tenantId, entityOf('crmProduct').table, productId),
    warehouse: await nameOf(db, viewer.tenantId, entityOf('wmsWarehouse').table, warehouseId),
    available: shown(Number(there?.[QUANTITY] ?? 0)),
    needed: shown(-quantity),
  });
}

/** Moves every product of the record's lines in (`sign` 1) or back out (-1), with a flow row each. */
async function moveRecord(db: Db, viewer: Viewer, entity: EntityDef, move: StockMoveDef, record: RecordRow, sign: 1 | -1): Promise<void> {
  const warehouseId = String(record[move.warehouse] ?? '');
  const quantities = await quantitiesOf(db, viewer.tenantId, entity, move, record.id);
  const direction = directionOf(move, (name) => record[name]) * sign;
  // A product no longer kept may still leave; a closed warehouse takes nothing in and lets nothing out.
  if (direction > 0)
    await refuseUnkeptMoves(
      db,
      viewer.tenantId,
      warehouseId,
      quantities.map(([product]) => product),
    );
  else await refuseUnkeptMoves(db, viewer.tenantId, warehouseId, []);
  const at = nowText();
  // The stock records a move makes are the warehouse's company's: read once for all its products.
  const company = (await companyOf(db, viewer.tenantId, warehouseId)) ?? viewer.companyCode;
  for (const [productId, quantity] of quantities) {
    const moved = quantity * direction;
    const balance = await moveOne(db, viewer, company, warehouseId, productId, moved, at);
    await loose(db)
      .insertInto('wms_stock_flows')
      .values(
        flowRow(viewer.tenantId, {
          warehouseId,
          productId,
          quantity: moved,
          balance,
          entity,
          id: record.id,
          number: numberOf(entity, (name) => record[name]),
          userId: viewer.userId,
          at,
        }),
      )
      .execute();
  }
  if (quantities.length > 0) await markTableChanged(db, viewer.tenantId, stockEntity().table);
}

/** The record's number (its auto-number), which its moves name, from its value by field name. */
function numberOf(entity: EntityDef, valueOf: (field: string) => unknown): string | null {
  const field = entity.fields.find((f) => f.type === 'autoNumber');
  return field ? String(valueOf(field.name) ?? '') || null : null;
}

interface Flow {
  warehouseId: string;
  productId: string;
  quantity: number;
  balance: number;
  entity: EntityDef;
  id: string;
  number: string | null;
  userId: string | null;
  at: string;
}

const flowRow = (tenantId: string, flow: Flow) => ({
  id: randomUUID(),
  tenant_id: tenantId,
  warehouse_id: flow.warehouseId,
  product_id: flow.productId,
  quantity: flow.quantity,
  balance: flow.balance,
  source_object: flow.entity.apiName,
  source_id: flow.id,
  source_no: flow.number,
  user_id: flow.userId,
  moved_at: flow.at,
});

/**
 * Works a tenant's stock out again from its records (the demo seed, which loads records in bulk,
 * and the rebuild command): every approved stock-moving record, oldest first, moves its goods, and
 * the quantities and the history become what those moves add up to. A record voided after its
 * approval is left out (its move and its return net to nothing). Throws where the records would
 * take a warehouse below zero: stock the ledger kept never does.
 */
export async function rebuildStock(db: Db, tenantId: string): Promise<void> {
  const moving = ALL_OBJECTS.filter((entity) => entity.stock);
  await loose(db).deleteFrom('wms_stock_flows').where('tenant_id', '=', tenantId).execute();
  await loose(db)
    .updateTable(stockEntity().table)
    .set({ [QUANTITY]: 0 })
    .where('tenant_id', '=', tenantId)
    .execute();
  const moves: { entity: EntityDef; row: Record<string, unknown>; at: string }[] = [];
  for (const entity of moving) {
    const rows = await loose(db)
      .selectFrom(entity.table)
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('audit_status', '=', AUDIT_STATUS.reviewed)
      .execute();
    for (const row of rows) moves.push({ entity, row, at: String(row.create_time) });
  }
  moves.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : String(a.row.id) < String(b.row.id) ? -1 : 1));
  const held = new Map<string, number>();
  const flows: Flow[] = [];
  for (const { entity, row, at } of moves) {
    const move = entity.stock!;
    const warehouseId = String(row[columnOf(move.warehouse)] ?? '');
    const direction = directionOf(move, (name) => row[columnOf(name)]);
    for (const [productId, quantity] of await quantitiesOf(db, tenantId, entity, move, String(row.id))) {
      const key = `${warehouseId} ${productId}`;
      const balance = (held.get(key) ?? 0) + quantity * direction;
      if (balance < 0) throw new Error(`${entity.apiName} ${String(row.id)} takes ${productId} below zero in ${warehouseId}`);
      held.set(key, balance);
      const number = numberOf(entity, (name) => row[columnOf(name)]);
      flows.push({
        warehouseId,
        productId,
        quantity: quantity * direction,
        balance,
        entity,
        id: String(row.id),
        number,
        userId: String(row.update_by ?? row.create_by ?? '') || null,
        at,
      });
    }
  }
  for (let start = 0; start < flows.length; start += 500) {
    await loose(db)
      .insertInto('wms_stock_flows')
      .values(flows.slice(start, start + 500).map((flow) => flowRow(tenantId, flow)))
      .execute();
  }
  // A stock record the moves make is made by the last of them, when it was made.
  const last = new Map(flows.map((flow) => [`${flow.warehouseId} ${flow.productId}`, flow]));
  for (const [key, quantity] of held) {
    const [warehouseId, productId] = key.split(' ') as [string, string];
    const { userId, at } = last.get(key)!;
    if (quantity > 0) await addStock(db, tenantId, userId, await companyOf(db, tenantId, warehouseId), warehouseId, productId, quantity, at);
  }
  await markTableChanged(db, tenantId, stockEntity().table);
}

/**
 * What a write of a stock-moving record does to stock, given the record before and after it (null
 * for none): reviewed now and not before, its goods move; reviewed before and not now (voided),
 * they move back; reviewed before and deleted, the deletion is refused (void it instead, which
 * leaves the record and its history), and its warehouse and direction stay as they were.
 */
export async function followStock(db: Db, viewer: Viewer, _lang: Lang, entity: EntityDef, before: RecordRow | null, after: RecordRow | null): Promise<void> {
  const move = entity.stock;
  if (!move) return;
  const [was, is] = [counts(before), counts(after)];
  if (was && !after) throw new HttpError(422, 'stockMovedNoDelete');
  if (was && is) {
    const directionField = typeof move.direction === 'object' ? move.direction.field : null;
    for (const name of [move.warehouse, ...(directionField ? [directionField] : [])]) {
      if (String(before![name] ?? '') !== String(after![name] ?? '')) throw new HttpError(422, 'stockMovedFixed');
    }
    return;
  }
  if (!was && is) await moveRecord(db, viewer, entity, move, after!, 1);
  else if (was && !is) await moveRecord(db, viewer, entity, move, before!, -1);
}
