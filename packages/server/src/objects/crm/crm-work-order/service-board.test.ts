import {
  APPRAISE_RATINGS,
  ENGINEER_STATUS,
  entityOf,
  formatDate,
  RECORD_API,
  SERVICE_API,
  SERVICE_BOARD_OVERDUE_ROWS,
  WORK_ORDER_STATUS,
  type EngineerStatus,
  type ServiceBoard,
  type ValueCount,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { demoTenantOf } from '../../../test/figure-roles.ts';
import { actor, type Actor } from '../../../test/records.ts';
import { insertRecords, type BulkRecord } from '../../../modules/records/bulk-insert.ts';
import { loose } from '../../../modules/records/record-model.ts';

/**
 * The service board (issue 16) against the demo's rows and work orders and appraisals seeded for
 * the purpose (overdue, open, completed this month, rated, and some of another tenant): every
 * figure equals what plain code counts from the rows, by each viewer's visibility written out here
 * (the whole tenant for the administrator, their company's rows for an engineer of company scope).
 */

const S = WORK_ORDER_STATUS;
const HOUR_MS = 3_600_000;

let t: TestApp;
let tenantId: string;
let zone: string;

interface Viewer {
  who: Actor;
  admin: boolean;
  companyCode: string;
}
let admin: Viewer, engineer: Viewer, huanglei: Viewer;

type Row = Record<string, unknown>;
let orders: Row[];
let appraisals: Row[];
let users: Row[];
let customers: Row[];
let departments: Row[];
let engineerIds: Set<string>;
let statuses: Map<string, string>;

const viewerOf = async (username: string): Promise<Viewer> => {
  const who = await actor(t, username);
  const user = await t.app.db.selectFrom('users').select(['is_admin', 'company_code']).where('id', '=', who.userId).executeTakeFirstOrThrow();
  return { who, admin: user.is_admin === 1, companyCode: user.company_code };
};

const sees = (viewer: Viewer, row: Row) => row.tenant_id === tenantId && (viewer.admin || row.company_code === viewer.companyCode);

async function seed(): Promise<void> {
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * HOUR_MS).toISOString();
  const customer = (await loose(t.app.db).selectFrom(entityOf('crmCustomer').table).select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow())
    .id as string;
  const record = (owner: Viewer, values: Row, tenant = tenantId): [string, BulkRecord] => [
    tenant,
    {
      id: randomUUID(),
      ownerId: owner.who.userId,
      departId: owner.who.departId,
      companyCode: owner.companyCode,
      createBy: owner.who.userId,
      createTime: at(0),
      updateTime: at(0),
      tags: [],
      values,
    },
  ];
  const order = (owner: Viewer, k: number, values: Row, tenant = tenantId) =>
    record(
      owner,
      { subject: `服务看板工单${k}`, workOrderType: '1', urgency: String((k % 4) + 1), customerId: customer, problemDescription: '不开机', ...values },
      tenant,
    );
  const made: [string, BulkRecord][] = [];
  for (const [i, owner] of [admin, engineer, huanglei].entries()) {
    const engineerId = owner === admin ? engineer.who.userId : owner.who.userId;
    made.push(
      // Overdue: deadlines passed, not completed (more than the board lists for the administrator).
      ...Array.from({ length: 8 }, (_, k) =>
        order(owner, i * 100 + k, { status: [S.pendingAccept, S.processing, S.pending][k % 3], engineerId, deadline: at(-k - 1 - i) }),
      ),
      // Open and not yet due, or without a deadline.
      order(owner, i * 100 + 50, { status: S.accepted, engineerId, deadline: at(48) }),
      order(owner, i * 100 + 51, { status: S.toAllocate }),
      // Completed this month, past their deadline (not overdue: done).
      order(owner, i * 100 + 60, { status: S.completed, engineerId, deadline: at(-30), acceptTime: at(-5.5 - i), completeTime: at(-0.02) }),
      order(owner, i * 100 + 61, { status: S.completed, engineerId, acceptTime: at(-2.25), completeTime: at(-0.01) }),
    );
  }
  // Another tenant's, never counted.
  made.push(order(admin, 999, { status: S.processing, deadline: at(-3) }, 'another-tenant'));
  const today = formatDate(new Date(now).toISOString(), zone);
  const completed = made.filter(([tenant, r]) => tenant === tenantId && r.values.status === S.completed);
  const rated = completed.map(([tenant, r], k) =>
    record(
      [admin, engineer, huanglei].find((v) => v.companyCode === r.companyCode && v.who.userId === r.ownerId)!,
      {
        workOrderId: r.id,
        customerId: customer,
        engineerId: r.values.engineerId,
        rating: APPRAISE_RATINGS[k % 5],
        satisfaction: String(5 - (k % 3)),
        appraiseDate: today,
      },
      tenant,
    ),
  );
  rated.push(record(admin, { workOrderId: made.at(-1)![1].id, rating: '1', satisfaction: '1', appraiseDate: today }, 'another-tenant'));
  await t.app.db.transaction().execute(async (trx) => {
    await loose(trx)
      .insertInto('tenants')
      .values({ id: 'another-tenant', name: '另一家公司', created_at: at(0) })
      .execute();
    for (const [entity, rows] of [
      [entityOf('crmWorkOrder'), made],
      [entityOf('crmWorkAppraise'), rated],
    ] as const) {
      for (const tenant of [tenantId, 'another-tenant']) {
        const of = rows.filter(([owner]) => owner === tenant).map(([, r]) => r);
        if (of.length > 0) await insertRecords(trx, tenant, entity, of);
      }
    }
  });
  // Zhenghao is busy, Huanglei offline; the engineer has no row (free), whatever the demo gave them.
  const zhenghao = await actor(t, 'zhenghao');
  await t.app.db.deleteFrom('work_users').where('tenant_id', '=', tenantId).execute();
  await t.app.db
    .insertInto('work_users')
    .values([
      { tenant_id: tenantId, user_id: zhenghao.userId, status: ENGINEER_STATUS.busy, since: at(0) },
      { tenant_id: tenantId, user_id: huanglei.who.userId, status: ENGINEER_STATUS.offline, since: at(0) },
    ])
    .execute();
}

