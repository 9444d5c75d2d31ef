import { entityOf, fieldOf, linesFieldsOf, type FileRef, type Page, type RecordRow, type ShopProduct } from '@crm/domain';
import { sql } from 'kysely';
import { dictionaryOptions } from '../dictionaries/repository.ts';
import { fromStored, storedColumn } from '../records/field-storage.ts';
import { loadModel, loose, type Db } from '../records/record-model.ts';
import { listRecords, type RecordCall } from '../records/record-service.ts';
import type { ServedPartner } from './partner.ts';

/**
 * The partner's shop (issue 19): the products the vendor shows in it (shop display) and keeps on
 * shelf, each at the partner's price (its level's price list, else the standard price) with what
 * is in stock where the product's inventory is kept. Read through the record engine, so a product
 * reads here as it does on the vendor's screens.
 */

/** crmProduct's on-shelf status. */
const ON_SHELF = '1';

/** The conditions a product is in the shop on, as list filters. */
const inShop = [
  { field: 'shopDisplay', op: 'eq', value: '1' },
  { field: 'shelfStatus', op: 'eq', value: ON_SHELF },
] as const;

/** The price list of the partner's level: the most recently changed enabled one naming the level; null without one. */
async function levelPriceList(db: Db, tenantId: string, level: string | null): Promise<string | null> {
  if (!level) return null;
  const row = await loose(db)
    .selectFrom(entityOf('crmPrice').table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('agentLevel'), '=', level)
    .where(storedColumn('status'), '=', '1')
    .orderBy('update_time', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/** The partner's prices of the products, by product id: its level's list where it names the product. */
async function partnerPrices(db: Db, partner: ServedPartner, productIds: readonly string[]): Promise<Map<string, number>> {
  const listId = await levelPriceList(db, partner.tenantId, partner.level);
  if (!listId || productIds.length === 0) return new Map();
  const line = linesFieldsOf(entityOf('crmPrice'))[0]!.lines!.object;
  const price = fieldOf(line, 'price')!;
  const rows = await loose(db)
    .selectFrom(line.table)
    .select([storedColumn('productId'), storedColumn('price')])
    .where('tenant_id', '=', partner.tenantId)
    .where(storedColumn('priceId'), '=', listId)
    .where(storedColumn('productId'), 'in', productIds)
    .execute();
  return new Map(rows.map((row) => [String(row[storedColumn('productId')]), Number(fromStored(price, row[storedColumn('price')]))]));
}

/** What is in stock of the products, over every warehouse, by product id. */
async function stockOf(db: Db, tenantId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const stock = entityOf('wmsStock');
  const quantity = fieldOf(stock, 'quantity')!;
  const rows = await loose(db)
    .selectFrom(stock.table)
    .select([storedColumn('productId'), sql<string>`sum(${sql.ref(storedColumn('quantity'))})`.as('quantity')])
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('productId'), 'in', productIds)
    .groupBy(storedColumn('productId'))
    .execute();
  return new Map(rows.map((row) => [String(row[storedColumn('productId')]), Number(fromStored(quantity, row.quantity))]));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Products as the shop shows them, in the order given. */
async function asShopProducts(db: Db, partner: ServedPartner, records: readonly RecordRow[], inCart: ReadonlyMap<string, number>): Promise<ShopProduct[]> {
  const ids = records.map((record) => String(record.id));
  const [prices, stock] = await Promise.all([
    partnerPrices(db, partner, ids),
    stockOf(
      db,
      partner.tenantId,
      records.filter((record) => record.inventoryEnabled === true).map((record) => String(record.id)),
    ),
  ]);
  return records.map((record) => {
    const id = String(record.id);
    const image = (record.mainImage as FileRef[] | null)?.[0] ?? null;
    return {
      id,
      name: String(record.name ?? ''),
      code: text(record.code),
      category: text(record.category),
      category_dictText: text(record.category_dictText),
      unit: text(record.unit),
      unit_dictText: text(record.unit_dictText),
      specification: text(record.specification),
      description: text(record.description),
      price: prices.get(id) ?? Number(record.standardPrice ?? 0),
      standardPrice: Number(record.standardPrice ?? 0),
      currency: String(record.standardPriceCurrency ?? 'CNY'),
      image,
      stock: record.inventoryEnabled === true ? (stock.get(id) ?? 0) : null,
      inCart: inCart.get(id) ?? 0,
    };
  });
}

interface ShopQuery {
  keyword?: string;
  category?: string;
  pageNo: number;
  pageSize: number;
}

/** A page of the shop: the products on show and on shelf, of a category and holding a keyword when asked, by name. */
export async function shopPage(call: RecordCall, partner: ServedPartner, query: ShopQuery, inCart: ReadonlyMap<string, number>): Promise<Page<ShopProduct>> {
  const model = await loadModel(call.db, partner.tenantId, entityOf('crmProduct'));
  const filters = [...inShop, ...(query.category ? [{ field: 'category', op: 'eq', value: query.category }] : [])];
  const page = await listRecords(call, model, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    keyword: query.keyword || undefined,
    filters: JSON.stringify(filters),
    sortField: 'name',
    sortOrder: 'asc',
  });
  return { ...page, records: await asShopProducts(call.db, partner, page.records, inCart) };
}

/** The shop's products among these ids (a cart's), by id: those no longer on show or on shelf are missing. */
export async function productsInShop(call: RecordCall, partner: ServedPartner, ids: readonly string[]): Promise<Map<string, ShopProduct>> {
  if (ids.length === 0) return new Map();
  const model = await loadModel(call.db, partner.tenantId, entityOf('crmProduct'));
  const filters = [...inShop, { field: 'id', op: 'in', value: [...ids] }];
  const page = await listRecords(call, model, { pageNo: 1, pageSize: ids.length, filters: JSON.stringify(filters) });
  const products = await asShopProducts(call.db, partner, page.records, new Map());
  return new Map(products.map((product) => [product.id, product]));
}

/** The categories of the products on show and on shelf, as the product dictionary names them. */
export async function shopCategories(call: RecordCall, partner: ServedPartner): Promise<{ value: string; text: string }[]> {
  const product = entityOf('crmProduct');
  const rows = await loose(call.db)
    .selectFrom(product.table)
    .select(storedColumn('category'))
    .distinct()
    .where('tenant_id', '=', partner.tenantId)
    .where(storedColumn('shopDisplay'), '=', 1)
    .where(storedColumn('shelfStatus'), '=', ON_SHELF)
    .where(storedColumn('category'), 'is not', null)
    .execute();
  const shown = new Set(rows.map((row) => String(row[storedColumn('category')])));
  if (shown.size === 0) return [];
  return (await dictionaryOptions(call.db, partner.tenantId, 'product_category', call.lang)).filter((option) => shown.has(option.value));
}
