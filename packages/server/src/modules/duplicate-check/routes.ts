import { translate } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';

type CheckedTable = 'users' | 'tags' | 'departments';

/**
 * The table and field pairs a client may check (never a dynamic table name from the request).
 * Usernames are unique across tenants (login is by username alone), everything else per tenant.
 */
const CHECKS: Record<string, { table: CheckedTable; column: string; acrossTenants?: boolean }> = {
  'sys_user.username': { table: 'users', column: 'username', acrossTenants: true },
  'sys_user.phone': { table: 'users', column: 'phone' },
  'sys_user.email': { table: 'users', column: 'email' },
  'crm_tag.name': { table: 'tags', column: 'name' },
  'sys_depart.depart_name': { table: 'departments', column: 'name' },
  'sys_depart.name': { table: 'departments', column: 'name' },
};

const schema = {
  querystring: {
    type: 'object',
    required: ['tableName', 'fieldName', 'fieldVal'],
    properties: {
      tableName: { type: 'string', minLength: 1, maxLength: 64 },
      fieldName: { type: 'string', minLength: 1, maxLength: 64 },
      fieldVal: { type: 'string', maxLength: 200 },
      dataId: { type: 'string', maxLength: 64 },
    },
  },
} as const;

async function valueTaken(
  db: Kysely<Database>,
  check: { table: CheckedTable; column: string; acrossTenants?: boolean },
  tenantId: string,
  value: string,
  dataId: string | undefined,
): Promise<boolean> {
  // The table and column come from CHECKS only, so the dynamic reference is safe.
  let query = db.selectFrom(check.table as 'users').select('id').where(check.column as 'username', '=', value);
  if (!check.acrossTenants) query = query.where('tenant_id', '=', tenantId);
  if (dataId) query = query.where('id', '!=', dataId);
  return (await query.executeTakeFirst()) !== undefined;
}

export default async function duplicateCheckRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { tableName: string; fieldName: string; fieldVal: string; dataId?: string } }>(
    '/sys/duplicate/check',
    { schema },
    async (request) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const check = CHECKS[`${tableName}.${fieldName}`];
      if (!check) throw badRequest('duplicateNotAllowed');
      const taken = fieldVal !== '' && (await valueTaken(app.db, check, caller(request).tenantId, fieldVal, dataId || undefined));
      // The answer is HTTP 200 either way: a taken value is an answer, not a failure of the request.
      return {
        success: !taken,
        message: translate(request.lang, taken ? 'server.duplicateExists' : 'server.duplicateAvailable'),
        code: 200,
        result: null,
        timestamp: Date.now(),
      };
    },
  );
}
