// The databases the bench loads: a new SQLite file, or a new database on the PostgreSQL server
// that BENCH_DATABASE_URL names, dropped afterwards, so the figures never include anyone's data.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  /** 'SQLite' or 'PostgreSQL', as the figures name it. */
  kind: string;
  dropAfterwards(): Promise<void>;
}

/** `work`: a folder of the bench's own, for the SQLite file. */
export async function freshDatabase(serverUrl: string | undefined, work: string): Promise<BenchDatabase> {
  if (!serverUrl) {
    const file = join(work, 'bench.sqlite');
    return {
      url: `sqlite:${file}`,
      kind: 'SQLite',
      dropAfterwards: async () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(`${file}${suffix}`, { force: true })),
    };
  }
  const name = `crm_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), kind: 'PostgreSQL', dropAfterwards: () => run(`drop database if exists ${name} with (force)`) };
}
