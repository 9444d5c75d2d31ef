import type { FieldDef } from '@crm/domain';
import { sql, type Kysely } from 'kysely';
import { addressColumns, addressColumnValues, storedColumn } from './field-storage.ts';

/** Rows read and written a statement at a time while the columns are filled in. */
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
 * Gives a table made before an address field kept its text and coordinates in columns of their
 * own (field-storage.ts) the columns it lacks, all of them filled from the addresses its rows hold,
 * in one transaction: of instances starting at once, one adds and fills them and the others find
 * them there whole (the rest refuse to add them again, which table-sync expects). From then on
 * toColumns keeps them with every write of the address.
 */
export async function addAddressColumns(db: Kysely<any>, table: string, field: FieldDef, existing: ReadonlySet<string>): Promise<void> {
  const column = storedColumn(field.name);
  const columns = addressColumns(field);
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
      const values = rows.map((row) => {
        const stored = addressColumnValues(field, parsed(row[column]));
        return sql`(${String(row.id)}, ${sql.join(columns.map((c) => stored[c.name]))})`;
      });
      // One statement per batch, the same on both databases (a VALUES list's columns are column1, column2, …).
      const set = columns.map((c, i) => sql`${sql.ref(c.name)} = cast(${sql.ref(`v.column${i + 2}`)} as ${sql.raw(c.type)})`);
      await sql`update ${sql.table(table)} set ${sql.join(set)} from (values ${sql.join(values)}) as v where ${sql.ref(`${table}.id`)} = v.column1`.execute(
        trx,
      );
    }
  });
}
