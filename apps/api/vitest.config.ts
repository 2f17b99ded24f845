import { configDefaults, defineConfig } from 'vitest/config';

/** Files about the embedded database alone; the PostgreSQL pass leaves them out. */
const PGLITE_ONLY = [
  'test/server-process.test.ts',
  'test/mail-outbox-kill.test.ts',
  'src/modules/catalogue-import/catalogue-import.cli.test.ts',
  'src/modules/catalogue-import/catalogue-import-changes.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? PGLITE_ONLY : [])],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
  },
});
