import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { UserType } from '@crm/domain';
import { expressionBuilder, sql, type Compilable, type Kysely, type Transaction } from 'kysely';
import { isPostgres, nowText, toCount } from '../../db/dialect.ts';
import { reusableQueries } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import { tenantVersion, versionsLastRead, versionsOf } from '../../db/table-versions.ts';
import '../member-keys/member-keys.table.ts';
import { buttonGrantColumns, buttonGrantOf, type ButtonGrant } from '../permissions/repository.ts';
import { AUTH_VERSION, forget, recall, remember, type RememberedSession } from './session-memory.ts';

/** Tokens are 32 random bytes; only their SHA-256 is stored, so a database leak yields no session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return hash('sha256', token, 'hex');
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
 * What a route reads beside its caller's session, in the same statement (issue 25: one statement
 * where a record list used to run three): the grant of the button it checks, and the versions
 * (table_versions rows) its caches go by, answered as `companion` under the names given here.
 */
export interface SessionCompanion {
  /** The button code whose grant is answered (ButtonGrant: buttonStatus, granted). */
  button: string | null;
  /** The table_versions rows to read, by the name each is answered under (null: never raised). */
  versions: Readonly<Record<string, string>>;
}

/** The unique index a token is found by (SQLite names it in the statement: sessionsByToken). */
const SESSIONS_TOKEN_INDEX = 'sessions_token_hash';

/**
 * The session table as the look-up reads it: on SQLite with its token index named (INDEXED BY).
 * Its planner weighs an index against a scan by the statistics, and statistics taken while the
 * table held a few sessions (after a restore, a migration, a quiet night) made it scan 50,000
 * sessions on every request, 6.6 ms each, until the statistics job ran. A token is always found
 * through its unique index, whatever the statistics say. PostgreSQL scales its statistics by
 * the table's current size and searches the unique index at any size (session.test.ts).
 */
function sessionsByToken<R>(db: Kysely<Database>, query: Compilable<R>): Compilable<R> {
  if (isPostgres(db)) return query;
  return {
    compile() {
      const compiled = query.compile();
      const from = 'from "sessions"';
      if (compiled.sql.split(from).length !== 2) throw new Error('the session look-up reads the sessions table once');
      return { ...compiled, sql: compiled.sql.replace(from, `${from} indexed by "${SESSIONS_TOKEN_INDEX}"`) };
    },
  };
}

/** Session statements by companion shape (reusableQueries). */
const sessionQueries = reusableQueries<Record<string, unknown>>(200);

/** The session's tenant and user, as columns of the session statement for the subqueries beside it. */
const SESSION_TENANT = sql.ref<string>('sessions.tenant_id');
const SESSION_USER = sql.ref<string>('sessions.user_id');

/**
 * The session of a token with the user's roles in one statement (a row per role; one row with no
 * role when the user has none), the tenant's auth version it is read at (session-memory.ts), and
 * the companion's columns beside them. `param` gives where a value goes (a placeholder of
 * reusableQueries, or the value itself).
 */
function sessionStatement(db: Kysely<Database>, param: (name: string) => string, companion?: SessionCompanion) {
  return sessionsByToken(
    db,
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
        'sessions.expires_at as expiresAt',
        'users.is_admin as isAdmin',
        'users.depart_id as departId',
        'tenants.status as tenantStatus',
        'tenants.end_time as tenantEndTime',
        'users.user_type as userType',
        'roles.id as roleId',
        'roles.role_code as roleCode',
        'roles.data_scope as dataScope',
        'roles.rw_others as rwOthers',
        tenantVersion(expressionBuilder<Database, never>(), SESSION_TENANT, AUTH_VERSION).as('authVersion'),
      ])
      .select(companion ? companionColumns(companion, param) : [])
      .where('sessions.token_hash', '=', param('tokenHash'))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', param('now'))
      .where('users.status', '=', '1')
      .whereRef('users.tenant_id', '=', 'sessions.tenant_id')
      .orderBy('roles.built_in', 'desc')
      .orderBy('roles.role_code'),
  );
}

/** The companion's columns in the session statement: its button's grant and its versions, of the session's tenant and user. */
function companionColumns(companion: SessionCompanion, param: (name: string) => string) {
  const eb = expressionBuilder<Database, never>();
  return [
    ...(companion.button === null ? [] : buttonGrantColumns(eb, { tenantId: SESSION_TENANT, userId: SESSION_USER, code: param('button') })),
    ...Object.keys(companion.versions).map((alias, index) => tenantVersion(eb, SESSION_TENANT, param(`version${index}`)).as(alias)),
  ];
}

/** What shapes a session statement: whether a button is read, and how many versions. */
function companionShape(companion?: SessionCompanion): string {
  return companion ? `${companion.button === null ? '' : 'button'}:${Object.keys(companion.versions).length}` : '';
}

function companionValues(companion?: SessionCompanion): Record<string, unknown> {
  if (!companion) return {};
  const values: Record<string, unknown> = { button: companion.button };
  Object.values(companion.versions).forEach((name, index) => (values[`version${index}`] = name));
  return values;
}

function activeSessionRows(db: Kysely<Database>, tokenHash: string, companion?: SessionCompanion): Promise<SessionRow[]> {
  const values = { ...companionValues(companion), tokenHash, now: nowText() };
  return sessionQueries(db, companionShape(companion), values, (param) => sessionStatement(db, param, companion)) as Promise<SessionRow[]>;
}

