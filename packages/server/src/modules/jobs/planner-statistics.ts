import type { Kysely } from 'kysely';
import { refreshPlannerStatistics } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { RunSummary, ScheduledJob } from './scheduler.ts';

/** Hourly, so a table that grew (an import, a busy day) is planned with its new size within the hour. */
export const plannerStatisticsJob: ScheduledJob = {
  name: 'plannerStatistics',
  pattern: '37 * * * *',
  async run(db: Kysely<Database>): Promise<RunSummary> {
    await refreshPlannerStatistics(db);
    return {};
  },
};
