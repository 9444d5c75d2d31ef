// Issue 14: the nightly recycling of the pools over the bench's 100,000 customers, run once in the
// bench's process on the seeded database (the server idle meanwhile) at 2:30 in the demo tenant's
// time zone: the demo's default customer pool takes back those idle for over 30 days or without
// a deal for over 90, most of the bench's customers (made over the past year, never followed up).
// How long it took, how many it moved, and its longest transaction: the longest any write to the
// customers may wait for it.
import { zonedParts } from '@crm/domain';
import { createDatabase } from '../packages/server/src/db/dialect.ts';
import { recycleTenants } from '../packages/server/src/modules/pools/pool-recycling.ts';
import type { Figure } from './figures.ts';

const TIME_ZONE = 'Asia/Shanghai';

/** Today's 2:30 in the demo tenant's time zone, or tomorrow's when that has passed. */
function nightOf(now: Date): Date {
  const p = zonedParts(now, TIME_ZONE);
  const elapsed = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  const night = new Date(now.getTime() - elapsed + 2.5 * 3_600_000);
  return night.getTime() < now.getTime() ? new Date(night.getTime() + 86_400_000) : night;
}

export async function poolRecyclingFigures(databaseUrl: string, kind: string): Promise<Figure[]> {
  const db = createDatabase(databaseUrl);
  try {
    const batches: number[] = [];
    const t0 = performance.now();
    const summary = await recycleTenants(db, nightOf(new Date()), (ms) => batches.push(ms));
    const seconds = (performance.now() - t0) / 1000;
    const longest = Math.max(0, ...batches);
    return [
      { figure: `${kind}: pool recycling, customers and leads taken back (to-dos written)`, value: `${summary.recycled} (${summary.reminded})` },
      { figure: `${kind}: pool recycling, the whole run`, value: `${seconds.toFixed(1)} s` },
      { figure: `${kind}: pool recycling, longest write transaction (batches of 500)`, value: `${longest.toFixed(0)} ms (${batches.length} batches)` },
    ];
  } finally {
    await db.destroy();
  }
}
