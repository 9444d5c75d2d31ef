import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { toCount } from '../db/dialect.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedDemo } from './demo.ts';
import { UNKNOWN_REALNAME } from '@crm/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES: (keyof Database)[] = [
  'tenants',
  'departments',
  'users',
  'user_companies',
  'roles',
  'user_roles',
  'permissions',
  'role_permissions',
  'dicts',
  'dict_items',
  'sys_configs',
  'rich_texts',
  'tags',
  'currencies',
  'apps',
  'data_shares',
  'biz_types',
  'table_mades',
  'messages',
  'reminders',
];

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    result[table] = toCount(row?.n);
  }
  return result;
}

describe('demo seed', () => {
  it('is idempotent: seeding again changes no count', async () => {
    const before = await counts();
    // The demo tenant and the platform's own tenant with its operator.
    expect(before.tenants).toBe(2);
    expect(before.users).toBe(18);
    await seedDemo(t.app.db);
    expect(await counts()).toEqual(before);
  });

  it('gives every demo user a real name and a role', async () => {
    const users = await t.app.db.selectFrom('users').select(['username', 'realname', 'user_type']).execute();
    expect(users.every((u) => u.realname !== UNKNOWN_REALNAME && u.realname.length > 0)).toBe(true);
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'manager', 'sales', 'engineer', 'agent', 'customer']));
    expect(users.find((u) => u.username === 'agent')!.user_type).toBe('agent');
    expect(users.find((u) => u.username === 'customer')!.user_type).toBe('customer');
    const withoutRole = await t.app.db
      .selectFrom('users')
      .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select('users.username')
      .where('user_roles.role_id', 'is', null)
      .execute();
    expect(withoutRole).toEqual([]);
  });
});
