import {
  COMPANY_PROFILE_API,
  normalAccountNo,
  PAYMENT_TEXT_MAX,
  paymentDetailsProblems,
  translate,
  type CompanyProfile,
  type CompanyProfileInput,
  type Lang,
} from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { caller, requireAdmin } from '../../plugins/auth.ts';
import { findFile } from '../files/repository.ts';

/**
 * The company's profile (issue 20): its logo, printed on quotes, orders and contracts, and its
 * payment details, shown on an order's payment page. Every staff member reads it (the print-out
 * shows the company); its administrators change it.
 */

async function companyProfile(db: Kysely<Database>, tenantId: string): Promise<CompanyProfile | null> {
  const row = await db
    .selectFrom('tenants')
    .leftJoin('tenant_payment_details', 'tenant_payment_details.tenant_id', 'tenants.id')
    .select(['tenants.name', 'tenants.logo', 'account_name', 'bank', 'account_no', 'qr_image'])
    .where('tenants.id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    logo: row.logo,
    paymentAccountName: row.account_name ?? null,
    paymentBank: row.bank ?? null,
    paymentAccountNo: row.account_no ?? null,
    paymentQr: row.qr_image ?? null,
  };
}

const blankToNull = (value: string | null): string | null => (value == null || value.trim() === '' ? null : value.trim());

/** A picture the profile names must be one of the company's stored pictures. */
async function requirePicture(db: Kysely<Database>, tenantId: string, field: 'logo' | 'paymentQr', path: string | null): Promise<void> {
  if (path === null) return;
  const file = await findFile(db, tenantId, path);
  if (!file || !file.mimeType.startsWith('image/'))
    throw new HttpError(422, 'companyPictureUnknown', undefined, { fields: { [field]: 'companyPictureUnknown' } });
}

async function saveCompanyProfile(db: Kysely<Database>, lang: Lang, tenantId: string, input: CompanyProfileInput): Promise<void> {
  const problems = paymentDetailsProblems(input);
  const [field, problem] = Object.entries(problems)[0] ?? [];
  if (field && problem) {
    const fields = Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, translate(lang, `server.${key}`, { max: PAYMENT_TEXT_MAX })]));
    throw new HttpError(422, problem, { max: PAYMENT_TEXT_MAX }, { fields });
  }
  const logo = blankToNull(input.logo);
  const qr = blankToNull(input.paymentQr);
  await requirePicture(db, tenantId, 'logo', logo);
  await requirePicture(db, tenantId, 'paymentQr', qr);
  const accountNo = blankToNull(input.paymentAccountNo);
  const details = {
    account_name: blankToNull(input.paymentAccountName),
    bank: blankToNull(input.paymentBank),
    account_no: accountNo === null ? null : normalAccountNo(accountNo),
    qr_image: qr,
    updated_at: nowText(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('tenants').set({ logo }).where('id', '=', tenantId).execute();
    await trx
      .insertInto('tenant_payment_details')
      .values({ tenant_id: tenantId, ...details })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(details))
      .execute();
  });
}

const text = { type: ['string', 'null'], maxLength: 200 } as const;
const picture = { type: ['string', 'null'], maxLength: 500 } as const;
const profileSchema = {
  body: {
    type: 'object',
    required: ['logo', 'paymentAccountName', 'paymentBank', 'paymentAccountNo', 'paymentQr'],
    additionalProperties: false,
    properties: { logo: picture, paymentAccountName: text, paymentBank: text, paymentAccountNo: text, paymentQr: picture },
  },
} as const;

export default async function companyProfileRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(COMPANY_PROFILE_API.get, async (request) => {
    const profile = await companyProfile(app.db, caller(request).tenantId);
    if (!profile) throw notFound();
    return ok(request.lang, profile);
  });

  app.put(COMPANY_PROFILE_API.save, { schema: profileSchema }, async (request) => {
    const auth = requireAdmin(request);
    await saveCompanyProfile(app.db, request.lang, auth.tenantId, request.body);
    return ok(request.lang, await companyProfile(app.db, auth.tenantId), 'companyProfileSaved');
  });
}
