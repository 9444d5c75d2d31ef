import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL triggers that raise a tenant's version (a table_versions row) once per statement,
 * from the statement's transition tables, however many rows it writes. A trigger for each row
 * would update the tenant's one version row once per row, and within one transaction each such
 * update walks the chain of the row's earlier versions: the housekeeping sweep deleting 50,000
 * expired sessions took seconds where it should take milliseconds.
 * SQLite has no statement triggers; its row triggers update the row in place and stay cheap.
 * Used by migrations: frozen once released.
 */

/** A table whose rows name their tenant in tenant_id, and the columns whose update matters (null: any update). */
export interface VersionedTable {
  readonly table: string;
  readonly columns: readonly string[] | null;
  readonly insert: boolean;
}

/**
 * The upsert raising the version `name` of the tenants `tenants` selects, of those that still
 * exist: deleting a tenant cascades to its rows, and a version row for it would fail the deletion.
 */
export function raiseVersion(name: string, tenants: string): string {
  return `insert into table_versions (tenant_id, table_name, version)
    select id, '${name}', 1 from tenants where ${tenants}
    on conflict (tenant_id, table_name) do update set version = table_versions.version + 1`;
}

/** A real change of one of the columns between a row before (`before`) and after (`after`). */
export function changedCondition(columns: readonly string[], before = 'old', after = 'new'): string {
  return columns.map((column) => `${before}.${column} is distinct from ${after}.${column}`).join(' or ');
}

/** The rows an update changed in one of `columns`, as `before` joined to `after` by id. */
export function changedRows(columns: readonly string[]): string {
  return `old_rows b join new_rows a on a.id = b.id where ${changedCondition(columns, 'b', 'a')}`;
}

export async function createFunction(db: Kysely<any>, name: string, statement: string): Promise<void> {
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
      begin
        ${statement};
        return null;
      end
      $$`,
    )
    .execute(db);
}

/** The functions `createStatementTriggers` makes for version `name`: dropping them drops their triggers. */
export function statementTriggerFunctions(name: string, tables: readonly VersionedTable[]): string[] {
  return [
    `raise_${name}_version_of_rows`,
    `raise_${name}_version_of_updates`,
    ...tables.filter((t) => t.columns).map((t) => `raise_${name}_version_of_${t.table}_updates`),
  ];
}

/**
 * Triggers raising version `name` of the tenants of the rows each statement inserts, deletes or
 * updates. PostgreSQL allows transition tables only on triggers of one event and no column list,
 * so an update of watched columns is told from others inside the function.
 */
export async function createStatementTriggers(db: Kysely<any>, name: string, tables: readonly VersionedTable[]): Promise<void> {
  const [ofRows, ofUpdates] = statementTriggerFunctions(name, tables);
  await createFunction(db, ofRows!, raiseVersion(name, 'id in (select tenant_id from changed_rows)'));
  await createFunction(db, ofUpdates!, raiseVersion(name, 'id in (select tenant_id from old_rows union select tenant_id from new_rows)'));
  const trigger = (text: string) => sql.raw(text).execute(db);
  for (const { table, columns, insert } of tables) {
    if (insert) {
      await trigger(
        `create trigger ${table}_${name}_insert after insert on ${table} referencing new table as changed_rows for each statement execute function ${ofRows}()`,
      );
    }
    await trigger(
      `create trigger ${table}_${name}_delete after delete on ${table} referencing old table as changed_rows for each statement execute function ${ofRows}()`,
    );
    let onUpdate = ofUpdates;
    if (columns) {
      onUpdate = `raise_${name}_version_of_${table}_updates`;
      const rows = changedRows(columns);
      await createFunction(db, onUpdate, raiseVersion(name, `id in (select b.tenant_id from ${rows} union select a.tenant_id from ${rows})`));
    }
    await trigger(
      `create trigger ${table}_${name}_update after update on ${table} referencing old table as old_rows new table as new_rows
      for each statement execute function ${onUpdate}()`,
    );
  }
}
