import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/http-error.ts';
import { caller, type AuthContext } from '../../plugins/auth.ts';
import { holdsButton } from '../permissions/repository.ts';

/**
 * The caller of a system-settings route (people, departments, roles, the permission log), who must
 * hold one of the button codes its roles grant (administrators hold them all): 403 otherwise.
 * The buttons are granted like any app's, so an administrator can hand part of the settings to a
 * custom role.
 */
export async function requireButton(db: Kysely<Database>, request: FastifyRequest, ...codes: string[]): Promise<AuthContext> {
  const auth = caller(request);
  for (const code of codes) if (await holdsButton(db, auth, code)) return auth;
  throw forbidden();
}
