import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** What a run did, by name (e.g. `{ announced: 3 }`): kept on its job_runs row. */
export type RunSummary = Record<string, number>;

export interface ScheduledJob {
  name: string;
  /** A croner pattern, read in UTC so that every instance computes the same slots. */
  pattern: string;
  /** Does the job's work as of `now`, the slot's scheduled moment. */
  run(db: Kysely<Database>, now: Date): Promise<RunSummary>;
}

export type SlotOutcome = 'succeeded' | 'failed' | 'taken';

/** Names this process in job_runs; the random part tells apart two instances of one process (tests). */
function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Claims the run of `job` at `slot` for this instance: the insert of the (job, slot) row succeeds
 * for exactly one instance, on SQLite and PostgreSQL alike; the others find it taken.
 */
async function claimSlot(db: Kysely<Database>, job: string, slot: Date, instance: string): Promise<boolean> {
  const result = await db
    .insertInto('job_runs')
    .values({ job, slot: nowText(slot), instance, started_at: nowText(), finished_at: null, outcome: 'running', detail: null })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Runs one slot of a job unless another instance claimed it first, recording how it ended. A
 * failed run is recorded and answered, not thrown: the next slot simply tries again.
 */
export async function runSlot(
  db: Kysely<Database>,
  job: ScheduledJob,
  slot: Date,
  instance: string,
): Promise<{ outcome: SlotOutcome; summary?: RunSummary; error?: unknown }> {
  if (!(await claimSlot(db, job.name, slot, instance))) return { outcome: 'taken' };
  let outcome: SlotOutcome;
  let detail: string;
  let summary: RunSummary | undefined;
  let error: unknown;
  try {
    summary = await job.run(db, slot);
    outcome = 'succeeded';
    detail = JSON.stringify(summary);
  } catch (caught) {
    error = caught;
    outcome = 'failed';
    detail = caught instanceof Error ? caught.message : String(caught);
  }
  await db.updateTable('job_runs').set({ finished_at: nowText(), outcome, detail }).where('job', '=', job.name).where('slot', '=', nowText(slot)).execute();
  return { outcome, summary, error };
}

/** The scheduled moment a tick fired for: croner fires at or just after it, never before. */
function slotOf(cron: Cron, firedAt: Date): Date {
  return cron.previousRuns(1, new Date(firedAt.getTime() + 1))[0] ?? firedAt;
}

export interface JobScheduler {
  /** Stops every job's timer and waits for runs in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Schedules every job on this instance. Every instance does the same; each tick then claims its
 * slot in the database, so a job runs once per slot across all instances.
 */
export function startScheduler(
  db: Kysely<Database>,
  jobs: readonly ScheduledJob[],
  options: { instance?: string; onFailure?: (job: ScheduledJob, error: unknown) => void } = {},
): JobScheduler {
  const instance = options.instance ?? instanceName();
  const running = new Set<Promise<unknown>>();
  const crons = jobs.map(
    (job) =>
      // protect: a slow run is not overlapped by the next tick of the same instance.
      new Cron(job.pattern, { timezone: 'UTC', protect: true }, async (self: Cron) => {
        const run = runSlot(db, job, slotOf(self, self.currentRun() ?? new Date()), instance).then(
          ({ outcome, error }) => {
            if (outcome === 'failed') options.onFailure?.(job, error);
          },
          (error: unknown) => options.onFailure?.(job, error),
        );
        running.add(run);
        await run;
        running.delete(run);
      }),
  );
  return {
    async stop() {
      for (const cron of crons) cron.stop();
      await Promise.all(running);
    },
  };
}
