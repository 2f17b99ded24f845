import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { registerRecurringJob, startJobWorker, type JobWorker } from './job-worker.js';
import { pruneJobs } from './jobs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker, or null when JOBS_WORKER=false. */
    jobWorker: JobWorker | null;
  }
}

/** Starts the job worker once the app is ready and stops it (waiting for running jobs) on close. */
const jobsPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('jobWorker', null);
  registerRecurringJob('jobs.prune', 24 * 3_600_000, async (_payload, { db, log }) => {
    const pruned = await pruneJobs(db);
    if (pruned) log.info({ pruned }, 'finished jobs pruned');
  });
  app.addHook('onReady', async () => {
    const { worker, concurrency, pollMs, leaseMs } = app.config.jobs;
    if (!worker) return;
    app.jobWorker = startJobWorker(app.db, { concurrency, pollMs, leaseMs, log: app.log.child({ name: 'jobs' }) });
  });
  app.addHook('preClose', async () => {
    await app.jobWorker?.stop();
  });
};

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
