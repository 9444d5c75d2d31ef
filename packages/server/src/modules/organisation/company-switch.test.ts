import type { Page, UserInfo } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

type Row = { id: string; companyCode: string };

let t: TestApp;
let manager: string;
let admin: string;
let headOfficeCustomer: Row;
/** Rows answer no company (it is the session's); the test reads it from the table. */
let companyOf: Map<string, string>;

async function customers(token: string): Promise<Page<Row>> {
  const page = envelope<Page<{ id: string }>>(await t.signedGet('/crm/crmCustomer/list', { pageNo: 1, pageSize: 1000 }, token)).result;
  return { ...page, records: page.records.map((row) => ({ id: row.id, companyCode: companyOf.get(row.id)! })) };
}

beforeAll(async () => {
  t = await createTestApp();
  manager = (await t.login('manager')).token;
  admin = (await t.login('admin')).token;
  const rows = (await (t.app.db as any).selectFrom('crm_customer').select(['id', 'company_code']).execute()) as { id: string; company_code: string }[];
  companyOf = new Map(rows.map((row) => [row.id, row.company_code]));
  headOfficeCustomer = (await customers(manager)).records.find((row) => row.companyCode === 'A01')!;
});
afterAll(() => t.close());

describe('after choosing a company (POST /sys/selectUserDepart), every call acts under it', () => {
  it("lists the manager's two companies and refuses one they do not belong to", async () => {
    const me = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, manager)).result;
    const list = envelope<{ companyCode: string }[]>(await t.signedGet('/sys/sysUserDepart/queryUserDepartListByUserId', { userId: me.id }, manager)).result;
    expect(list.map((c) => c.companyCode).sort()).toEqual(['A01', 'A02']);
    const sales = (await t.login('sales')).token;
    expect((await t.signedPost('/sys/selectUserDepart', { companyCode: 'A02' }, sales)).statusCode).toBe(403);
  });

  it("shows only the Shanghai branch's records, counts and people once the manager switches there", async () => {
    const before = await customers(manager);
    expect(before.records.some((row) => row.companyCode === 'A01')).toBe(true);

    const { token } = await t.login('manager');
    const chosen = await t.signedPost('/sys/selectUserDepart', { companyCode: 'A02', name: '华信云创上海分公司' }, token);
    expect(chosen.statusCode).toBe(200);
    expect(envelope<{ userInfo: UserInfo }>(chosen).result.userInfo.companyCode).toBe('A02');

    const after = await customers(token);
    expect(after.total).toBeGreaterThan(0);
    expect(after.records.every((row) => row.companyCode === 'A02')).toBe(true);
    expect(after.total).toBe(after.records.length);
    expect(after.total).toBeLessThan(before.total);

    // The head office's record is out of reach by id too.
    const byId = await t.signedGet('/crm/crmCustomer/queryById', { id: headOfficeCustomer.id }, token);
    expect([403, 404]).toContain(byId.statusCode);
    expect((await t.put('/crm/crmCustomer/edit', { id: headOfficeCustomer.id, remark: 'x' }, token)).statusCode).not.toBe(200);

    // The user info and the people picker follow the chosen company.
    expect(envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result.companyCode).toBe('A02');
    const people = envelope<Page<{ username: string }>>(await t.signedGet('/sys/user/list', { pageNo: 1, pageSize: 1000 }, token)).result;
    const names = people.records.map((u) => u.username);
    expect(names).toContain('chenjing');
    expect(names).not.toContain('sales');

    // Back at the head office, its records are there again.
    await t.signedPost('/sys/selectUserDepart', { companyCode: 'A01' }, token);
    expect((await t.signedGet('/crm/crmCustomer/queryById', { id: headOfficeCustomer.id }, token)).statusCode).toBe(200);
  });

  it('leaves other sessions of the same user under the company they chose', async () => {
    const a = (await t.login('manager')).token;
    const b = (await t.login('manager')).token;
    await t.signedPost('/sys/selectUserDepart', { companyCode: 'A02' }, a);
    expect((await customers(a)).records.every((row) => row.companyCode === 'A02')).toBe(true);
    expect((await customers(b)).records.some((row) => row.companyCode === 'A01')).toBe(true);
    await t.signedPost('/sys/selectUserDepart', { companyCode: 'A01' }, a);
  });

  it("lets the administrator read every company's record by id", async () => {
    expect((await t.signedGet('/crm/crmCustomer/queryById', { id: headOfficeCustomer.id }, admin)).statusCode).toBe(200);
    const all = await customers(admin);
    expect(new Set(all.records.map((row) => row.companyCode))).toEqual(new Set(['A01', 'A02']));
  });
});
