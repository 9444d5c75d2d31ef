import { EMPLOYEE_STATUS, type AgentAccount, type AgentAccountInput } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation, nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import { endSessionsOf } from '../session/repository.ts';
import { hashPassword } from '../session/passwords.ts';
import { usernameTaken } from '../users/employees.ts';

/**
 * A partner's login accounts (issue 19): made and frozen by the vendor's staff on the partner's
 * detail screen, and by the partner's own administrators in its portal. An account is a user of
 * the vendor's tenant of the partner type (it opens the partner's pages only, plugins/auth.ts),
 * in the partner's company, with the tenant's channel role where it has one, and belongs to one
 * partner (agent_accounts).
 */

/** The role partner accounts get, where the tenant has one (the demo's; spec section 6: channel roles). */
const CHANNEL_ROLE = 'channelPartner';

/** The partner whose accounts these are. */
export interface AccountsOf {
  tenantId: string;
  companyCode: string;
  id: string;
}

const accountsQuery = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('agent_accounts')
    .innerJoin('users', 'users.id', 'agent_accounts.user_id')
    .select([
      'users.id',
      'users.username',
      'users.realname',
      'users.phone',
      'users.status',
      'users.created_at',
      'agent_accounts.is_admin',
      'agent_accounts.agent_id',
    ])
    .where('agent_accounts.tenant_id', '=', tenantId);

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['executeTakeFirstOrThrow']>>;

const accountOf = (row: AccountRow): AgentAccount => ({
  id: row.id,
  username: row.username,
  realname: row.realname,
  phone: row.phone,
  status: row.status,
  isAdmin: row.is_admin === 1,
  createdAt: row.created_at,
});

/** The partner's accounts, administrators first, then by name. */
export async function partnerAccounts(db: Kysely<Database>, partner: AccountsOf): Promise<AgentAccount[]> {
  const rows = await accountsQuery(db, partner.tenantId)
    .where('agent_accounts.agent_id', '=', partner.id)
    .orderBy('agent_accounts.is_admin', 'desc')
    .orderBy('users.username')
    .execute();
  return rows.map(accountOf);
}

async function accountById(db: Kysely<Database>, partner: AccountsOf, userId: string): Promise<AgentAccount | null> {
  const row = await accountsQuery(db, partner.tenantId).where('agent_accounts.agent_id', '=', partner.id).where('users.id', '=', userId).executeTakeFirst();
  return row ? accountOf(row) : null;
}

/** Makes an account of the partner's; refused when its username is anyone's (usernames are unique across tenants) or its phone another account's. */
export async function addPartnerAccount(db: Kysely<Database>, partner: AccountsOf, input: AgentAccountInput): Promise<AgentAccount> {
  const username = input.username.trim();
  if (await usernameTaken(db, username)) throw new HttpError(422, 'usernameTaken');
  const id = randomUUID();
  const now = nowText();
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id,
          tenant_id: partner.tenantId,
          username,
          password_hash: passwordHash,
          realname: input.realname.trim(),
          avatar: null,
          phone: input.phone?.trim() || null,
          email: null,
          is_admin: 0,
          status: EMPLOYEE_STATUS.active,
          user_type: 'agent',
          depart_id: null,
          company_code: partner.companyCode,
          lang: 'zh-CN',
          time_zone: 'Asia/Shanghai',
          position: null,
          job_id: null,
          superior_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.insertInto('user_companies').values({ tenant_id: partner.tenantId, user_id: id, company_code: partner.companyCode }).execute();
      const role = await trx
        .selectFrom('roles')
        .select('id')
        .where('tenant_id', '=', partner.tenantId)
        .where('role_code', '=', CHANNEL_ROLE)
        .executeTakeFirst();
      if (role) await trx.insertInto('user_roles').values({ tenant_id: partner.tenantId, user_id: id, role_id: role.id }).execute();
      await trx
        .insertInto('agent_accounts')
        .values({ user_id: id, tenant_id: partner.tenantId, agent_id: partner.id, is_admin: input.isAdmin ? 1 : 0 })
        .execute();
    });
  } catch (error) {
    // Two requests taking one username or phone at once: the unique indexes let one through.
    if (!isUniqueViolation(error)) throw error;
    if (await usernameTaken(db, username)) throw new HttpError(422, 'usernameTaken');
    throw conflict('contactTaken');
  }
  return (await accountById(db, partner, id))!;
}

/** Freezes one of the partner's accounts (its sessions ended at once) or lets it in again; `actorId` may not freeze themselves. */
export async function setPartnerAccountStatus(
  db: Kysely<Database>,
  partner: AccountsOf,
  userId: string,
  status: string,
  actorId: string,
): Promise<AgentAccount> {
  const account = await accountById(db, partner, userId);
  if (!account) throw notFound();
  if (status === EMPLOYEE_STATUS.frozen && userId === actorId) throw new HttpError(422, 'freezeSelf');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ status, updated_at: nowText() }).where('tenant_id', '=', partner.tenantId).where('id', '=', userId).execute();
    if (status === EMPLOYEE_STATUS.frozen) await endSessionsOf(trx, [userId]);
  });
  return (await accountById(db, partner, userId))!;
}
