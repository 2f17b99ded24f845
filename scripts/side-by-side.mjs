// Runs the commands given as arguments at the same time (each through the shell, output passed through) and exits,
// once all have finished, with the first failure's code. `npm test` runs the API passes, the suite's longest task,
// beside the other workspaces' tests and builds, so the API passes start first instead of waiting for a free slot.
// A failed command's last lines are printed again at the end: CI keeps the tail of the log, and a failure printed
// early would otherwise sit minutes of the other command's output above it.
import { spawn } from 'node:child_process';

const TAIL_LINES = 120;
const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      tail.push(...lines);
      if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
    };
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('close', (code, signal) => {
      if (partial) tail.push(partial);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const outcome = code === 0 ? 'done' : `failed (${signal ?? `exit ${code}`})`;
      console.log(`\n--- ${outcome} in ${seconds} s: ${command}`);
      resolve({ command, code: code ?? 1, outcome, seconds, tail });
    });
  });
}

const results = await Promise.all(commands.map(run));
const failures = results.filter((result) => result.code !== 0);
for (const failure of failures) {
  console.log(`\n--- the last ${failure.tail.length} lines of the command that ${failure.outcome}: ${failure.command}`);
  console.log(failure.tail.join('\n'));
}
if (results.length > 1) {
  console.log('\n--- side by side:');
  for (const result of results) console.log(`    ${result.outcome} in ${result.seconds} s: ${result.command}`);
}
process.exit(failures[0]?.code ?? 0);
