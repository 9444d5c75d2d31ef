import type { MessengerProvider } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SignInAccount } from '../session/sign-in.ts';
import type { ProviderIdentity } from './providers/messenger-provider.ts';
import { findBoundUser, findUserByContact, insertBinding } from './repository.ts';

/**
 * Our user for a provider's user: the bound one, else the one automatic binding finds (and binds).
 * Two first sign-ins of one person racing each other end with the winner's binding, whether the
 * loser meets it at the bindings' unique keys or no longer finds the user unbound.
 */
export async function resolveAccount(
  db: Kysely<Database>,
  tenantId: string,
  provider: MessengerProvider,
  identity: ProviderIdentity,
): Promise<SignInAccount | null> {
  const bound = await findBoundUser(db, tenantId, provider, identity.providerUserId);
  if (bound) return bound;
  const matched = await findUserByContact(db, tenantId, provider, identity);
  // No match may mean the racing sign-in has just bound the matched user to this very person.
  if (!matched) return findBoundUser(db, tenantId, provider, identity.providerUserId);
  try {
    await insertBinding(db, { tenantId, provider, providerUserId: identity.providerUserId, userId: matched.id, boundBy: 'auto' });
    return matched;
  } catch {
    const winner = await findBoundUser(db, tenantId, provider, identity.providerUserId);
    return winner?.id === matched.id ? winner : null;
  }
}
