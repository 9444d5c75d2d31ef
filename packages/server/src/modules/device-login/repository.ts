import { DEVICE_LOGIN_TTL_MS } from '@crm/domain';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { tokenHash } from '../session/repository.ts';

/** Eight digits: typed by hand when the camera cannot scan, and valid two minutes only. */
const CODE_DIGITS = 8;

export async function requestDeviceLogin(db: Kysely<Database>): Promise<{ code: string; pollToken: string; expiresAt: string }> {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const pollToken = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = nowText(new Date(now.getTime() + DEVICE_LOGIN_TTL_MS));
  await db
    .insertInto('device_logins')
    .values({
      id: randomUUID(),
      poll_hash: tokenHash(pollToken),
      code_hash: tokenHash(code),
      status: 'pending',
      user_id: null,
      tenant_id: null,
      created_at: nowText(now),
      expires_at: expiresAt,
    })
    .execute();
  // Expired requests serve nobody; dropping them keeps the table small.
  await db
    .deleteFrom('device_logins')
    .where('expires_at', '<', nowText(new Date(now.getTime() - DEVICE_LOGIN_TTL_MS)))
    .execute();
  return { code, pollToken, expiresAt };
}

/** The phone's confirmation: a pending, unexpired code now belongs to this user. */
export async function confirmDeviceLogin(db: Kysely<Database>, code: string, user: { userId: string; tenantId: string }): Promise<boolean> {
  const result = await db
    .updateTable('device_logins')
    .set({ status: 'confirmed', user_id: user.userId, tenant_id: user.tenantId })
    .where('code_hash', '=', tokenHash(code))
    .where('status', '=', 'pending')
    .where('expires_at', '>', nowText())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type PollOutcome = { status: 'pending' | 'expired' | 'used' } | { status: 'confirmed'; userId: string; tenantId: string };

/**
 * What the asking device learns. A confirmed request hands its user over exactly once: the
 * conditional update lets only one of two simultaneous polls win.
 */
export async function pollDeviceLogin(db: Kysely<Database>, pollToken: string): Promise<PollOutcome | null> {
  const row = await db
    .selectFrom('device_logins')
    .select(['id', 'status', 'user_id', 'tenant_id', 'expires_at'])
    .where('poll_hash', '=', tokenHash(pollToken))
    .executeTakeFirst();
  if (!row) return null;
  if (row.status === 'done') return { status: 'used' };
  if (row.status === 'pending') return { status: row.expires_at > nowText() ? 'pending' : 'expired' };
  const taken = await db.updateTable('device_logins').set({ status: 'done' }).where('id', '=', row.id).where('status', '=', 'confirmed').executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return { status: 'used' };
  return { status: 'confirmed', userId: row.user_id!, tenantId: row.tenant_id! };
}
