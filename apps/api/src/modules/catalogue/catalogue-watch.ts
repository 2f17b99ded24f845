import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import type { HotCache } from '../../lib/cache/index.js';

/** How often a request may ask whether the catalogue changed (an import completed, a rendition was written). */
export const CATALOGUE_CHECK_MS = 1_000;

/**
 * What the catalogue's cached answers were built from: the newest completed import and the renditions (written in the
 * background after an import, by this process or another). A different stamp means a different catalogue.
 */
async function catalogueStamp(db: Db): Promise<string> {
  const [row] = await queryRows<{ generation: number | null; files: number; newest: string | null }>(
    db,
    sql`select (select max(id)::int from catalog_imports where status = 'completed') as generation,
               (select count(*)::int from document_files) as files,
               (select max(created_at)::text from document_files) as newest`,
  );
  return `${row?.generation ?? 0}/${row?.files ?? 0}/${row?.newest ?? ''}`;
}

/**
 * Keeps the cache's catalogue answers current: current() asks the database at most once per checkMs whether the
 * catalogue changed, and invalidates topic 'catalogue' when it did. One small query a second instead of a listener
 * in every writer, and it sees imports and renditions of other processes too.
 */
export class CatalogueWatch {
  private stamp: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly cache: HotCache,
    private readonly checkMs = CATALOGUE_CHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves once the cache holds no answer of an older catalogue than the one seen within checkMs. */
  current(): Promise<void> {
    if (this.now() - this.checkedAt < this.checkMs) return Promise.resolve();
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async check() {
    const stamp = await catalogueStamp(this.db);
    this.checkedAt = this.now();
    if (this.stamp !== null && stamp !== this.stamp) this.cache.invalidate('catalogue', '*');
    this.stamp = stamp;
  }
}
