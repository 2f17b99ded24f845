/**
 * The catalogue import: reads the source files, writes publishers, documents, full texts,
 * relations and families, and renders PDF and HTML renditions of the full-text documents.
 *
 * Every write is an idempotent upsert keyed by the record's source id and guarded by its source
 * hash, and the "completed" marker is written last, so a run stopped at any point (even by
 * SIGKILL) is finished by the next one, and a run over unchanged files writes nothing.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { catalogueImports, documentFiles, documentRelations, documentTexts, documents, publishers } from '../../db/schema/index.js';
import type { FileStore } from '../../lib/file-store.js';
import {
  assembleCatalogue,
  mapIetfRecord,
  mapNistRecord,
  mapW3cRecord,
  MAPPING_VERSION,
  recordHash,
  sha256Hex,
  type CatalogueEntry,
  type CatalogueInput,
  type CatalogueProblem,
  type FullText,
} from './catalogue-mapping.js';
import { readJsonLines } from './catalogue-reader.js';
import { CATALOGUE_FILES, CATALOGUE_PUBLISHERS, IetfFullText, IetfRecord, NistRecord, PUBLISHER_CODES, W3cRecord, type PublisherCode } from './catalogue-sources.js';
import { createInlineRenderer, createPoolRenderer, type RenditionRenderer } from './catalogue-renditions.js';
import { changesOf, notifyTrackers, recordChanges, storedStates } from '../tracking/index.js';

import { buildSemanticModel, hasSemanticModel, type SemanticSettings } from '../semantic/index.js';
import { buildFrequentWords, buildSearchWords } from '../search/index.js';
import { catalogueGeneration } from '../catalogue/index.js';

export type { CatalogueProblem } from './catalogue-mapping.js';

/** Which documents get PDF and HTML renditions: every full-text document, none, or these content codes. */
export type RenditionSelection = 'all' | 'none' | string[];

/** The part of a logger the import uses; pino and Fastify's logger fit. */
export interface CatalogueLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export type CataloguePhase = 'read' | 'publishers' | 'documents' | 'relations' | 'families' | 'search' | 'completed' | 'renditions';

export interface CatalogueProgress {
  phase: CataloguePhase;
  done: number;
  total: number;
  /** Set while documents of one publisher are written. */
  publisher?: PublisherCode;
}

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
  files: Record<string, { lines: number; records: number; problems: number; missing?: boolean }>;
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

export interface RenditionsResult {
  rendered: number;
  upToDate: number;
  failed: { contentCode: string; message: string }[];
  /** Requested content codes that are not full-text documents of the catalogue. */
  unknown: string[];
  durationMs: number;
}

/** The newest import run, as the health page and the CLI show it. */
export interface CatalogueRun {
  id: number;
  status: string;
  phase: string;
  startedAt: Date;
  finishedAt: Date | null;
  processed: number;
  filesHash: string | null;
  problemCount: number;
}

const PROBLEMS_KEPT = 1000;
const DEFAULT_BATCH = 500;
const RELATION_CHUNK = 5000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ---------------------------------------------------------------- state

/**
 * One hash for the catalogue files as they are on disk, plus the mapping version: when it
 * matches the last completed run, there is nothing to import.
 */
export async function catalogueFilesHash(catalogueDir: string): Promise<string> {
  const combined = createHash('sha256').update(`mapping:${MAPPING_VERSION}\n`);
  for (const name of Object.values(CATALOGUE_FILES)) {
    const file = path.join(catalogueDir, name);
    if (!existsSync(file)) {
      combined.update(`${name}:missing\n`);
      continue;
    }
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    combined.update(`${name}:${hash.digest('hex')}\n`);
  }
  return combined.digest('hex');
}

function toRun(row: typeof catalogueImports.$inferSelect): CatalogueRun {
  const filesHash = typeof row.stats?.filesHash === 'string' ? row.stats.filesHash : null;
  return {
    id: row.id,
    status: row.status,
    phase: row.phase,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    processed: row.processed,
    filesHash,
    problemCount: typeof row.stats?.problemCount === 'number' ? row.stats.problemCount : row.problems.length,
  };
}