async function readRows(): Promise<void> {
  const all = (apiName: string) => loose(t.app.db).selectFrom(entityOf(apiName).table).selectAll().execute() as Promise<Row[]>;
  [orders, appraisals, customers] = await Promise.all([all('crmWorkOrder'), all('crmWorkAppraise'), all('crmCustomer')]);
  users = (await t.app.db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).execute()) as Row[];
  departments = (await t.app.db.selectFrom('departments').selectAll().where('tenant_id', '=', tenantId).execute()) as Row[];
  // Who may accept work orders: by their roles' grants, read plainly.
  const holders = await t.app.db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('user_roles.user_id')
    .where('user_roles.tenant_id', '=', tenantId)
    .where('permissions.perms', '=', 'crm:crmWorkOrder:accept')
    .execute();
  engineerIds = new Set(holders.map((row) => row.user_id));
  statuses = new Map((await t.app.db.selectFrom('work_users').selectAll().where('tenant_id', '=', tenantId).execute()).map((row) => [row.user_id, row.status]));
}

const countBy = (rows: Row[], column: string): ValueCount[] => {
  const counts = new Map<string, number>();
  for (const row of rows) if (row[column] !== null) counts.set(String(row[column]), (counts.get(String(row[column])) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => Number(a.value) - Number(b.value));
};
const average = (values: number[]) => (values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);
const nameOf = (rows: Row[], id: unknown, column: string) => (rows.find((row) => row.id === id)?.[column] as string | undefined) ?? null;

/** Every figure counted from the rows, as the viewer may see them. */
function expectedOf(viewer: Viewer, answer: ServiceBoard, now: string): ServiceBoard {
  const mine = orders.filter((row) => sees(viewer, row));
  const open = mine.filter((row) => row.status !== S.completed);
  const overdue = open
    .filter((row) => typeof row.deadline === 'string' && row.deadline < now)
    .sort((a, b) => String(a.deadline).localeCompare(String(b.deadline)) || String(a.id).localeCompare(String(b.id)));
  const done = mine.filter((row) => row.status === S.completed && String(row.complete_time) >= answer.from && String(row.complete_time) < answer.until);
  const timed = done.filter((row) => row.accept_time !== null);
  const [fromDay, untilDay] = [formatDate(answer.from, zone), formatDate(answer.until, zone)];
  const rated = appraisals.filter((row) => sees(viewer, row) && String(row.appraise_date) >= fromDay && String(row.appraise_date) < untilDay);
  const byRating = countBy(rated, 'rating');
  const team = users.filter(
    (user) =>
      engineerIds.has(String(user.id)) && user.status === '1' && user.user_type === 'staff' && (viewer.admin || user.company_code === viewer.companyCode),
  );
  const items = team
    .map((user) => ({
      id: String(user.id),
      realname: String(user.realname),
      departId: user.depart_id,
      status: (statuses.get(String(user.id)) ?? ENGINEER_STATUS.free) as EngineerStatus,
      openCount: open.filter((row) => row.engineer_id === user.id).length,
    }))
    .sort((a, b) => a.status.localeCompare(b.status) || a.openCount - b.openCount || a.realname.localeCompare(b.realname) || a.id.localeCompare(b.id));
  return {
    from: answer.from,
    until: answer.until,
    open: { count: open.length, byStatus: countBy(open, 'status'), byUrgency: countBy(open, 'urgency') },
    overdue: {
      count: overdue.length,
      rows: overdue.slice(0, SERVICE_BOARD_OVERDUE_ROWS).map((row) => ({
        id: String(row.id),
        subject: String(row.subject),
        customerName: nameOf(customers, row.customer_id, 'name'),
        engineerName: nameOf(users, row.engineer_id, 'realname'),
        deadline: String(row.deadline),
        urgency: String(row.urgency),
      })),
    },
    engineers: {
      byStatus: Object.values(ENGINEER_STATUS).map((value) => ({ value, count: items.filter((item) => item.status === value).length })),
      rows: items.map(({ departId, ...item }) => ({ ...item, departName: nameOf(departments, departId, 'name') })),
    },
    completed: {
      count: done.length,
      averageHours: average(timed.map((row) => (Date.parse(String(row.complete_time)) - Date.parse(String(row.accept_time))) / HOUR_MS)),
    },
    appraisals: {
      count: rated.length,
      averageRating: average(rated.map((row) => Number(row.rating))),
      byRating: APPRAISE_RATINGS.map((value) => ({ value, count: byRating.find((each) => each.value === value)?.count ?? 0 })),
      bySatisfaction: countBy(rated, 'satisfaction').reverse(),
    },
  };
}

async function boardOf(viewer: Viewer): Promise<ServiceBoard> {
  const response = await t.signedGet(SERVICE_API.board, {}, viewer.who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<ServiceBoard>(response).result;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId } = await demoTenantOf(t));
  [admin, engineer, huanglei] = await Promise.all([viewerOf('admin'), viewerOf('engineer'), viewerOf('huanglei')]);
  zone = (await t.app.db.selectFrom('users').select('time_zone').where('id', '=', admin.who.userId).executeTakeFirstOrThrow()).time_zone;
  await seed();
  await readRows();
}, 60_000);
afterAll(() => t.close());

