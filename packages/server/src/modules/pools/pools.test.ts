import { RECORD_API, type ActionBatchResult, type MyPool, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';

/**
 * Lead and customer pools (issue 14): pools as tenant data with members and rules, returning a
 * record with a reason, claiming with the pool's rules each refused with its own message,
 * allocating by the pool's administrators, and who sees what waits in a pool.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let zhaolei: Actor;
let zhoujie: Actor;
let fengxue: Actor;
let made = 0;

const customers = RECORD_API.list('crm', 'crmCustomer');
/** Runs an action on a record at the version the caller last read. */
const run = (apiName: string, action: string, record: RecordRow, body: Record<string, unknown>, who: Actor) =>
  t.signedPost(RECORD_API.action('crm', apiName, action), { id: record.id, version: record.version, ...body }, who.token);

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

async function addPool(values: Record<string, unknown>): Promise<RecordRow> {
  return ok(await t.signedPost(RECORD_API.add('crm', 'crmPool'), values, admin.token));
}

async function customerOf(who: Actor): Promise<RecordRow> {
  return ok(await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: `公海客户 ${++made}` }, who.token));
}

async function view(apiName: string, id: string, who: Actor) {
  return t.signedGet(RECORD_API.queryById('crm', apiName), { id }, who.token);
}

/** A customer of `who`, returned to `pool`. */
async function pooled(who: Actor, pool: RecordRow): Promise<RecordRow> {
  const customer = await customerOf(who);
  return ok(await run('crmCustomer', 'toPool', customer, { poolId: pool.id, reason: '暂无需求' }, who));
}

const member = (who: Actor, role = '1') => ({ userId: who.userId, role });

let customerPool: RecordRow;
let leadPool: RecordRow;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales, zhaolei, zhoujie, fengxue] = [
    await actor(t, 'admin'),
    await actor(t, 'sales'),
    await actor(t, 'zhaolei'),
    await actor(t, 'zhoujie'),
    await actor(t, 'fengxue'),
  ];
  customerPool = await addPool({
    name: '华东公海',
    poolType: 'crmCustomer',
    isDefault: true,
    lockoutDays: 7,
    members: [member(sales), member(zhaolei), member(zhoujie, '2')],
  });
  leadPool = await addPool({ name: '线索池', poolType: 'crmClue', isDefault: true, members: [member(sales), member(zhaolei)] });
});
afterAll(() => t.close());

describe('a pool', () => {
  it('takes its rules as whole numbers of at least 1, naming each field that is not', async () => {
    const response = await t.signedPost(
      RECORD_API.add('crm', 'crmPool'),
      { name: '坏规则', poolType: 'crmCustomer', dailyClaimCap: 0, maxHeld: -3, members: [member(sales)] },
      admin.token,
    );
    expect(response.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(response).result.fields).toEqual({
      dailyClaimCap: '每人每日领取上限须为不小于 1 的整数',
      maxHeld: '每人最多持有须为不小于 1 的整数',
    });
  });

  it('is the default of its type alone: a new default takes the flag from the one before', async () => {
    const second = await addPool({ name: '备用公海', poolType: 'crmCustomer', isDefault: true, members: [member(sales)] });
    expect((await ok(await view('crmPool', customerPool.id, admin))).isDefault).toBe(false);
    expect((await ok(await view('crmPool', leadPool.id, admin))).isDefault).toBe(true);
    await ok(
      await t.put(
        RECORD_API.edit('crm', 'crmPool'),
        { id: customerPool.id, version: (await ok(await view('crmPool', customerPool.id, admin))).version, isDefault: true },
        admin.token,
      ),
    );
    expect((await ok(await view('crmPool', second.id, admin))).isDefault).toBe(false);
  });

  it('cannot be deleted while records wait in it', async () => {
    const pool = await addPool({ name: '临时公海', poolType: 'crmCustomer', members: [member(sales)] });
    await pooled(sales, pool);
    const response = await t.del(RECORD_API.delete('crm', 'crmPool'), { id: pool.id }, admin.token);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).message).toBe('该公海中还有 1 条记录，不能删除');
  });
});

