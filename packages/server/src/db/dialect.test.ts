import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.ts';
import { isPostgres } from './dialect.ts';

/**
 * Both databases keep a statement they have run, prepared (SQLite by its text, PostgreSQL by a
 * name per connection): what a caller notices is that answers stay right however often a text
 * comes back, and that a table gaining a column does not break statements prepared before.
 */
describe('statements kept prepared', () => {
  let db: Kysely<any>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase());
    await db.schema
      .createTable('notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('body', 'text')
      .execute();
    await db
      .insertInto('notes')
      .values(Array.from({ length: 30 }, (_, i) => ({ id: `n${i}`, body: `note ${i}` })))
      .execute();
  });
  afterAll(() => close());

  it('answers each run of one text with its own values, from many connections at once', async () => {
    const find = (id: string) => db.selectFrom('notes').select(['id', 'body']).where('id', '=', id).executeTakeFirst();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => find(`n${i % 30}`)));
    expect(answers.map((row) => row?.body)).toEqual(Array.from({ length: 300 }, (_, i) => `note ${i % 30}`));
    expect(await find('missing')).toBeUndefined();
  });

  it('keeps working when a table gains a column after its statements were prepared', async () => {
    const everything = () => db.selectFrom('notes').selectAll().where('id', '=', 'n1').executeTakeFirstOrThrow();
    const some = () => db.selectFrom('notes').select('body').where('id', '=', 'n1').executeTakeFirstOrThrow();
    await Promise.all(Array.from({ length: 40 }, () => Promise.all([everything(), some()])));
    await db.schema.alterTable('notes').addColumn('topic', 'text').execute();
    await db.updateTable('notes').set({ topic: 'added' }).where('id', '=', 'n1').execute();
    for (let i = 0; i < 40; i++) {
      expect(await everything()).toEqual({ id: 'n1', body: 'note 1', topic: 'added' });
      expect(await some()).toEqual({ body: 'note 1' });
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('parses a repeated statement once per PostgreSQL connection', async () => {
    expect(isPostgres(db)).toBe(true);
    await db.connection().execute(async (connection) => {
      const text = 'select "body" from "notes" where "id" = $1';
      for (let i = 0; i < 5; i++) await connection.selectFrom('notes').select('body').where('id', '=', `n${i}`).execute();
      const prepared = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement = ${text}`.execute(connection);
      expect(Number(prepared.rows[0]!.n)).toBe(1);
    });
  });
});
