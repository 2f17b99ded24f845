import type { Db } from '../../db/client.js';
import { documentAccesses } from '../../db/schema/index.js';
import type { DocumentAccess } from './content.service.js';

/** Openings wait at most this long before one multi-row insert. */
export const OPENINGS_FLUSH_MS = 200;
const MAX_BATCH = 500;
/** Beyond this many waiting openings (the database is down) new ones are dropped rather than exhaust memory. */
const MAX_WAITING = 50_000;

type Opening = Omit<DocumentAccess, 'kind'> & { createdAt: Date };

/**
 * The document page's openings ('open' accesses, one per metadata request): kept in memory with the time they
 * happened and written in batches, so the hot read path does not wait for an insert. Whoever reads
 * document_accesses for a user's list flushes first (flushDocumentOpenings), so the list never misses an opening.
 * Within one batch a session's repeated openings of one document are kept once, with the latest time: recently
 * accessed reads only the latest opening of each document, and nothing counts openings (usage counts usage_events).
 */
class DocumentOpenings {
  private queue = new Map<string, Opening>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown, lost: number) => void,
  ) {}

  record(opening: Opening) {
    const key = `${opening.tenantId}:${opening.userId}:${opening.accountId}:${opening.documentId}`;
    if (this.queue.size >= MAX_WAITING && !this.queue.has(key)) return;
    this.queue.set(key, opening);
    if (this.queue.size >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), OPENINGS_FLUSH_MS).unref();
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.queue.values()];
    this.queue = new Map();
    if (batch.length > 0) {
      this.writing = this.writing.then(() =>
        this.db
          .insert(documentAccesses)
          .values(batch.map((o) => ({ ...o, kind: 'open' as const })))
          .then(
            () => undefined,
            (error: unknown) => this.onError(error, batch.length),
          ),
      );
    }
    return this.writing;
  }
}

const openingsByDb = new WeakMap<Db, DocumentOpenings>();

/** The openings queue of this database (one per app; tests build several apps in one process). */
export function documentOpenings(db: Db, onError: (error: unknown, lost: number) => void = () => {}): DocumentOpenings {
  let openings = openingsByDb.get(db);
  if (!openings) openingsByDb.set(db, (openings = new DocumentOpenings(db, onError)));
  return openings;
}

/** Writes the openings that wait (before reading document_accesses, and when the app closes). */
export function flushDocumentOpenings(db: Db): Promise<void> {
  return openingsByDb.get(db)?.flush() ?? Promise.resolve();
}
