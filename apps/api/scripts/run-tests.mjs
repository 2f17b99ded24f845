// Runs the API tests on embedded PGlite, then again on PostgreSQL when DATABASE_URL is set.
// On a failure it repeats, as the last lines, which tests failed and the first lines of each
// unhandled error, since CI logs are often read from the end.
import { spawn } from 'node:child_process';

// The terminal's colour codes (ESC [ ... m), removed before the summary is read.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function summary(output) {
  const lines = output.replace(ANSI, '').split('\n');
  const out = [];
  lines.forEach((line, i) => {
    if (/^\s*(FAIL|×)\s/.test(line)) out.push(line.trim());
    if (/Unhandled (Error|Rejection)/.test(line)) out.push(...lines.slice(i, i + 12).filter((l) => l.trim() !== ''));
  });
  return [...new Set(out)].slice(0, 80);
}

function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run'], { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      // Enough for any summary; a full run prints about 1 MB.
      if (output.length > 8_000_000) output = output.slice(-4_000_000);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk.toString());
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk.toString());
    });
    child.on('close', (code) => {
      if (code !== 0) {
        console.log(`\n=== API tests on ${label} failed (exit ${code}); what failed: ===`);
        for (const line of summary(output)) console.log(line);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}

// With DATABASE_URL the PGlite pass also builds the PostgreSQL pass's template, beside its own files (global-setup.ts).
await run('PGlite', { TEST_DB: 'pglite', TEST_PREPARE_POSTGRES_TEMPLATE: process.env.DATABASE_URL ? '1' : '0' });
if (process.env.DATABASE_URL) await run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, { TEST_DB: 'postgres' });
else console.log('\nDATABASE_URL is not set: the PostgreSQL pass is not run.');
