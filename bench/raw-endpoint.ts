// The bench's yardstick (issue 25): the customer list's first page of 20 cards as a hand-written
// endpoint serves it. One prepared statement a request (the page with its display texts joined
// in), no session, no permission, no validation: what the same answer costs at the least, on the
// same machine, database and data. bench/yardstick.ts runs it beside the product and prints the
// product's rate as a share of this one's. The answer is byte for byte the product's (the bench
// checks it first, timestamps aside), compressed as the product compresses (the same function),
// so the ratio measures everything else the product does per request.
//
// A process of its own, as the server is: `node --import tsx bench/raw-endpoint.ts`, configured
// by environment: RAW_DATABASE_URL, RAW_PORT, RAW_USERNAME (whose list: 'sales' is the
// salesperson's scope, an administrator sees the whole company). It answers every GET with that
// page and prints "listening" when ready.
import { createServer } from 'node:http';
import { translate, type Lang } from '@crm/domain';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { localisedText } from '../packages/server/src/modules/dictionaries/repository.ts';
import { compressedAnswer } from '../packages/server/src/plugins/answer-compression.ts';

const PAGE_SIZE = 20;
/** The product's default language, in which the bench's requests are answered. */
const LANG: Lang = 'zh-CN';

interface CardRow {
  id: string;
  owner_id: string | null;
  tags: string | null;
  name: string;
  customer_no: string | null;
  level: string | null;
  deal_status: string | null;
  last_follow_time: string | null;
  owner_name: string | null;
  level_text: string | null;
  level_i18n: string | null;
}

interface Caller {
  tenant_id: string;
  id: string;
  company_code: string;
  admin: boolean;
}

/**
 * The page as the product selects it for this caller: its data scope (an administrator's tenant,
 * or a salesperson's own records, those whose team they are in and those shared with them, within
 * their company), newest change first; the owner's name and the level's text joined in.
 * `$n` placeholders; SQLite takes them as `?n`.
 */
function pageSql(caller: Caller): string {
  const scope = caller.admin
    ? `c.tenant_id = $1`
    : `c.tenant_id = $1 and c.company_code = $2 and (c.owner_id = $3
         or c.id in (select data_id from team_members where tenant_id = $1 and table_name = 'crm_customer' and user_id = $3)
         or c.owner_id in (select from_user_id from data_shares where tenant_id = $1 and table_name = 'crm_customer' and to_user_id = $3))`;
  return `select c.id, c.owner_id, c.tags, c.name, c.customer_no, c.level, c.deal_status, c.last_follow_time,
      u.realname as owner_name, li.item_text as level_text, li.i18n as level_i18n
    from crm_customer c
    left join users u on u.tenant_id = c.tenant_id and u.id = c.owner_id
    left join dicts d on d.tenant_id = c.tenant_id and d.dict_code = 'customer_level'
    left join dict_items li on li.tenant_id = c.tenant_id and li.dict_id = d.id and li.item_value = c.level
    where ${scope}
    order by c.update_time desc, c.id desc
    limit ${PAGE_SIZE}`;
}

function countSql(caller: Caller): string {
  return `select count(*) as n from (${pageSql(caller).replace(/limit \d+$/, '')}) counted`;
}

const CALLER_SQL = `select u.tenant_id, u.id, u.company_code,
    (u.is_admin = 1 or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.role_code = 'admin')) as admin
  from users u where u.username = $1`;

/** What the deal status reads as (its options are texts of the product, not a dictionary). */
const DEAL_STATUS: Record<string, string> = {
  '0': translate(LANG, 'entity.crmCustomer.dealStatusNo'),
  '1': translate(LANG, 'entity.crmCustomer.dealStatusYes'),
};

