import { BUSINESS_INFO_LIMIT, BUSINESS_INFO_TIMEOUT_MS, type RegisteredCompany } from '@crm/domain';
import { z } from 'zod';
import type { BusinessInfoProvider } from '../../config.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * The registered company data for a name, from the deployment's business-information provider
 * (api/business-info.ts gives the interface). A register's data changes seldom and each question
 * may be paid for: answers are kept a day per provider and name, and the same question asked
 * twice at once goes out once. Failures are not kept.
 */

/** How long an answer is kept. */
const KEPT_MS = 24 * 3_600_000;
/** Answers kept at most; the oldest go first. */
const KEPT_NAMES = 1000;

const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((text) => (text ? text.trim().slice(0, max) || null : null));

const company = z.object({
  name: z.string().trim().min(1).max(200),
  creditCode: optionalText(30),
  legalRepresentative: optionalText(100),
  registeredCapital: optionalText(100),
  establishedDate: optionalText(10),
  status: optionalText(50),
  address: optionalText(500),
  businessScope: optionalText(4000),
  phone: optionalText(50),
  email: optionalText(100),
  website: optionalText(200),
});

const answer = z.object({ companies: z.array(z.unknown()) });

const kept = new Map<string, { at: number; companies: Promise<RegisteredCompany[]> }>();

/** The provider failing, in the caller's language (502: the fault is upstream, not the request's). */
const unavailable = () => new HttpError(502, 'businessInfoUnavailable');

async function ask(provider: BusinessInfoProvider, name: string): Promise<RegisteredCompany[]> {
  const url = new URL(provider.url);
  url.searchParams.set('name', name);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(provider.token ? { authorization: `Bearer ${provider.token}` } : {}) },
      signal: AbortSignal.timeout(BUSINESS_INFO_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw unavailable();
  }
  if (response.status === 404) return [];
  if (response.status !== 200) throw unavailable();
  const parsed = answer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw unavailable();
  // A malformed entry is left out rather than failing the others.
  return parsed.data.companies
    .flatMap((entry) => {
      const one = company.safeParse(entry);
      return one.success ? [one.data] : [];
    })
    .slice(0, BUSINESS_INFO_LIMIT);
}

/** The companies the provider knows by a name, best match first. */
export function registeredCompanies(provider: BusinessInfoProvider, name: string, now = Date.now()): Promise<RegisteredCompany[]> {
  const key = `${provider.url}\u0000${name.trim().toLowerCase().replace(/\s+/g, ' ')}`;
  const found = kept.get(key);
  if (found && now - found.at < KEPT_MS) return found.companies;
  const companies = ask(provider, name.trim());
  kept.delete(key);
  kept.set(key, { at: now, companies });
  if (kept.size > KEPT_NAMES) kept.delete(kept.keys().next().value!);
  companies.catch(() => kept.delete(key));
  return companies;
}
