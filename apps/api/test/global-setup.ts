import type { TestProject } from 'vitest/node';
import { ensureTemplate } from './template.js';
import type {} from './provided-context.js';

export default async function setup(project: TestProject) {
  const started = Date.now();
  const template = await ensureTemplate();
  console.log(`test template (${template.driver}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('template', template);
}
