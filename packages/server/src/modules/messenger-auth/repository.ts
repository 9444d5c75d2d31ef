import type { MessengerAppView, MessengerBindingView, MessengerProvider } from '@crm/domain';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { SignInAccount } from '../session/sign-in.ts';
import { MessengerFailure } from './messenger-failure.ts';
import { decryptSecret, encryptSecret } from './secret-box.ts';
import type { MessengerAppCredentials } from './providers/messenger-provider.ts';

/** How long the browser may stay at the provider between authorise and login. */
export const STATE_TTL_MS = 10 * 60 * 1000;
const MASKED_SECRET = '******';

export interface MessengerApp extends Omit<MessengerAppCredentials, 'secret'> {
  id: string;
  tenantId: string;
  provider: MessengerProvider;
  secretEncrypted: string;
}

/** The enabled app a deep link's appid names; the appid alone picks the tenant. */
export async function findEnabledApp(db: Kysely<Database>, provider: MessengerProvider, appId: string): Promise<MessengerApp | null> {
  const row = await db
    .selectFrom('messenger_apps')
    .select(['id', 'tenant_id', 'app_id', 'agent_id', 'secret_encrypted'])
    .where('provider', '=', provider)
    .where('app_id', '=', appId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, tenantId: row.tenant_id, provider, appId: row.app_id, agentId: row.agent_id, secretEncrypted: row.secret_encrypted };
}

/**
 * The app's credentials for one exchange with the provider. A secret that no longer decrypts
 * (MESSENGER_SECRET_KEY changed) is the administrator's to re-enter, like a secret the provider refuses.
 */
export function credentialsOf(app: MessengerApp): MessengerAppCredentials {
  try {
    return { appId: app.appId, agentId: app.agentId, secret: decryptSecret(app.secretEncrypted) };
  } catch {
    throw new MessengerFailure('credentialsRejected', app.provider, 'MESSENGER_SECRET_KEY');
  }
}

export async function listApps(db: Kysely<Database>, tenantId: string): Promise<MessengerAppView[]> {
  const rows = await db.selectFrom('messenger_apps').selectAll().where('tenant_id', '=', tenantId).orderBy('provider').execute();
  return rows.map((row) => ({
    provider: row.provider as MessengerProvider,
    appId: row.app_id,
    agentId: row.agent_id,
    enabled: row.enabled === 1,
    secret: row.secret_encrypted ? MASKED_SECRET : '',
    updatedAt: row.updated_at,
  }));
}

export async function appIdOwner(db: Kysely<Database>, provider: MessengerProvider, appId: string): Promise<string | null> {
  const row = await db.selectFrom('messenger_apps').select('tenant_id').where('provider', '=', provider).where('app_id', '=', appId).executeTakeFirst();
  return row?.tenant_id ?? null;
}

export async function hasApp(db: Kysely<Database>, tenantId: string, provider: MessengerProvider): Promise<boolean> {
  const row = await db.selectFrom('messenger_apps').select('id').where('tenant_id', '=', tenantId).where('provider', '=', provider).executeTakeFirst();
  return Boolean(row);
}

/** Creates or replaces the tenant's app at a provider; without `secret` the stored one stays. */
export async function saveApp(
  db: Kysely<Database>,
  tenantId: string,
  app: { provider: MessengerProvider; appId: string; agentId: string | null; secret?: string; enabled: boolean },
): Promise<void> {
  const values = {
    app_id: app.appId,
    agent_id: app.agentId,
    enabled: app.enabled ? 1 : 0,
    updated_at: nowText(),
    ...(app.secret ? { secret_encrypted: encryptSecret(app.secret) } : {}),
  };
  const updated = await db.updateTable('messenger_apps').set(values).where('tenant_id', '=', tenantId).where('provider', '=', app.provider).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('messenger_apps')
    .values({ id: randomUUID(), tenant_id: tenantId, provider: app.provider, secret_encrypted: encryptSecret(app.secret ?? ''), ...values })
    .execute();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new authorisation for one browser: the state goes to the provider; only hashes are kept, with the redirect page it was given. */
export async function openState(db: Kysely<Database>, appRowId: string, issued: { redirectUri: string; browserKey: string }): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  const now = new Date();
  // Expired states of abandoned authorisations are dropped on the way; nothing else reads them.
  await db.deleteFrom('messenger_states').where('expires_at', '<', nowText(now)).execute();
  await db
    .insertInto('messenger_states')
    .values({
      state_hash: sha256(state),
      app_row_id: appRowId,
      expires_at: nowText(new Date(now.getTime() + STATE_TTL_MS)),
      redirect_uri: issued.redirectUri,
      browser_hash: sha256(issued.browserKey),
    })
    .execute();
  return state;
}

/**
 * Uses up a state of this app in the browser it was issued to: the redirect page it was issued
 * with, once, for a state issued for this app to the browser holding `browserKey` and not
 * expired; null otherwise. The delete is the use, so two logins racing with one state cannot both pass.
 */
