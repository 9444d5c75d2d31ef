import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { UserType } from '@crm/domain';
import type { Kysely } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';

/** Tokens are 32 random bytes; only their SHA-256 is stored, so a database leak yields no session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function openSession(db: Kysely<Database>, session: { userId: string; tenantId: string; companyCode: string; ttlHours: number }): Promise<string> {
  const token = newToken();
  const created = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      token_hash: tokenHash(token),
      user_id: session.userId,
      tenant_id: session.tenantId,
      company_code: session.companyCode,
      created_at: nowText(created),
      expires_at: nowText(new Date(created.getTime() + session.ttlHours * 3_600_000)),
    })
    .execute();
  return token;
}

/** A role of the session's user, as the data scope and the write rights need it. */
export interface SessionRole {
  id: string;
  roleCode: string;
  dataScope: string;
  rwOthers: string;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
  tenantId: string;
  companyCode: string;
  isAdmin: boolean;
  /** The user's own department: the owner department of the records they create. */
  departId: string | null;
  tenantStatus: string;
  tenantEndTime: string | null;
  userType: UserType;
  /** The user's roles in the session's tenant, built-in first, then by code. */
  roles: SessionRole[];
}

/**
 * Every request with a token asks it: built once (reusableQuery), with the user's roles in the
 * same statement (a row per role; one row with no role when the user has none).
 */
const activeSessionQuery = reusableQuery(['tokenHash', 'now'], (db, p) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
    .leftJoin('user_roles', (join) => join.onRef('user_roles.user_id', '=', 'sessions.user_id').onRef('user_roles.tenant_id', '=', 'sessions.tenant_id'))
    .leftJoin('roles', (join) => join.onRef('roles.id', '=', 'user_roles.role_id').onRef('roles.tenant_id', '=', 'sessions.tenant_id'))
    .select([
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.tenant_id as tenantId',
      'sessions.company_code as companyCode',
      'users.is_admin as isAdmin',
      'users.depart_id as departId',
      'tenants.status as tenantStatus',
      'tenants.end_time as tenantEndTime',
      'users.user_type as userType',
      'roles.id as roleId',
      'roles.role_code as roleCode',
      'roles.data_scope as dataScope',
      'roles.rw_others as rwOthers',
    ])
    .where('sessions.token_hash', '=', p.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', p.now)
    .where('users.status', '=', '1')
    .whereRef('users.tenant_id', '=', 'sessions.tenant_id')
    .orderBy('roles.built_in', 'desc')
    .orderBy('roles.role_code'),
);

/** The live session of a token: not revoked, not expired, its user not frozen. */
export async function findActiveSession(db: Kysely<Database>, token: string): Promise<ActiveSession | null> {
  const rows = await activeSessionQuery(db, { tokenHash: tokenHash(token), now: nowText() });
  const [first] = rows;
  if (!first) return null;
  return {
    sessionId: first.sessionId,
    userId: first.userId,
    tenantId: first.tenantId,
    companyCode: first.companyCode,
    isAdmin: first.isAdmin === 1,
    departId: first.departId,
    tenantStatus: first.tenantStatus,
    tenantEndTime: first.tenantEndTime,
    userType: first.userType as UserType,
    roles: rows.flatMap((row) =>
      row.roleId === null ? [] : [{ id: row.roleId, roleCode: row.roleCode!, dataScope: row.dataScope!, rwOthers: row.rwOthers! }],
    ),
  };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowText() }).where('id', '=', sessionId).execute();
}

export async function setSessionCompany(db: Kysely<Database>, sessionId: string, companyCode: string): Promise<void> {
  await db.updateTable('sessions').set({ company_code: companyCode }).where('id', '=', sessionId).execute();
}

export async function recordFailedLogin(db: Kysely<Database>, username: string, ip: string, windowStart: string): Promise<void> {
  await db.insertInto('login_attempts').values({ id: randomUUID(), username, ip, attempted_at: nowText() }).execute();
  // Rows older than the window no longer count; dropping them keeps the table small.
  await db.deleteFrom('login_attempts').where('attempted_at', '<', windowStart).execute();
}

export interface FailureCount {
  count: number;
  /** The oldest failure still in the window: the block lifts when it leaves the window. */
  oldest: string | null;
}

export async function failuresSince(db: Kysely<Database>, by: { username: string } | { ip: string }, windowStart: string): Promise<FailureCount> {
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('attempted_at').as('oldest')])
    .where('attempted_at', '>=', windowStart);
  query = 'username' in by ? query.where('username', '=', by.username) : query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirst();
  return { count: toCount(row?.count), oldest: row?.oldest ?? null };
}

export async function clearFailedLogins(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).execute();
}
