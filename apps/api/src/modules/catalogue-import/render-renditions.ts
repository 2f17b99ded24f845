/**
 * The renditions stage, also run on its own: a PDF and an HTML rendition of every selected full-text
 * document that lacks a current one, rendered by a RenditionRenderer (rendition-renderers.ts). A
 * file is written before its document_files row, so a stop leaves at most a file without a row,
 * which the next run overwrites.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentFiles, documentTexts, documents, publishers } from '../../db/schema/index.js';
import type { FileStore } from '../../lib/file-store.js';
import type { CatalogueLog, CatalogueProgress } from './import-run.js';
import { createInlineRenderer, type RenditionRenderer } from './rendition-renderers.js';
import { sha256Hex } from './source-hashes.js';

/** Which documents get PDF and HTML renditions: every full-text document, none, or these content codes. */
export type RenditionSelection = 'all' | 'none' | string[];

export interface RenditionsResult {
  rendered: number;
  upToDate: number;
  failed: { contentCode: string; message: string }[];
  /** Requested content codes that are not full-text documents of the catalogue. */
  unknown: string[];
  durationMs: number;
}

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