/**
 * Vacuums the imported tables and gathers their planner statistics. PGlite never runs autovacuum, and
 * PostgreSQL's may come minutes later: without statistics every estimate of a search plan is a guess (one
 * row for 'internet'); without the vacuum every text search also reads the GIN index's pending list of
 * recently inserted rows (up to 4 MB) one entry at a time, and index-only scans (the citation counts of
 * ranking) still visit the table, since no page is marked all-visible yet.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) documents, document_relations, search_words, publishers`);
}

/** Whether the newest import run completed, and that run. */
export async function catalogueState(db: Db): Promise<{ completed: boolean; lastRun: CatalogueRun | null }> {
  const [last] = await db.select().from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(1);
  return { completed: last?.status === 'completed', lastRun: last ? toRun(last) : null };
}

/** True unless the newest run completed over exactly the files now in catalogueDir. */
export async function needsImport(db: Db, catalogueDir: string): Promise<boolean> {
  const { completed, lastRun } = await catalogueState(db);
  if (!completed || !lastRun) return true;
  return lastRun.filesHash !== (await catalogueFilesHash(catalogueDir));
}

async function beginRun(db: Db, filesHash: string): Promise<{ id: number; resumed: boolean; stoppedIn: string | null }> {
  const [last] = await db.select().from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(1);
  if (last && last.status === 'running') {
    await db
      .update(catalogueImports)
      .set({ phase: 'read', stats: { ...last.stats, filesHash, resumedAt: new Date().toISOString() } })
      .where(eq(catalogueImports.id, last.id));
    return { id: last.id, resumed: true, stoppedIn: last.phase };
  }
  const [row] = await db.insert(catalogueImports).values({ status: 'running', phase: 'read', stats: { filesHash } }).returning({ id: catalogueImports.id });
  return { id: row.id, resumed: false, stoppedIn: null };
}

async function setPhase(db: Db, runId: number, phase: CataloguePhase, processed?: number) {
  await db
    .update(catalogueImports)
    .set(processed === undefined ? { phase } : { phase, processed })
    .where(eq(catalogueImports.id, runId));
}

// ---------------------------------------------------------------- reading

interface ReadResult {
  inputs: CatalogueInput[];
  problems: CatalogueProblem[];
  files: CatalogueImportResult['files'];
}

async function readCatalogueFiles(catalogueDir: string, log: CatalogueLog): Promise<ReadResult> {
  const problems: CatalogueProblem[] = [];
  const files: ReadResult['files'] = {};
  const inputs: CatalogueInput[] = [];
  const present = Object.values(CATALOGUE_FILES).filter((name) => existsSync(path.join(catalogueDir, name)));
  if (present.length === 0) {
    throw new Error(`No catalogue files in ${catalogueDir}: expected ${Object.values(CATALOGUE_FILES).join(', ')}`);
  }

  const report = (problem: CatalogueProblem) => {
    problems.push(problem);
    log.warn(`catalog import: ${problem.file}:${problem.line}: ${problem.message}`);
  };

  async function read<T>(name: string, schema: Parameters<typeof readJsonLines>[1], onRecord: (record: T, raw: unknown, line: number) => void) {
    const stats = { lines: 0, records: 0, problems: 0 };
    files[name] = stats;
    const file = path.join(catalogueDir, name);
    if (!existsSync(file)) {
      files[name] = { ...stats, missing: true };
      report({ file: name, line: 0, message: 'file not found; its records are not imported' });
      return;
    }
    for await (const item of readJsonLines(file, schema)) {
      stats.lines = item.line;
      if ('problem' in item) {
        stats.problems++;
        report({ file: name, line: item.line, message: item.problem });
        continue;
      }
      stats.records++;
      onRecord(item.record as T, item.raw, item.line);
    }
  }

  const texts = new Map<string, FullText & { line: number }>();
  await read<IetfFullText>(CATALOGUE_FILES.ietfFullText, IetfFullText, (record, _raw, line) => {
    texts.set(record.id, { mediaType: record.media_type, body: record.text, sha256: sha256Hex(record.text), line });
  });

  const textsUsed = new Set<string>();
  await read<IetfRecord>(CATALOGUE_FILES.ietf, IetfRecord, (record, raw, line) => {
    const text = record.has_fulltext ? texts.get(record.id) : undefined;
    if (record.has_fulltext && !text) {
      report({ file: CATALOGUE_FILES.ietf, line, message: `${record.id} is marked has_fulltext, but ${CATALOGUE_FILES.ietfFullText} has no text for it; imported without full text` });
    }
    if (text) textsUsed.add(record.id);
    inputs.push({
      mapped: mapIetfRecord(record, { hasFullText: Boolean(text) }),
      recordSha256: recordHash(raw),
      fullText: text ? { mediaType: text.mediaType, body: text.body, sha256: text.sha256 } : null,
      origin: { file: CATALOGUE_FILES.ietf, line },
    });
  });
  for (const [id, text] of texts) {
    if (!textsUsed.has(id)) {
      report({ file: CATALOGUE_FILES.ietfFullText, line: text.line, message: `full text of ${id} is not used: the RFC catalogue has no record for it with has_fulltext true` });
    }
  }
  texts.clear();

  await read<NistRecord>(CATALOGUE_FILES.nist, NistRecord, (record, raw, line) => {
    inputs.push({ mapped: mapNistRecord(record), recordSha256: recordHash(raw), fullText: null, origin: { file: CATALOGUE_FILES.nist, line } });
  });
  await read<W3cRecord>(CATALOGUE_FILES.w3c, W3cRecord, (record, raw, line) => {
    inputs.push({ mapped: mapW3cRecord(record), recordSha256: recordHash(raw), fullText: null, origin: { file: CATALOGUE_FILES.w3c, line } });
  });
  return { inputs, problems, files };
}

