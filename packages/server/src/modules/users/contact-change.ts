import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { contactHeldByOther } from '../verification/accounts.ts';
import { consumeCode, contactOf, CONTACT_PURPOSE, normaliseEmail, normalisePhone, type CodeChannel } from '../verification/codes.ts';

export interface ContactEdit {
  phone?: string | null;
  email?: string | null;
  phoneCaptcha?: string;
  emailCaptcha?: string;
}

/** The contacts to store, as users columns: only those that change. */
export interface ContactChanges {
  phone?: string | null;
  email?: string | null;
}

/** A stored contact compared with a new one: the same number or address, whatever its spelling. */
function sameContact(channel: CodeChannel, stored: string | null, given: string): boolean {
  if (!stored) return false;
  const normalise = channel === 'sms' ? normalisePhone : normaliseEmail;
  return (normalise(stored) ?? stored) === (normalise(given) ?? given);
}

/**
 * The profile's phone and e-mail changes, each proved before it is taken: a phone number or an
 * address logs in by code and resets the password, so a new one needs the code sent to it
 * (CONTACT_PURPOSE), and one already another staff account's is refused, said only after the code
 * proved the caller holds it. Clearing one needs no code; the stored one sent back unchanged, none.
 */
export async function provenContactChanges(db: Kysely<Database>, auth: AuthContext, edit: ContactEdit): Promise<ContactChanges> {
  const stored = await db
    .selectFrom('users')
    .select(['phone', 'email'])
    .where('id', '=', auth.userId)
    .where('tenant_id', '=', auth.tenantId)
    .executeTakeFirstOrThrow();
  const wanted: { channel: CodeChannel; column: 'phone' | 'email'; value: string | null | undefined; code: string | undefined }[] = [
    { channel: 'sms', column: 'phone', value: edit.phone, code: edit.phoneCaptcha },
    { channel: 'email', column: 'email', value: edit.email, code: edit.emailCaptcha },
  ];
  const changes: ContactChanges = {};
  for (const { channel, column, value, code } of wanted) {
    if (value === undefined) continue;
    if (value === null || value === '') {
      if (stored[column] !== null) changes[column] = null;
      continue;
    }
    if (sameContact(channel, stored[column], value)) continue;
    const target = contactOf(channel, value);
    if (!code) throw badRequest(channel === 'sms' ? 'phoneCodeRequired' : 'emailCodeRequired');
    await consumeCode(db, { target, purpose: CONTACT_PURPOSE, code });
    if (await contactHeldByOther(db, channel, target, auth.userId)) throw conflict('contactTaken');
    changes[column] = target;
  }
  return changes;
}
