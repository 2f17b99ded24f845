import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { documents, usageEvents, type UsageEventKind, type UsageFormat } from '../../../db/schema/index.js';

/** One usage event as a route produced it; the document is still the reference the request named. */
export interface PendingUsageEvent {
  tenantId: number;
  accountId: number;
  userId: number | null;
  sessionId: string | null;
  kind: UsageEventKind;
  format: UsageFormat;
  /** contentCode or numeric content id as the request gave it; null for a search. */
  documentReference: string | null;
  /** For a search: the databases (publisher ids) it covered; null otherwise. */
  searchedPublisherIds?: number[] | null;
  userAgent: string;
  occurredAt: Date;
}

export interface UsageRecorderOptions {
  /** Flush at least this often while events wait. */
  flushMs: number;
  /** Flush as soon as this many events wait. */
  maxBatch: number;
  /** Where a failed flush is reported; recording never throws into a request. */
  onError: (error: unknown, lost: number) => void;
}

export interface UsageRecorder {
  record(event: PendingUsageEvent): void;
  /** Writes what waits now (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes and stops the timer. */
  close(): Promise<void>;
  pending(): number;
}

const CONTENT_ID = /^\d{1,9}$/;
/** Beyond this many waiting events (the database is down) new ones are dropped rather than exhaust memory. */
const MAX_WAITING = 100_000;

/**
 * Keeps events in memory and writes them with one multi-row insert every flushMs or maxBatch events. The request
 * only pushes onto an array; documents are resolved from their references once per batch.
 */
export function createUsageRecorder(db: Db, options: UsageRecorderOptions): UsageRecorder {
  let queue: PendingUsageEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  async function write(batch: PendingUsageEvent[]) {
    const codes = new Set<string>();
    const ids = new Set<number>();
    for (const e of batch) {
      if (e.documentReference === null) continue;
      if (CONTENT_ID.test(e.documentReference)) ids.add(Number(e.documentReference));
      else codes.add(e.documentReference);
    }
    const byCode = new Map<string, number>();
    const knownIds = new Set<number>();
    if (codes.size || ids.size) {
      const conditions = [];
      if (codes.size) conditions.push(inArray(documents.contentCode, [...codes]));
      if (ids.size) conditions.push(inArray(documents.id, [...ids]));
      const rows = await db.select({ id: documents.id, contentCode: documents.contentCode }).from(documents).where(or(...conditions));
      for (const r of rows) {
        byCode.set(r.contentCode, r.id);
        knownIds.add(r.id);
      }
    }
    const values = [];
    for (const e of batch) {
      let documentId: number | null = null;
      if (e.documentReference !== null) {
        documentId = CONTENT_ID.test(e.documentReference)
          ? knownIds.has(Number(e.documentReference))
            ? Number(e.documentReference)
            : null
          : (byCode.get(e.documentReference) ?? null);
        // A reference to no document was a 404, never usage.
        if (documentId === null) continue;
      }
      values.push({
        tenantId: e.tenantId,
        accountId: e.accountId,
        userId: e.userId,
        sessionId: e.sessionId,
        documentId,
        kind: e.kind,
        format: e.format,
        searchedPublisherIds: e.kind === 'search' ? (e.searchedPublisherIds ?? null) : null,
        userAgent: e.userAgent.slice(0, 500),
        occurredAt: e.occurredAt,
      });
    }
    // One multi-row insert, its rows as one JSON parameter (far faster than a bound parameter per value).
    if (values.length === 0) return;
    await db.execute(sql`
      insert into ${usageEvents} (tenant_id, account_id, user_id, session_id, document_id, kind, format, searched_publisher_ids, user_agent, occurred_at)
      select x."tenantId", x."accountId", x."userId", x."sessionId", x."documentId", x.kind, x.format, x."searchedPublisherIds", x."userAgent", x."occurredAt"::timestamptz
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as x("tenantId" int, "accountId" int, "userId" int, "sessionId" text, "documentId" int, kind text, format text, "searchedPublisherIds" int[], "userAgent" text, "occurredAt" text)`);
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (queue.length === 0) return writing;
    const batch = queue;
    queue = [];
    writing = writing
      .then(() => write(batch))
      .catch((error: unknown) => {
        options.onError(error, batch.length);
      });
    return writing;
  }

  return {
    record(event) {
      if (closed) return;
      if (queue.length >= MAX_WAITING) {
        options.onError(new Error('usage recorder queue full'), 1);
        return;
      }
      queue.push(event);
      if (queue.length >= options.maxBatch) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs);
        timer.unref();
      }
    },
    flush,
    async close() {
      await flush();
      closed = true;
    },
    pending: () => queue.length,
  };
}