describe('returning a customer to a pool', () => {
  it('leaves it without owner or team, counts the return, and logs who returned it and why', async () => {
    const customer = await customerOf(sales);
    const returned = await ok(await run('crmCustomer', 'toPool', customer, { poolId: customerPool.id, reason: '客户暂停采购' }, sales));
    expect([returned.ownerId, returned.poolStatus, returned.poolId, returned.returnCount]).toEqual([null, '0', customerPool.id, 1]);
    const move = await t.app.db.selectFrom('pool_moves').selectAll().where('record_id', '=', customer.id).executeTakeFirstOrThrow();
    expect([move.kind, move.user_id, move.by_user_id, move.reason]).toEqual(['return', sales.userId, sales.userId, '客户暂停采购']);
  });

  it('only into a pool of its own type', async () => {
    const customer = await customerOf(sales);
    const response = await run('crmCustomer', 'toPool', customer, { poolId: leadPool.id }, sales);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(response).result.fields)).toEqual(['poolId']);
    expect((await ok(await view('crmCustomer', customer.id, sales))).ownerId).toBe(sales.userId);
  });

  it("shows what waits in a pool to the pool's members only", async () => {
    const customer = await pooled(zhaolei, customerPool);
    expect((await view('crmCustomer', customer.id, sales)).statusCode).toBe(200);
    // 冯雪 is a salesperson too, but in no pool.
    expect((await view('crmCustomer', customer.id, fengxue)).statusCode).toBe(404);
    const filters = JSON.stringify([{ field: 'poolId', op: 'eq', value: customerPool.id }]);
    const page = await ok<{ records: RecordRow[] }>(await t.signedGet(customers, { filters, pageSize: 100 }, sales.token));
    expect(page.records.map((r) => r.id)).toContain(customer.id);
    const outsider = await ok<{ records: RecordRow[] }>(await t.signedGet(customers, { filters, pageSize: 100 }, fengxue.token));
    expect(outsider.records).toEqual([]);
  });
});

describe('claiming', () => {
  it("makes a member the owner and counts the claim; the detail offers members the claim and the pool's administrators the allocation", async () => {
    const customer = await pooled(sales, customerPool);
    const seen = await ok(await view('crmCustomer', customer.id, zhaolei));
    expect(seen._access?.actions).toMatchObject({ receive: true, allocate: false });
    expect((await ok(await view('crmCustomer', customer.id, zhoujie)))._access?.actions).toMatchObject({ allocate: true });
    const claimed = await ok(await run('crmCustomer', 'receive', customer, {}, zhaolei));
    expect([claimed.ownerId, claimed.poolStatus, claimed.receiveCount]).toEqual([zhaolei.userId, '1', 1]);
    expect(claimed.receiveTime).toEqual(expect.any(String));
  });

  it('refuses whoever returned the record within the lock-out days, saying until when; their detail offers no claim but says why', async () => {
    const customer = await pooled(sales, customerPool);
    const lockout = /^您在 7 天内退回过该记录，\d{4}-\d{2}-\d{2} 之后才能再领取$/;
    const access = (await ok(await view('crmCustomer', customer.id, sales)))._access;
    expect(access?.actions.receive).toBe(false);
    expect(access?.refused?.receive).toMatch(lockout);
    // A colleague who did not return it is offered the claim, with no refusal.
    const theirs = (await ok(await view('crmCustomer', customer.id, zhaolei)))._access;
    expect([theirs?.actions.receive, theirs?.refused]).toEqual([true, undefined]);
    // Called directly, the claim is still refused, with the same words.
    const response = await run('crmCustomer', 'receive', customer, {}, sales);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).message).toMatch(lockout);
    expect(envelope(response).message).toBe(access?.refused?.receive);
    const english = (await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: customer.id }, sales.token, { 'Accept-Language': 'en' })).json<{
      result: RecordRow;
    }>().result._access;
    expect(english?.refused?.receive).toMatch(/^You returned this record within 7 days/);
  });

  it("refuses a claim beyond the pool's daily cap, and holds the cap under ten claims at once", async () => {
    const capped = await addPool({ name: '限领公海', poolType: 'crmCustomer', dailyClaimCap: 3, members: [member(sales), member(zhoujie)] });
    const waiting: RecordRow[] = [];
    for (let i = 0; i < 10; i += 1) waiting.push(await pooled(sales, capped));
    const answers = await Promise.all(waiting.map((c) => run('crmCustomer', 'receive', c, {}, zhoujie)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(7).fill(422));
    expect(envelope(refused[0]!).message).toBe('您今天已领取 3 条，达到“限领公海”每人每日 3 条的上限');
    // At the cap, the detail of every record still waiting there offers 周杰 no claim, and says why.
    const left = answers.flatMap((a, i) => (a.statusCode === 200 ? [] : [waiting[i]!]));
    for (const customer of left.slice(0, 2)) {
      const access = (await ok(await view('crmCustomer', customer.id, zhoujie)))._access;
      expect([access?.actions.receive, access?.refused?.receive]).toEqual([false, '您今天已领取 3 条，达到“限领公海”每人每日 3 条的上限']);
    }
  });

  it('refuses a claim by someone who holds the most the pool allows', async () => {
    const mine = await ok<{ total: number }>(
      await t.signedGet(customers, { filters: JSON.stringify([{ field: 'ownerId', op: 'eq', value: zhaolei.userId }]) }, zhaolei.token),
    );
    const held = mine.total;
    const full = await addPool({ name: '满额公海', poolType: 'crmCustomer', maxHeld: held, members: [member(sales), member(zhaolei)] });
    const customer = await pooled(sales, full);
    expect((await ok(await view('crmCustomer', customer.id, zhaolei)))._access?.refused?.receive).toBe(
      `赵磊已有 ${held} 条客户，达到“满额公海”每人最多 ${held} 条的上限`,
    );
    const response = await run('crmCustomer', 'receive', customer, {}, zhaolei);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).message).toBe(`赵磊已有 ${held} 条客户，达到“满额公海”每人最多 ${held} 条的上限`);
  });

  it('is not for someone outside the pool, nor for an owned record', async () => {
    const customer = await pooled(sales, customerPool);
    expect((await run('crmCustomer', 'receive', customer, {}, fengxue)).statusCode).toBe(404);
    const mine = await ok(await run('crmCustomer', 'receive', customer, {}, zhaolei));
    // 周杰 manages 赵磊's department and sees it, but it is no longer in the pool.
    const again = await run('crmCustomer', 'receive', mine, {}, zhoujie);
    expect(again.statusCode).toBe(403);
  });
});

