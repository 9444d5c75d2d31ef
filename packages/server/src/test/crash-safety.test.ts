import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseKind } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { createTestDatabaseUrl } from './app.ts';
import { serverClient, startServerProcess, type ServerClient, type ServerProcess } from './server-process.ts';

/**
 * Crash safety (issue 5): a write load against the real server process, killed with SIGKILL
 * while writes are in flight, then restarted on the same database. Every write that was
 * acknowledged (a 2xx answer received) must be there, the database must pass its own checks,
 * and no record may be half-written: each add, edit and follow-up writes several rows (the
 * record, its change-log entry, the auto-number counter, the search index, the subject's last
 * follow-up time, the table's version) in one transaction, so all of them or none survive.
 * SQLite in a temporary file, or a schema of its own when TEST_DATABASE_URL names a PostgreSQL.
 */

/** The kill comes after this many acknowledged writes, never after a time: the machine's speed varies. */
const KILL_AFTER = 400;
const WORKERS = 20;
const CUSTOMER = '崩溃测试客户';
const CONTACT = '崩溃测试联系人';
const FOLLOW_UP = '崩溃测试跟进';
const REMARK = '崩溃测试修改';

const customerApi = (name: 'list' | 'queryById' | 'add' | 'edit' | 'delete') => RECORD_API[name]('crm', 'crmCustomer');
const contactApi = (name: 'list' | 'add') => RECORD_API[name]('crm', 'crmContacter');
const followUpApi = (name: 'list' | 'add') => RECORD_API[name]('crm', 'crmRecord');

interface Written {
  id: string;
  text: string;
}

/** A customer whose add was acknowledged, and what was acknowledged on it since. */
interface CustomerWritten {
  id: string;
  name: string;
  phone: string;
  customerNo: string;
  version: number;
  remark: string | null;
  contacts: (Written & { mobile: string })[];
  followUps: Written[];
  deleted: boolean;
  /** The write on it that was sent and never answered: the kill came first, its outcome is unknown. */
  unanswered?: { kind: 'edit'; remark: string } | { kind: 'delete' | 'contact' | 'followUp' };
}

/** What the load sent and what the server acknowledged. */
interface Ledger {
  customers: CustomerWritten[];
  /** Names of customer adds sent and never answered: they may or may not exist afterwards. */
  unansweredAdds: Set<string>;
  acknowledged: number;
  /** Writes in flight at the moment of the kill. */
  inFlightAtKill: number;
  /** Refusals or lost connections before the kill: the load is valid, so each one is a fault. */
  faults: string[];
}

/** Each worker writes on its own customers, one write at a time, so no two writes race for one record. */
const PLAN = ['add', 'add', 'edit', 'followUp', 'contact', 'add', 'edit', 'delete', 'followUp', 'edit'] as const;

