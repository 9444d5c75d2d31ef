import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { changedTables, snapshotDatabase } from './database-snapshot.ts';

/** The hostile-input test trusts this detector to see any write, so it is tested on both databases. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
});
afterAll(() => t.close());

describe('database snapshot', () => {
  it('names exactly the tables a write changed, and nothing when nothing was written', async () => {
    const before = await snapshotDatabase(t.app.db);
    expect(changedTables(before, await snapshotDatabase(t.app.db))).toEqual([]);
    // A column no trigger watches (a new name would also raise the directory's version).
    await t.app.db.updateTable('users').set({ position: '改职位' }).where('username', '=', 'sales').execute();
    const changed = changedTables(before, await snapshotDatabase(t.app.db));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^users \(/);
  });

  it('leaves out the tables it is told to', async () => {
    const before = await snapshotDatabase(t.app.db, new Set(['users']));
    await t.app.db.updateTable('users').set({ position: '又改职位' }).where('username', '=', 'sales').execute();
    expect(changedTables(before, await snapshotDatabase(t.app.db, new Set(['users'])))).toEqual([]);
  });
});
