// Runs the commands given as arguments at the same time (each through the shell, output passed through) and exits,
// once all have finished, with the first failure's code. `npm test` runs the API passes, the suite's longest task,
// beside the other workspaces' tests and builds, so the API passes start first instead of waiting for a free slot.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const exits = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          console.log(`\n--- ${code === 0 ? 'done' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s: ${command}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
const failed = exits.find((code) => code !== 0);
process.exit(failed ?? 0);
