import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_DATABASE_FILE } from './server.ts';

/**
 * The development code provider's outbox (DEV_OUTBOX): one JSON line {to, code, purpose, at} per
 * code sent. Beside the database file, so the web server's start command clears it with the database.
 */
export const E2E_OUTBOX_FILE = `${E2E_DATABASE_FILE}.outbox.jsonl`;

/** The latest code sent to a phone number or address, waiting for it to arrive. */
export async function codeSentTo(to: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      if (!existsSync(E2E_OUTBOX_FILE)) return '';
      const lines = readFileSync(E2E_OUTBOX_FILE, 'utf8').trim().split('\n').filter(Boolean);
      const sent = lines.map((line) => JSON.parse(line) as { to: string; code: string; purpose: string }).filter((l) => l.to === to && l.purpose === purpose);
      code = sent.at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