// ---------------------------------------------------------------- writing

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
 * Identifiers and title weigh most (A), then keywords, topics and committee names (B), the
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
  out._subjects = [...r.keywords, ...r.topics, r.committee, r.committeeName, r.mainCommittee, r.mainCommitteeName].filter(Boolean).join(' ');
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
  detect: { runId: number } | null,
): Promise<BatchOutcome> {
  const before = detect ? await storedStates(tx, batch.map((e) => e.row.sourceId)) : null;
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
  if (detect && before) {
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
    outcome.changesDetected = await recordChanges(tx, detect.runId, changes);
  }
  return outcome;
}

/** Points relations at their target documents; targets written in later batches are found here. */
async function resolveRelations(db: Db): Promise<number> {
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

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('catalog import stopped');
}

/** Imports (or brings up to date) the whole catalogue from catalogueDir, then renders the selected renditions. */
export async function runCatalogueImport(options: CatalogueImportOptions): Promise<CatalogueImportResult> {
  const { db, catalogueDir, log, onProgress, signal } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const started = performance.now();
  const filesHash = await catalogueFilesHash(catalogueDir);
  const run = await beginRun(db, filesHash);
  log.info(
    run.resumed
      ? `catalog import: finishing run #${run.id}, which stopped during "${run.stoppedIn}"`
      : `catalog import: run #${run.id} reading ${catalogueDir}`,
  );

  try {
    onProgress?.({ phase: 'read', done: 0, total: 0 });
    const read = await readCatalogueFiles(catalogueDir, log);
    const assembled = assembleCatalogue(read.inputs);
    for (const p of assembled.problems) log.warn(`catalog import: ${p.file}:${p.line}: ${p.message}`);
    const problems = [...read.problems, ...assembled.problems];
    const entries = assembled.entries;
    const total = entries.length;
    onProgress?.({ phase: 'read', done: total, total });
    log.info(`catalog import: read ${total} records${problems.length ? `, ${problems.length} problems` : ''}`);

    checkAborted(signal);
    await setPhase(db, run.id, 'publishers');
    onProgress?.({ phase: 'publishers', done: 0, total: PUBLISHER_CODES.length });
    const publisherIds = await upsertPublishers(db);
    onProgress?.({ phase: 'publishers', done: PUBLISHER_CODES.length, total: PUBLISHER_CODES.length });

    await setPhase(db, run.id, 'documents', 0);
    // Rows whose source hash did not change are not sent at all; the upsert's hash guard covers the rest.
    const existing = await db.select({ id: documents.id, sourceId: documents.sourceId, sourceHash: documents.sourceHash }).from(documents);
    const knownIds = new Map(existing.map((d) => [d.sourceId, d.id]));
    const storedHash = new Map(existing.map((d) => [d.sourceId, d.sourceHash]));
    const counts = { inserted: 0, updated: 0, relationsWritten: 0, changesDetected: 0 };
    // The first import has nothing to compare with; later ones record what changed, for tracking.
    const [earlier] = await db
      .select({ id: catalogueImports.id })
      .from(catalogueImports)
      .where(and(eq(catalogueImports.status, 'completed'), sql`${catalogueImports.id} <> ${run.id}`))
      .limit(1);
    const detect = earlier ? { runId: run.id } : null;
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

    checkAborted(signal);
    await setPhase(db, run.id, 'relations');
    onProgress?.({ phase: 'relations', done: 0, total: 1 });
    const relationsResolved = await resolveRelations(db);
    log.info(`catalog import: relations resolved (${relationsResolved} links updated)`);
    onProgress?.({ phase: 'relations', done: 1, total: 1 });

    checkAborted(signal);
    await setPhase(db, run.id, 'families');
    onProgress?.({ phase: 'families', done: 0, total: 1 });
    const familiesChanged = await writeFamilies(db, entries);
    log.info(`catalog import: families named (${familiesChanged} changed)`);
    // Before the completed marker: a run stopped here notifies at its resumption (notifications are keyed, never doubled).
    const tracking = await notifyTrackers(db);
    if (counts.changesDetected || tracking.notifications) {
      log.info(`catalog import: ${counts.changesDetected} document changes detected, ${tracking.notifications} tracking notifications stored`);
    }
    onProgress?.({ phase: 'families', done: 1, total: 1 });

    // Search aids built from the imported documents, whole each time, so a resumed run just builds them again:
    // the spelling dictionary for misspelled queries and the semantic model.
    checkAborted(signal);
    await setPhase(db, run.id, 'search');
    onProgress?.({ phase: 'search', done: 0, total: 3 });
    const searchWords = await buildSearchWords(db);
    log.info(`catalog import: spelling dictionary of ${searchWords} words`);
    onProgress?.({ phase: 'search', done: 1, total: 3 });
    const semantic = await buildSemanticModel(db, log, options.semantic);
    await analyzeCatalogue(db);
    onProgress?.({ phase: 'search', done: 2, total: 3 });
    // Searches of the commonest words, answered ahead (they belong to this run, used once it is marked completed).
    const frequentWords = await buildFrequentWords(db, run.id);
    log.info(`catalog import: answers prepared for ${frequentWords.words} common words in ${(frequentWords.ms / 1000).toFixed(1)} s`);
    onProgress?.({ phase: 'search', done: 3, total: 3 });

    const durationMs = Math.round(performance.now() - started);
    const unchanged = total - counts.inserted - counts.updated;
    const stats = {
      filesHash,
      mappingVersion: MAPPING_VERSION,
      files: read.files,
      documents: perPublisher,
      inserted: counts.inserted,
      updated: counts.updated,
      unchanged,
      relationsWritten: counts.relationsWritten,
      relationsResolved,
      familiesChanged,
      changesDetected: counts.changesDetected,
      trackingNotifications: tracking.notifications,
      searchWords,
      frequentWords: frequentWords.words,
      semanticModel: { documents: semantic.documents, terms: semantic.terms, ms: semantic.ms },
      problemCount: problems.length,
      durationMs,
      resumed: run.resumed,
    };
    // Written last: until this row says completed, the next start runs the import again.
    await db
      .update(catalogueImports)
      .set({ status: 'completed', phase: 'completed', finishedAt: new Date(), processed: total, stats, problems: problems.slice(0, PROBLEMS_KEPT) })
      .where(eq(catalogueImports.id, run.id));
    onProgress?.({ phase: 'completed', done: total, total });
    log.info(
      `catalog import: completed in ${(durationMs / 1000).toFixed(1)} s: ${counts.inserted} new, ${counts.updated} updated, ${unchanged} unchanged` +
        (problems.length ? `, ${problems.length} problems` : ''),
    );

    const result: CatalogueImportResult = {
      runId: run.id,
      resumed: run.resumed,
      filesHash,
      files: read.files,
      documents: perPublisher,
      inserted: counts.inserted,
      updated: counts.updated,
      unchanged,
      relationsWritten: counts.relationsWritten,
      relationsResolved,
      familiesChanged,
      changesDetected: counts.changesDetected,
      trackingNotifications: tracking.notifications,
      problems,
      durationMs,
      renditions: null,
    };
    if (options.renditions !== 'none') {
      result.renditions = await runRenditions({ db, fileStore: options.fileStore, renditions: options.renditions, log, signal, onProgress, renderer: options.renderer });
    }
    return result;
  } catch (error) {
    if (!signal?.aborted) {
      await db
        .update(catalogueImports)
        .set({ status: 'failed', finishedAt: new Date() })
        .where(eq(catalogueImports.id, run.id))
        .catch(() => {});
    }
    throw error;
  }
}

