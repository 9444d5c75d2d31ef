import { entityOf, fieldOf, type Lang } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromStored, storedColumn } from '../records/field-storage.ts';
import { loose } from '../records/record-model.ts';
import { callOnBehalf } from '../terminal/acting.ts';
import type { RecordCall } from '../records/record-service.ts';

/** The partner a partner account works for, as its portal's rules read it. */
export interface ServedPartner {
  tenantId: string;
  companyCode: string;
  id: string;
  name: string;
  agentNo: string;
  level: string | null;
  parentId: string | null;
  /** Null: no limit. */
  creditLimit: number | null;
  creditTermDays: number;
  reportLimit: number;
  reportValidDays: number;
  /** The customer its orders are for (made with the partner). */
  customerId: string | null;
  /** Its account manager: who owns its orders and reports. */
  ownerId: string | null;
  /** The account is the partner's own administrator. */
  isAdmin: boolean;
}

const PARTNER_FIELDS = ['name', 'agentNo', 'level', 'parentId', 'creditLimit', 'creditTermDays', 'reportLimit', 'reportValidDays', 'customerId'] as const;

/** A partner record as the portal reads it, by id; null when the tenant has no such partner. */
export async function partnerById(db: Kysely<Database>, tenantId: string, id: string): Promise<Omit<ServedPartner, 'isAdmin'> | null> {
  const entity = entityOf('agentUser');
  const row = (await loose(db)
    .selectFrom(entity.table)
    .select(['id', 'owner_id', 'company_code', ...PARTNER_FIELDS.map(storedColumn)])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return null;
  const value = (name: (typeof PARTNER_FIELDS)[number]) => fromStored(fieldOf(entity, name)!, row[storedColumn(name)]);
  return {
    tenantId,
    companyCode: String(row.company_code ?? ''),
    id: String(row.id),
    name: String(value('name') ?? ''),
    agentNo: String(value('agentNo') ?? ''),
    level: (value('level') as string | null) ?? null,
    parentId: (value('parentId') as string | null) ?? null,
    creditLimit: value('creditLimit') === null ? null : Number(value('creditLimit')),
    creditTermDays: Number(value('creditTermDays') ?? 0),
    reportLimit: Number(value('reportLimit') ?? 0),
    reportValidDays: Number(value('reportValidDays') ?? 0),
    customerId: (value('customerId') as string | null) ?? null,
    ownerId: (row.owner_id as string | null) ?? null,
  };
}

/** The partner a partner account works for; null while the vendor has linked it to none (or the partner is gone). */
export async function servedPartner(db: Kysely<Database>, tenantId: string, userId: string): Promise<ServedPartner | null> {
  const account = await db
    .selectFrom('agent_accounts')
    .select(['agent_id', 'is_admin'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!account) return null;
  const partner = await partnerById(db, tenantId, account.agent_id);
  return partner && { ...partner, isAdmin: account.is_admin === 1 };
}

/** Sub-partners are at most this deep: a loop of parents (each naming another) ends here. */
const MAX_DEPTH = 10;

/** The partner and the partners under it, however deep: a parent reads its sub-partners' orders and reports. */
export async function partnerFamily(db: Kysely<Database>, tenantId: string, partnerId: string): Promise<string[]> {
  const table = entityOf('agentUser').table;
  const parent = storedColumn('parentId');
  const family = new Set([partnerId]);
  let level = [partnerId];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const rows = await loose(db).selectFrom(table).select('id').where('tenant_id', '=', tenantId).where(parent, 'in', level).execute();
    level = rows.map((row) => String(row.id)).filter((id) => !family.has(id));
    for (const id of level) family.add(id);
  }
  return [...family];
}

/** The partners' names by id. */
export async function partnerNames(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await loose(db)
    .selectFrom(entityOf('agentUser').table)
    .select(['id', storedColumn('name')])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [String(row.id), String(row[storedColumn('name')] ?? '')]));
}

/** A record call on the partner's behalf, written as the account that asked. */
export function partnerCall(db: Kysely<Database>, lang: Lang, partner: ServedPartner, userId: string): RecordCall {
  return callOnBehalf(db, lang, partner, userId);
}

/**
 * The call a partner's order or report is submitted for approval with: its account manager's, so
 * that their department head approves it as the records they write (a partner account has no
 * department of the vendor's); the partner's own call when it has no account manager.
 */
export function submitterCall(call: RecordCall, partner: ServedPartner): RecordCall {
  return partner.ownerId ? callOnBehalf(call.db, call.lang, partner, partner.ownerId) : call;
}
