import type { Kysely } from 'kysely';

/**
 * Issue 20: what visitors sent through smart forms. `smart_form_submissions`: one row per accepted
 * submission of a form (by the link it came through, so by its sharer), when, its answers as the
 * staff read them (a JSON list of `{question, answer}`, as the form asked them then), and the lead
 * it became.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('smart_form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('share_key', 'text', (c) => c.notNull())
    .addColumn('sharer_id', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text')
    .execute();
  await db.schema.createIndex('smart_form_submissions_form').on('smart_form_submissions').columns(['tenant_id', 'form_id', 'submitted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('smart_form_submissions').execute();
}