// ---------------------------------------------------------------- renditions

export interface RenditionsOptions {
  db: Db;
  fileStore: FileStore;
  renditions: RenditionSelection;
  log: CatalogueLog;
  /** Renders in worker threads when given; otherwise on this thread, one document at a time. */
  renderer?: RenditionRenderer;
  signal?: AbortSignal;
  onProgress?: (progress: CatalogueProgress) => void;
}

const RENDITION_KINDS = [
  { kind: 'pdf', mediaType: 'application/pdf', key: (code: string) => `pdf/${code}.pdf` },
  { kind: 'html', mediaType: 'text/html; charset=utf-8', key: (code: string) => `html/${code}.html` },
] as const;

/**
 * Bumped when the renditions change shape for the same source (2: the PDF's balanced page tree), so a stored
 * rendition of an older format is made again at the next import. Stored with each file as `<source hash>.r<format>`.
 */
export const RENDITION_FORMAT = 2;
const renditionSourceHash = (sourceHash: string) => `${sourceHash}.r${RENDITION_FORMAT}`;

interface RenditionCandidate {
  id: number;
  contentCode: string;
  designation: string;
  title: string;
  status: string;
  classification: string | null;
  doi: string | null;
  publishedDate: string | null;
  sourceHash: string;
  publisherName: string;
}

