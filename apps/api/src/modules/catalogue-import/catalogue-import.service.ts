/**
 * The catalogue import: reads the source files, writes publishers, documents, full texts,
 * relations and families, builds what search and tracking derive from them, and renders PDF and
 * HTML renditions of the full-text documents. Each stage has its own file; this one runs them in order.
 *
 * Every write is an idempotent upsert keyed by the record's source id and guarded by its source
 * hash, and the "completed" marker is written last, so a run stopped at any point (even by
 * SIGKILL) is finished by the next one, and a run over unchanged files writes nothing.
 */
import type { Db } from '../../db/client.js';
import { publishChange } from '../../lib/change-feed.js';
import type { FileStore } from '../../lib/file-store.js';
import { citationCounts, type SemanticSettings } from '../search/index.js';
import type { CatalogueProblem } from './catalogue-assembly.js';
import { MAPPING_VERSION } from './catalogue-mapping.js';
import type { PublisherCode } from './catalogue-sources.js';
import { beginRun, catalogueFilesHash, completeRun, failRun, type CatalogueLog, type CatalogueProgress, type ImportRun } from './import-run.js';
import { readCatalogue, type FileReadStats } from './read-catalogue.js';
import { nameFamiliesAndNotifyTrackers, resolveRelations } from './relations-and-families.js';
import { runRenditions, type RenditionSelection, type RenditionsResult } from './render-renditions.js';
import type { RenditionRenderer } from './rendition-renderers.js';
import { buildSearchAids, keepSearchAids, type SearchAids } from './search-aids.js';
import { writeDocuments, writePublishers } from './write-documents.js';

export interface CatalogueImportOptions {
  db: Db;
  fileStore: FileStore;
  catalogueDir: string;
  /** Renditions to render once the metadata is complete; 'none' leaves them to a later runRenditions. */
  renditions: RenditionSelection;
  log: CatalogueLog;
  onProgress?: (progress: CatalogueProgress) => void;
  /** Documents per transaction. */
  batchSize?: number;
  /** Stops between batches; the run stays "running" and the next run finishes it. */
  signal?: AbortSignal;
  /** For the renditions step; the default renders on this thread. */
  renderer?: RenditionRenderer;
  /** Optional embeddings server for the semantic model (the catalogue's own LSI model is always built). */
  semantic?: SemanticSettings;
}

export interface CatalogueImportResult {
  runId: number;
  /** True when this run picked up a run that had stopped before completing. */
  resumed: boolean;
  filesHash: string;
  files: Record<string, FileReadStats>;
  documents: Record<PublisherCode, number>;
  inserted: number;
  updated: number;
  unchanged: number;
  relationsWritten: number;
  relationsResolved: number;
  familiesChanged: number;
  /** Changes detected in documents already in the catalogue (none on the first import). */
  changesDetected: number;
  /** Notifications stored for users tracking a changed document. */
  trackingNotifications: number;
  problems: CatalogueProblem[];
  durationMs: number;
  renditions: RenditionsResult | null;
}

const DEFAULT_BATCH = 500;

/** What catalog_imports.stats keeps of a completed run. */
function runStats(result: CatalogueImportResult, searchAids: SearchAids): Record<string, unknown> {
  return {
    filesHash: result.filesHash,
    mappingVersion: MAPPING_VERSION,
    files: result.files,
    documents: result.documents,
    inserted: result.inserted,
    updated: result.updated,
    unchanged: result.unchanged,
    relationsWritten: result.relationsWritten,
    relationsResolved: result.relationsResolved,
    familiesChanged: result.familiesChanged,
    changesDetected: result.changesDetected,
    trackingNotifications: result.trackingNotifications,
    ...searchAids,
    problemCount: result.problems.length,
    durationMs: result.durationMs,
    resumed: result.resumed,
  };
}

/** Imports (or brings up to date) the whole catalogue from catalogueDir, then renders the selected renditions. */
export async function runCatalogueImport(options: CatalogueImportOptions): Promise<CatalogueImportResult> {
  const { db, catalogueDir, log, onProgress, signal } = options;
  const started = performance.now();
  const filesHash = await catalogueFilesHash(catalogueDir);
  const { id, resumed, stoppedIn } = await beginRun(db, filesHash);
  log.info(resumed ? `catalog import: finishing run #${id}, which stopped during "${stoppedIn}"` : `catalog import: run #${id} reading ${catalogueDir}`);
  const run: ImportRun = { db, id, log, onProgress, signal };

  try {
    // What the documents' citation counts were before this run wrote: the common words' answers that rank by them are
    // prepared again where they changed (search-aids.ts).
    const citationsBefore = resumed ? null : await citationCounts(db);
    const { entries, problems, files } = await readCatalogue(run, catalogueDir);
    const publisherIds = await writePublishers(run);
    const written = await writeDocuments(run, entries, publisherIds, options.batchSize ?? DEFAULT_BATCH);
    const relationsResolved = await resolveRelations(run);
    const { familiesChanged, trackingNotifications } = await nameFamiliesAndNotifyTrackers(run, entries, written.changesDetected);
    const changed = written.inserted + written.updated + relationsResolved + familiesChanged > 0;
    const searchAids = (!changed && (await keepSearchAids(run, resumed, options.semantic))) || (await buildSearchAids(run, options.semantic, citationsBefore));

    const total = entries.length;
    const durationMs = Math.round(performance.now() - started);
    const result: CatalogueImportResult = {
      runId: id,
      resumed,
      filesHash,
      files,
      documents: written.perPublisher,
      inserted: written.inserted,
      updated: written.updated,
      unchanged: total - written.inserted - written.updated,
      relationsWritten: written.relationsWritten,
      relationsResolved,
      familiesChanged,
      changesDetected: written.changesDetected,
      trackingNotifications,
      problems,
      durationMs,
      renditions: null,
    };
    await completeRun(db, id, total, runStats(result, searchAids), problems);
    // Every server on this database drops what it keeps of the older catalogue (lib/change-feed.ts).
    await publishChange(db, 'catalogue', { generation: id }).catch((error: unknown) => log.warn(`catalog import: the change could not be announced (${(error as Error).message}); servers notice it by polling`));
    onProgress?.({ phase: 'completed', done: total, total });
    log.info(
      `catalog import: completed in ${(durationMs / 1000).toFixed(1)} s: ${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged` +
        (problems.length ? `, ${problems.length} problems` : ''),
    );

    if (options.renditions !== 'none') {
      result.renditions = await runRenditions({ db, fileStore: options.fileStore, renditions: options.renditions, log, signal, onProgress, renderer: options.renderer });
    }
    return result;
  } catch (error) {
    if (!signal?.aborted) await failRun(db, id);
    throw error;
  }
}
