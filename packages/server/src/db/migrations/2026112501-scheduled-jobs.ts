import type { Kysely } from 'kysely';

/**
 * Scheduled jobs: one row per job and scheduled slot, whose primary key lets exactly one server
 * instance claim a slot (the others' inserts find it taken and skip), and when each reminder was
 * announced in its user's messages, so a due reminder is announced once. Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'slot'])
    .execute();
  await db.schema.createIndex('job_runs_started').on('job_runs').column('started_at').execute();

  await db.schema.alterTable('reminders').addColumn('announced_at', 'text').execute();
  await db.schema.createIndex('reminders_unannounced').on('reminders').columns(['announced_at', 'done', 'due_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reminders_unannounced').execute();
  await db.schema.alterTable('reminders').dropColumn('announced_at').execute();
  await db.schema.dropTable('job_runs').execute();
}
