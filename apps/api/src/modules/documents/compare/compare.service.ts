import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { documentTexts } from '../../../db/schema/index.js';
import type { FileStore } from '../../../lib/file-store.js';
import type { FoundDocument } from '../content.service.js';
import type { RedlineJob, RedlineJobInput } from './redline-job.js';

/** Bump when the redline's rules or look change, so cached redlines are made anew. */
export const REDLINE_VERSION = 1;

/*
 * The size limit is config.compare.maxTextChars (COMPARE_MAX_TEXT_CHARS, default 1.6 million characters of
 * both texts together): above it the PDF compare answers 'The documents are too large to be compare'.
 * RFC 2616 against RFC 9110 is 0.93 million characters (docs/benchmarks.md has its times).
 */

/** The older and the newer side of a comparison. */
export interface ComparePair {
  older: FoundDocument;
  newer: FoundDocument;
}

/** Orders two versions by publication date (then id): the earlier one is the old side of the redline. */
export function orderByDate(a: FoundDocument, b: FoundDocument): ComparePair {
  const da = a.document.publishedDate ?? '';
  const db = b.document.publishedDate ?? '';
  const aFirst = da < db || (da === db && a.document.id < b.document.id);
  return aFirst ? { older: a, newer: b } : { older: b, newer: a };
}

export interface PairTexts {
  oldText: string;
  newText: string;
  /** Identifies this pair of texts under this redline version: the cache key. */
  key: string;
}

/** The two full texts, or null when either version has none. */
export async function loadPairTexts(db: Db, pair: ComparePair): Promise<PairTexts | null> {
  const rows = await db
    .select({ documentId: documentTexts.documentId, body: documentTexts.body, sourceHash: documentTexts.sourceHash })
    .from(documentTexts)
    .where(inArray(documentTexts.documentId, [pair.older.document.id, pair.newer.document.id]));
  const older = rows.find((r) => r.documentId === pair.older.document.id);
  const newer = rows.find((r) => r.documentId === pair.newer.document.id);
  if (!older || !newer) return null;
  const hash = createHash('sha256').update(`${REDLINE_VERSION}|${older.sourceHash}|${newer.sourceHash}`).digest('hex').slice(0, 16);
  return { oldText: older.body, newText: newer.body, key: `redlines/${pair.older.document.contentCode}--${pair.newer.document.contentCode}-${hash}` };
}

/** Whether both texts together are over the configured limit. */
export const isTooLarge = (texts: PairTexts, maxTextChars: number) => texts.oldText.length + texts.newText.length > maxTextChars;

/** The id the reader passes to download/redline/{id}: old and new contentId. */
export const redlineIdOf = (pair: ComparePair) => `${pair.older.document.id}-${pair.newer.document.id}`;

export type RedlineMaker = (input: RedlineJobInput) => RedlineJob;

/** A redline being made: each form resolves once it is stored. */
interface RunningRedline {
  html: Promise<void>;
  pdf: Promise<void>;
}

/**
 * Redlines in the file store, each made at most once at a time. The file store is the record of what
 * exists (so every server instance sees a redline another one made); jobs in flight are this process's.
 * The HTML is stored as soon as it is made, so the HTML compare does not wait for the slower PDF.
 */
export class RedlineCache {
  private readonly running = new Map<string, RunningRedline>();

  constructor(
    private readonly fileStore: FileStore,
    private readonly log: FastifyBaseLogger,
    private readonly make: RedlineMaker,
  ) {}

  htmlKey = (texts: PairTexts) => `${texts.key}.html`;
  pdfKey = (texts: PairTexts) => `${texts.key}.pdf`;

  htmlReady(texts: PairTexts): Promise<boolean> {
    return this.fileStore.exists(this.htmlKey(texts));
  }

  pdfReady(texts: PairTexts): Promise<boolean> {
    return this.fileStore.exists(this.pdfKey(texts));
  }

  isRunning(texts: PairTexts): boolean {
    return this.running.has(texts.key);
  }

  /** Starts making the redline unless both forms exist or it is being made. */
  async ensure(texts: PairTexts, pair: ComparePair): Promise<RunningRedline> {
    const inFlight = this.running.get(texts.key);
    if (inFlight) return inFlight;
    if ((await this.htmlReady(texts)) && (await this.pdfReady(texts))) return { html: Promise.resolve(), pdf: Promise.resolve() };
    const again = this.running.get(texts.key);
    if (again) return again;

    const started = performance.now();
    const job = this.make({
      oldText: texts.oldText,
      newText: texts.newText,
      subject: {
        oldDesignation: pair.older.document.displayDesignation,
        oldTitle: pair.older.document.title,
        newDesignation: pair.newer.document.displayDesignation,
        newTitle: pair.newer.document.title,
      },
    });
    const html = job.html.then(async (made) => {
      await this.fileStore.put(this.htmlKey(texts), Buffer.from(made.html, 'utf8'));
      this.log.info({ redline: texts.key, ms: Math.round(performance.now() - started), inserted: made.insertedWords, deleted: made.deletedWords }, 'redline HTML made');
    });
    const pdf = job.pdf.then(async (made) => {
      await this.fileStore.put(this.pdfKey(texts), made);
      this.log.info({ redline: texts.key, ms: Math.round(performance.now() - started) }, 'redline PDF made');
    });
    const running = { html, pdf };
    this.running.set(texts.key, running);
    void Promise.allSettled([html, pdf]).then(() => this.running.delete(texts.key));
    // Failures reach whoever waits; unawaited ones must not end the process.
    html.catch(() => {});
    pdf.catch(() => {});
    return running;
  }
}
