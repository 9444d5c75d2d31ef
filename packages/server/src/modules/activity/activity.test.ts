import { ACTIVITY_API, earliestActivityDay, RECORD_API, type ActivityLine, type ActivityPerson, type Page, type RecordRow } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { activityRange } from './time-range.ts';

/**
 * Team activity (/sys/sysActionLog, issue 14): what the people of my data scope did, newest first,
 * within the last three months, by person, kind and dates.
 */

let t: TestApp;
let admin: Actor, manager: Actor, zhoujie: Actor, sales: Actor, sunli: Actor, engineer: Actor, chenjing: Actor;
let made = 0;
let tenantId: string;
/** One customer of each person, made by them (a change log `add` each). */
const customers: Record<string, RecordRow> = {};

async function addCustomer(who: Actor): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: `动态客户 ${++made}` }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<RecordRow>(response).result;
}

async function activity(who: Actor, query: Record<string, string | number> = {}, lang = 'zh-CN') {
  return t.signedGet(ACTIVITY_API.list, { pageSize: 100, ...query }, who.token, { 'Accept-Language': lang });
}

async function lines(who: Actor, query: Record<string, string | number> = {}): Promise<ActivityLine[]> {
  const response = await activity(who, query);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<Page<ActivityLine>>(response).result.records;
}

/** The people whose acts a list shows. */
const whose = (list: ActivityLine[]) => [...new Set(list.map((line) => line.userId))].sort();