/**
 * How the database plans a token's look-up, a line per step (EXPLAIN): the tests check it never
 * scans. `analyze` (PostgreSQL): runs it too, the plan ending with its execution time, which
 * the bench reports as the look-up's cost in the database, without the round trip.
 */
export async function sessionLookupPlan(db: Kysely<Database>, token: string, options: { analyze?: boolean } = {}): Promise<string[]> {
  const values: Record<string, string> = { tokenHash: tokenHash(token), now: nowText() };
  const compiled = sessionStatement(db, (name) => values[name]!).compile();
  const explain = isPostgres(db) ? (options.analyze ? 'explain analyze' : 'explain') : 'explain query plan';
  const { rows } = await db.executeQuery<Record<string, unknown>>({ ...compiled, sql: `${explain} ${compiled.sql}` });
  return rows.map((row) => String(row['QUERY PLAN'] ?? row.detail));
}

interface SessionRow {
  sessionId: string;
  userId: string;
  tenantId: string;
  companyCode: string;
  expiresAt: string;
  isAdmin: number;
  departId: string | null;
  tenantStatus: string;
  tenantEndTime: string | null;
  userType: string;
  roleId: string | null;
  roleCode: string | null;
  dataScope: string | null;
  rwOthers: string | null;
  authVersion: string | null;
  [companionColumn: string]: unknown;
}

/**
 * The live session of a token (not revoked, not expired, its user not frozen), and what the
 * companion read beside it: from this instance's memory while the tenant's auth version holds
 * (session-memory.ts), else read whole and remembered.
 */
export async function findActiveSession(
  db: Kysely<Database>,
  token: string,
  companion?: SessionCompanion,
  options: { assume?: boolean } = {},
): Promise<(ActiveSession & { companion: Record<string, unknown>; assumed?: AssumedVersions }) | null> {
  const hash = tokenHash(token);
  const known = recall<ActiveSession>(hash);
  if (known) {
    const read = known.expiresAt > nowText() ? await companionOfRemembered(db, known, companion, options.assume === true) : null;
    if (read) return { ...known.session, ...read };
    forget(hash);
  }
  const rows = await activeSessionRows(db, hash, companion);
  const [first] = rows;
  if (!first) return null;
  const session: ActiveSession = {
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
  const grants = new Map<string, ButtonGrant>();
  if (companion?.button) grants.set(companion.button, { buttonStatus: first.buttonStatus as string | null, granted: first.granted });
  remember(hash, { session, tenantId: first.tenantId, userId: first.userId, expiresAt: first.expiresAt, authVersion: first.authVersion, grants });
  return { ...session, companion: first };
}

/**
 * Versions a remembered session's request went by without reading them: those this instance last
 * read. The route reads them again in the statement of its answer and compares before answering
 * (record-routes.ts, the list); one that moved means the request is made again, the session read
 * whole.
 */
export interface AssumedVersions {
  tenantId: string;
  /** The auth version first, then the companion's, as table_versions names them. */
  names: readonly string[];
  versions: ReadonlyMap<string, string>;
}

/**
 * What the companion asks of a remembered session, in one statement reading the tenant's
 * versions; null when the auth version moved since the session was read (it must be read again).
 * With `assume`, the versions last read stand in for the statement and are answered as `assumed`,
 * for the route to check. A button first asked at this version is read once and remembered with
 * the session: read after the version, it is never older than the version it is kept under.
 */
async function companionOfRemembered(
  db: Kysely<Database>,
  known: RememberedSession<ActiveSession>,
  companion: SessionCompanion | undefined,
  assume: boolean,
): Promise<{ companion: Record<string, unknown>; assumed?: AssumedVersions } | null> {
  const wanted = Object.entries(companion?.versions ?? {});
  const names = [AUTH_VERSION, ...wanted.map(([, name]) => name)];
  const lastRead = assume ? versionsLastRead(db, known.tenantId, names) : undefined;
  const versions = lastRead ?? (await versionsOf(db, known.tenantId, names));
  if ((versions.get(AUTH_VERSION) ?? null) !== known.authVersion) return null;
  const read: Record<string, unknown> = Object.fromEntries(wanted.map(([alias, name]) => [alias, versions.get(name) ?? null]));
  if (companion?.button) {
    let grant = known.grants.get(companion.button);
    if (!grant) {
      grant = await buttonGrantOf(db, known.tenantId, known.userId, companion.button);
      known.grants.set(companion.button, grant);
    }
    Object.assign(read, grant);
  }
  return lastRead ? { companion: read, assumed: { tenantId: known.tenantId, names, versions: lastRead } } : { companion: read };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowText() }).where('id', '=', sessionId).execute();
}

/**
 * Ends every open session and revokes every member key of the given users (frozen, or given a new
 * password by someone else): their next request with an old token, on any instance, is refused,
 * and no key signs them in again.
 */
export async function endSessionsOf(db: Kysely<Database> | Transaction<Database>, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const now = nowText();
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', 'in', [...userIds])
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('member_keys')
    .set({ revoked_at: now })
    .where('user_id', 'in', [...userIds])
    .where('revoked_at', 'is', null)
    .execute();
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
