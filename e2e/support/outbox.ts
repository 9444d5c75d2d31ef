import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E } from './server.ts';

/**
 * The latest code sent to a phone number or address, waiting for it to arrive: the development
 * code provider's outbox (DEV_OUTBOX) holds one JSON line {to, code, purpose, at} per code sent.
 */
export async function codeSentTo(to: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      if (!existsSync(E2E.outboxFile)) return '';
      const lines = readFileSync(E2E.outboxFile, 'utf8').trim().split('\n').filter(Boolean);
      const sent = lines.map((line) => JSON.parse(line) as { to: string; code: string; purpose: string }).filter((l) => l.to === to && l.purpose === purpose);
      code = sent.at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
