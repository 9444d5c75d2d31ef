import { createDatabase } from '../db/dialect.ts';
import { rebuildRollups } from '../modules/records/rollups.ts';
import { registerObjects } from '../objects/index.ts';

/**
 * `npm run rollups:rebuild [tenantId]`: recomputes every roll-up (order received amounts,
 * customers' deal amounts, line totals) from the records they follow, on DATABASE_URL. The
 * server keeps them right as it writes; this repairs what was written around it (a restore, a
 * hand edit, a changed definition). Safe to run while the server serves.
 */
const url = process.env.DATABASE_URL ?? 'sqlite:./data/crm.sqlite';
const db = createDatabase(url);
registerObjects();
try {
  const changed = await rebuildRollups(db, process.argv[2]);
  console.log(`roll-ups rebuilt: ${changed} record(s) corrected`);
} finally {
  await db.destroy();
}
