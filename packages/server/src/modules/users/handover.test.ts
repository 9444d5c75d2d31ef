import { ALL_OBJECTS, LOCK_STATUS, PEOPLE_API, VISIT_STATUS, type HandoverResult, type Page, type PermissionLogEntry } from '@crm/domain';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/dialect.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

/**
 * Handing a leaver's records to a colleague (issue 22): every object with owners, in one
 * transaction, each record through the transfer action (its change log, its department following
 * the new owner), locked records too, and no message per record.
 */

let t: TestApp;
let admin: string;
const ids = new Map<string, string>();
const owned = ALL_OBJECTS.filter((entity) => entity.features.owner);
const db = () => t.app.db as unknown as Kysely<any>;

/** What `userId` owns, per table, as the database holds it. */
async function ownedBy(userId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const entity of owned) {
    const rows = await db().selectFrom(entity.table).select('id').where('owner_id', '=', userId).execute();
    if (rows.length > 0) counts.set(entity.apiName, rows.length);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  for (const user of await t.app.db.selectFrom('users').select(['id', 'username']).execute()) ids.set(user.username, user.id);
});
afterAll(() => t.close());

describe('POST /sys/user/handover', () => {
  it('is all or nothing: a failure on any record moves none', async () => {
    const from = ids.get('wufang')!;
    const before = await ownedBy(from);
    expect(before.get('crmChance')).toBeGreaterThan(0);
    // Customers are handed over before opportunities, so the fault comes after some records moved.
    const order = owned.map((entity) => entity.apiName);
    expect(order.indexOf('crmCustomer')).toBeLessThan(order.indexOf('crmChance'));
    expect(before.get('crmCustomer')).toBeGreaterThan(0);
    // A fault while writing the opportunities, after the leads and customers were handed over.
    if (isPostgres(t.app.db)) {
      await sql`create function refuse_owner_change() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(db());
      await sql`create trigger crm_chance_refuse before update of owner_id on crm_chance for each row execute function refuse_owner_change()`.execute(db());
    } else {
      await sql`create trigger crm_chance_refuse before update of owner_id on crm_chance begin select raise(abort, 'refused'); end`.execute(db());
    }
    try {
      const response = await t.signedPost(PEOPLE_API.userHandover, { fromUserId: from, toUserId: ids.get('sunli') }, admin);
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger crm_chance_refuse${sql.raw(isPostgres(t.app.db) ? ' on crm_chance' : '')}`.execute(db());
      if (isPostgres(t.app.db)) await sql`drop function refuse_owner_change()`.execute(db());
    }
    expect(await ownedBy(from)).toEqual(before);
  });

  it('moves every record of the leaver, locked and ended ones too, change-logged as transfers, departments following', async () => {
    const from = ids.get('zhaolei')!;
    const to = ids.get('sunli')!;
    const before = await ownedBy(from);
    const receiverBefore = await ownedBy(to);
    expect(before.get('crmCustomer')).toBeGreaterThan(0);
    expect(before.get('crmClue')).toBeGreaterThan(0);
    // Their visits, those ended too (which a user may not transfer), go with the rest.
    expect(await db().selectFrom('crm_visit').select('id').where('owner_id', '=', from).where('status', '=', VISIT_STATUS.ended).execute()).not.toEqual([]);
    const locked = (await db().selectFrom('crm_customer').select('id').where('owner_id', '=', from).executeTakeFirstOrThrow()).id as string;
    await db().updateTable('crm_customer').set({ lock_status: LOCK_STATUS.locked }).where('id', '=', locked).execute();
    const messagesBefore = (await t.app.db.selectFrom('messages').select('id').where('to_user_id', '=', to).execute()).length;
    // A leaver is frozen first; their records still go.
    expect((await t.put(PEOPLE_API.userFrozenBatch, { ids: from, status: '2' }, admin)).statusCode).toBe(200);

    const response = await t.signedPost(PEOPLE_API.userHandover, { fromUserId: from, toUserId: to }, admin, { 'Accept-Language': 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const result = envelope<HandoverResult>(response).result;
    const total = [...before.values()].reduce((sum, n) => sum + n, 0);
    expect(envelope(response).message).toBe(`${total} record(s) handed over to 孙丽`);
    expect(result.total).toBe(total);
    expect(new Map(result.moved.map((object) => [object.apiName, object.count]))).toEqual(before);
    expect(result.moved.find((object) => object.apiName === 'crmCustomer')!.title).toBe('Customer');

    expect(await ownedBy(from)).toEqual(new Map());
    const after = await ownedBy(to);
    for (const [apiName, count] of before) expect(after.get(apiName)).toBe(count + (receiverBefore.get(apiName) ?? 0));

    const sunliDepart = (await t.app.db.selectFrom('users').select('depart_id').where('id', '=', to).executeTakeFirstOrThrow()).depart_id;
    const customer = await db().selectFrom('crm_customer').select(['owner_id', 'depart_id', 'lock_status']).where('id', '=', locked).executeTakeFirstOrThrow();
    expect(customer).toEqual({ owner_id: to, depart_id: sunliDepart, lock_status: LOCK_STATUS.locked });

    const logs = await t.app.db
      .selectFrom('change_logs')
      .select(['action', 'user_id', 'changes'])
      .where('data_id', '=', locked)
      .where('action', '=', 'transfer')
      .execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]!.user_id).toBe(ids.get('admin'));
    expect(JSON.parse(logs[0]!.changes)).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'ownerId', to: '孙丽' })]));
    const transfers = await t.app.db
      .selectFrom('change_logs')
      .select('data_id')
      .where('action', '=', 'transfer')
      .where('user_id', '=', ids.get('admin')!)
      .execute();
    expect(transfers.length).toBeGreaterThanOrEqual(total);
    // One answer, not a message per record.
    expect((await t.app.db.selectFrom('messages').select('id').where('to_user_id', '=', to).execute()).length).toBe(messagesBefore);

    const log = envelope<Page<PermissionLogEntry>>(await t.signedGet(PEOPLE_API.permissionLogList, { kind: 'user.handover', targetId: from }, admin)).result;
    expect(log.records[0]).toMatchObject({ kind: 'user.handover', targetName: '赵磊' });
    expect(log.records[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'receiver', before: null, after: '孙丽' },
        { field: 'total', before: null, after: String(total) },
        { field: 'crmCustomer', before: null, after: String(before.get('crmCustomer')) },
      ]),
    );
  });

  it('refuses the same person, a frozen receiver and unknown people', async () => {
    const en = { 'Accept-Language': 'en' };
    const same = await t.signedPost(PEOPLE_API.userHandover, { fromUserId: ids.get('sales'), toUserId: ids.get('sales') }, admin, en);
    expect([same.statusCode, envelope(same).message]).toEqual([422, 'Records cannot be handed over to the same employee']);
    const frozen = await t.signedPost(PEOPLE_API.userHandover, { fromUserId: ids.get('sales'), toUserId: ids.get('zhaolei') }, admin, en);
    expect([frozen.statusCode, envelope(frozen).message]).toEqual([422, '赵磊 is frozen and cannot be chosen']);
    const unknown = await t.signedPost(PEOPLE_API.userHandover, { fromUserId: 'no-such-user', toUserId: ids.get('sunli') }, admin, en);
    expect(unknown.statusCode).toBe(404);
    const partner = await t.signedPost(PEOPLE_API.userHandover, { fromUserId: ids.get('sales'), toUserId: ids.get('agent') }, admin, en);
    expect(partner.statusCode).toBe(404);
  });
});
