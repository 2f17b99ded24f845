/**
 * What the import tells the tracking module (docs/adr/0014): inside each batch's transaction, the
 * stored state of its documents before the upsert and the changes found after it; once the families
 * are named, the notifications of the users tracking a changed family. Everything is keyed by the
 * tracking module, so a resumed run records and notifies nothing twice.
 */
import type { Db } from '../../db/client.js';
import { changesOf, notifyTrackers, recordChanges, storedStates } from '../tracking/index.js';
import type { CatalogueEntry } from './catalogue-assembly.js';
import type { ImportRun } from './import-run.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StoredStates = Awaited<ReturnType<typeof storedStates>>;

/** Set when the catalogue was imported before: changes to its documents are then recorded under this run. */
export interface ChangeDetection {
  runId: number;
}

/** Before a batch's upsert: the stored state of its documents, which its changes are found against. */
export async function statesBefore(tx: Tx, batch: CatalogueEntry[], detect: ChangeDetection | null): Promise<StoredStates | null> {
  return detect ? await storedStates(tx, batch.map((e) => e.row.sourceId)) : null;
}

/** After a batch's upsert: records what changed in the documents it wrote; returns how many changes. */
export async function recordBatchChanges(
  tx: Tx,
  detect: ChangeDetection,
  before: StoredStates,
  written: { id: number; sourceId: string; inserted: boolean }[],
  changed: CatalogueEntry[],
  /** Source id to document id of every document written so far. */
  knownIds: Map<string, number>,
): Promise<number> {
  const entryOf = new Map(changed.map((e) => [e.row.sourceId, e]));
  const changes = written.flatMap((w) => {
    const e = entryOf.get(w.sourceId)!;
    return changesOf(before.get(w.sourceId), {
      id: w.id,
      inserted: w.inserted,
      designation: e.row.displayDesignation,
      contentCode: e.row.contentCode,
      status: e.row.status,
      title: e.row.title,
      lastUpdateDate: e.row.lastUpdateDate ?? null,
      relations: e.relations.map((r) => ({ relationType: r.relationType, relatedDocumentId: knownIds.get(r.relatedSourceId) ?? null })),
    });
  });
  return recordChanges(tx, detect.runId, changes);
}

/** Stores the notifications of the users tracking a changed family; returns how many. */
export async function notifyTrackersOfChanges(run: ImportRun, changesDetected: number): Promise<number> {
  // Before the completed marker: a run stopped here notifies at its resumption (notifications are keyed, never doubled).
  const tracking = await notifyTrackers(run.db);
  if (changesDetected || tracking.notifications) {
    run.log.info(`catalog import: ${changesDetected} document changes detected, ${tracking.notifications} tracking notifications stored`);
  }
  return tracking.notifications;
}