/** Full-text documents whose PDF or HTML is missing, was made from an older source, or lost its file. */
async function renditionCandidates(db: Db, fileStore: FileStore, selection: string[] | null): Promise<{ todo: RenditionCandidate[]; upToDate: number; known: Set<string> }> {
  const rows = await db
    .select({
      id: documents.id,
      contentCode: documents.contentCode,
      designation: documents.designation,
      title: documents.title,
      status: documents.status,
      classification: documents.classification,
      doi: documents.doi,
      publishedDate: documents.publishedDate,
      sourceHash: documents.sourceHash,
      publisherName: publishers.fullName,
    })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(selection ? and(eq(documents.hasFullText, true), inArray(documents.contentCode, selection)) : eq(documents.hasFullText, true))
    .orderBy(documents.id);
  if (rows.length === 0) return { todo: [], upToDate: 0, known: new Set() };
  const files = await db
    .select({ documentId: documentFiles.documentId, kind: documentFiles.kind, sourceHash: documentFiles.sourceHash, storageKey: documentFiles.storageKey, byteSize: documentFiles.byteSize })
    .from(documentFiles)
    .where(
      selection
        ? inArray(
            documentFiles.documentId,
            rows.map((r) => r.id),
          )
        : undefined,
    );
  const stored = new Map(files.map((f) => [`${f.documentId}:${f.kind}`, f]));
  const todo: RenditionCandidate[] = [];
  let upToDate = 0;
  for (const row of rows) {
    let current = true;
    for (const { kind } of RENDITION_KINDS) {
      const file = stored.get(`${row.id}:${kind}`);
      // A row is only trusted while its file is still in the store, at the recorded size.
      if (!file || file.sourceHash !== renditionSourceHash(row.sourceHash) || (await fileStore.stat(file.storageKey))?.size !== file.byteSize) current = false;
    }
    if (current) upToDate++;
    else todo.push(row);
  }
  return { todo, upToDate, known: new Set(rows.map((r) => r.contentCode)) };
}

/** RFC number to content code for every RFC in the catalogue, so the HTML can link references. */
async function rfcContentCodes(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ sourceId: documents.sourceId, contentCode: documents.contentCode })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(eq(publishers.code, 'IETF'));
  const map = new Map<number, string>();
  for (const r of rows) {
    const m = /^RFC(\d+)$/.exec(r.sourceId);
    if (m) map.set(Number(m[1]), r.contentCode);
  }
  return map;
}

/** "Internet Standard", or "Draft Standard (Replaced)" once the RFC is no longer current. */
function renditionStatus(doc: RenditionCandidate): string {
  if (!doc.classification) return doc.status;
  return doc.status === 'Active' ? doc.classification : `${doc.classification} (${doc.status})`;
}

