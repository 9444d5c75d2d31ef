import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SignInAccount } from '../session/sign-in.ts';
import type { CodeChannel } from './codes.ts';

/**
 * The staff account a phone number or e-mail address belongs to. Registration keeps numbers
 * unique; should older data hold one number twice, the earliest account answers, always the same.
 * Channel partners and customers log in at their own pages.
 */
export async function findAccountByContact(db: Kysely<Database>, channel: CodeChannel, target: string): Promise<SignInAccount | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'tenant_id as tenantId', 'company_code as companyCode', 'status'])
    // Addresses are compared in lower case: people type them in any case, and so do administrators.
    .where((eb) => (channel === 'sms' ? eb('phone', '=', target) : eb(eb.fn('lower', ['email']), '=', target)))
    .where('user_type', '=', 'staff')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return row ?? null;
}

/** A phone number in use by any account, as login name or contact number: registration refuses it. */
export async function isPhoneRegistered(db: Kysely<Database>, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('phone', '=', phone), eb('username', '=', phone)]))
    .executeTakeFirst();
  return row !== undefined;
}
