import { DEVICE_LOGIN_TTL_MS } from '@crm/domain';
import type { DeleteResult, Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { REQUEST_COUNT_WINDOW_MS } from '../../plugins/request-limits.ts';
import { VIOLATIONS_KEPT_MS } from '../account/repository.ts';
import { BROWSE_DAYS } from '../browsing/record-views.ts';
import { WINDOW_MS as LOGIN_FAILURE_WINDOW_MS } from '../session/doors.ts';
import { DAY_MS as CODE_LOG_MS } from '../verification/codes.ts';
import type { RunSummary, ScheduledJob } from './scheduler.ts';

/** How long job_runs rows stay: enough to see what ran last week, not a row per minute forever. */
const JOB_RUNS_KEPT_MS = 7 * 24 * 3_600_000;

const before = (now: Date, ms: number) => nowText(new Date(now.getTime() - ms));

/**
 * Deletes rows that no longer serve anyone. Each module's own writes already drop some of them
 * on the way; this catches the rest, e.g. the sessions of users who never come back.
 */
export const housekeepingJob: ScheduledJob = {
  name: 'housekeeping',
  pattern: '7 * * * *',
  async run(db: Kysely<Database>, now: Date): Promise<RunSummary> {
    const deleted = async (query: { executeTakeFirst(): Promise<DeleteResult> }) => Number((await query.executeTakeFirst()).numDeletedRows);
    return {
      // An expired or logged-out token is refused either way; its row has no other use.
      sessions: await deleted(db.deleteFrom('sessions').where((eb) => eb.or([eb('expires_at', '<=', nowText(now)), eb('revoked_at', 'is not', null)]))),
      // Codes stay a day after sending: the per-day sending limits count them.
      verificationCodes: await deleted(db.deleteFrom('verification_codes').where('created_at', '<', before(now, CODE_LOG_MS))),
      // Failed logins count only within the login limit's window.
      loginAttempts: await deleted(db.deleteFrom('login_attempts').where('attempted_at', '<', before(now, LOGIN_FAILURE_WINDOW_MS))),
      // An expired request is kept one more lifetime so the asking device's poll still hears 'expired'.
      deviceLogins: await deleted(db.deleteFrom('device_logins').where('expires_at', '<', before(now, DEVICE_LOGIN_TTL_MS))),
      messengerStates: await deleted(db.deleteFrom('messenger_states').where('expires_at', '<', nowText(now))),
      jobRuns: await deleted(db.deleteFrom('job_runs').where('started_at', '<', before(now, JOB_RUNS_KEPT_MS))),
      // A per-minute count matters only within its minute.
      requestCounts: await deleted(db.deleteFrom('request_counts').where('window_start', '<', before(now, REQUEST_COUNT_WINDOW_MS))),
      violations: await deleted(db.deleteFrom('violations').where('created_at', '<', before(now, VIOLATIONS_KEPT_MS))),
      // Openings older than the browse list reaches (its last_viewed_at index).
      recordViews: await deleted(db.deleteFrom('record_views').where('last_viewed_at', '<', before(now, BROWSE_DAYS * 86_400_000))),
    };
  },
};
