#!/usr/bin/env node
/**
 * Type-checks workspaces with TypeScript 7, the compiler written in Go (the `typescript-native` dependency, an alias of
 * typescript@7.0.2): every tsconfig.json and tsconfig.node.json of the workspaces named, or of all of them. The same
 * checks as TypeScript 5.9's tsc, in about a third of the processor time (docs/adr/0079). TypeScript 5.9 stays as the
 * `typescript` package: typescript-eslint, dependency-cruiser and editors read its JavaScript API, which 7.0 lacks.
 *
 *   npm run typecheck                         every workspace
 *   node scripts/typecheck.mjs apps/reader    one (each workspace's own `npm run typecheck` does this)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

/** The workspaces of the root package.json ("packages/*", "apps/*", "e2e"), as folders. */
function workspaces() {
  const patterns = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return fs.readdirSync(parent, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(parent, entry.name));
  });
}

const folders = process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : workspaces();
const projects = folders.flatMap((folder) => ['tsconfig.json', 'tsconfig.node.json'].map((name) => path.join(folder, name)).filter((file) => fs.existsSync(file)));

let failed = 0;
for (const project of projects) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' });
  const name = path.relative(root, project);
  if (run.status !== 0) {
    failed++;
    console.error(`typecheck: ${name} failed (${run.signal ?? `exit ${run.status}`})`);
  } else if (process.argv.length <= 2) console.log(`typecheck: ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
