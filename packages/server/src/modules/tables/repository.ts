import type { BizType, TableMade } from '@crm/domain';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

export interface TableMadeFilter {
  tableName?: string;
  hasChild?: string;
  status?: string;
}

const tableMadeColumns = [
  'table_id as tableId',
  'name',
  'table_name as tableName',
  'package_name as packageName',
  'api_name as apiName',
  'status',
  'has_child as hasChild',
] as const;

function filtered(db: Kysely<Database>, tenantId: string, filter: TableMadeFilter) {
  let query = db.selectFrom('table_mades').where('tenant_id', '=', tenantId);
  if (filter.tableName) query = query.where('table_name', '=', filter.tableName);
  if (filter.hasChild) query = query.where('has_child', '=', filter.hasChild);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export async function countTableMades(db: Kysely<Database>, tenantId: string, filter: TableMadeFilter): Promise<number> {
  const row = await filtered(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listTableMades(db: Kysely<Database>, tenantId: string, filter: TableMadeFilter, window: PageWindow): Promise<TableMade[]> {
  return filtered(db, tenantId, filter).select(tableMadeColumns).orderBy('sort').orderBy('table_name').limit(window.size).offset(window.offset).execute();
}

export async function tableMadeByTableId(db: Kysely<Database>, tenantId: string, tableId: string): Promise<TableMade | null> {
  const row = await db.selectFrom('table_mades').select(tableMadeColumns).where('tenant_id', '=', tenantId).where('table_id', '=', tableId).executeTakeFirst();
  return row ?? null;
}

export async function bizTypesOfTable(db: Kysely<Database>, tenantId: string, tableId: string, status?: string): Promise<BizType[]> {
  let query = db
    .selectFrom('biz_types')
    .select(['id', 'no', 'name', 'status', 'table_id as tableId'])
    .where('tenant_id', '=', tenantId)
    .where('table_id', '=', tableId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('sort').orderBy('no').execute();
}
