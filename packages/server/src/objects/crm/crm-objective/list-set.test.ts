import {
  OBJECTIVE_API,
  OBJECTIVE_TYPE,
  OBJECTIVE_WHOSE,
  RECORD_API,
  type ObjectiveListSetInput,
  type ObjectiveListSetRefusal,
  type ObjectiveSheet,
  type Page,
  type RecordRow,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Sales targets' owners and their ListSet (issue 15): a target set for a person is theirs, and
 * no colleague's; the ListSet saves a department's and its people's year through the engine's
 * add and edit, all or nothing, within the setter's scope and rights.
 */

const api = {
  add: RECORD_API.add('crm', 'crmObjective'),
  edit: RECORD_API.edit('crm', 'crmObjective'),
  list: RECORD_API.list('crm', 'crmObjective'),
  byId: RECORD_API.queryById('crm', 'crmObjective'),
};
const HOUR_MS = 3_600_000;
const thisYear = new Date(Date.now() + 8 * HOUR_MS).getUTCFullYear();
const en = { 'Accept-Language': 'en' };

let t: TestApp;
let admin: Actor, zhoujie: Actor, sales: Actor, zhaolei: Actor, fengxue: Actor;
let departs: Record<string, string>;
let other: { departmentId: string; userId: string };

const monthsOf = (amount: number) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`month${i + 1}`, amount]));
const twelve = (amount: number) => Array.from({ length: 12 }, () => amount);

async function sheetOf(who: Actor, query: Record<string, string | number>, headers: Record<string, string> = {}) {
  return t.signedGet(OBJECTIVE_API.listSet, query, who.token, headers);
}

