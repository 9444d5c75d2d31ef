import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { SignInAccount } from '../session/sign-in.ts';
import './member-keys.table.ts';

function keyHash(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

export interface IssuedMemberKey {
  memberId: string;
  /** Shown once: only its hash is kept. */
  memberKey: string;
  expiresAt: string | null;
}

export async function issueMemberKey(
  db: Kysely<Database>,
  input: { tenantId: string; userId: string; issuedBy: string; expiresInDays?: number },
  now = new Date(),
): Promise<IssuedMemberKey> {
  const memberKey = randomBytes(32).toString('base64url');
  const memberId = randomUUID();
  const expiresAt = input.expiresInDays ? nowText(new Date(now.getTime() + input.expiresInDays * 86_400_000)) : null;
  await db
    .insertInto('member_keys')
    .values({
      id: memberId,
      tenant_id: input.tenantId,
      user_id: input.userId,
      key_hash: keyHash(memberKey).toString('hex'),
      issued_by: input.issuedBy,
      created_at: nowText(now),
      expires_at: expiresAt,
      revoked_at: null,
      last_used_at: null,
    })
    .execute();
  return { memberId, memberKey, expiresAt };
}

/** A member key as the administrator sees it: never the key itself. */
export interface MemberKeySummary {
  id: string;
  userId: string;
  username: string;
  realname: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export async function listMemberKeys(db: Kysely<Database>, tenantId: string): Promise<MemberKeySummary[]> {
  return db
    .selectFrom('member_keys')
    .innerJoin('users', 'users.id', 'member_keys.user_id')
    .select([
      'member_keys.id',
      'member_keys.user_id as userId',
      'users.username',
      'users.realname',
      'member_keys.created_at as createdAt',
      'member_keys.expires_at as expiresAt',
      'member_keys.revoked_at as revokedAt',
      'member_keys.last_used_at as lastUsedAt',
    ])
    .where('member_keys.tenant_id', '=', tenantId)
    .orderBy('member_keys.created_at', 'desc')
    .execute();
}

/** True when the tenant had such a key and it is now revoked. */
export async function revokeMemberKey(db: Kysely<Database>, tenantId: string, id: string): Promise<boolean> {
  const found = await db.selectFrom('member_keys').select('revoked_at').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!found) return false;
  if (found.revoked_at === null) {
    await db.updateTable('member_keys').set({ revoked_at: nowText() }).where('id', '=', id).where('tenant_id', '=', tenantId).execute();
  }
  return true;
}

/** The account of a live key (not revoked, not expired) whose secret matches; null otherwise. */
export async function accountOfMemberKey(db: Kysely<Database>, memberId: string, memberKey: string, now = new Date()): Promise<SignInAccount | null> {
  const row = await db
    .selectFrom('member_keys')
    .innerJoin('users', (join) => join.onRef('users.id', '=', 'member_keys.user_id').onRef('users.tenant_id', '=', 'member_keys.tenant_id'))
    .select([
      'member_keys.key_hash as keyHash',
      'member_keys.expires_at as expiresAt',
      'member_keys.revoked_at as revokedAt',
      'users.id',
      'users.tenant_id as tenantId',
      'users.company_code as companyCode',
      'users.status',
    ])
    .where('member_keys.id', '=', memberId)
    .where('users.user_type', '=', 'staff')
    .executeTakeFirst();
  if (!row || row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= nowText(now))) return null;
  if (!timingSafeEqual(Buffer.from(row.keyHash, 'hex'), keyHash(memberKey))) return null;
  await db
    .updateTable('member_keys')
    .set({ last_used_at: nowText(now) })
    .where('id', '=', memberId)
    .execute();
  return { id: row.id, tenantId: row.tenantId, companyCode: row.companyCode, status: row.status };
}
