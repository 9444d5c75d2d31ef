import type { Kysely } from 'kysely';

/**
 * Calls per address and minute on the public routes that carry a per-minute limit
 * (plugins/request-limits.ts): counted in the database, so every instance counts the same calls.
 * Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_counts')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_counts_pk', ['bucket', 'window_start'])
    .execute();
  await db.schema.createIndex('request_counts_window').on('request_counts').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_counts').execute();
}
