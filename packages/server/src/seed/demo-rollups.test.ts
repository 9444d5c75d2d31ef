import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '../db/dialect.ts';
import { rebuildRollups } from '../modules/records/rollups.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string, where?: [string, string]) => {
  let query = (t.app.db as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as('n'));
  if (where) query = query.where(where[0], '=', where[1]);
  return toCount((await query.executeTakeFirst())?.n);
};

describe('demo deal data', () => {
  it('writes products, price lists, quotes, orders and their lines, plans, receipts, refunds and invoices', async () => {
    expect(await count('crm_product')).toBe(30);
    expect(await count('crm_price')).toBe(2);
    expect(await count('crm_quote')).toBeGreaterThan(100);
    expect(await count('crm_order')).toBeGreaterThan(120);
    expect(await count('crm_order_detail')).toBeGreaterThan(await count('crm_order'));
    expect(await count('crm_quote_detail')).toBeGreaterThan(await count('crm_quote'));
    expect(await count('crm_price_detail')).toBeGreaterThan(5);
    expect(await count('crm_receive_plan')).toBeGreaterThan(10);
    expect(await count('crm_receive', ['status', '1'])).toBeGreaterThan(100);
    expect(await count('crm_receive', ['status', '2'])).toBeGreaterThan(0);
    expect(await count('crm_refund')).toBeGreaterThan(0);
    expect(await count('crm_invoice_log')).toBeGreaterThan(50);
    expect(await count('crm_customer', ['deal_status', '1'])).toBeGreaterThan(50);
  });

  it('seeds every roll-up, formula and derived value as the engine computes them: rebuilding changes nothing', async () => {
    const tenant = await t.app.db.selectFrom('tenants').select('id').where('name', '=', '北京华信云创科技有限公司').executeTakeFirstOrThrow();
    expect(await rebuildRollups(t.app.db, tenant.id)).toBe(0);
  }, 60_000);
});
