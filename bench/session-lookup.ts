// Issue 25: the session look-up every authenticated request makes, at 50,000 live sessions, with
// the planner's statistics taken while the table held a few (as after a restore, a migration or a
// quiet night, until the statistics job runs). On SQLite the statement's own time in this process
// (it runs in the server's process too); on PostgreSQL its execution time in the database
// (EXPLAIN ANALYZE), the round trip left out, as every statement pays that.
import { sql } from 'kysely';
import { createDatabase } from '../packages/server/src/db/dialect.ts';
import { findActiveSession, openSession, sessionLookupPlan, tokenHash } from '../packages/server/src/modules/session/repository.ts';
import { budgeted, type Figure } from './figures.ts';

const SESSIONS = 50_000;
const LOOK_UPS = 2_000;
const CHUNK = 1_000;

export async function sessionLookupFigure(databaseUrl: string, kind: string): Promise<Figure> {
  const db = createDatabase(databaseUrl);
  try {
    const user = await db.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', 'sales').executeTakeFirstOrThrow();
    // The statistics now, with the few sessions the bench's logins left; then a busy day's sessions.
    await sql`analyze sessions`.execute(db);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    for (let at = 0; at < SESSIONS; at += CHUNK) {
      const rows = Array.from({ length: CHUNK }, (_, i) => ({
        id: `bench-session-${at + i}`,
        token_hash: tokenHash(`bench-session-${at + i}`),
        user_id: user.id,
        tenant_id: user.tenant_id,
        company_code: 'A01',
        created_at: new Date().toISOString(),
        expires_at: until,
      }));
      await db.insertInto('sessions').values(rows).execute();
    }
    const token = await openSession(db, { userId: user.id, tenantId: user.tenant_id, companyCode: 'A01', ttlHours: 1 });
    const costs: number[] = [];
    for (let i = 0; i < LOOK_UPS; i += 1) {
      if (kind === 'PostgreSQL') {
        const plan = await sessionLookupPlan(db, token, { analyze: true });
        costs.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? NaN));
      } else {
        const t0 = performance.now();
        if (!(await findActiveSession(db, token))) throw new Error('the bench session was not found');
        costs.push(performance.now() - t0);
      }
    }
    await db.deleteFrom('sessions').where('id', 'like', 'bench-session-%').execute();
    costs.sort((a, b) => a - b);
    const median = costs[Math.floor(costs.length / 2)]!;
    const how = kind === 'PostgreSQL' ? 'execution time in the database' : 'in process';
    return budgeted(
      `${kind}: session look-up at ${SESSIONS.toLocaleString('en')} sessions, statistics from before them (median, ${how})`,
      `${median.toFixed(3)} ms`,
      '< 0.1 ms',
      median < 0.1,
    );
  } finally {
    await db.destroy();
  }
}
