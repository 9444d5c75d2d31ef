import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where this run's template databases go (test/templates.ts): a folder for SQLite, a name prefix on PostgreSQL. */
    testTemplates: { dir: string; databasePrefix: string };
  }
}

/**
 * A place of its own for each run's template databases, built by the first test that needs each
 * (test/templates.ts) and removed when the run ends. The tests build them, not this setup: they
 * run the code as it is now, where this process keeps the modules it first loaded through a
 * watch-mode session. A rerun gets a new place, so an edited migration or seed is never
 * answered by an old template. Names are random: a SQLite and a PostgreSQL run side by side (npm
 * test), or two people's runs on one PostgreSQL server, never share a template.
 */
export default function setup(project: TestProject): () => Promise<void> {
  let current = newPlace();
  project.provide('testTemplates', current);
  project.onTestsRerun(async () => {
    await remove(current);
    current = newPlace();
    project.provide('testTemplates', current);
  });
  return () => remove(current);
}

function newPlace(): { dir: string; databasePrefix: string } {
  return { dir: mkdtempSync(join(tmpdir(), 'crm-test-templates-')), databasePrefix: `crm_${randomBytes(5).toString('hex')}_` };
}

/** The folder, and on PostgreSQL every database of the run: the templates, and the copies of tests that never closed theirs. */
async function remove({ dir, databasePrefix }: { dir: string; databasePrefix: string }): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [databasePrefix]);
    for (const { name } of rows) await admin.query(`drop database ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
