import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SignInAccount } from '../session/sign-in.ts';
import type { CodeChannel } from './codes.ts';

/**
 * Staff accounts whose contact is `target`: its phone number, or its address compared in lower
 * case (people type them in any case, and so do administrators).
 */
function staffWithContact(channel: CodeChannel, target: string) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([channel === 'sms' ? eb('phone', '=', target) : eb(eb.fn('lower', ['email']), '=', target), eb('user_type', '=', 'staff')]);
}

/**
 * The staff account a phone number or e-mail address belongs to. One contact belongs to one
 * staff account (unique indexes on users, migration 2026112601); should a number still match two
 * (a row written around the indexes), the lookup refuses rather than choose one of them: choosing
 * once let whoever held the number first take over the other's code login and password reset.
 * Channel partners and customers log in at their own pages.
 */
export async function findAccountByContact(db: Kysely<Database>, channel: CodeChannel, target: string): Promise<SignInAccount | null> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'tenant_id as tenantId', 'company_code as companyCode', 'status'])
    .where(staffWithContact(channel, target))
    .limit(2)
    .execute();
  if (rows.length > 1) throw new HttpError(409, 'verification.contactAmbiguous');
  return rows[0] ?? null;
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

/** Another staff account holding this phone number or address as its contact. */
export async function contactHeldByOther(db: Kysely<Database>, channel: CodeChannel, target: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(staffWithContact(channel, target)).where('id', '!=', userId).executeTakeFirst();
  return row !== undefined;
}
