import { AUDIT_STATUS, entityOf, formatDate, type RecordRow } from '@crm/domain';
import { sql } from 'kysely';
import { HttpError } from '../../../http/http-error.ts';
import { partnerById } from '../../../modules/agent/partner.ts';
import { protectingReports } from '../../../modules/agent/reports.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { loose } from '../../../modules/records/record-model.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';

/**
 * The rules of customer reports (issue 19), whoever writes one (a partner in its portal, or the
 * vendor's staff for it): a partner holds at most its report quantity limit of reports protecting
 * a customer at a time; a company that is the vendor's customer already, or that another report
 * protects, by name, phone or tax number, is refused; a report protects its company until the
 * report day plus the partner's report validity days, unless rejected. Of two reports of one
 * company written at once, the claims' primary key lets one through (agent_report_claims).
 */

const report = () => entityOf('agentCustomer');

/** A report's day plus some days (YYYY-MM-DD). */
const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A name as two people would write it alike: no case, no spaces, Chinese or Western brackets alike. */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s·.]+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')');
/** A phone's digits (a number with separators, brackets or a country prefix is the same number). */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^86(?=1\d{10}$)/, '');

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored phone's digits, in SQL (the separators people type left out), to compare with phoneDigits'. */
const digitsOf = (column: string) => sql`replace(replace(replace(replace(${sql.ref(column)}, '-', ''), ' ', ''), '(', ''), ')', '')`;

/** What a report claims: its company's name, and its phone and tax number when given. */
function claimKeys(values: Readonly<Record<string, unknown>>): string[] {
  const keys = [`name:${nameKey(text(values.name))}`];
  const phone = phoneDigits(text(values.phone));
  if (phone.length >= 6) keys.push(`phone:${phone}`);
  const tax = text(values.taxNumber).toUpperCase();
  if (tax) keys.push(`tax:${tax}`);
  return keys;
}

async function today(ctx: HookContext): Promise<string> {
  return formatDate(ctx.now, await timeZoneOf(ctx.db, ctx.viewer));
}

/** Whether a report protects its company on `day`: there, neither rejected nor voided, and within its protection. */
async function protects(ctx: HookContext, reportId: string, day: string): Promise<boolean> {
  const row = await loose(ctx.db)
    .selectFrom(report().table)
    .select(['audit_status', storedColumn('protectedUntil')])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!row) return false;
  const status = row.audit_status as string | null;
  const until = row[storedColumn('protectedUntil')] as string | null;
  return status !== AUDIT_STATUS.rejected && status !== AUDIT_STATUS.voided && until !== null && until >= day;
}

/**
 * Takes the report's claims: each one free, or held by a report that no longer protects its
 * company (taken over only if that holder still holds it: of two taking it over at once, one does).
 * A claim another report holds refuses the whole write.
 */
async function claim(ctx: HookContext, reportId: string, keys: readonly string[], day: string): Promise<void> {
  const tenantId = ctx.viewer.tenantId;
  for (const key of keys) {
    await ctx.db
      .insertInto('agent_report_claims')
      .values({ tenant_id: tenantId, claim_key: key, report_id: reportId })
      .onConflict((oc) => oc.columns(['tenant_id', 'claim_key']).doNothing())
      .execute();
    const held = await ctx.db
      .selectFrom('agent_report_claims')
      .select('report_id')
      .where('tenant_id', '=', tenantId)
      .where('claim_key', '=', key)
      .executeTakeFirstOrThrow();
    if (held.report_id === reportId) continue;
    if (await protects(ctx, held.report_id, day)) throw new HttpError(409, 'agentReportTaken');
    const taken = await ctx.db
      .updateTable('agent_report_claims')
      .set({ report_id: reportId })
      .where('tenant_id', '=', tenantId)
      .where('claim_key', '=', key)
      .where('report_id', '=', held.report_id)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new HttpError(409, 'agentReportTaken');
  }
}

