import fp from 'fastify-plugin';
import { dueRemindersJob } from './due-reminders.ts';
import { housekeepingJob } from './housekeeping.ts';
import { plannerStatisticsJob } from './planner-statistics.ts';
import { poolRecyclingJob } from '../pools/pool-recycling.ts';
import { mailFetchJob } from '../mail/mail-fetch.ts';
import { startScheduler, type JobScheduler, type ScheduledJob } from './scheduler.ts';

/** The jobs every instance schedules; README "Scheduled jobs" lists them. The mail's keeps attachments in the files folder. */
const scheduledJobs = (filesDir: string): readonly ScheduledJob[] => [
  dueRemindersJob,
  housekeepingJob,
  plannerStatisticsJob,
  poolRecyclingJob,
  mailFetchJob(filesDir),
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The running scheduler once the server listens; null before and after. */
    jobScheduler: JobScheduler | null;
  }
}

/**
 * Starts the scheduled jobs when the server starts listening (not when it is only built, as tests
 * do) and stops them, waiting for runs in progress, before the database closes.
 */
export default fp(
  async (app) => {
    app.decorate('jobScheduler', null);
    app.addHook('onListen', async () => {
      app.jobScheduler = startScheduler(app.db, scheduledJobs(app.config.filesDir), {
        onFailure: (job, error) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'),
      });
    });
    app.addHook('preClose', async () => {
      await app.jobScheduler?.stop();
      app.jobScheduler = null;
    });
  },
  { name: 'scheduled-jobs', dependencies: ['database'] },
);
