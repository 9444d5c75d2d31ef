import type { ButtonGrant } from '../permissions/repository.ts';
import { databaseMemory } from '../../db/database-memory.ts';

/**
 * The sessions this instance has looked up, each with the tenant's auth version it was read at
 * (table_versions 'auth', raised by triggers in every transaction that changes what a look-up
 * answers: migration 2026120201). A request with a remembered token reads only the versions
 * (the auth version and those its route's caches go by: versionsOf, db/table-versions.ts),
 * instead of the session joined to its user, tenant and roles with the button's grant: on
 * SQLite under load that statement took 200 µs of a list request's 870 (issue 25). A version
 * that moved, or a token not remembered, reads the session whole again; the token's expiry is
 * compared on every request, and the tenant's end time is judged from the remembered row, as
 * before, on every request.
 */

/** The table_versions row raised by every change of what a session look-up answers. */
export const AUTH_VERSION = 'auth';

/** Tokens remembered per instance, least recently used dropped first (about 1 KB each). */
const REMEMBERED_SESSIONS = 10_000;

export interface RememberedSession<S> {
  session: S;
  tenantId: string;
  userId: string;
  expiresAt: string;
  authVersion: string | null;
  /** Button grants read at this auth version or later, by code. */
  grants: Map<string, ButtonGrant>;
}

/** Least recently used first (a Map keeps insertion order). */
const remembered = databaseMemory<string, RememberedSession<unknown>>();

export function recall<S>(tokenHash: string): RememberedSession<S> | undefined {
  const known = remembered.get(tokenHash);
  if (!known) return undefined;
  remembered.delete(tokenHash);
  remembered.set(tokenHash, known);
  return known as RememberedSession<S>;
}

export function remember<S>(tokenHash: string, entry: RememberedSession<S>): void {
  remembered.delete(tokenHash);
  remembered.set(tokenHash, entry as RememberedSession<unknown>);
  if (remembered.size > REMEMBERED_SESSIONS) remembered.delete(remembered.keys().next().value!);
}

export function forget(tokenHash: string): void {
  remembered.delete(tokenHash);
}