/** Lets a built-in role's holders open team activity (an administrator's choice; the salesperson has no team). */
async function grantApp(roleCode: string): Promise<void> {
  const db = t.app.db;
  const role = await db
    .selectFrom('roles')
    .select(['id', 'tenant_id'])
    .where('role_code', '=', roleCode)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const permission = await db.selectFrom('permissions').select('id').where('perms', '=', 'sys:sysActionLog:list').executeTakeFirstOrThrow();
  await db.insertInto('role_permissions').values({ tenant_id: role.tenant_id, role_id: role.id, permission_id: permission.id }).execute();
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  manager = await actor(t, 'manager');
  zhoujie = await actor(t, 'zhoujie');
  sales = await actor(t, 'sales');
  sunli = await actor(t, 'sunli');
  engineer = await actor(t, 'engineer');
  chenjing = await actor(t, 'chenjing');
  tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', sales.userId).executeTakeFirstOrThrow()).tenant_id;
  for (const [name, who] of Object.entries({ sales, sunli, zhoujie, manager, chenjing })) customers[name] = await addCustomer(who);
  // The salesperson follows their customer up, and the engineer (service department) logs a service.
  const followUp = await t.signedPost(
    RECORD_API.add('crm', 'crmRecord'),
    { relatedEntity: 'crmCustomer', relatedId: customers.sales!.id, content: '电话沟通了二期需求，客户下周答复' },
    sales.token,
  );
  expect(followUp.statusCode, followUp.body).toBe(200);
  const service = await t.signedPost(
    RECORD_API.add('crm', 'crmServiceLog'),
    { customerId: customers.manager!.id, serviceType: '4', content: '电话解答报表问题' },
    engineer.token,
  );
  expect(service.statusCode, service.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('team activity', () => {
  it('is for roles with a team: the salesperson is not given it, and needs the app to open it', async () => {
    expect((await activity(sales)).statusCode).toBe(403);
    expect((await activity(manager)).statusCode).toBe(200);
    expect((await activity(zhoujie)).statusCode).toBe(200);
    expect((await activity(admin)).statusCode).toBe(200);
  });

  it("lists each reader their data scope's people: the manager the company, the department manager the department, the administrator everyone", async () => {
    const company = whose(await lines(manager));
    expect(company).toEqual(expect.arrayContaining([sales.userId, sunli.userId, zhoujie.userId, manager.userId, engineer.userId]));
    // Chen Jing works for the Shanghai company only: not the head company's people.
    expect(company).not.toContain(chenjing.userId);

    const department = whose(await lines(zhoujie));
    // The sales department and its teams: the sales director sits in it too.
    expect(department).toEqual([sales.userId, sunli.userId, zhoujie.userId, manager.userId].sort());

    expect(whose(await lines(admin))).toEqual(expect.arrayContaining([sales.userId, chenjing.userId, engineer.userId, manager.userId]));
  });

  it('lists a salesperson given the app only their own acts', async () => {
    await grantApp('salesperson');
    const mine = await lines(sales);
    expect(whose(mine)).toEqual([sales.userId]);
    expect(mine.map((line) => line.action).sort()).toEqual(['add', 'followUp']);
  });

  it('says who did what on which record, newest first, in the reader’s language, opening what the reader sees', async () => {
    const response = await activity(zhoujie, {}, 'en');
    const page = envelope<Page<ActivityLine>>(response).result;
    const times = page.records.map((line) => line.time);
    expect(times).toEqual([...times].sort().reverse());
    const followUp = page.records.find((line) => line.action === 'followUp')!;
    expect(followUp).toMatchObject({
      userName: '李销售',
      actionText: 'Follow-up',
      objectName: 'crmCustomer',
      objectLabel: 'Customer',
      recordId: customers.sales!.id,
      title: customers.sales!.name,
      detail: '电话沟通了二期需求，客户下周答复',
      open: true,
    });
    expect(page.records.find((line) => line.action === 'add' && line.recordId === customers.sunli!.id)).toMatchObject({
      userName: '孙丽',
      actionText: 'Created',
      title: customers.sunli!.name,
      open: true,
    });
  });

  it('keeps a line about a record the reader no longer sees, without its title or a way to open it', async () => {
    const moved = await addCustomer(sales);
    const transfer = await t.signedPost(
      RECORD_API.action('crm', 'crmCustomer', 'transfer'),
      { id: moved.id, version: moved.version, ownerId: engineer.userId },
      sales.token,
    );
    expect(transfer.statusCode, transfer.body).toBe(200);
    // The engineer's customers are outside the sales department's scope.
    const about = (await lines(zhoujie)).filter((line) => line.recordId === moved.id);
    expect(about.map((line) => line.action)).toEqual(['transfer', 'add']);
    for (const line of about) expect(line).toMatchObject({ userName: '李销售', title: '', open: false });
    expect((await lines(manager)).find((line) => line.recordId === moved.id && line.action === 'transfer')).toMatchObject({ title: moved.name, open: true });
  });

  it('filters by person, by kind and by dates, and pages', async () => {
    expect(whose(await lines(manager, { userId: sunli.userId }))).toEqual([sunli.userId]);
    // Someone outside the reader's scope is nobody's activity here.
    expect(await lines(zhoujie, { userId: engineer.userId })).toEqual([]);
    expect(await lines(zhoujie, { userId: randomUUID() })).toEqual([]);

    const followUps = await lines(manager, { kind: 'followUp' });
    expect(followUps.length).toBeGreaterThan(0);
    expect(new Set(followUps.map((line) => line.action))).toEqual(new Set(['followUp']));
    expect(new Set((await lines(manager, { kind: 'transfer' })).map((line) => line.action))).toEqual(new Set(['transfer']));
    expect(new Set((await lines(manager, { kind: 'add' })).map((line) => line.action))).toEqual(new Set(['add']));

    const all = await lines(manager);
    const first = envelope<Page<ActivityLine>>(await activity(manager, { pageSize: 2, pageNo: 1 })).result;
    const second = envelope<Page<ActivityLine>>(await activity(manager, { pageSize: 2, pageNo: 2 })).result;
    expect(first.total).toBe(all.length);
    expect([...first.records, ...second.records].map((line) => line.id)).toEqual(all.slice(0, 4).map((line) => line.id));

    // Nothing happened yesterday and before in this tenant's test: a range ending yesterday is empty.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await lines(manager, { to: yesterday, from: earliestActivityDay(new Date(), 'Asia/Shanghai') })).toEqual([]);
  });

  it('reads the last three months: older acts are not listed, an older range is refused with a clear message', async () => {
    const db = t.app.db;
    const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const logged = (days: number) => ({
      id: randomUUID(),
      tenant_id: tenantId,
      table_name: 'crm_customer',
      data_id: customers.sunli!.id,
      user_id: sunli.userId,
      action: 'edit',
      changes: '[]',
      created_at: at(days),
    });
    const [recent, old] = [logged(60), logged(120)];
    await db.insertInto('change_logs').values([recent, old]).execute();
    const edits = (await lines(manager, { kind: 'edit', userId: sunli.userId })).map((line) => line.id);
    expect(edits).toContain(recent.id);
    expect(edits).not.toContain(old.id);

    const earliest = earliestActivityDay(new Date(), 'Asia/Shanghai');
    const tooOld = await activity(manager, { from: '2000-01-01' });
    expect(tooOld.statusCode).toBe(400);
    expect(envelope(tooOld).message).toBe(`只能查询最近三个月的动态（${earliest} 及以后）`);
    const english = await activity(manager, { from: '2000-01-01' }, 'en');
    expect(envelope(english).message).toBe(`Activity can be viewed for the last three months only (from ${earliest})`);
    const backwards = await activity(manager, { from: new Date().toISOString().slice(0, 10), to: earliest });
    expect(backwards.statusCode).toBe(400);
    expect(envelope(backwards).message).toBe('开始日期不能晚于结束日期');
    const nonsense = await activity(manager, { from: '2026-02-31' });
    expect(nonsense.statusCode).toBe(400);
  });

  it('offers the people of the reader’s scope to filter by, the reader first', async () => {
    const people = envelope<ActivityPerson[]>(await t.signedGet(ACTIVITY_API.people, {}, zhoujie.token)).result;
    expect(people[0]!.id).toBe(zhoujie.userId);
    expect(people.map((p) => p.id)).toEqual(expect.arrayContaining([sales.userId, sunli.userId]));
    expect(people.map((p) => p.id)).not.toContain(engineer.userId);
    expect(people.find((p) => p.id === sales.userId)).toMatchObject({ realname: '李销售', departName: '销售一组' });
  });
});

describe('the range of team activity', () => {
  it('goes back three calendar months in the reader’s zone, and covers whole local days', () => {
    const now = new Date('2026-05-31T20:00:00.000Z'); // 1 June, 04:00 in Shanghai
    expect(earliestActivityDay(now, 'Asia/Shanghai')).toBe('2026-03-01');
    expect(earliestActivityDay(now, 'UTC')).toBe('2026-02-28');
    expect(activityRange(now, 'Asia/Shanghai', '2026-03-02', '2026-03-02')).toEqual({
      from: '2026-03-01T16:00:00.000Z',
      until: '2026-03-02T16:00:00.000Z',
    });
  });
});