async function sheet(who: Actor, year: number, departmentId?: string): Promise<ObjectiveSheet> {
  const response = await sheetOf(who, { year, objectiveType: OBJECTIVE_TYPE.won, ...(departmentId ? { departmentId } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ObjectiveSheet>(response).result;
}

function save(who: Actor, input: ObjectiveListSetInput, headers: Record<string, string> = en) {
  return t.signedPost(OBJECTIVE_API.listSet, input, who.token, headers);
}

async function listed(who: Actor, year: number): Promise<RecordRow[]> {
  const response = await t.signedGet(api.list, { pageSize: 100 }, who.token);
  return envelope<Page<RecordRow>>(response).result.records.filter((r) => r.year === year);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, zhoujie, sales, zhaolei, fengxue] = [
    await actor(t, 'admin'),
    await actor(t, 'zhoujie'),
    await actor(t, 'sales'),
    await actor(t, 'zhaolei'),
    await actor(t, 'fengxue'),
  ];
  const rows = await t.app.db.selectFrom('departments').select(['id', 'name']).execute();
  departs = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  const b = await createTenant(t.app.db, { name: '目标乙公司', admin: { username: 'objective-other-admin', realname: '乙', password: 'Other@2026' } });
  other = { departmentId: b.headCompany.id, userId: b.adminUserId };
}, 60_000);
afterAll(() => t.close());

describe("a target's owner", () => {
  it('is the person it is set for, who sees it, and no colleague; the setter still sees it in their scope', async () => {
    const year = thisYear + 3;
    const added = await t.signedPost(
      api.add,
      { name: '李销售赢单', year, objectiveType: OBJECTIVE_TYPE.won, whose: OBJECTIVE_WHOSE.person, userId: sales.userId, ...monthsOf(10_000) },
      zhoujie.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    const target = envelope<RecordRow>(added).result;
    expect(target.ownerId).toBe(sales.userId);
    expect((await listed(sales, year)).map((r) => r.id)).toEqual([target.id]);
    expect((await t.signedGet(api.byId, { id: target.id }, zhaolei.token)).statusCode).toBe(404);
    expect((await listed(zhoujie, year)).map((r) => r.id)).toContain(target.id);

    // Set for another person, it moves to them as a transfer would: the first no longer sees it.
    const moved = await t.put(api.edit, { id: target.id, version: target.version, userId: zhaolei.userId }, zhoujie.token);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = envelope<RecordRow>(await t.signedGet(api.byId, { id: target.id }, zhaolei.token)).result;
    expect(after).toMatchObject({ userId: zhaolei.userId, ownerId: zhaolei.userId });
    expect((await t.signedGet(api.byId, { id: target.id }, sales.token)).statusCode).toBe(404);
  });

  it("is its setter for a department's", async () => {
    const added = await t.signedPost(
      api.add,
      {
        name: '销售一组赢单',
        year: thisYear + 3,
        objectiveType: OBJECTIVE_TYPE.won,
        whose: OBJECTIVE_WHOSE.department,
        departmentId: departs['销售一组']!,
        ...monthsOf(1),
      },
      zhoujie.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(envelope<RecordRow>(added).result.ownerId).toBe(zhoujie.userId);
  });
});

describe('the ListSet', () => {
  it("offers the departments of the setter's scope and prefills each person's target of the year", async () => {
    const answer = await sheet(zhoujie, thisYear);
    expect(answer.departmentId).toBe(zhoujie.departId);
    expect(answer.departments.map((d) => d.name).sort()).toEqual(['销售一组', '销售二组', '销售部'].sort());
    expect(answer.rows[0]).toMatchObject({ userId: null, name: '销售部', editable: true });
    const theirs = answer.rows.find((row) => row.userId === sales.userId)!;
    const seeded = (await listed(sales, thisYear)).find((r) => r.objectiveType === OBJECTIVE_TYPE.won && r.userId === sales.userId)!;
    expect(theirs).toMatchObject({ id: seeded.id, version: seeded.version, editable: true });
    expect(theirs.months).toEqual(Array.from({ length: 12 }, (_, i) => Number(seeded[`month${i + 1}`])));
    expect(answer.rows.map((row) => row.userId)).toContain(zhaolei.userId);
    expect(answer.rows.map((row) => row.userId)).not.toContain(fengxue.userId);
    // Another department than theirs: refused, in the asker's language.
    const office = await sheetOf(zhoujie, { year: thisYear, objectiveType: OBJECTIVE_TYPE.won, departmentId: departs['行政部'] ?? fengxue.departId! }, en);
    expect(office.statusCode).toBe(400);
    expect(envelope(office).message).toBe('Your data scope does not reach this department: choose one of those offered');
    // A salesperson's scope reaches no department.
    expect(await sheet(sales, thisYear)).toMatchObject({ departmentId: null, rows: [] });
  });

  it('adds and edits the rows in one call, each target owned by its person', async () => {
    const year = thisYear + 1;
    const before = await sheet(zhoujie, year);
    const rows = before.rows.map((row) => ({
      userId: row.userId,
      id: row.id,
      version: row.version,
      months: row.userId === sales.userId ? twelve(20_000) : row.userId === null ? twelve(50_000) : twelve(0),
    }));
    const saved = await save(zhoujie, { year, objectiveType: OBJECTIVE_TYPE.won, departmentId: zhoujie.departId!, rows });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = envelope<ObjectiveSheet>(saved).result;
    expect(answer.rows[0]!.months).toEqual(twelve(50_000));
    expect(answer.rows.find((row) => row.userId === sales.userId)!.months).toEqual(twelve(20_000));
    // A person left at 0 gets no target.
    expect(answer.rows.find((row) => row.userId === zhaolei.userId)!.id).toBeNull();
    const theirs = await listed(sales, year);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ ownerId: sales.userId, yearTotal: 240_000, name: `${year} Amount won target: 李销售` });

    // Again, with one month changed: the existing target is edited, at its version.
    const again = answer.rows.map((row) => ({ ...row, months: row.userId === sales.userId ? [30_000, ...twelve(20_000).slice(1)] : row.months }));
    const edited = await save(zhoujie, { year, objectiveType: OBJECTIVE_TYPE.won, departmentId: zhoujie.departId!, rows: again });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listed(sales, year))[0]).toMatchObject({ id: theirs[0]!.id, month1: 30_000, yearTotal: 250_000 });
    // The sheet read before that edit is stale now: refused, nothing saved.
    const stale = await save(zhoujie, {
      year,
      objectiveType: OBJECTIVE_TYPE.won,
      departmentId: zhoujie.departId!,
      rows: answer.rows.map((r) => ({ ...r, months: twelve(1) })),
    });
    expect(stale.statusCode).toBe(422);
    expect((await listed(sales, year))[0]!.month1).toBe(30_000);
  });

  it('saves nothing when any row is refused, saying why for each in the caller’s language', async () => {
    const year = thisYear + 2;
    const rows = [
      { userId: sales.userId, months: twelve(10_000) },
      // Not of the department.
      { userId: fengxue.userId, months: twelve(10_000) },
      // Another tenant's person.
      { userId: other.userId, months: twelve(10_000) },
      // The same person twice: the second is a second target of the year.
      { userId: sales.userId, months: twelve(5_000) },
    ];
    const response = await save(zhoujie, { year, objectiveType: OBJECTIVE_TYPE.received, departmentId: zhoujie.departId!, rows });
    expect(response.statusCode).toBe(422);
    const { refused } = envelope<ObjectiveListSetRefusal>(response).result;
    expect(refused.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(refused[0]!.message).toBe('This person is not in 销售部');
    expect(refused[2]!.message).toContain('already has a target of this type for the year');
    expect(envelope(response).message).toContain('3 rows could not be saved');
    expect(await listed(zhoujie, year)).toEqual([]);
  });

  it("refuses a department beyond the setter's scope or of another tenant, and a setter without the rights", async () => {
    const year = thisYear + 2;
    const body = (departmentId: string) => ({ year, objectiveType: OBJECTIVE_TYPE.won, departmentId, rows: [{ userId: null, months: twelve(1) }] });
    expect((await save(zhoujie, body(fengxue.departId!))).statusCode).toBe(400);
    expect((await save(admin, body(other.departmentId))).statusCode).toBe(400);
    // A salesperson reads their targets, sets none.
    const bySalesperson = await save(sales, body(sales.departId!));
    expect(bySalesperson.statusCode).toBe(400);
    // A department target the setter does not see (the administrator's, of a department below): not theirs to change.
    const hidden = await t.signedPost(
      api.add,
      { name: '二组', year, objectiveType: OBJECTIVE_TYPE.won, whose: OBJECTIVE_WHOSE.department, departmentId: departs['销售二组']!, ...monthsOf(7) },
      admin.token,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    const row = (await sheet(zhoujie, year, departs['销售二组']))!.rows[0]!;
    expect(row).toMatchObject({ id: envelope<RecordRow>(hidden).result.id, editable: false, months: twelve(0) });
    const refused = await save(zhoujie, { ...body(departs['销售二组']!), rows: [{ ...row, months: twelve(9) }] });
    expect(refused.statusCode).toBe(422);
    expect(envelope<ObjectiveListSetRefusal>(refused).result.refused).toHaveLength(1);
  });

  it('answers 400 with a message for a malformed sheet', async () => {
    const good = { year: thisYear, objectiveType: OBJECTIVE_TYPE.won, departmentId: zhoujie.departId!, rows: [{ userId: null, months: twelve(1) }] };
    for (const bad of [
      { ...good, rows: [] },
      { ...good, rows: [{ userId: null, months: twelve(1).slice(1) }] },
      { ...good, rows: [{ userId: null, months: [-1, ...twelve(1).slice(1)] }] },
      { ...good, rows: [{ userId: null, months: ['lots', ...twelve(1).slice(1)] }] },
      { ...good, year: 'next' },
      { ...good, objectiveType: '9' },
      { ...good, departmentId: undefined },
      { ...good, rows: [{ months: twelve(1) }] },
    ]) {
      const response = await save(zhoujie, bad as unknown as ObjectiveListSetInput);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(envelope(response).message).toBeTruthy();
    }
  });
});