/** Refuses a company the vendor has as a customer already: by name, phone or tax id. */
async function refuseCustomers(ctx: HookContext, values: Readonly<Record<string, unknown>>): Promise<void> {
  const customer = entityOf('crmCustomer');
  const name = text(values.name);
  const phone = phoneDigits(text(values.phone));
  const tax = text(values.taxNumber).toUpperCase();
  const found = await loose(ctx.db)
    .selectFrom(customer.table)
    .select(storedColumn('name'))
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref(storedColumn('name'))})`, '=', name.toLowerCase()),
        ...(phone.length >= 6 ? [eb(digitsOf(storedColumn('phone')), 'in', [phone, `86${phone}`, `+86${phone}`])] : []),
        ...(tax ? [eb(sql`upper(${sql.ref(storedColumn('taxId'))})`, '=', tax)] : []),
      ]),
    )
    .executeTakeFirst();
  if (found) throw new HttpError(409, 'agentReportCustomer', { name: String(found[storedColumn('name')] ?? name) });
}

/**
 * Refuses a company another report protects on `day`, read from the reports themselves: the claims
 * decide between reports written at once, this finds those written without claims (the demo's,
 * bulk loads).
 */
async function refuseProtected(ctx: HookContext, values: Readonly<Record<string, unknown>>, day: string, self: string | null): Promise<void> {
  const name = text(values.name);
  const phone = phoneDigits(text(values.phone));
  const tax = text(values.taxNumber).toUpperCase();
  let query = loose(ctx.db)
    .selectFrom(report().table)
    .select('id')
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where((eb) => eb.or([eb('audit_status', 'is', null), eb('audit_status', 'not in', [AUDIT_STATUS.rejected, AUDIT_STATUS.voided])]))
    .where(storedColumn('protectedUntil'), '>=', day)
    .where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref(storedColumn('name'))})`, '=', name.toLowerCase()),
        ...(phone.length >= 6 ? [eb(digitsOf(storedColumn('phone')), 'in', [phone, `86${phone}`, `+86${phone}`])] : []),
        ...(tax ? [eb(sql`upper(${sql.ref(storedColumn('taxNumber'))})`, '=', tax)] : []),
      ]),
    );
  if (self) query = query.where('id', '<>', self);
  if (await query.executeTakeFirst()) throw new HttpError(409, 'agentReportTaken');
}

async function beforeAdd(ctx: HookContext, values: Record<string, unknown>): Promise<void> {
  const partner = await partnerById(ctx.db, ctx.viewer.tenantId, String(values.agentId));
  if (!partner) throw new HttpError(422, 'agentNotLinked');
  const day = await today(ctx);
  if ((await protectingReports(ctx.db, partner, day)) >= partner.reportLimit) throw new HttpError(422, 'agentReportLimit', { limit: partner.reportLimit });
  await refuseCustomers(ctx, values);
  await refuseProtected(ctx, values, day, null);
  values.protectedUntil = daysAfter(day, partner.reportValidDays);
}

/** A change of the company's name, phone or tax number moves its claims, under the same rules. */
async function beforeEdit(ctx: HookContext, before: RecordRow, changes: Record<string, unknown>): Promise<void> {
  if (!['name', 'phone', 'taxNumber'].some((name) => name in changes)) return;
  const after = { ...before, ...changes };
  const day = await today(ctx);
  await refuseCustomers(ctx, after);
  await refuseProtected(ctx, after, day, String(before.id));
  await ctx.db.deleteFrom('agent_report_claims').where('tenant_id', '=', ctx.viewer.tenantId).where('report_id', '=', String(before.id)).execute();
  await claim(ctx, String(before.id), claimKeys(after), day);
}

/** Customer reports: the rules above; owned by the partner's account manager, who follows them up. */
export const agentCustomerServer: ObjectServer = {
  hooks: {
    beforeAdd,
    async afterAdd(ctx, record) {
      await claim(ctx, String(record.id), claimKeys(record), await today(ctx));
    },
    beforeEdit,
    async beforeDelete(ctx, record) {
      await ctx.db.deleteFrom('agent_report_claims').where('tenant_id', '=', ctx.viewer.tenantId).where('report_id', '=', String(record.id)).execute();
    },
    async ownerOf(ctx, record, before) {
      if (before) return null;
      return (await partnerById(ctx.db, ctx.viewer.tenantId, String(record.agentId)))?.ownerId ?? null;
    },
  },
};
