/** The catalogue at the server's start: imported when needed before it listens, rendered in the background after. */
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store.js';
import type { SemanticSettings } from '../search/index.js';
import { runCatalogueImport, type CatalogueImportResult } from './catalogue-import.service.js';
import { needsImport, type CatalogueLog } from './import-run.js';
import { runRenditions, type RenditionSelection } from './render-renditions.js';
import { createPoolRenderer, type RenditionRenderer } from './rendition-renderers.js';
import { addMissingSearchAids } from './search-aids.js';

export interface PrepareCatalogueOptions {
  db: Db;
  fileStore: FileStore;
  config: { catalogue: { dir: string; renditions: RenditionSelection }; semantic?: SemanticSettings };
  log: CatalogueLog;
  /** How background renditions are rendered; the default is the renditions worker pool. */
  createRenderer?: () => Promise<RenditionRenderer>;
}

export interface PreparedCatalogue {
  /** The metadata import this start ran, or null when the catalogue was already up to date. */
  metadata: CatalogueImportResult | null;
  /** Settles when the background renditions end (done, failed or stopped); never rejects. */
  renditionsDone: Promise<void>;
  /** Stops the background renditions after the documents in flight and frees the workers. */
  stop(): Promise<void>;
}

/**
 * For the server: imports the catalogue metadata before the server listens (only when the files
 * changed or the last run did not complete), then renders missing renditions in the background.
 */
export async function prepareCatalogue({ db, fileStore, config, log, createRenderer }: PrepareCatalogueOptions): Promise<PreparedCatalogue> {
  let metadata: CatalogueImportResult | null = null;
  if (await needsImport(db, config.catalogue.dir)) {
    metadata = await runCatalogueImport({ db, fileStore, catalogueDir: config.catalogue.dir, renditions: 'none', log, semantic: config.semantic });
  } else {
    log.info('catalog import: the catalogue is up to date');
    await addMissingSearchAids(db, log, config.semantic);
  }
  if (config.catalogue.renditions === 'none' || (Array.isArray(config.catalogue.renditions) && config.catalogue.renditions.length === 0)) {
    return { metadata, renditionsDone: Promise.resolve(), stop: async () => {} };
  }

  const controller = new AbortController();
  let renderer: RenditionRenderer | null = null;
  const renditionsDone = (async () => {
    // Let the caller start listening first.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      renderer = createRenderer ? await createRenderer() : createPoolRenderer();
      if (controller.signal.aborted) return;
      await runRenditions({ db, fileStore, renditions: config.catalogue.renditions, log, renderer, signal: controller.signal });
    } catch (error) {
      log.warn(`catalog renditions: stopped by an error: ${(error as Error).message}`);
    } finally {
      await renderer?.close().catch(() => {});
    }
  })();
  return {
    metadata,
    renditionsDone,
    stop: async () => {
      controller.abort();
      await renditionsDone;
    },
  };
}
