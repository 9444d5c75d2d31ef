import type { FieldDef } from '@crm/domain';
import { sql, type Kysely } from 'kysely';
import { coordinateColumns, coordinateColumnValues, storedColumn } from './field-storage.ts';

/** Rows read and written a statement at a time while the coordinates are filled in. */
const FILL_BATCH = 500;

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Gives a table made before address fields kept their coordinates in columns of their own
 * (field-storage.ts) the columns it lacks, all of them filled from the addresses its rows hold, in
 * one transaction: of instances starting at once, one adds and fills them and the others find them
 * there whole (the rest refuse to add them again, which table-sync expects). From then on
 * toColumns keeps them with every write of the address.
 */
export async function addCoordinateColumns(db: Kysely<any>, table: string, field: FieldDef, existing: ReadonlySet<string>): Promise<void> {
  const column = storedColumn(field.name);
  const columns = coordinateColumns(field);
  await db.transaction().execute(async (trx) => {
    for (const { name, type } of columns.filter((c) => !existing.has(c.name))) await trx.schema.alterTable(table).addColumn(name, type).execute();
    for (let after = ''; ;) {
      const rows = (await trx
        .selectFrom(table)
        .select(['id', column])
        .where(column, 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(FILL_BATCH)
        .execute()) as Record<string, unknown>[];
      if (rows.length === 0) return;
      after = String(rows.at(-1)!.id);
      const values = rows.flatMap((row) => {
        const stored = coordinateColumnValues(field, parsed(row[column]));
        const [lat, lng, strip] = columns.map((c) => stored[c.name]);
        return lat === null ? [] : [sql`(${String(row.id)}, ${lat}, ${lng}, ${strip})`];
      });
      if (values.length === 0) continue;
      // One statement per batch, the same on both databases (a VALUES list's columns are column1, column2, …).
      const [lat, lng, strip] = columns.map((c) => sql.ref(c.name));
      await sql`update ${sql.table(table)} set ${lat} = cast(v.column2 as double precision), ${lng} = cast(v.column3 as double precision),
        ${strip} = cast(v.column4 as integer) from (values ${sql.join(values)}) as v where ${sql.ref(`${table}.id`)} = v.column1`.execute(trx);
    }
  });
}
