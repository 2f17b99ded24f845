/**
 * An import run and its row in catalog_imports: whether the files need importing, starting (or
 * resuming) a run, the phase it is in, and its end. The "completed" marker is written last, so a run
 * stopped at any point stays "running" and the next run picks it up.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogueImports } from '../../db/schema/index.js';
import { catalogueState } from '../catalogue/index.js';
import type { CatalogueProblem } from './catalogue-assembly.js';
import { MAPPING_VERSION } from './catalogue-mapping.js';
import { CATALOGUE_FILES, type PublisherCode } from './catalogue-sources.js';

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

/** What every stage of a run is given: the database, the run it records its phase in, and how it reports and stops. */
export interface ImportRun {
  db: Db;
  id: number;
  log: CatalogueLog;
  onProgress?: (progress: CatalogueProgress) => void;
  /** Stops between batches and stages; the run stays "running" and the next run finishes it. */
  signal?: AbortSignal;
}

const PROBLEMS_KEPT = 1000;

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

/** True unless the newest run completed over exactly the files now in catalogueDir. */
export async function needsImport(db: Db, catalogueDir: string): Promise<boolean> {
  const { completed, lastRun } = await catalogueState(db);
  if (!completed || !lastRun) return true;
  return lastRun.filesHash !== (await catalogueFilesHash(catalogueDir));
}

/** Starts a run, or picks up the newest one when it stopped before completing. */
export async function beginRun(db: Db, filesHash: string): Promise<{ id: number; resumed: boolean; stoppedIn: string | null }> {
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

export async function setPhase(db: Db, runId: number, phase: CataloguePhase, processed?: number) {
  await db
    .update(catalogueImports)
    .set(processed === undefined ? { phase } : { phase, processed })
    .where(eq(catalogueImports.id, runId));
}

/** Whether an import other than this run completed: the first import has nothing to compare with. */
export async function earlierImportCompleted(db: Db, runId: number): Promise<boolean> {
  const [earlier] = await db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(and(eq(catalogueImports.status, 'completed'), sql`${catalogueImports.id} <> ${runId}`))
    .limit(1);
  return Boolean(earlier);
}

/** The completed marker, written last: until the run's row says completed, the next start runs the import again. */
export async function completeRun(db: Db, runId: number, processed: number, stats: Record<string, unknown>, problems: CatalogueProblem[]) {
  await db
    .update(catalogueImports)
    .set({ status: 'completed', phase: 'completed', finishedAt: new Date(), processed, stats, problems: problems.slice(0, PROBLEMS_KEPT) })
    .where(eq(catalogueImports.id, runId));
}

/** Marks a run that stopped on an error; never throws, so the error itself reaches the caller. */
export async function failRun(db: Db, runId: number) {
  await db
    .update(catalogueImports)
    .set({ status: 'failed', finishedAt: new Date() })
    .where(eq(catalogueImports.id, runId))
    .catch(() => {});
}

export function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('catalog import stopped');
}
