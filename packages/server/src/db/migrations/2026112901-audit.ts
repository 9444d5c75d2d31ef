import type { Kysely } from 'kysely';

/**
 * Issue 13 (approvals, ENGINE-II section 4). Frozen once released.
 *
 * - `audit_flows`: an object's flow, as the tenant's administrator keeps it: its steps as JSON
 *   (AuditStepDef[]), one row per object. No row: a record is reviewed on submission.
 * - `audit_runs`: one submission of a record, with the steps it was given when submitted (the
 *   approvers resolved then: a later change of the flow or of a superior does not move a record
 *   already under way). `version` serialises the approvers' acts on it.
 * - `audit_tasks`: an approver's part in a step that was reached: waiting, agreed, rejected or
 *   cancelled (another approver's agreement ended an "any" step, a rejection or a revocation ended
 *   the run). The waiting ones are the approvers' pending audits.
 * - `audit_events`: the history: submit, agree, reject, revoke, urge, reviewed.
 * - `departments.leader_id`: the department's head, an approver kind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_flows')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('update_by', 'text')
    .addColumn('update_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_flows_pk', ['tenant_id', 'object_name'])
    .execute();

  await db.schema
    .createTable('audit_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('submitter_id', 'text', (c) => c.notNull())
    // pending, reviewed, rejected, revoked
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('urged_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('audit_runs_record').on('audit_runs').columns(['tenant_id', 'object_name', 'record_id', 'submitted_at']).execute();
  await db.schema.createIndex('audit_runs_submitter').on('audit_runs').columns(['tenant_id', 'submitter_id', 'submitted_at']).execute();

  await db.schema
    .createTable('audit_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('run_id', 'text', (c) => c.notNull().references('audit_runs.id').onDelete('cascade'))
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('approver_id', 'text', (c) => c.notNull())
    // waiting, agreed, rejected, cancelled
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('acted_at', 'text')
    .execute();
  // An approver's list, newest first; a run's tasks; whether a user approves a record (visibility).
  await db.schema.createIndex('audit_tasks_approver').on('audit_tasks').columns(['tenant_id', 'approver_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('audit_tasks_run').on('audit_tasks').columns(['run_id', 'step_index']).execute();
  await db.schema.createIndex('audit_tasks_record').on('audit_tasks').columns(['tenant_id', 'record_id', 'approver_id']).execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('run_id', 'text', (c) => c.notNull().references('audit_runs.id').onDelete('cascade'))
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer')
    .addColumn('opinion', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    // The record's events in the order they happened (several may share an instant: an agreement and the approval it completes).
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('audit_events_record').on('audit_events').columns(['tenant_id', 'object_name', 'record_id', 'seq']).execute();

  await db.schema.alterTable('departments').addColumn('leader_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('departments').dropColumn('leader_id').execute();
  for (const table of ['audit_events', 'audit_tasks', 'audit_runs', 'audit_flows']) await db.schema.dropTable(table).execute();
}