async function writeLoad(client: ServerClient, token: string, server: ServerProcess): Promise<Ledger> {
  const ledger: Ledger = { customers: [], unansweredAdds: new Set(), acknowledged: 0, inFlightAtKill: 0, faults: [] };
  let stopping = false;
  let inFlight = 0;
  let killed: Promise<void> | undefined;

  /** Sends one write: its result when acknowledged, undefined when refused (a fault); throws when the server is gone. */
  async function write<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { body?: unknown; query?: Record<string, string> },
  ): Promise<{ result: T } | undefined> {
    inFlight++;
    try {
      const answer = await client.send<T>(method, path, { ...options, token });
      if (answer.status !== 200) {
        ledger.faults.push(`${method} ${path} answered ${answer.status}: ${answer.body.message}`);
        return undefined;
      }
      // Acknowledged, before or after the kill: an answer that reached the client was committed.
      ledger.acknowledged++;
      if (ledger.acknowledged === KILL_AFTER) {
        stopping = true;
        ledger.inFlightAtKill = inFlight - 1;
        killed = server.kill();
      }
      return { result: answer.body.result };
    } finally {
      inFlight--;
    }
  }

  async function worker(w: number): Promise<void> {
    const mine: CustomerWritten[] = [];
    let n = 0;
    for (let step = 0; !stopping; step++) {
      const live = mine.filter((c) => !c.deleted);
      const bare = live.filter((c) => c.contacts.length === 0 && c.followUps.length === 0);
      let kind: (typeof PLAN)[number] = PLAN[step % PLAN.length]!;
      if (live.length === 0 || (kind === 'delete' && bare.length === 0)) kind = 'add';
      // Unused by an add; spread over the worker's customers otherwise.
      const target = (kind === 'delete' ? bare[step % bare.length] : live[(step * 7) % live.length])!;
      const tag = `${w}-${++n}`;
      try {
        if (kind === 'add') {
          const name = `${CUSTOMER} ${tag}`;
          const phone = `139${String(w * 100_000 + n).padStart(8, '0')}`;
          ledger.unansweredAdds.add(name);
          const added = await write<RecordRow>('POST', customerApi('add'), { body: { name, phone, level: 'B' } });
          if (!added) return;
          ledger.unansweredAdds.delete(name);
          const { id, version, customerNo } = added.result;
          const customer: CustomerWritten = {
            id,
            name,
            phone,
            customerNo: String(customerNo),
            version,
            remark: null,
            contacts: [],
            followUps: [],
            deleted: false,
          };
          mine.push(customer);
          ledger.customers.push(customer);
        } else if (kind === 'edit') {
          const remark = `${REMARK} ${tag}`;
          target.unanswered = { kind, remark };
          const edited = await write<RecordRow>('PUT', customerApi('edit'), { body: { id: target.id, version: target.version, remark } });
          if (!edited) return;
          Object.assign(target, { version: edited.result.version, remark, unanswered: undefined });
        } else if (kind === 'followUp') {
          const content = `${FOLLOW_UP} ${tag}`;
          target.unanswered = { kind };
          const added = await write<RecordRow>('POST', followUpApi('add'), { body: { relatedEntity: 'crmCustomer', relatedId: target.id, content } });
          if (!added) return;
          target.followUps.push({ id: added.result.id, text: content });
          target.unanswered = undefined;
        } else if (kind === 'contact') {
          const name = `${CONTACT} ${tag}`;
          const mobile = `138${String(w * 100_000 + n).padStart(8, '0')}`;
          target.unanswered = { kind };
          const added = await write<RecordRow>('POST', contactApi('add'), { body: { name, mobile, customerId: target.id } });
          if (!added) return;
          target.contacts.push({ id: added.result.id, text: name, mobile });
          target.unanswered = undefined;
        } else {
          target.unanswered = { kind };
          if (!(await write<null>('DELETE', customerApi('delete'), { query: { id: target.id } }))) return;
          Object.assign(target, { deleted: true, unanswered: undefined });
        }
      } catch (error) {
        // The kill cut the connection of this write: its outcome is unknown, and the load is over.
        if (!stopping) ledger.faults.push(`${kind} lost its connection before the kill: ${String(error)}`);
        return;
      }
    }
  }

  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w + 1)));
  await killed;
  return ledger;
}

/** Every record of a kind this test wrote, as the client lists them (a keyword search, which also goes through the search index). */
async function listed(client: ServerClient, token: string, path: string, keyword: string): Promise<Map<string, RecordRow>> {
  const answer = await client.send<Page<RecordRow>>('GET', path, { token, query: { keyword, pageNo: 1, pageSize: 1000 } });
  expect(answer.status, answer.body.message).toBe(200);
  expect(answer.body.result.total).toBe(answer.body.result.records.length);
  return new Map(answer.body.result.records.map((r) => [r.id, r]));
}

