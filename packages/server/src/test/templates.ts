import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, refreshPlannerStatistics } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { syncPermissionCatalogue } from '../modules/permissions/catalogue.ts';
import { syncRecordTables } from '../modules/records/table-sync.ts';
import { registerObjects } from '../objects/index.ts';
import { seedDemo } from '../seed/demo.ts';
import { syncBuiltInRoleGrants } from '../seed/role-grants.ts';

/**
 * The states a test app's database starts in: migrated only, or with the demo tenant, with or
 * without its CRM records. Migrating and seeding were most of a test file's start (1.5 to 4 s on
 * a busy machine with the CRM records); copying a database built once per run takes a fraction.
 */
export type Template = 'migrated' | 'demo' | 'demo_crm';

/**
 * A database of its own for one test, a copy of the run's template: a SQLite file in `workDir`,
 * or, when TEST_DATABASE_URL is set, a database of its own on that PostgreSQL server, which
 * drop() removes. The first test of the run that asks for a template builds it, so it holds the
 * migrations and seed of the code under test, seeded at the start of the run (the seed's dates
 * are relative to then); test/global-setup.ts gives each run a new place for them.
 */
export async function databaseFromTemplate(template: Template, workDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { dir, databasePrefix } = inject('testTemplates');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const source = join(dir, `${template}.sqlite`);
    if (!existsSync(source)) {
      // Built aside and renamed into place, so that no test copies a half-built template; two
      // files that build it at once (workers started together) each rename a whole one.
      const building = join(dir, `${template}-${randomBytes(6).toString('hex')}.sqlite`);
      await buildTemplate(`sqlite:${building}`, template);
      renameSync(building, source);
    }
    // Closing the template's last connection checkpointed its WAL into the file and removed the
    // -wal and -shm files: the file alone is the whole database.
    const file = join(workDir, 'crm.sqlite');
    copyFileSync(source, file);
    return { url: `sqlite:${file}`, drop: async () => {} };
  }

  const source = `${databasePrefix}${template}`;
  const name = `${databasePrefix}${randomBytes(6).toString('hex')}`;
  // CREATE DATABASE copies its template's files, no SQL run again. The template may have no other
  // connection meanwhile, which holds: test apps connect only to copies.
  const copy = () => adminQuery(pgUrl, `create database ${name} template ${source}`);
  try {
    await copy();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // invalid_catalog_name: not built yet
    const building = `${databasePrefix}${randomBytes(6).toString('hex')}`;
    await adminQuery(pgUrl, `create database ${building}`);
    await buildTemplate(databaseUrl(pgUrl, building), template);
    try {
      await adminQuery(pgUrl, `alter database ${building} rename to ${source}`);
    } catch (renameError) {
      if ((renameError as { code?: string }).code !== '42P04') throw renameError; // duplicate_database: another file's came first
      await adminQuery(pgUrl, `drop database ${building}`);
    }
    await copy();
  }
  // Without FORCE: the app's pool has ended its connections, whose server processes may still be
  // exiting; DROP DATABASE waits for them (up to 5 s), where FORCE would kill them mid-goodbye.
  return { url: databaseUrl(pgUrl, name), drop: () => adminQuery(pgUrl, `drop database ${name}`) };
}

/**
 * What buildApp does to an empty database before its first request, up to the seed, on a
 * connection of its own: not through buildApp, whose Fastify instance tests that record the
 * routes a server registers (recordRoutes) would take for part of theirs. Each test app's
 * buildApp does it all again on its copy, so a start step added there is never missed, only
 * not in the template; the seed writes no files, so the template needs no files folder.
 */
async function buildTemplate(url: string, template: Template): Promise<void> {
  const db = createDatabase(url);
  try {
    await migrateToLatest(db);
    registerObjects();
    await syncPermissionCatalogue(db);
    await syncBuiltInRoleGrants(db);
    await syncRecordTables(db);
    if (template !== 'migrated') await seedDemo(db, { crmData: template === 'demo_crm' });
    // Taken once here, the statistics leave each copy's start nothing to analyse: with the CRM
    // records, analysing them took every test app 1.5 s of a SQLite run.
    await refreshPlannerStatistics(db);
  } finally {
    await db.destroy();
  }
}

/** The server's URL with another database. */
function databaseUrl(pgUrl: string, database: string): string {
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** CREATE, ALTER and DROP DATABASE cannot run in a database they act on, so a connection of their own to the server's. */
async function adminQuery(pgUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
