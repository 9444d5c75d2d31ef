import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SignInAccount } from '../session/sign-in.ts';

const CAS_TIMEOUT_MS = 10_000;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
}

/**
 * The user of a serviceValidate answer, or null for an authenticationFailure. The answer is a
 * small fixed document (CAS protocol 2.0/3.0, section 2.5.2), so the user element is read
 * directly instead of through an XML library.
 */
export function casUserOf(xml: string): string | null {
  if (!/<cas:authenticationSuccess[\s>]/.test(xml)) return null;
  const match = /<cas:user>\s*([^<]*?)\s*<\/cas:user>/.exec(xml);
  return match && match[1] ? unescapeXml(match[1]) : null;
}

/** Asks the CAS server whether the ticket was issued for the service; rejects when it cannot be asked. */
export async function serviceValidate(casServerUrl: string, ticket: string, service: string): Promise<{ user: string | null }> {
  const url = new URL(`${casServerUrl.replace(/\/+$/, '')}/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  const response = await fetch(url, { signal: AbortSignal.timeout(CAS_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`CAS serviceValidate answered ${response.status}`);
  return { user: casUserOf(await response.text()) };
}

/**
 * CAS users are our usernames: the directory behind CAS and this system share login names. The
 * directory holds staff: channel partners and customers enter through their own doors.
 */
export async function findCasAccount(db: Kysely<Database>, casUser: string): Promise<SignInAccount | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'tenant_id as tenantId', 'company_code as companyCode', 'status'])
    .where('username', '=', casUser)
    .where('user_type', '=', 'staff')
    .executeTakeFirst();
  return row ?? null;
}
