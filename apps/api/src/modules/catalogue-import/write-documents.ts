/**
 * The write stages: the publishers, then each publisher's documents in batches of one transaction
 * each, with their full texts and relation sets. Every write is an upsert keyed by the source id
 * and guarded by the source hash, so a run over unchanged files writes nothing.
 */
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentRelations, documentTexts, documents, publishers } from '../../db/schema/index.js';
import type { CatalogueEntry } from './catalogue-assembly.js';
import { CATALOGUE_PUBLISHERS, PUBLISHER_CODES, type PublisherCode } from './catalogue-sources.js';
import { checkAborted, earlierImportCompleted, setPhase, type ImportRun } from './import-run.js';
import { recordBatchChanges, statesBefore, type ChangeDetection } from './tracking-changes.js';

const RELATION_CHUNK = 5000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function upsertPublishers(db: Db): Promise<Record<PublisherCode, number>> {
  const rows = PUBLISHER_CODES.map((code) => ({
    code,
    name: CATALOGUE_PUBLISHERS[code].name,
    fullName: CATALOGUE_PUBLISHERS[code].fullName,
    searchKey: code,
    licenceNote: CATALOGUE_PUBLISHERS[code].licenceNote,
  }));
  await db
    .insert(publishers)
    .values(rows)
    .onConflictDoUpdate({
      target: publishers.code,
      set: { name: sql`excluded.name`, fullName: sql`excluded.full_name`, searchKey: sql`excluded.search_key`, licenceNote: sql`excluded.licence_note` },
      setWhere: sql`(${publishers.name}, ${publishers.fullName}, ${publishers.searchKey}, ${publishers.licenceNote}) is distinct from (excluded.name, excluded.full_name, excluded.search_key, excluded.licence_note)`,
    });
  const found = await db.select({ id: publishers.id, code: publishers.code }).from(publishers).where(inArray(publishers.code, [...PUBLISHER_CODES]));
  return Object.fromEntries(found.map((p) => [p.code, p.id])) as Record<PublisherCode, number>;
}

/**
 * Columns the sources do not fill: keys and timestamps, the search vector (computed below) and
 * product settings (video, tracking, favourites, citation exclusions) that keep their defaults
 * on insert and whatever the product set on update.
 */
const NOT_FROM_SOURCES = new Set(['id', 'searchVector', 'rankVector', 'createdAt', 'updatedAt', 'video', 'allowToTrack', 'allowToFavorite', 'citationArticleTypeExclude']);

/** Document columns the import writes, with their SQL types, read from the table definition. */
const documentColumns = Object.entries(getTableColumns(documents))
  .filter(([key]) => !NOT_FROM_SOURCES.has(key))
  .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));

/**
 * Identifiers and title weigh most (A), then keywords, topics, committee names and the names the document is also
 * known by (B, catalogue-import/known-names.ts), the
 * abstract (C) and, for full-text documents, the body (D). Computed by the database, so search
 * and import use the same text configuration.
 */
const SEARCH_VECTOR = sql.raw(
  `setweight(to_tsvector('english', x.designation || ' ' || x.designation_no || ' ' || x.asset_id), 'A')` +
    ` || setweight(to_tsvector('english', x.title), 'A')` +
    ` || setweight(to_tsvector('english', x._subjects), 'B')` +
    ` || setweight(to_tsvector('english', coalesce(x.abstract, '')), 'C')` +
    ` || setweight(to_tsvector('english', coalesce(x._body, '')), 'D')`,
);

/**
 * Upserts documents from one JSON parameter (jsonb_to_recordset): one bound value per batch
 * instead of forty per row, which matters most on PGlite. An unchanged source hash leaves the
 * row as it is, updated_at included.
 */
