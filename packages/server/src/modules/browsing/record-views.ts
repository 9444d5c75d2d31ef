import { sql, type Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Who opened which record's detail (the spec's browse list), kept off the detail read's path: the
 * read only notes the opening in memory and answers; the notes are written a moment later, many
 * in one statement, one row per person and record (upserted: the last time, and a count). A
 * person reopening a record within REOPEN_WINDOW_MS of the opening last counted on this instance
 * (back and forth between a customer and its contacts) costs nothing at all. The readers of the
 * rows write what this instance still holds first, so a person sees their own openings at once;
 * another instance's appear within FLUSH_DELAY_MS. Notes not yet written when an instance stops
 * abruptly are lost: a browse list is a convenience, not a record of account.
 */

/** How far back the browse list reaches; housekeeping (modules/jobs) forgets older openings. */
export const BROWSE_DAYS = 90;

/** Reopenings of one record by one person within this long of a counted one count as the same visit. */
export const REOPEN_WINDOW_MS = 5 * 60_000;
/** How long notes wait to be written together. */
const FLUSH_DELAY_MS = 1_000;
/** Written at once past this many waiting notes, so memory stays bounded under load. */
const MAX_PENDING = 1_000;
/** Rows per statement (6 parameters each: well under both databases' limits). */
const BATCH = 200;

interface RecordView {
  tenantId: string;
  userId: string;
  /** The object's table (as the change log names it). */
  table: string;
  dataId: string;
}

interface PendingView extends RecordView {
  at: number;
  views: number;
}

export class ViewRecorder {
  /** The clock (tests move it). */
  now: () => number = Date.now;
  onError: (error: unknown) => void = () => undefined;
  /** When each person last had an opening of each record counted here, for REOPEN_WINDOW_MS. */
  private readonly counted = new Map<string, number>();
  private pending = new Map<string, PendingView>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Kysely<Database>) {}

  /** Notes that a person opened a record's detail; answers at once. */
  note(view: RecordView): void {
    const at = this.now();
    const key = [view.tenantId, view.userId, view.table, view.dataId].join('\u0000');
    const last = this.counted.get(key);
    if (last !== undefined && at - last < REOPEN_WINDOW_MS) {
      // Not written yet: its time moves at no cost (the list's order follows); written: left as it is.
      const waiting = this.pending.get(key);
      if (waiting) waiting.at = at;
      return;
    }
    this.counted.set(key, at);
    this.pending.set(key, { ...view, at, views: (this.pending.get(key)?.views ?? 0) + 1 });
    if (this.pending.size >= MAX_PENDING) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
      this.timer.unref?.();
    }
  }

  /** Writes every note this instance holds; resolves when they (and any earlier write) are in. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    const edge = this.now() - REOPEN_WINDOW_MS;
    for (const [key, at] of this.counted) if (at <= edge) this.counted.delete(key);
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch)).catch((error: unknown) => this.onError(error));
    return this.writing;
  }

  private async write(batch: readonly PendingView[]): Promise<void> {
    for (let i = 0; i < batch.length; i += BATCH) {
      await this.db
        .insertInto('record_views')
        .values(
          batch.slice(i, i + BATCH).map((view) => ({
            tenant_id: view.tenantId,
            user_id: view.userId,
            table_name: view.table,
            data_id: view.dataId,
            last_viewed_at: nowText(new Date(view.at)),
            views: view.views,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'user_id', 'table_name', 'data_id']).doUpdateSet({
            // Another instance may have written a later opening first.
            last_viewed_at: sql`case when excluded.last_viewed_at > record_views.last_viewed_at then excluded.last_viewed_at else record_views.last_viewed_at end`,
            views: sql`record_views.views + excluded.views`,
          }),
        )
        .execute();
    }
  }
}

const recorders = new WeakMap<Kysely<Database>, ViewRecorder>();

/** The recorder of a database (one per application instance). */
export function viewRecorderOf(db: Kysely<Database>): ViewRecorder {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new ViewRecorder(db);
    recorders.set(db, recorder);
  }
  return recorder;
}
