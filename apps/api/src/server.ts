import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { FolderLockedError } from './db/folder-lock.js';
import { openFileStore } from './lib/open-file-store.js';
import { seedTenants } from './modules/tenants/index.js';
import { seedDemoAccounts } from './modules/demo-data/index.js';
import { prepareCatalogue } from './modules/catalogue-import/index.js';
import { warmSearchIndexes } from './modules/search/index.js';
import { warmSemanticIndex } from './modules/search/index.js';

const bootLog = pino({ level: process.env.LOG_LEVEL ?? 'info' });

async function main() {
  const config = parseConfig();
  const database = await openDatabase(config.database);
  bootLog.info({ driver: database.driver, dataDir: config.dataDir }, 'database ready');
  const fileStore = await openFileStore(config.fileStore);

  await seedTenants(database.db);
  await seedDemoAccounts(database.db);

  const app = await buildApp({ config, database, fileStore });
  const catalog = config.catalogue.importOnStart
    ? await prepareCatalogue({ db: database.db, fileStore, config, log: app.log })
    : null;

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await catalog?.stop?.();
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Codex is serving ${config.publicUrl} (reader at /, console at /admin, API docs at /api/docs)`);
  const warm = async () => {
    await warmSearchIndexes(database.db, app.log);
    await warmSemanticIndex(database.db).catch((error: unknown) => app.log.warn(`semantic: the model could not be loaded (${(error as Error).message})`));
  };
  void warm();
  // After an import here or in another process, the new catalogue's indexes are built before searches need them.
  app.changes.on('catalogue', (change) => {
    app.log.info(`catalogue changed (${change.via === 'notify' ? 'announced' : 'seen by polling'}): rebuilding the in-memory indexes`);
    void warm();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FolderLockedError) {
    console.error(error.message);
  } else {
    bootLog.fatal({ err: error }, 'the server could not start');
  }
  process.exit(1);
});