function upsertDocumentsSql(json: string): SQL {
  const names = documentColumns.map((c) => `"${c.name}"`).join(', ');
  const recordset = [...documentColumns.map((c) => `"${c.name}" ${c.type}`), '_subjects text', '_body text'].join(', ');
  const updates = documentColumns
    .filter((c) => c.key !== 'sourceId')
    .map((c) => `"${c.name}" = excluded."${c.name}"`)
    .join(', ');
  return sql`insert into ${documents} (${sql.raw(names)}, search_vector)
    select ${sql.raw(documentColumns.map((c) => `x."${c.name}"`).join(', '))}, ${SEARCH_VECTOR}
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(recordset)})
    on conflict (source_id) do update set ${sql.raw(updates)}, search_vector = excluded.search_vector, updated_at = now()
    where ${documents.sourceHash} <> excluded.source_hash
    returning id, source_id, (xmax = 0) as inserted`;
}

function documentJson(entry: CatalogueEntry, publisherId: number): Record<string, unknown> {
  const row: Record<string, unknown> = { ...entry.row, publisherId };
  const out: Record<string, unknown> = {};
  for (const c of documentColumns) out[c.name] = row[c.key] ?? null;
  const r = entry.row;
  out._subjects = [...r.keywords, ...r.topics, r.committee, r.committeeName, r.mainCommittee, r.mainCommitteeName, entry.knownAs].filter(Boolean).join(' ');
  out._body = entry.fullText?.body ?? null;
  return out;
}

type Rows<T> = { rows: T[] };

interface BatchOutcome {
  inserted: number;
  updated: number;
  relationsWritten: number;
  changesDetected: number;
}

/**
 * Writes one batch of new or changed documents with their texts and relations. knownIds maps
 * source ids to document ids (all documents written so far), so most relations are linked at once.
 */
async function writeBatch(
  tx: Tx,
  batch: CatalogueEntry[],
  publisherIds: Record<PublisherCode, number>,
  knownIds: Map<string, number>,
  /** Set when the catalogue was imported before: changes to documents are then recorded for tracking. */
  detect: ChangeDetection | null,
): Promise<BatchOutcome> {
  const before = await statesBefore(tx, batch, detect);
  const json = JSON.stringify(batch.map((e) => documentJson(e, publisherIds[e.publisherCode])));
  const written = ((await tx.execute(upsertDocumentsSql(json))) as unknown as Rows<{ id: number; source_id: string; inserted: boolean }>).rows.map((w) => ({
    id: Number(w.id),
    sourceId: w.source_id,
    inserted: w.inserted,
  }));
  const outcome: BatchOutcome = { inserted: written.filter((w) => w.inserted).length, updated: written.filter((w) => !w.inserted).length, relationsWritten: 0, changesDetected: 0 };
  if (written.length === 0) return outcome;

  const idOf = new Map(written.map((w) => [w.sourceId, w.id]));
  const changed = batch.filter((e) => idOf.has(e.row.sourceId));
  const changedIds = written.map((w) => w.id);

  const withText = changed.filter((e) => e.fullText);
  for (const e of withText) {
    await tx
      .insert(documentTexts)
      .values({ documentId: idOf.get(e.row.sourceId)!, mediaType: e.fullText!.mediaType, body: e.fullText!.body, sourceHash: e.fullText!.sha256 })
      .onConflictDoUpdate({
        target: documentTexts.documentId,
        set: { mediaType: sql`excluded.media_type`, body: sql`excluded.body`, sourceHash: sql`excluded.source_hash` },
        setWhere: sql`${documentTexts.sourceHash} <> excluded.source_hash`,
      });
  }
  const withoutText = changed.filter((e) => !e.fullText).map((e) => idOf.get(e.row.sourceId)!);
  if (withoutText.length > 0) await tx.delete(documentTexts).where(inArray(documentTexts.documentId, withoutText));

  // The relation set of a changed document is replaced as a whole, in the same transaction as the row.
  await tx.delete(documentRelations).where(inArray(documentRelations.documentId, changedIds));
  for (const [sourceId, id] of idOf) knownIds.set(sourceId, id);
  const relationRows = changed.flatMap((e) =>
    e.relations.map((r) => ({ d: idOf.get(e.row.sourceId)!, t: r.relationType, s: r.relatedSourceId, r: knownIds.get(r.relatedSourceId) ?? null })),
  );
  // One JSON parameter per chunk: far cheaper than four bound parameters per row, above all on PGlite.
  for (let i = 0; i < relationRows.length; i += RELATION_CHUNK) {
    const chunk = JSON.stringify(relationRows.slice(i, i + RELATION_CHUNK));
    await tx.execute(sql`
      insert into ${documentRelations} (document_id, relation_type, related_source_id, related_document_id)
      select x.d, x.t, x.s, x.r from jsonb_to_recordset(${chunk}::jsonb) as x(d integer, t text, s text, r integer)`);
  }
  outcome.relationsWritten = relationRows.length;
  if (detect && before) outcome.changesDetected = await recordBatchChanges(tx, detect, before, written, changed, knownIds);
  return outcome;
}

