import { EMPLOYEE_STATUS, type Lang } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { RecordCall } from '../records/record-service.ts';

/**
 * A record call made on behalf of someone outside the staff (a self-service customer, a visitor of
 * the public form): it sees the whole tenant, so every route built on it narrows what it reads to
 * the customer it serves itself. `userId` is who the change log names as having written.
 */
export function callOnBehalf(db: Kysely<Database>, lang: Lang, tenant: { tenantId: string; companyCode: string }, userId: string): RecordCall {
  const auth: AuthContext = {
    sessionId: '',
    userId,
    tenantId: tenant.tenantId,
    companyCode: tenant.companyCode,
    isAdmin: true,
    roleCodes: [],
    roleIds: [],
    dataScope: '1',
    departId: null,
    rwOthers: true,
    userType: 'staff',
  };
  return {
    db,
    lang,
    viewer: {
      tenantId: tenant.tenantId,
      userId,
      companyCode: tenant.companyCode,
      admin: true,
      dataScope: '1',
      departId: null,
      departIds: [],
      rwOthers: true,
      auth,
    },
  };
}

/** The tenant's first active administrator: who owns what comes in from outside when nobody else does. */
export async function tenantAdministrator(db: Kysely<Database>, tenantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_type', '=', 'staff')
    .where('is_admin', '=', 1)
    .where('status', '=', EMPLOYEE_STATUS.active)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}