describe('allocating', () => {
  it("is the pool administrator's: the record goes to the colleague named, who is told", async () => {
    const customer = await pooled(sales, customerPool);
    const byMember = await run('crmCustomer', 'allocate', customer, { ownerId: sales.userId }, zhaolei);
    expect(byMember.statusCode).toBe(403);
    const allocated = await ok(await run('crmCustomer', 'allocate', customer, { ownerId: sales.userId }, zhoujie));
    expect([allocated.ownerId, allocated.poolStatus]).toEqual([sales.userId, '2']);
    const told = await t.app.db.selectFrom('messages').select('title').where('to_user_id', '=', sales.userId).where('record_id', '=', customer.id).execute();
    expect(told.map((m) => m.title)).toEqual([`分配：${String(customer.name)}`]);
  });

  it('runs on several records at once, saying which it could not', async () => {
    const [a, b] = [await pooled(sales, customerPool), await customerOf(sales)];
    const result = await ok<ActionBatchResult>(
      await t.signedPost(RECORD_API.actionBatch('crm', 'crmCustomer', 'allocate'), { ids: [a.id, b.id], ownerId: zhaolei.userId }, zhoujie.token),
    );
    expect(result.done).toEqual([a.id]);
    expect(result.refused.map((r) => r.id)).toEqual([b.id]);
  });
});

describe('my pools', () => {
  it('lists the pools of a type the caller claims from, the default first, with their part and the rules', async () => {
    const mine = await ok<MyPool[]>(await t.signedGet(RECORD_API.myPools, { poolType: 'crmCustomer' }, zhoujie.token));
    const names = mine.map((pool) => pool.name);
    expect(names[0]).toBe('华东公海');
    expect(mine.find((pool) => pool.name === '华东公海')).toMatchObject({ role: 'admin', isDefault: true, rules: { lockoutDays: 7, maxHeld: null } });
    expect(mine.find((pool) => pool.name === '限领公海')).toMatchObject({ role: 'member', rules: { dailyClaimCap: 3 } });
    expect(names).not.toContain('满额公海');
    expect(await ok<MyPool[]>(await t.signedGet(RECORD_API.myPools, { poolType: 'crmClue' }, fengxue.token))).toEqual([]);
    expect((await t.signedGet(RECORD_API.myPools, { poolType: 'crmOrder' }, sales.token)).statusCode).toBe(400);
  });
});

describe('a lead pool', () => {
  it('takes a lead back unassigned and gives it out waiting for follow-up; a converted lead is not returned', async () => {
    const lead = await ok(await t.signedPost(RECORD_API.add('crm', 'crmClue'), { name: `线索公司 ${++made}`, contactName: '王先生' }, sales.token));
    const returned = await ok(await run('crmClue', 'toPool', lead, { poolId: leadPool.id }, sales));
    expect([returned.ownerId, returned.status]).toEqual([null, '0']);
    const claimed = await ok(await run('crmClue', 'receive', returned, {}, zhaolei));
    expect([claimed.ownerId, claimed.status]).toEqual([zhaolei.userId, '1']);
    const converted = await ok(await t.signedPost(RECORD_API.clueToCustomer, { id: lead.id, customer: { name: `线索转客户 ${++made}` } }, zhaolei.token));
    expect(converted).toBeTruthy();
    const refused = await run('crmClue', 'toPool', await ok(await view('crmClue', lead.id, zhaolei)), { poolId: leadPool.id }, zhaolei);
    expect(refused.statusCode).toBe(422);
  });
});
