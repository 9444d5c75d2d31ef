import { DUPLICATE_KEYWORD_MIN, RECORD_API, translate } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/http-error.ts';
import { ok } from '../../http/envelope.ts';
import { caller, requireAdmin } from '../../plugins/auth.ts';
import { viewerOf } from '../records/data-scope.ts';
import { recordValueTaken, searchDuplicates } from '../records/duplicates.ts';

type CheckedTable = 'users' | 'tags' | 'departments';

interface Check {
  table: CheckedTable;
  column: string;
  acrossTenants?: boolean;
  /** Only administrators, who manage the company's users, may ask: the answer is about accounts. */
  admins?: boolean;
}

/**
 * The table and field pairs a client may check (never a dynamic table name from the request).
 * Usernames are unique across tenants (login is by username alone), everything else per tenant.
 * Unique fields of business objects are checked too (records/duplicates.ts).
 */
const CHECKS: Record<string, Check> = {
  'sys_user.username': { table: 'users', column: 'username', acrossTenants: true, admins: true },
  'sys_user.phone': { table: 'users', column: 'phone', admins: true },
  'sys_user.email': { table: 'users', column: 'email', admins: true },
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

async function valueTaken(db: Kysely<Database>, check: Check, tenantId: string, value: string, dataId: string | undefined): Promise<boolean> {
  // The table and column come from CHECKS only, so the dynamic reference is safe.
  let query = db
    .selectFrom(check.table as 'users')
    .select('id')
    .where(check.column as 'username', '=', value);
  if (!check.acrossTenants) query = query.where('tenant_id', '=', tenantId);
  if (dataId) query = query.where('id', '!=', dataId);
  return (await query.executeTakeFirst()) !== undefined;
}

export default async function duplicateCheckRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/sys/duplicate/check',
    // Forms check as the user types (debounced): a minute's limit per user bounds walking the values.
    { schema, config: { perMinute: 60 } },
    async (request) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const auth = caller(request);
      const { tenantId } = auth;
      const check = CHECKS[`${tableName}.${fieldName}`];
      // Whether an account exists is the business of those who create accounts, not of any user
      // (a free trial makes anyone a user).
      if (check?.admins) requireAdmin(request);
      const taken = check
        ? fieldVal !== '' && (await valueTaken(app.db, check, tenantId, fieldVal, dataId || undefined))
        : await recordValueTaken(app.db, await viewerOf(app.db, auth), tableName, fieldName, fieldVal, dataId || undefined);
      if (taken === null) throw badRequest('duplicateNotAllowed');
      const isTaken = taken && fieldVal !== '';
      // The answer is HTTP 200 either way: a taken value is an answer, not a failure of the request.
      return {
        success: !isTaken,
        message: translate(request.lang, isTaken ? 'server.duplicateExists' : 'server.duplicateAvailable'),
        code: 200,
        result: null,
        timestamp: Date.now(),
      };
    },
  );

  app.get(
    RECORD_API.duplicateSearch,
    {
      schema: { querystring: { type: 'object', required: ['keyword'], properties: { keyword: { type: 'string', minLength: 1, maxLength: 100 } } } },
      config: { perMinute: 30 },
    },
    async (request) => {
      const keyword = request.query.keyword.trim();
      if ([...keyword].length < DUPLICATE_KEYWORD_MIN) throw badRequest('duplicateKeywordShort', { min: DUPLICATE_KEYWORD_MIN });
      return ok(request.lang, await searchDuplicates(app.db, await viewerOf(app.db, caller(request)), request.lang, keyword));
    },
  );
}