/** What a client sees after the restart: every acknowledged write, and nothing nobody sent. */
async function expectAcknowledgedWrites(client: ServerClient, token: string, ledger: Ledger): Promise<void> {
  const customers = await listed(client, token, customerApi('list'), CUSTOMER);
  const contacts = await listed(client, token, contactApi('list'), CONTACT);
  const followUps = await listed(client, token, followUpApi('list'), FOLLOW_UP);
  const known = new Set(ledger.customers.map((c) => c.id));

  for (const customer of ledger.customers) {
    const shown = customers.get(customer.id);
    if (customer.deleted) {
      expect(shown, `${customer.name} was deleted`).toBeUndefined();
      expect((await client.send('GET', customerApi('queryById'), { token, query: { id: customer.id } })).status).toBe(404);
      continue;
    }
    if (customer.unanswered?.kind === 'delete' && !shown) continue;
    expect(shown, `${customer.name} was acknowledged`).toBeDefined();
    expect(shown).toMatchObject({ name: customer.name, phone: customer.phone, customerNo: customer.customerNo, level: 'B' });
    // An edit in flight at the kill either committed whole or not at all.
    const pending = customer.unanswered?.kind === 'edit' ? customer.unanswered : undefined;
    const seen = { remark: shown!.remark, version: shown!.version };
    const acknowledged = { remark: customer.remark, version: customer.version };
    if (pending && seen.version !== customer.version) expect(seen).toEqual({ remark: pending.remark, version: customer.version + 1 });
    else expect(seen).toEqual(acknowledged);

    for (const contact of customer.contacts) {
      expect(contacts.get(contact.id), `${contact.text} was acknowledged`).toMatchObject({
        name: contact.text,
        mobile: contact.mobile,
        customerId: customer.id,
      });
    }
    for (const followUp of customer.followUps) {
      expect(followUps.get(followUp.id), `${followUp.text} was acknowledged`).toMatchObject({
        content: followUp.text,
        relatedId: customer.id,
        relatedName: customer.name,
      });
    }
  }
  // A customer nobody was told about can only be an add the kill left unanswered.
  for (const shown of customers.values()) {
    if (!known.has(shown.id)) expect(ledger.unansweredAdds.has(String(shown.name)), `${String(shown.name)} was never sent`).toBe(true);
  }
}

/** Rows of this test's records that are not whole: each query answers the offending ids, and should answer none. */
async function halfWrittenRecords(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const created = (table: string, id: string) =>
    sql`exists (select 1 from change_logs l where l.table_name = ${table} and l.data_id = ${sql.ref(id)} and l.action = 'add')`;
  const checks = {
    // The change log of its creation, one entry per edit (each edit raises the version by one), a customer number.
    customers: sql<{ id: string }>`
      select c.id from crm_customer c
      where c.name like ${`${CUSTOMER}%`} and (
        not ${created('crm_customer', 'c.id')}
        or c.version - 1 <> (select count(*) from change_logs l where l.table_name = 'crm_customer' and l.data_id = c.id and l.action = 'edit')
        or c.customer_no is null)`,
    // A creation logged for a row that is not there and was not deleted.
    orphanLogs: sql<{ data_id: string }>`
      select l.data_id from change_logs l
      where l.table_name in ('crm_customer', 'crm_contacter', 'crm_record') and l.action = 'add'
        and not exists (select 1 from crm_customer c where c.id = l.data_id)
        and not exists (select 1 from crm_contacter k where k.id = l.data_id)
        and not exists (select 1 from crm_record r where r.id = l.data_id)
        and not exists (select 1 from change_logs d where d.data_id = l.data_id and d.action = 'delete')`,
    duplicateNumbers: sql<{ customer_no: string }>`
      select customer_no from crm_customer where customer_no is not null group by tenant_id, customer_no having count(*) > 1`,
    // A follow-up stamps its subject's last follow-up time with its own creation time, in its transaction.
    lastFollowUps: sql<{ id: string }>`
      select c.id from crm_customer c
      left join (select related_id, max(create_time) as latest from crm_record where related_entity = 'crmCustomer' group by related_id) f on f.related_id = c.id
      where c.name like ${`${CUSTOMER}%`} and c.last_follow_time is distinct from f.latest`,
    followUps: sql<{ id: string }>`
      select r.id from crm_record r left join crm_customer c on c.id = r.related_id
      where r.content like ${`${FOLLOW_UP}%`} and (c.id is null or r.related_name is distinct from c.name or not ${created('crm_record', 'r.id')})`,
    contacts: sql<{ id: string }>`
      select k.id from crm_contacter k left join crm_customer c on c.id = k.customer_id
      where k.name like ${`${CONTACT}%`} and (c.id is null or not ${created('crm_contacter', 'k.id')})`,
  };
  const found: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(checks)) found[name] = (await query.execute(db)).rows;
  return found;
}

