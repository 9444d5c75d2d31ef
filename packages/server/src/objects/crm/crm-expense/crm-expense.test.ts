import { RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** Expenses: their total follows their rows; whom they were spent on holds together. */

let t: TestApp;
let sales: Actor;
let made = 0;

async function add(apiName: 'crmExpense' | 'crmCustomer' | 'crmChance', values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), values, sales.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

const row = (expenseType: string, amount: number) => ({ expenseType, expenseDate: '2026-03-02', amount });

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
});
afterAll(() => t.close());

describe('an expense', () => {
  it('totals its rows, whatever the client says, and follows them when they change', async () => {
    const customer = await add('crmCustomer', { name: `费用客户 ${++made}` });
    const expense = await add('crmExpense', { title: '拜访差旅', customerId: customer.id, total: 1, details: [row('1', 860.5), row('3', 420)] });
    expect(expense.total).toBe(1280.5);
    const stored = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmExpense'), { id: expense.id }, sales.token)).result;
    const rows = stored.details as unknown as RecordRow[];
    expect(rows.map((r) => [r.expenseType, r.amount])).toEqual([
      ['1', 860.5],
      ['3', 420],
    ]);
    const edited = await t.put(
      RECORD_API.edit('crm', 'crmExpense'),
      { id: expense.id, version: stored.version, details: [{ id: rows[0]!.id, ...row('1', 900) }, row('2', 88)] },
      sales.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<RecordRow>(edited).result.total).toBe(988);
  });

  it('needs a row, and takes the customer of the opportunity it names, refusing one of another customer', async () => {
    const none = await t.signedPost(RECORD_API.add('crm', 'crmExpense'), { title: '空报销', details: [] }, sales.token);
    expect(none.statusCode).toBe(422);
    const [customer, other] = [await add('crmCustomer', { name: `费用客户 ${++made}` }), await add('crmCustomer', { name: `费用客户 ${++made}` })];
    const chance = await add('crmChance', { chanceName: '费用商机', customerId: customer.id, amount: 10_000 });
    expect((await add('crmExpense', { title: '投标费用', chanceId: chance.id, details: [row('6', 300)] })).customerId).toBe(customer.id);
    const mismatched = await t.signedPost(
      RECORD_API.add('crm', 'crmExpense'),
      { title: '错配', customerId: other.id, chanceId: chance.id, details: [row('6', 300)] },
      sales.token,
    );
    expect(mismatched.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(mismatched).result.fields)).toEqual(['chanceId']);
  });
});