function card(row: CardRow) {
  return {
    id: row.id,
    ownerId: row.owner_id,
    tags: row.tags ? (JSON.parse(row.tags) as unknown) : [],
    name: row.name,
    customerNo: row.customer_no,
    level: row.level,
    dealStatus: row.deal_status,
    lastFollowTime: row.last_follow_time,
    ...(row.owner_id === null ? {} : { ownerId_dictText: row.owner_name ?? '' }),
    ...(row.level === null ? {} : { level_dictText: row.level_text === null ? row.level : localisedText(LANG, row.level_text, row.level_i18n) }),
    ...(row.deal_status === null ? {} : { dealStatus_dictText: DEAL_STATUS[row.deal_status] ?? row.deal_status }),
  };
}

interface Store {
  one<T>(text: string, values: unknown[]): Promise<T | undefined>;
  /** The page statement, prepared once. */
  page(values: unknown[]): Promise<CardRow[]>;
}

async function openStore(url: string, caller: (store: Omit<Store, 'page'>) => Promise<Caller>): Promise<{ store: Store; caller: Caller }> {
  if (url.startsWith('sqlite:')) {
    const database = new SqliteDatabase(url.slice('sqlite:'.length), { readonly: true });
    // As the product's connection is set up (packages/server/src/db/dialect.ts).
    database.pragma('cache_size = -65536');
    database.pragma('mmap_size = 1073741824');
    // SQLite's `?` in order: each `$n` becomes one, with the n-th value in its place.
    const order = (text: string) => [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]) - 1);
    const bound = (text: string, values: unknown[]) => order(text).map((n) => values[n]);
    const toSqlite = (text: string) => text.replace(/\$\d+/g, '?');
    const base = { one: async <T>(text: string, values: unknown[]) => database.prepare(toSqlite(text)).get(...bound(text, values)) as T | undefined };
    const who = await caller(base);
    const text = pageSql(who);
    const statement = database.prepare(toSqlite(text));
    const positions = order(text);
    return { caller: who, store: { ...base, page: async (values) => statement.all(...positions.map((n) => values[n])) as CardRow[] } };
  }
  // As many connections as the product's pool (PG_POOL_MAX, 8).
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX) > 0 ? Number(process.env.PG_POOL_MAX) : 8 });
  const base = { one: async <T>(text: string, values: unknown[]) => (await pool.query(text, values)).rows[0] as T | undefined };
  const who = await caller(base);
  const text = pageSql(who);
  return { caller: who, store: { ...base, page: async (values) => (await pool.query<CardRow>({ name: 'raw-page', text, values })).rows } };
}

const databaseUrl = process.env.RAW_DATABASE_URL ?? '';
const username = process.env.RAW_USERNAME ?? 'sales';
const { store, caller } = await openStore(databaseUrl, async (s) => {
  const row = await s.one<Caller & { admin: number | boolean }>(CALLER_SQL, [username]);
  if (!row) throw new Error(`no user ${username}`);
  return { ...row, admin: Boolean(row.admin) };
});
const values = caller.admin ? [caller.tenant_id] : [caller.tenant_id, caller.company_code, caller.id];
// The total, counted once: the product remembers it too while the table does not change.
const total = Number((await store.one<{ n: number | string }>(countSql(caller), values))?.n ?? 0);
const message = translate(LANG, 'server.ok');

createServer(async (request, response) => {
  try {
    const records = (await store.page(values)).map(card);
    const answer = {
      success: true,
      message,
      code: 200,
      result: { records, total, size: PAGE_SIZE, current: 1, pages: Math.ceil(total / PAGE_SIZE) },
      timestamp: Date.now(),
    };
    const body = Buffer.from(JSON.stringify(answer));
    const compressed = await compressedAnswer(request.headers['accept-encoding'], body);
    const headers: Record<string, string | number> = { 'content-type': 'application/json; charset=utf-8' };
    if (compressed) Object.assign(headers, { 'content-encoding': compressed.encoding, vary: 'accept-encoding' });
    const sent = compressed?.body ?? body;
    response.writeHead(200, { ...headers, 'content-length': sent.length });
    response.end(sent);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.RAW_PORT ?? 18183), '127.0.0.1', () => console.log('listening'));
