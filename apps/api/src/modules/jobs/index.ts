/** The one durable queue for work done after the request (mail, digests, tracking delivery). */
export { enqueueJob, enqueueJobs, scheduleRecurring, backoffMs, type DbOrTx, type EnqueueOptions } from './jobs.service.js';
export { registerJobHandler, registerRecurringJob, registeredJobKinds, startJobWorker, type JobContext, type JobHandler, type JobWorker, type JobWorkerOptions } from './job-worker.js';
export { defineJob, type JobPayload, type JobType } from './job-types.js';
export { jobQueueFigures, type JobKindFigures } from './queue-figures.js';
export { default as jobsPlugin } from './jobs.plugin.js';