/** The customer-number counter is ahead of every number handed out: the next add cannot repeat one. */
async function expectCounterAhead(db: Kysely<Database>): Promise<void> {
  const counter = await db
    .selectFrom('auto_number_counters')
    .select('value')
    .where('table_name', '=', 'crm_customer')
    .where('field_name', '=', 'customerNo')
    .executeTakeFirstOrThrow();
  const numbers = (await sql<{ customer_no: string }>`select customer_no from crm_customer where name like ${`${CUSTOMER}%`}`.execute(db)).rows;
  for (const { customer_no } of numbers) {
    expect(customer_no).toMatch(/^KH\d{6}$/);
    expect(Number(customer_no.slice(2))).toBeLessThanOrEqual(Number(counter.value));
  }
}

/** SQLite's own checks of the file the crash left, and of each full-text index against its table. */
async function expectSqliteIntact(db: Kysely<Database>): Promise<void> {
  expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
  expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
  const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like '%using fts5(%'`.execute(db);
  expect(indexes.rows.length).toBeGreaterThan(0);
  for (const { name } of indexes.rows) {
    // rank 1: the index is also compared with the rows of its (external content) table; a mismatch throws.
    await sql`insert into ${sql.table(name)}(${sql.table(name)}, rank) values ('integrity-check', 1)`.execute(db);
  }
}

async function expectPostgresIndexesValid(db: Kysely<Database>): Promise<void> {
  const invalid = await sql<{ relname: string }>`
    select c.relname from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and not (i.indisvalid and i.indisready)`.execute(db);
  expect(invalid.rows).toEqual([]);
}

const cleanUps: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
}, 60_000);

describe('crash safety', () => {
  it('keeps every acknowledged write of a server killed mid-load, and no half-written record', async () => {
    const work = mkdtempSync(join(tmpdir(), 'crm-crash-safety-'));
    cleanUps.push(() => rmSync(work, { recursive: true, force: true }));
    const { url: databaseUrl, drop } = await createTestDatabaseUrl(work);
    cleanUps.push(drop);
    const filesDir = join(work, 'files');

    const first = await startServerProcess(databaseUrl, filesDir);
    cleanUps.push(() => first.stop());
    const before = serverClient(first.base);
    const ledger = await writeLoad(before, await before.login('admin'), first);

    expect(ledger.faults).toEqual([]);
    expect(ledger.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(ledger.inFlightAtKill, 'writes were in flight when the server died').toBeGreaterThan(0);
    expect(ledger.customers.filter((c) => c.deleted).length).toBeGreaterThan(0);

    const second = await startServerProcess(databaseUrl, filesDir);
    cleanUps.push(() => second.stop());
    const after = serverClient(second.base);
    await expectAcknowledgedWrites(after, await after.login('admin'), ledger);

    const db = createDatabase(databaseUrl);
    cleanUps.push(() => db.destroy());
    if (databaseKind(databaseUrl) === 'sqlite') await expectSqliteIntact(db);
    else await expectPostgresIndexesValid(db);
    expect(await halfWrittenRecords(db)).toEqual({ customers: [], orphanLogs: [], duplicateNumbers: [], lastFollowUps: [], followUps: [], contacts: [] });
    await expectCounterAhead(db);
  }, 180_000);
});