/** The publishers stage: IETF, NIST and W3C, upserted by code; returns their ids. */
export async function writePublishers(run: ImportRun): Promise<Record<PublisherCode, number>> {
  const { db, onProgress } = run;
  checkAborted(run.signal);
  await setPhase(db, run.id, 'publishers');
  onProgress?.({ phase: 'publishers', done: 0, total: PUBLISHER_CODES.length });
  const publisherIds = await upsertPublishers(db);
  onProgress?.({ phase: 'publishers', done: PUBLISHER_CODES.length, total: PUBLISHER_CODES.length });
  return publisherIds;
}

/** What the documents stage did: the records of each publisher, and the rows written and changes found. */
export interface DocumentsWritten extends BatchOutcome {
  perPublisher: Record<PublisherCode, number>;
}

/** The documents stage: per publisher, batches of batchSize, one transaction each; records whose source hash is unchanged are not sent. */
export async function writeDocuments(
  run: ImportRun,
  entries: CatalogueEntry[],
  publisherIds: Record<PublisherCode, number>,
  batchSize: number,
): Promise<DocumentsWritten> {
  const { db, log, onProgress, signal } = run;
  await setPhase(db, run.id, 'documents', 0);
  // Rows whose source hash did not change are not sent at all; the upsert's hash guard covers the rest.
  const existing = await db.select({ id: documents.id, sourceId: documents.sourceId, sourceHash: documents.sourceHash }).from(documents);
  const knownIds = new Map(existing.map((d) => [d.sourceId, d.id]));
  const storedHash = new Map(existing.map((d) => [d.sourceId, d.sourceHash]));
  const counts = { inserted: 0, updated: 0, relationsWritten: 0, changesDetected: 0 };
  // The first import has nothing to compare with; later ones record what changed, for tracking.
  const detect: ChangeDetection | null = (await earlierImportCompleted(db, run.id)) ? { runId: run.id } : null;
  const perPublisher = Object.fromEntries(PUBLISHER_CODES.map((c) => [c, 0])) as Record<PublisherCode, number>;
  let processed = 0;
  for (const publisher of PUBLISHER_CODES) {
    const own = entries.filter((e) => e.publisherCode === publisher);
    perPublisher[publisher] = own.length;
    if (own.length === 0) continue;
    log.info(`catalog import: ${publisher} 0/${own.length}`);
    for (let i = 0; i < own.length; i += batchSize) {
      checkAborted(signal);
      const batch = own.slice(i, i + batchSize).filter((e) => storedHash.get(e.row.sourceId) !== e.row.sourceHash);
      const outcome =
        batch.length > 0 ? await db.transaction((tx) => writeBatch(tx, batch, publisherIds, knownIds, detect)) : { inserted: 0, updated: 0, relationsWritten: 0, changesDetected: 0 };
      counts.inserted += outcome.inserted;
      counts.changesDetected += outcome.changesDetected;
      counts.updated += outcome.updated;
      counts.relationsWritten += outcome.relationsWritten;
      processed += Math.min(batchSize, own.length - i);
      await setPhase(db, run.id, 'documents', processed);
      const done = Math.min(i + batchSize, own.length);
      log.info(`catalog import: ${publisher} ${done}/${own.length}`);
      onProgress?.({ phase: 'documents', publisher, done, total: own.length });
    }
  }
  return { perPublisher, ...counts };
}
