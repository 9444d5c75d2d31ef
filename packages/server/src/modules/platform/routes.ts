import { EXPIRING_WITHIN_DAYS, PLATFORM_SEATS_PATH, daysLeft, isAccountBlocked, type AccountUsageReport } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { nowText } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { accountSummaries, countAccounts, listAccounts, updateAccount, viewAccount } from './repository.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';

/** Only platform operators: no tenant's administrator, partner or customer reaches these (plugins/auth.ts). */
const PLATFORM_ONLY = { userTypes: ['platform'] } as const;

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      keyword: { type: 'string', maxLength: 100 },
      status: { type: 'string', enum: ['', '0', '1', '2'] },
    },
  },
} as const;

const idSchema = requiredTextQuery('id');

const extendSchema = {
  body: {
    type: 'object',
    required: ['id', 'endTime'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, endTime: { type: 'string', format: 'date-time' } },
  },
} as const;

const statusSchema = {
  body: {
    type: 'object',
    required: ['id', 'status'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, status: { type: 'string', enum: ['0', '1'] } },
  },
} as const;

/** A seat limit from 1 (the administrator alone) up; null lifts the cap. */
const seatsSchema = {
  body: {
    type: 'object',
    required: ['id', 'seatLimit'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, seatLimit: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 } },
  },
} as const;

export default async function platformRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/plat/sysAccountList', { schema: listSchema, config: PLATFORM_ONLY }, async (request) => {
    const filter = { keyword: request.query.keyword || undefined, status: request.query.status || undefined };
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([countAccounts(app.db, filter), listAccounts(app.db, filter, window)]);
    return ok(request.lang, toPage(records, total, window));
  });

  app.get('/plat/sysAccountView', { schema: idSchema, config: PLATFORM_ONLY }, async (request) => {
    const account = await viewAccount(app.db, request.query.id);
    if (!account) throw notFound();
    return ok(request.lang, account);
  });

  // A new end time, e.g. after a renewal; an end in the past would silently close the account, so it is refused.
  app.put('/plat/sysAccount/extend', { schema: extendSchema, config: PLATFORM_ONLY }, async (request) => {
    const end = new Date(request.body.endTime);
    if (end.getTime() <= Date.now()) throw badRequest('endTimeInPast');
    if (!(await updateAccount(app.db, request.body.id, { end_time: nowText(end) }))) throw notFound();
    return ok(request.lang, await viewAccount(app.db, request.body.id));
  });

  // '1' disables; '0' enables again, or lets a company under review in.
  app.put('/plat/sysAccount/status', { schema: statusSchema, config: PLATFORM_ONLY }, async (request) => {
    if (!(await updateAccount(app.db, request.body.id, { status: request.body.status }))) throw notFound();
    return ok(request.lang, await viewAccount(app.db, request.body.id));
  });

  // How many active employees the company may have (issue 22). A cap below today's count freezes
  // nobody: adding and unfreezing are refused until the company is under it again.
  app.put(PLATFORM_SEATS_PATH, { schema: seatsSchema, config: PLATFORM_ONLY }, async (request) => {
    if (!(await updateAccount(app.db, request.body.id, { seat_limit: request.body.seatLimit }))) throw notFound();
    return ok(request.lang, await viewAccount(app.db, request.body.id));
  });

  app.get('/plat/reportAccountStatList', { config: PLATFORM_ONLY }, async (request) => {
    const now = new Date();
    const accounts = await accountSummaries(app.db);
    const byStatus = new Map<string, number>();
    for (const account of accounts) byStatus.set(account.status, (byStatus.get(account.status) ?? 0) + 1);
    const report: AccountUsageReport = {
      total: accounts.length,
      byStatus: [...byStatus].map(([status, count]) => ({ status, count })).sort((a, b) => a.status.localeCompare(b.status)),
      expiringSoon: accounts
        .filter((account) => !isAccountBlocked(account, now))
        .map((account) => ({ ...account, daysLeft: daysLeft(account.endTime, now) }))
        .filter(
          (account): account is typeof account & { endTime: string; daysLeft: number } => account.daysLeft !== null && account.daysLeft <= EXPIRING_WITHIN_DAYS,
        )
        .sort((a, b) => a.daysLeft - b.daysLeft)
        .map(({ id, name, endTime, daysLeft: left }) => ({ id, name, endTime, daysLeft: left })),
      expired: accounts.filter((account) => account.endTime !== null && new Date(account.endTime).getTime() < now.getTime()).length,
      usersPerAccount: accounts.map(({ id, name, usersCount }) => ({ id, name, usersCount })).sort((a, b) => b.usersCount - a.usersCount),
    };
    return ok(request.lang, report);
  });
}
