// Builds the API to JavaScript in dist/ with esbuild (`npm run build`; docs/adr/0063): one ES module per entry, the
// workspace packages (@codex/*, which export TypeScript source) bundled in, every npm dependency left to node_modules.
// The worker-thread entries sit beside the others under the names lib/worker-pool.ts's threadEntry() looks for
// (<name>.thread.js next to the module that makes the pool, which in the bundle is dist/ itself). Files that travel
// with the code (migrations, fonts, help, catalogue, mail texts) are read from the package folder (src/api-package.ts),
// so dist/ holds code only. Files are overwritten in place, not removed first: a server already running from dist/
// still finds its worker-thread entries while another build runs (npm start and two-processes.sh build every time).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiRoot, 'dist');

/** dist/<name>.js for each: the server, the two CLIs and the worker threads' entries. */
const ENTRIES = {
  server: 'src/server.ts',
  'catalogue-import.cli': 'src/modules/catalogue-import/catalogue-import.cli.ts',
  'catalogue-delta.cli': 'src/modules/catalogue-import/catalogue-delta.cli.ts',
  'render-worker.thread': 'src/rendering/render-worker.thread.ts',
  'redline-job.thread': 'src/modules/documents/compare/redline-job.thread.ts',
  'protected-page.thread': 'src/modules/documents/protected-page.thread.ts',
};

/** A bare import is an npm dependency, left to node_modules, unless it names a workspace package. */
const npmDependenciesExternal = {
  name: 'npm-dependencies-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@codex/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: ENTRIES,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Class and function names stay as written (errors are told apart and logged by name; a bundle would rename
  // two classes of the same name in different files).
  keepNames: true,
  sourcemap: 'linked',
  // Stack traces name the source files (node --enable-source-maps, which `npm start` passes).
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
  plugins: [npmDependenciesExternal],
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kB = (bytes) => `${Math.round(bytes / 1024)} kB`;
for (const [file, { bytes }] of outputs) console.log(`  ${path.relative(apiRoot, path.resolve(apiRoot, file))}  ${kB(bytes)}`);
console.log(`api build: ${outputs.length} entries in ${Math.round(performance.now() - started)} ms`);
