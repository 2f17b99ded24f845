import { defineJob } from '../../jobs/index.js';

/** COUNTER processing of the recorded usage: every USAGE_PROCESSING_MS, and when an operator asks for it now. */
export const usageProcessJob = defineJob<{ requestedBy?: string; slot?: string }>('usage.process');
