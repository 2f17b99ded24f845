import type { TestProject } from 'vitest/node';
import { ensureTemplate } from './template.js';
import type {} from './provided-context.js';

export default async function setup(project: TestProject) {
  const started = Date.now();
  const template = await ensureTemplate();
  console.log(`test template (${template.driver}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('template', template);

  // scripts/run-tests.mjs runs a PostgreSQL pass after this one: its template (one more whole import, mostly one
  // core's work) is built now, beside this pass's files, instead of before the next pass's first file.
  if (process.env.TEST_PREPARE_POSTGRES_TEMPLATE === '1' && template.driver === 'pglite' && process.env.DATABASE_URL) {
    const postgres = ensureTemplate('postgres').then(
      (built) => console.log(`test template (${built.driver}) for the next pass ready in ${((Date.now() - started) / 1000).toFixed(1)} s`),
      // The PostgreSQL pass builds it again (and reports the error) if this attempt failed.
      (error: unknown) => console.warn(`test template (postgres) not prepared ahead: ${(error as Error).message}`),
    );
    return async () => {
      await postgres;
    };
  }
  return undefined;
}
