import { BOM_STATUS, entityOf, fieldOf, type EntityDef } from '@crm/domain';
import { fromStored, LINE_ORDER, storedColumn } from '../../../modules/records/field-storage.ts';
import { loose, type Db } from '../../../modules/records/record-model.ts';

/**
 * The tenant's product structure as its BOMs store it: which BOM a product is made by (its one
 * enabled BOM) and the component lines of BOMs, read a level at a time for the cycle check and
 * the expansion. Products are the tenant's catalogue (crmProduct), whoever owns the BOMs: a
 * product's structure is a fact of the tenant, not of one person's data.
 */

/** One component line of a BOM, as stored. */
export interface BomLine {
  componentId: string;
  componentName: string;
  unit: string | null;
  quantity: number;
  lossRate: number;
}

/** A BOM with its lines in their order. */
export interface StoredBom {
  id: string;
  bomNo: string;
  productId: string;
  quantity: number;
  lines: BomLine[];
}

/** A product as the expansion reads it. */
export interface ComponentProduct {
  name: string;
  unit: string | null;
  costPrice: number | null;
}

const bomEntity = (): EntityDef => entityOf('mesBom');
const lineEntity = (): EntityDef => fieldOf(bomEntity(), 'details')!.lines!.object;

/** A numeric column of `entity` as the API reads it. */
function numberOf(entity: EntityDef, name: string, row: Record<string, unknown>): number | null {
  const value = fromStored(fieldOf(entity, name)!, row[storedColumn(name)]);
  return value === null ? null : Number(value);
}

const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The lines of these BOMs, by BOM id, each in its order. */
export async function linesOfBoms(db: Db, tenantId: string, bomIds: readonly string[]): Promise<Map<string, BomLine[]>> {
  const byBom = new Map<string, BomLine[]>(bomIds.map((id) => [id, []]));
  if (bomIds.length === 0) return byBom;
  const line = lineEntity();
  const rows = (await loose(db)
    .selectFrom(line.table)
    .select([...['bomId', 'componentId', 'componentName', 'unit', 'quantity', 'lossRate'].map(storedColumn)])
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('bomId'), 'in', [...bomIds])
    .orderBy(LINE_ORDER)
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  for (const row of rows) {
    byBom.get(String(row[storedColumn('bomId')]))?.push({
      componentId: String(row[storedColumn('componentId')]),
      componentName: String(row[storedColumn('componentName')] ?? ''),
      unit: textOf(row[storedColumn('unit')]),
      quantity: numberOf(line, 'quantity', row) ?? 0,
      lossRate: numberOf(line, 'lossRate', row) ?? 0,
    });
  }
  return byBom;
}

/** Columns of a BOM the structure reads. */
const BOM_COLUMNS = ['id', ...['bomNo', 'productId', 'quantity'].map(storedColumn)];

function storedBom(row: Record<string, unknown>, lines: BomLine[]): StoredBom {
  return {
    id: String(row.id),
    bomNo: String(row[storedColumn('bomNo')] ?? ''),
    productId: String(row[storedColumn('productId')]),
    quantity: numberOf(bomEntity(), 'quantity', row) ?? 1,
    lines,
  };
}

/**
 * The enabled BOM of each of these products that has one, with its lines, leaving out the BOM
 * `except` (the one being written, whose stored lines are about to change). Should a product have
 * several (the rule keeps it to one), the first by number is the one.
 */
export async function enabledBomsOf(db: Db, tenantId: string, productIds: Iterable<string>, except: string | null = null): Promise<Map<string, StoredBom>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  let query = loose(db)
    .selectFrom(bomEntity().table)
    .select(BOM_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('productId'), 'in', ids)
    .where(storedColumn('status'), '=', BOM_STATUS.enabled);
  if (except !== null) query = query.where('id', '<>', except);
  const rows = (await query.orderBy(storedColumn('bomNo')).execute()) as Record<string, unknown>[];
  const lines = await linesOfBoms(
    db,
    tenantId,
    rows.map((row) => String(row.id)),
  );
  const byProduct = new Map<string, StoredBom>();
  for (const row of rows) {
    const bom = storedBom(row, lines.get(String(row.id))!);
    if (!byProduct.has(bom.productId)) byProduct.set(bom.productId, bom);
  }
  return byProduct;
}

/** One BOM of the tenant with its lines, or undefined. */
export async function storedBomOf(db: Db, tenantId: string, id: string): Promise<StoredBom | undefined> {
  const row = (await loose(db).selectFrom(bomEntity().table).select(BOM_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()) as
    Record<string, unknown> | undefined;
  return row && storedBom(row, (await linesOfBoms(db, tenantId, [id])).get(id)!);
}

/** The tenant's products among these ids, by id. */
export async function productsOf(db: Db, tenantId: string, ids: Iterable<string>): Promise<Map<string, ComponentProduct>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const product = entityOf('crmProduct');
  const rows = (await loose(db)
    .selectFrom(product.table)
    .select(['id', ...['name', 'unit', 'costPrice'].map(storedColumn)])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', wanted)
    .execute()) as Record<string, unknown>[];
  return new Map(
    rows.map((row) => [
      String(row.id),
      { name: String(row[storedColumn('name')] ?? ''), unit: textOf(row[storedColumn('unit')]), costPrice: numberOf(product, 'costPrice', row) },
    ]),
  );
}
