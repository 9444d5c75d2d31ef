import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.ts';
import { reusableQueries } from './reusable-query.ts';

/** Queries built once per shape answer every caller with that caller's values, never another's. */
describe('reusable queries', () => {
  let db: Kysely<any>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase());
    await db.schema
      .createTable('notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner', 'text')
      .addColumn('body', 'text')
      .execute();
    await db
      .insertInto('notes')
      .values(Array.from({ length: 12 }, (_, i) => ({ id: `n${String(i).padStart(2, '0')}`, owner: `u${i % 3}`, body: `note ${i}` })))
      .execute();
  });
  afterAll(() => close());

  it('builds a shape once and runs it with each call’s values', async () => {
    const notes = reusableQueries<{ id: string }>(10);
    let built = 0;
    const page = (owner: string, size: number) =>
      notes(db, 'notes-of-owner', { owner, size }, (param) => {
        built++;
        return db
          .selectFrom('notes')
          .select('id')
          .where('owner', '=', param('owner'))
          .orderBy('id')
          .limit(param('size') as unknown as number);
      });
    expect((await page('u1', 2)).map((row) => row.id)).toEqual(['n01', 'n04']);
    expect((await page('u2', 3)).map((row) => row.id)).toEqual(['n02', 'n05', 'n08']);
    expect((await page('nobody', 3)).map((row) => row.id)).toEqual([]);
    expect(built).toBe(1);
  });

  it('refuses a query whose values are written into its text, which would serve one caller’s values to all', async () => {
    const notes = reusableQueries<{ id: string }>(10);
    await expect(
      notes(db, 'inlined', { owner: 'u1' }, (param) =>
        db
          .selectFrom('notes')
          .select('id')
          .where(sql<boolean>`owner = ${sql.lit(param('owner'))}`),
      ),
    ).rejects.toThrow(/parameters/);
  });
});
