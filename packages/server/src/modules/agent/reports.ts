import { AUDIT_STATUS, entityOf, MAX_PAGE_SIZE, translate, type AgentReport, type AgentReportInput, type Page, type RecordRow } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { submitIn } from '../audit/runs.ts';
import { storedColumn } from '../records/field-storage.ts';
import { loadModel, loose } from '../records/record-model.ts';
import { addRecordIn, listRecords, recordById, type RecordCall } from '../records/record-service.ts';
import { partnerFamily, partnerNames, submitterCall, type ServedPartner } from './partner.ts';

/**
 * The partner's customer reports (issue 19, AGENT_API.reports, report, reportAdd): the partner's
 * and its sub-partners' agentCustomer records, read through the record engine; a new one is the
 * partner's own, written under the object's rules (its server folder: limit, protection,
 * duplicates) and submitted for the vendor's approval at once.
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function reportOf(lang: RecordCall['lang'], record: RecordRow, agentName: string, today: string): AgentReport {
  const auditStatus = String(record.auditStatus ?? '0');
  const protectedUntil = text(record.protectedUntil);
  return {
    id: String(record.id),
    reportNo: String(record.reportNo ?? ''),
    name: String(record.name ?? ''),
    contactName: text(record.contactName),
    phone: text(record.phone),
    taxNumber: text(record.taxNumber),
    industry: text(record.industry),
    industry_dictText: text(record.industry_dictText),
    address: text((record.address as { text?: string } | null)?.text),
    remark: text(record.remark),
    auditStatus,
    auditStatus_dictText: translate(lang, `server.auditStatusName.${auditStatus}`),
    protectedUntil,
    active: auditStatus !== AUDIT_STATUS.rejected && auditStatus !== AUDIT_STATUS.voided && protectedUntil !== null && protectedUntil >= today,
    agentName,
    createTime: String(record.createTime ?? ''),
  };
}

/** A page of the family's reports, newest first. */
export async function agentReports(
  call: RecordCall,
  partner: ServedPartner,
  query: { pageNo: number; pageSize: number; keyword?: string },
  today: string,
): Promise<Page<AgentReport>> {
  const family = await partnerFamily(call.db, partner.tenantId, partner.id);
  const [model, names] = await Promise.all([loadModel(call.db, partner.tenantId, entityOf('agentCustomer')), partnerNames(call.db, partner.tenantId, family)]);
  const page = await listRecords(call, model, {
    pageNo: query.pageNo,
    pageSize: Math.min(query.pageSize, MAX_PAGE_SIZE),
    keyword: query.keyword || undefined,
    filters: JSON.stringify([{ field: 'agentId', op: 'in', value: family }]),
    sortField: 'createTime',
    sortOrder: 'desc',
  });
  return { ...page, records: page.records.map((record) => reportOf(call.lang, record, names.get(String(record.agentId)) ?? '', today)) };
}

/** One of the family's reports; null when it is none of theirs. */
export async function agentReport(call: RecordCall, partner: ServedPartner, id: string, today: string): Promise<AgentReport | null> {
  const family = await partnerFamily(call.db, partner.tenantId, partner.id);
  const model = await loadModel(call.db, partner.tenantId, entityOf('agentCustomer'));
  const page = await listRecords(call, model, {
    pageNo: 1,
    pageSize: 1,
    filters: JSON.stringify([
      { field: 'id', op: 'eq', value: id },
      { field: 'agentId', op: 'in', value: family },
    ]),
  });
  const record = page.records[0];
  if (!record) return null;
  const names = await partnerNames(call.db, partner.tenantId, [String(record.agentId)]);
  return reportOf(call.lang, record, names.get(String(record.agentId)) ?? '', today);
}

/** Reports a customer for the partner and submits the report for approval, in one transaction. */
export async function addAgentReport(call: RecordCall, partner: ServedPartner, input: AgentReportInput, today: string): Promise<AgentReport> {
  const entity = entityOf('agentCustomer');
  const model = await loadModel(call.db, partner.tenantId, entity);
  const values = {
    name: input.name,
    contactName: input.contactName ?? null,
    phone: input.phone ?? null,
    taxNumber: input.taxNumber ?? null,
    industry: input.industry ?? null,
    address: input.address ? { text: input.address } : null,
    remark: input.remark ?? null,
    agentId: partner.id,
  };
  const id = await call.db.transaction().execute(async (trx) => {
    const record = await addRecordIn(trx, { ...call, db: trx }, model, values);
    await submitIn(trx, { ...submitterCall(call, partner), db: trx }, { apiName: entity.apiName, id: String(record.id) });
    return String(record.id);
  });
  const record = await recordById(call, model, id);
  return reportOf(call.lang, record, partner.name, today);
}

/** The partner's own reports protecting a company on `today` (neither rejected nor voided, within their protection). */
export async function protectingReports(db: Kysely<Database>, partner: Pick<ServedPartner, 'tenantId' | 'id'>, today: string): Promise<number> {
  const row = await loose(db)
    .selectFrom(entityOf('agentCustomer').table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', partner.tenantId)
    .where(storedColumn('agentId'), '=', partner.id)
    .where((eb) => eb.or([eb('audit_status', 'is', null), eb('audit_status', 'not in', [AUDIT_STATUS.rejected, AUDIT_STATUS.voided])]))
    .where(storedColumn('protectedUntil'), '>=', today)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
