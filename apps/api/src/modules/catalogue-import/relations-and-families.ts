/**
 * The stages after the documents: relations pointed at their target documents (targets written in
 * later batches are found here), then the family names that changed, and the users tracking a
 * changed family told about it: a tracking follows a family, so that comes once the names are set.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentRelations, documents } from '../../db/schema/index.js';
import type { CatalogueEntry } from './catalogue-assembly.js';
import { checkAborted, setPhase, type ImportRun } from './import-run.js';
import { notifyTrackersOfChanges } from './tracking-changes.js';

/** Points relations at their target documents; targets written in later batches are found here. */
async function linkRelationTargets(db: Db): Promise<number> {
  const rows = await db
    .update(documentRelations)
    .set({ relatedDocumentId: documents.id })
    .from(documents)
    .where(and(eq(documents.sourceId, documentRelations.relatedSourceId), sql`${documentRelations.relatedDocumentId} is distinct from ${documents.id}`))
    .returning({ id: documentRelations.id });
  return rows.length;
}

/** Writes the family names that changed (a new version can join two families into one). */
async function writeFamilies(db: Db, entries: CatalogueEntry[]): Promise<number> {
  const families = JSON.stringify(Object.fromEntries(entries.map((e) => [e.row.sourceId, e.row.family])));
  const rows = await db
    .update(documents)
    .set({ family: sql`v.family`, updatedAt: sql`now()` })
    .from(sql`jsonb_each_text(${families}::jsonb) as v(source_id, family)`)
    .where(and(sql`${documents.sourceId} = v.source_id`, sql`${documents.family} is distinct from v.family`))
    .returning({ id: documents.id });
  return rows.length;
}

/** The relations stage; returns how many links it set. */
export async function resolveRelations(run: ImportRun): Promise<number> {
  const { db, log, onProgress } = run;
  checkAborted(run.signal);
  await setPhase(db, run.id, 'relations');
  onProgress?.({ phase: 'relations', done: 0, total: 1 });
  const relationsResolved = await linkRelationTargets(db);
  log.info(`catalog import: relations resolved (${relationsResolved} links updated)`);
  onProgress?.({ phase: 'relations', done: 1, total: 1 });
  return relationsResolved;
}

/** The families stage: names the families, then stores the notifications of the users tracking one that changed. */
export async function nameFamiliesAndNotifyTrackers(
  run: ImportRun,
  entries: CatalogueEntry[],
  changesDetected: number,
): Promise<{ familiesChanged: number; trackingNotifications: number }> {
  const { db, log, onProgress } = run;
  checkAborted(run.signal);
  await setPhase(db, run.id, 'families');
  onProgress?.({ phase: 'families', done: 0, total: 1 });
  const familiesChanged = await writeFamilies(db, entries);
  log.info(`catalog import: families named (${familiesChanged} changed)`);
  const trackingNotifications = await notifyTrackersOfChanges(run, changesDetected);
  onProgress?.({ phase: 'families', done: 1, total: 1 });
  return { familiesChanged, trackingNotifications };
}
