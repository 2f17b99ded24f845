import { configDefaults, defineConfig } from 'vitest/config';
import { databaseFreeTestFiles } from './test/database-free.js';
import { testScratchDir } from './test/template-key.js';

// The template, every test file's copy of it and whatever else a test writes into the temporary folder (catalogue
// slices, a server process's folder) live in shared memory where the machine has it (template-key.ts): workers and the
// processes tests start inherit this.
process.env.TMPDIR = testScratchDir();

/** Files about the embedded database alone; the PostgreSQL pass leaves them out. */
const PGLITE_ONLY = [
  'test/server-process.test.ts',
  'test/mail-outbox-kill.test.ts',
  'src/modules/catalogue-import/catalogue-import.cli.test.ts',
  'src/modules/catalogue-import/catalogue-import-changes.test.ts',
];

/**
 * The PostgreSQL pass runs the files that reach a database. Those that never do (a parser, the redline, the PDF drawing)
 * ran in the PGlite pass, and no database can change their answers (test/database-free.ts, docs/adr/0079).
 */
const postgresPassLeavesOut = () => [...PGLITE_ONLY, ...databaseFreeTestFiles(import.meta.dirname, ['src', 'test'])];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? postgresPassLeavesOut() : [])],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker loads the server's modules once for all its files instead of once per file (about 3.5 s a file):
    // every file builds its own app on its own copy of the template, and no test changes a module's state.
    isolate: false,
    reporters: ['default'],
  },
});
