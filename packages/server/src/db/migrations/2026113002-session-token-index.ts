import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Issue 25. Frozen once released.
 *
 * The sessions' token index under a name of our own on SQLite, so the session look-up can name
 * it (INDEXED BY, modules/session/repository.ts): the unique constraint's own index has a name
 * SQLite makes up (sqlite_autoindex_sessions_1) from the order of the table's constraints.
 * PostgreSQL needs no hint and keeps its constraint's index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create unique index sessions_token_hash on sessions (token_hash)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index sessions_token_hash`.execute(db);
}
