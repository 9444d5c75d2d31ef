import type { AccountInfo } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

export async function accountInfo(db: Kysely<Database>, tenantId: string): Promise<AccountInfo | null> {
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'name', 'status', 'end_time', 'tenant_type', 'watermark', 'logo', 'phone', 'address'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    endTime: row.end_time,
    tenantType: row.tenant_type,
    watermark: row.watermark === 1 ? 1 : 0,
    logo: row.logo,
    phone: row.phone,
    address: row.address,
  };
}

export interface ViolationEvent {
  tenantId: string | null;
  userId: string | null;
  ip: string;
  userAgent: string | null;
  detail: string | null;
}

/** How long a violation report is kept: enough to look into a failing client, not a log that grows forever. */
export const VIOLATIONS_KEPT_MS = 90 * 24 * 3_600_000;

/**
 * Keeps the first report of the day per reporter (the account, or the address of an anonymous
 * caller): the route is open to anyone, and one failing client reports on every start.
 */
export async function recordViolation(db: Kysely<Database>, event: ViolationEvent): Promise<void> {
  const now = nowText();
  await db
    .insertInto('violations')
    .values({
      id: randomUUID(),
      tenant_id: event.tenantId,
      user_id: event.userId,
      ip: event.ip,
      user_agent: event.userAgent,
      detail: event.detail,
      created_at: now,
      reporter: event.userId ?? `ip:${event.ip}`,
      report_day: now.slice(0, 10),
    })
    .onConflict((oc) => oc.columns(['reporter', 'report_day']).doNothing())
    .execute();
}
