import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { hashPassword, verifyPassword } from '../session/passwords.ts';
import './verification.table.ts';

export type CodeChannel = 'sms' | 'email';
/** Purposes anyone may ask a code for, at the public code routes. */
export const CODE_PURPOSES = ['login', 'register', 'alteration'] as const;
/**
 * A signed-in user proving a new phone or address of their own profile (PUT /sys/user/editSelf):
 * asked for at POST /sys/user/contactCode only, so it is never one of the public purposes.
 */
export const CONTACT_PURPOSE = 'contact';
export type CodePurpose = (typeof CODE_PURPOSES)[number] | typeof CONTACT_PURPOSE;

export const CODE_TTL_MINUTES = 5;
export const RESEND_AFTER_SECONDS = 60;
/** Wrong entries that use a code up: with a million possible codes, guessing stays hopeless. */
export const MAX_WRONG_TRIES = 5;
/** Codes sent per phone number or address (target) and per client address (ip). */
export const SEND_LIMITS = {
  targetPerHour: 5,
  targetPerDay: 10,
  ipPerHour: 20,
  ipPerDay: 50,
} as const;

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Mainland mobile numbers, with or without +86 and separators. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null;
}

export function normaliseEmail(raw: string): string | null {
  const address = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) && address.length <= 254 ? address : null;
}

/** The normalised target of a channel, or 400 with the spec's format message. */
export function contactOf(channel: CodeChannel, raw: string): string {
  const target = channel === 'sms' ? normalisePhone(raw) : normaliseEmail(raw);
  if (!target) throw badRequest(channel === 'sms' ? 'verification.phoneFormat' : 'verification.emailFormat');
  return target;
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface CodeRequest {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  ip: string;
}

async function sentSince(db: Kysely<Database>, by: { target: string } | { ip: string }, since: Date): Promise<number> {
  let query = db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', nowText(since));
  query = 'target' in by ? query.where('target', '=', by.target) : query.where('ip', '=', by.ip);
  return toCount((await query.executeTakeFirst())?.count);
}

/**
 * A new code for the target, replacing any earlier one of the same purpose. Refused with 429 when
 * the last code to this target is younger than the resend interval or a sending limit is reached;
 * the limits count the rows of the table, so they hold across server instances.
 */
export async function issueCode(db: Kysely<Database>, request: CodeRequest, now = new Date()): Promise<{ id: string; code: string }> {
  const last = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('target', '=', request.target)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (last) {
    const wait = Math.ceil((new Date(last.created_at).getTime() + RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw new HttpError(429, 'verification.resendWait', { seconds: wait });
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [targetHour, targetDay, ipHour, ipDay] = await Promise.all([
    sentSince(db, { target: request.target }, hourAgo),
    sentSince(db, { target: request.target }, dayAgo),
    sentSince(db, { ip: request.ip }, hourAgo),
    sentSince(db, { ip: request.ip }, dayAgo),
  ]);
  if (targetHour >= SEND_LIMITS.targetPerHour || targetDay >= SEND_LIMITS.targetPerDay) {
    throw new HttpError(429, 'verification.targetLimit');
  }
  if (ipHour >= SEND_LIMITS.ipPerHour || ipDay >= SEND_LIMITS.ipPerDay) throw new HttpError(429, 'verification.addressLimit');

  // Rows older than a day no longer count for any limit.
  await db.deleteFrom('verification_codes').where('created_at', '<', nowText(dayAgo)).execute();
  await db
    .updateTable('verification_codes')
    .set({ used_at: nowText(now) })
    .where('target', '=', request.target)
    .where('purpose', '=', request.purpose)
    .where('used_at', 'is', null)
    .execute();

  const code = sixDigits();
  const id = randomUUID();
  await db
    .insertInto('verification_codes')
    .values({
      id,
      channel: request.channel,
      target: request.target,
      purpose: request.purpose,
      code_hash: await hashPassword(code),
      ip: request.ip,
      attempts: 0,
      created_at: nowText(now),
      expires_at: nowText(new Date(now.getTime() + CODE_TTL_MINUTES * 60_000)),
      used_at: null,
    })
    .execute();
  return { id, code };
}

/** A code that never left (the provider failed) must not hold back a new attempt. */
export async function discardCode(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/**
 * Uses up the latest code of the target for the purpose when `code` matches it; otherwise
 * throws: 400 codeInvalid (wrong, used or none sent), 400 codeExpired, 429 tooManyTries (the
 * code is now dead, a new one must be asked for).
 */
export async function consumeCode(db: Kysely<Database>, entry: { target: string; purpose: CodePurpose; code: string }, now = new Date()): Promise<void> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('target', '=', entry.target)
    .where('purpose', '=', entry.purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row || row.used_at !== null) {
    if (row && row.attempts >= MAX_WRONG_TRIES) throw new HttpError(429, 'verification.tooManyTries');
    throw new HttpError(400, 'verification.codeInvalid');
  }
  if (row.expires_at <= nowText(now)) throw new HttpError(400, 'verification.codeExpired');

  if (!/^\d{6}$/.test(entry.code) || !(await verifyPassword(row.code_hash, entry.code))) {
    // Counted in SQL, so wrong entries sent in parallel (to several instances) all count.
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    const exhausted = await db
      .updateTable('verification_codes')
      .set({ used_at: nowText(now) })
      .where('id', '=', row.id)
      .where('attempts', '>=', MAX_WRONG_TRIES)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(exhausted.numUpdatedRows) === 1) throw new HttpError(429, 'verification.tooManyTries');
    throw new HttpError(400, 'verification.codeInvalid');
  }
  // Conditional on still unused: of two requests racing with the right code, one wins.
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: nowText(now) })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new HttpError(400, 'verification.codeInvalid');
}
