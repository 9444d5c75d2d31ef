import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string;
}

/** Opens the database, brings its schema up to date and closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, { databaseUrl }) => {
    const db = createDatabase(databaseUrl);
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
