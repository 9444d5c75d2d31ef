import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/app.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/**
 * Migration 2026112601 on a database that already holds one phone number or address on several
 * staff accounts (the profile took any number without proof): it must keep the number where
 * registration proved it, clear it where nothing did, and then hold the rule by unique indexes.
 */
describe('migration 2026112601-security-hardening', () => {
  let db: Kysely<any>;
  let close: () => Promise<void>;

  const user = (username: string, phone: string | null, email: string | null, userType = 'staff') => ({
    id: `u-${username}`,
    tenant_id: 't1',
    username,
    password_hash: 'x',
    realname: username,
    phone,
    email,
    user_type: userType,
    company_code: 'A01',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase());
    await migrateTo(db, '2026112502-request-limits');
    await db.insertInto('tenants').values({ id: 't1', name: 'T', created_at: '2026-01-01T00:00:00.000Z' }).execute();
    await db
      .insertInto('users')
      .values([
        // Registered with 13800000001 (its login name): the number is proved to be this account's.
        user('13800000001', '13800000001', 'owner@example.com'),
        user('squatter', '13800000001', 'OWNER@example.com'),
        // Held twice with no proof: cleared on both, to be proved again by code.
        user('first', '13800000002', null),
        user('second', '13800000002', null),
        // Held once, and by a partner account beside a staff one: untouched.
        user('alone', '13800000003', 'alone@example.com'),
        user('partner', '13800000003', 'alone@example.com', 'agent'),
      ])
      .execute();
    await db
      .insertInto('violations')
      .values(
        ['a', 'b', 'c'].map((id) => ({
          id,
          tenant_id: null,
          user_id: null,
          ip: '10.0.0.1',
          user_agent: null,
          detail: null,
          created_at: `2026-11-20T0${id === 'c' ? 9 : 8}:00:00.000Z`,
        })),
      )
      .execute();
    await migrateToLatest(db);
  });
  afterAll(() => close());

  const contacts = async () =>
    Object.fromEntries(
      (await db.selectFrom('users').select(['username', 'phone', 'email']).orderBy('username').execute()).map(
        (u: { username: string; phone: string | null; email: string | null }) => [u.username, [u.phone, u.email]],
      ),
    );

  it('keeps a number with the account whose login name it is, and clears every number or address no registration proved', async () => {
    expect(await contacts()).toEqual({
      '13800000001': ['13800000001', null],
      squatter: [null, null],
      first: [null, null],
      second: [null, null],
      alone: ['13800000003', 'alone@example.com'],
      partner: ['13800000003', 'alone@example.com'],
    });
  });

  it('then refuses a second staff account with a number or address in use', async () => {
    const insert = (username: string, phone: string | null, email: string | null, userType = 'staff') =>
      db
        .insertInto('users')
        .values(user(username, phone, email, userType))
        .execute();
    await expect(insert('again', '13800000001', null)).rejects.toThrow();
    await expect(insert('again', null, 'ALONE@example.com')).rejects.toThrow();
    // A partner or customer account may share a number with a colleague: they log in at their own doors.
    await insert('another-partner', '13800000001', 'alone@example.com', 'customer');
  });

  it('keeps one violation report a reporter a day', async () => {
    const rows = await sql<{ reporter: string; report_day: string }>`select reporter, report_day from violations`.execute(db);
    expect(rows.rows).toEqual([{ reporter: 'ip:10.0.0.1', report_day: '2026-11-20' }]);
  });
});
