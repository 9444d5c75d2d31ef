import type { GroupNode } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
});
afterAll(() => t.close());

describe('GET /sys/sysDepart/groupTree (/groupView)', () => {
  it('gives the tenant administrator the company tree with member counts, partners and customers not counted', async () => {
    const { token } = await t.login('admin');
    const roots = envelope<GroupNode[]>(await t.signedGet('/sys/sysDepart/groupTree', {}, token)).result;
    expect(roots.map((r) => r.orgCode)).toEqual(['A01']);
    const head = roots[0]!;
    // 15 active colleagues: the admin and 14 staff; the partner and the customer belong to no department.
    expect(head.totalMembers).toBe(15);
    const shanghai = head.children.find((c) => c.orgCode === 'A02')!;
    expect(shanghai.orgType).toBe('1');
    expect(shanghai.totalMembers).toBe(4);
    const sales = head.children.find((c) => c.orgCode === 'A01A01')!;
    expect(sales.members).toBe(2);
    expect(sales.totalMembers).toBe(6);
  });

  it('is for the administrator only', async () => {
    const { token } = await t.login('sales');
    expect((await t.signedGet('/sys/sysDepart/groupTree', {}, token)).statusCode).toBe(403);
  });
});