async function renderOne(db: Db, fileStore: FileStore, renderer: RenditionRenderer, doc: RenditionCandidate, knownContentCodes: Map<number, string>): Promise<void> {
  const [text] = await db.select({ body: documentTexts.body }).from(documentTexts).where(eq(documentTexts.documentId, doc.id));
  if (!text) throw new Error('the document has no stored full text');
  const rendition = await renderer.render({
    text: text.body,
    designation: doc.designation,
    title: doc.title,
    status: renditionStatus(doc),
    doi: doc.doi,
    publisherName: doc.publisherName,
    contentCode: doc.contentCode,
    date: doc.publishedDate,
    knownContentCodes,
  });
  for (const { kind, mediaType, key } of RENDITION_KINDS) {
    const data = kind === 'pdf' ? rendition.pdf : Buffer.from(rendition.html, 'utf8');
    const storageKey = key(doc.contentCode);
    // The file goes first: a stop between the two leaves a file without a row, which the next run overwrites.
    await fileStore.put(storageKey, data);
    const row = {
      documentId: doc.id,
      kind,
      storageKey,
      mediaType,
      byteSize: data.length,
      sha256: sha256Hex(data),
      pageCount: kind === 'pdf' ? rendition.pageCount : null,
      sourceHash: renditionSourceHash(doc.sourceHash),
    };
    await db
      .insert(documentFiles)
      .values(row)
      .onConflictDoUpdate({
        target: [documentFiles.documentId, documentFiles.kind],
        set: { storageKey, mediaType, byteSize: row.byteSize, sha256: row.sha256, pageCount: row.pageCount, sourceHash: row.sourceHash, createdAt: sql`now()` },
      });
  }
}

/**
 * Renders the PDF and HTML of the selected full-text documents that lack a current rendition.
 * A document that fails is reported and skipped; the others go on.
 */
export async function runRenditions(options: RenditionsOptions): Promise<RenditionsResult> {
  const { db, fileStore, log, signal, onProgress } = options;
  const started = performance.now();
  const result: RenditionsResult = { rendered: 0, upToDate: 0, failed: [], unknown: [], durationMs: 0 };
  if (options.renditions === 'none') return result;
  const selection = options.renditions === 'all' ? null : [...new Set(options.renditions)];
  const { todo, upToDate, known } = await renditionCandidates(db, fileStore, selection);
  result.upToDate = upToDate;
  if (selection) {
    result.unknown = selection.filter((code) => !known.has(code));
    if (result.unknown.length) log.warn(`catalog renditions: not full-text documents of the catalogue: ${result.unknown.join(', ')}`);
  }
  if (todo.length === 0) {
    result.durationMs = Math.round(performance.now() - started);
    return result;
  }
  const renderer = options.renderer ?? createInlineRenderer();
  const concurrency = Math.max(1, renderer.concurrency);
  const knownContentCodes = await rfcContentCodes(db);
  log.info(`catalog renditions: ${todo.length} documents to render (${upToDate} up to date)`);
  let next = 0;
  let done = 0;
  const progressEvery = Math.max(1, Math.ceil(todo.length / 20));
  const worker = async () => {
    while (next < todo.length && !signal?.aborted) {
      const doc = todo[next++];
      try {
        await renderOne(db, fileStore, renderer, doc, knownContentCodes);
        result.rendered++;
      } catch (error) {
        const message = (error as Error).message;
        result.failed.push({ contentCode: doc.contentCode, message });
        log.warn(`catalog renditions: ${doc.contentCode} failed: ${message}`);
      }
      done++;
      onProgress?.({ phase: 'renditions', done, total: todo.length });
      if (done % progressEvery === 0 || done === todo.length) log.info(`catalog renditions: ${done}/${todo.length}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  result.durationMs = Math.round(performance.now() - started);
  log.info(
    `catalog renditions: ${result.rendered} rendered in ${(result.durationMs / 1000).toFixed(1)} s` + (result.failed.length ? `, ${result.failed.length} failed` : ''),
  );
  return result;
}

// ---------------------------------------------------------------- server start-up

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
    // A data folder imported before the import analyzed its tables gets its planner statistics now.
    if (!(await queryRows<{ analyzed: boolean }>(db, sql`select exists (select 1 from pg_stats where tablename = 'documents') as analyzed`))[0]?.analyzed) {
      await analyzeCatalogue(db);
    }
    // A data folder imported before semantic search existed gets its model now.
    if (!(await hasSemanticModel(db))) {
      await buildSearchWords(db);
      await buildSemanticModel(db, log, config.semantic);
    }
    // One imported before the common words' answers existed gets them now.
    const generation = await catalogueGeneration(db);
    if (!(await queryRows<{ prepared: boolean }>(db, sql`select exists (select 1 from search_frequent_words where generation = ${generation}) as prepared`))[0]?.prepared) {
      const frequentWords = await buildFrequentWords(db, generation);
      log.info(`catalog import: answers prepared for ${frequentWords.words} common words in ${(frequentWords.ms / 1000).toFixed(1)} s`);
    }
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