describe('service board', () => {
  it.each(['admin', 'engineer', 'huanglei'])('counts every figure as plain code does over the rows %s sees', async (name) => {
    const viewer = { admin, engineer, huanglei }[name]!;
    const answer = await boardOf(viewer);
    // Overdue is counted to the minute (service-board.ts).
    const minute = `${new Date().toISOString().slice(0, 16)}:00.000Z`;
    expect(answer).toEqual(expectedOf(viewer, answer, minute));
    expect(answer.overdue!.count).toBeGreaterThanOrEqual(8);
    expect(answer.appraisals!.count).toBeGreaterThan(0);
  });

  it('shows a viewer of another company its company alone, and another tenant to nobody', async () => {
    const [whole, ofA02] = [await boardOf(admin), await boardOf(huanglei)];
    expect(ofA02.open!.count).toBeLessThan(whole.open!.count);
    expect(ofA02.engineers!.rows.map((row) => row.realname)).toEqual(['黄磊']);
    expect(whole.engineers!.rows.map((row) => row.realname)).toEqual(expect.arrayContaining(['陈工程师', '郑浩', '黄磊']));
    const leaked = orders.filter((row) => row.tenant_id !== tenantId).map((row) => row.id);
    expect(leaked.length).toBeGreaterThan(0);
    expect(whole.overdue!.rows.filter((row) => leaked.includes(row.id))).toEqual([]);
  });

  it("answers again from memory until a work order or an engineer's status changes, then counts it", async () => {
    const before = await boardOf(engineer);
    expect(await boardOf(engineer)).toEqual(before);
    const row = orders.find((o) => sees(engineer, o) && o.tenant_id === tenantId && o.status === S.toAllocate)!;
    const call = await t.del(RECORD_API.delete('crm', 'crmWorkOrder'), { id: String(row.id) }, admin.who.token);
    expect(call.statusCode, call.body).toBe(200);
    await readRows();
    const after = await boardOf(engineer);
    expect(after.open!.count).toBe(orders.filter((o) => sees(engineer, o) && o.status !== S.completed).length);
    // The engineer goes off duty: the board says so at once.
    const set = await t.signedPost(SERVICE_API.myStatus, { status: ENGINEER_STATUS.offline }, engineer.who.token);
    expect(set.statusCode, set.body).toBe(200);
    const offline = (await boardOf(engineer)).engineers!.rows.find((row) => row.id === engineer.who.userId);
    expect(offline?.status).toBe(ENGINEER_STATUS.offline);
  });

  it('is refused without the service board button', async () => {
    const sales = await actor(t, 'sales');
    expect((await t.signedGet(SERVICE_API.board, {}, sales.token)).statusCode).toBe(403);
  });
});
