import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One code the development provider wrote to its outbox (DEV_OUTBOX). */
export interface OutboxLine {
  to: string;
  code: string;
  purpose: string;
  at: string;
}

/**
 * The development provider's outbox for one test file: where the codes it "sends" can be read,
 * as the person holding the phone or mailbox would read them.
 */
export function codeOutbox() {
  const folder = mkdtempSync(join(tmpdir(), 'crm-outbox-'));
  const path = join(folder, 'outbox.jsonl');
  const lines = (): OutboxLine[] =>
    existsSync(path)
      ? readFileSync(path, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as OutboxLine)
      : [];
  return {
    path,
    lines,
    lastCodeFor(to: string): string {
      const line = lines()
        .filter((l) => l.to === to)
        .at(-1);
      if (!line) throw new Error(`no code sent to ${to}`);
      return line.code;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Moves a target's codes back in time by `ms`, as if the user had waited (the 60 s between codes). */
export async function ageCodes(db: Kysely<Database>, target: string, ms: number): Promise<void> {
  const rows = await db.selectFrom('verification_codes').select(['id', 'created_at']).where('target', '=', target).execute();
  for (const row of rows) {
    await db
      .updateTable('verification_codes')
      .set({ created_at: new Date(new Date(row.created_at).getTime() - ms).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
}