export async function consumeState(
  db: Kysely<Database>,
  appRowId: string,
  state: string,
  browserKey: string | undefined,
): Promise<{ redirectUri: string } | null> {
  if (!browserKey) return null;
  const used = await db
    .deleteFrom('messenger_states')
    .where('state_hash', '=', sha256(state))
    .where('app_row_id', '=', appRowId)
    .where('browser_hash', '=', sha256(browserKey))
    .where('expires_at', '>', nowText())
    .returning('redirect_uri')
    .executeTakeFirst();
  return used?.redirect_uri ? { redirectUri: used.redirect_uri } : null;
}

/** The active user bound to this provider user in this tenant, as the session module signs people in. */
export async function findBoundUser(
  db: Kysely<Database>,
  tenantId: string,
  provider: MessengerProvider,
  providerUserId: string,
): Promise<SignInAccount | null> {
  const row = await db
    .selectFrom('messenger_bindings')
    .innerJoin('users', 'users.id', 'messenger_bindings.user_id')
    .select(['users.id', 'users.tenant_id as tenantId', 'users.company_code as companyCode', 'users.status'])
    .where('messenger_bindings.tenant_id', '=', tenantId)
    .where('messenger_bindings.provider', '=', provider)
    .where('messenger_bindings.provider_user_id', '=', providerUserId)
    .whereRef('users.tenant_id', '=', 'messenger_bindings.tenant_id')
    .executeTakeFirst();
  return row ?? null;
}

/** Mainland numbers come as '+86 138…', '86138…' or '138…' depending on the provider. */
export function nationalMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
}

/**
 * Automatic binding: the one active staff user of the tenant whose mobile or email is the
 * provider user's, provided that user has no binding at this provider yet. None, or more than
 * one, and nobody is chosen: binding is then the administrator's call. Partners and customers
 * are never matched: a company messenger speaks for its employees.
 */
export async function findUserByContact(
  db: Kysely<Database>,
  tenantId: string,
  provider: MessengerProvider,
  contact: { mobile?: string; email?: string },
): Promise<SignInAccount | null> {
  const mobile = contact.mobile ? nationalMobile(contact.mobile) : '';
  const email = contact.email?.trim().toLowerCase() ?? '';
  if (!mobile && !email) return null;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'tenant_id as tenantId', 'company_code as companyCode', 'status', 'phone', 'email'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', '1')
    .where('user_type', '=', 'staff')
    .where((eb) => eb.or([...(mobile ? [eb('phone', 'like', `%${mobile.slice(-8)}`)] : []), ...(email ? [eb(eb.fn('lower', ['email']), '=', email)] : [])]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('messenger_bindings')
            .select('messenger_bindings.id')
            .whereRef('messenger_bindings.user_id', '=', 'users.id')
            .where('messenger_bindings.provider', '=', provider),
        ),
      ),
    )
    .execute();
  // The LIKE narrows by the last digits; the exact comparison happens here, on national numbers.
  const matches = rows.filter((row) => (mobile && row.phone && nationalMobile(row.phone) === mobile) || (email && row.email?.trim().toLowerCase() === email));
  if (matches.length !== 1) return null;
  const { id, companyCode, status } = matches[0]!;
  return { id, tenantId: matches[0]!.tenantId, companyCode, status };
}

export async function insertBinding(
  db: Kysely<Database>,
  binding: { tenantId: string; provider: MessengerProvider; providerUserId: string; userId: string; boundBy: 'admin' | 'auto' },
): Promise<void> {
  await db
    .insertInto('messenger_bindings')
    .values({
      id: randomUUID(),
      tenant_id: binding.tenantId,
      provider: binding.provider,
      provider_user_id: binding.providerUserId,
      user_id: binding.userId,
      bound_by: binding.boundBy,
      created_at: nowText(),
    })
    .execute();
}

export async function bindingTaken(
  db: Kysely<Database>,
  tenantId: string,
  provider: MessengerProvider,
  providerUserId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('messenger_bindings')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('provider', '=', provider)
    .where((eb) => eb.or([eb('provider_user_id', '=', providerUserId), eb('user_id', '=', userId)]))
    .executeTakeFirst();
  return Boolean(row);
}

export async function listBindings(db: Kysely<Database>, tenantId: string, provider?: MessengerProvider): Promise<MessengerBindingView[]> {
  let query = db
    .selectFrom('messenger_bindings')
    .innerJoin('users', 'users.id', 'messenger_bindings.user_id')
    .select([
      'messenger_bindings.id',
      'messenger_bindings.provider',
      'messenger_bindings.provider_user_id as providerUserId',
      'messenger_bindings.user_id as userId',
      'users.username',
      'users.realname',
      'messenger_bindings.bound_by as boundBy',
      'messenger_bindings.created_at as createdAt',
    ])
    .where('messenger_bindings.tenant_id', '=', tenantId)
    .orderBy('messenger_bindings.created_at');
  if (provider) query = query.where('messenger_bindings.provider', '=', provider);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, provider: row.provider as MessengerProvider }));
}

/** Removes a binding of this tenant; false when there was none (another tenant's id changes nothing). */
export async function deleteBinding(db: Kysely<Database>, tenantId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('messenger_bindings').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function userOfTenant(db: Kysely<Database>, tenantId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Boolean(row);
}
