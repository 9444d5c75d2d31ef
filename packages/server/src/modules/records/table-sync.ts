import { columnOf, ALL_OBJECTS, isMultipleRelation, linesFieldsOf, type EntityDef } from '@crm/domain';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { addressColumnsOf, isSystemField, SYSTEM_COLUMNS, tableColumns } from './field-storage.ts';
import { addAddressColumns } from './address-columns.ts';
import { hooksOf } from './object-registry.ts';
import { syncSearchIndexes } from './search-index.ts';
import { lineIndexColumns } from './child-records.ts';
import { briefingIndexes } from '../figures/figure-columns.ts';
import { boardIndexes } from '../figures/board-indexes.ts';

/**
 * Business tables derived from the registry, brought up to date at every start: a missing table
 * is created, missing columns and indexes are added; nothing is ever dropped or changed. Several
 * instances may start at once on one database, so "already exists" from a racing instance is
 * expected and ignored.
 */

function alreadyExists(error: unknown): boolean {
  const text = String((error as { message?: string } | null)?.message ?? error).toLowerCase();
  const code = (error as { code?: string } | null)?.code;
  // PostgreSQL: duplicate_table, duplicate_column, duplicate_object, unique_violation on the catalogue.
  return text.includes('already exists') || text.includes('duplicate column') || code === '42P07' || code === '42701' || code === '42710' || code === '23505';
}

async function tolerateRace(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
}

async function syncTable(db: Kysely<any>, entity: EntityDef, existing: Set<string> | undefined): Promise<void> {
  const columns = tableColumns(entity);
  if (!existing) {
    await tolerateRace(() => {
      let create = db.schema.createTable(entity.table).ifNotExists();
      for (const column of columns) {
        create = create.addColumn(column.name, column.type, (c) => {
          if (column.name === 'id') return c.primaryKey();
          if (column.name === 'tenant_id') return c.notNull().references('tenants.id').onDelete('cascade');
          if (column.name === 'version') return c.notNull().defaultTo(1);
          if (column.name === 'lock_status') return c.notNull().defaultTo('0');
          return c;
        });
      }
      return create.execute();
    });
  } else {
    // The columns beside an address are filled from the addresses already there as they are added.
    const addresses = entity.fields.filter((f) => f.type === 'address');
    const besideAddresses = new Set(addresses.flatMap((f) => Object.values(addressColumnsOf(f))));
    for (const column of columns.filter((c) => !existing.has(c.name) && !besideAddresses.has(c.name))) {
      await tolerateRace(() => db.schema.alterTable(entity.table).addColumn(column.name, column.type).execute());
    }
    for (const field of addresses.filter((f) => Object.values(addressColumnsOf(f)).some((name) => !existing.has(name)))) {
      await tolerateRace(() => addAddressColumns(db, entity.table, field, existing));
    }
  }

  const sortField = entity.defaultSort.field;
  const sortColumn = isSystemField(sortField) ? SYSTEM_COLUMNS[sortField] : columnOf(sortField);
  const indexes: { name: string; columns: string[]; unique?: boolean }[] = [
    { name: `${entity.table}_tenant_updated`, columns: ['tenant_id', 'update_time'] },
    // The default list page: rows in their default order, with the data-scope columns beside them,
    // so a scoped page walks the index and reads only the rows it answers (both databases).
    { name: `${entity.table}_tenant_list_scope`, columns: ['tenant_id', sortColumn, 'id', 'company_code', 'owner_id', 'depart_id'] },
    // One owner's rows in the default order ("my customers"): with planner statistics the owner
    // column is the selective one, and without the order beside it a page sorts all their rows.
    { name: `${entity.table}_tenant_owner_listed`, columns: ['tenant_id', 'owner_id', sortColumn, 'id'] },
    { name: `${entity.table}_tenant_depart`, columns: ['tenant_id', 'depart_id'] },
    // A relation to several records keeps a JSON list, which an index on the column would not find ids in.
    ...entity.fields
      .filter((f) => f.type === 'relation' && !isMultipleRelation(f))
      .map((f) => ({ name: `${entity.table}_${columnOf(f.name)}`, columns: ['tenant_id', columnOf(f.name)] })),
    ...entity.fields
      .filter((f) => f.unique)
      .map((f) => ({ name: `${entity.table}_${columnOf(f.name)}_unique`, columns: ['tenant_id', columnOf(f.name)], unique: true })),
    ...(hooksOf(entity.apiName).indexes ?? []).map((index) =>
      'name' in index
        ? { name: `${entity.table}_${index.name}`, columns: ['tenant_id', ...index.columns], unique: index.unique }
        : { name: `${entity.table}_${index.join('_')}`, columns: ['tenant_id', ...index] },
    ),
    // A record's lines, in order.
    ...(entity.parent ? [{ name: `${entity.table}_lines`, columns: lineIndexColumns(entity) }] : []),
    // The sales briefing's periods of records (issue 15).
    ...briefingIndexes(entity),
    // The sales board's open opportunities and due receipt plans (issue 15).
    ...boardIndexes(entity),
  ];
  for (const index of indexes) {
    await tolerateRace(() => {
      let create = db.schema.createIndex(index.name).ifNotExists().on(entity.table).columns(index.columns);
      if (index.unique) create = create.unique();
      return create.execute();
    });
  }
}

/**
 * The columns of each table (not view) of the database, on PostgreSQL of the current schema only.
 * Kysely's introspection lists every schema's, resolving each table by name as it goes: a schema
 * dropped meanwhile (another test run's, on the same server) failed it with "schema does not exist".
 */
export async function tableColumnNames(db: Kysely<any>): Promise<Map<string, Set<string>>> {
  if (!isPostgres(db))
    return new Map((await db.introspection.getTables()).filter((t) => !t.isView).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  const { rows } = await sql<{ table: string; column: string }>`select c.relname as "table", a.attname as "column"
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`.execute(db);
  const columns = new Map<string, Set<string>>();
  for (const { table, column } of rows) columns.set(table, (columns.get(table) ?? new Set<string>()).add(column));
  return columns;
}

export async function syncRecordTables(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const columnsByTable = await tableColumnNames(db);
  for (const entity of ALL_OBJECTS) {
    await syncTable(db, entity, columnsByTable.get(entity.table));
    // Its lines' tables, which follow it.
    for (const field of linesFieldsOf(entity)) await syncTable(db, field.lines!.object, columnsByTable.get(field.lines!.object.table));
  }
  await syncSearchIndexes(db, ALL_OBJECTS, postgres);
}
