import { LRUCache } from 'lru-cache';
import type { Db } from '../../../../db/client.js';
import { catalogueGeneration } from '../../../catalogue/index.js';
import type { SearchPaging, SearchScope } from '../../search-scope.js';
import type { RefinementCounts, Refinements, SearchResult } from '../../search.schema.js';
import { REFINEMENT_FAMILIES } from '../../search.schema.js';
import { expireSearchIndexChecks } from '../warm-indexes.js';

/** How often a running server asks whether another process (the import CLI) has changed the catalogue. */
export const CATALOGUE_CHECK_MS = 30_000;

type SearchAnswer = SearchResult & { correctedKeywords?: string };
type Answer = SearchAnswer | RefinementCounts;

export interface SearchAnswers {
  search(scope: SearchScope, paging: SearchPaging): Promise<SearchAnswer>;
  counts(scope: SearchScope): Promise<RefinementCounts>;
  stats(): { entries: number; bytes: number; hits: number; misses: number; generation: number };
  /** Asks for the catalogue generation now (a change was announced) and drops the answers of an older one. */
  refresh(): Promise<void>;
  close(): void;
}

/**
 * What the cache asks when it does not hold an answer: search.service's searchDocuments and refinementCounts. A
 * search asked withCounts also gives the refinement counts of its matches.
 */
export interface Answerer {
  search(scope: SearchScope, paging: SearchPaging, options?: { withCounts?: boolean }): Promise<SearchAnswer & { counts?: RefinementCounts }>;
  counts(scope: SearchScope): Promise<RefinementCounts>;
}

/** One text for equal scopes: publisher ids and selections sorted, empty families left out. */
export function scopeKey(scope: SearchScope): string {
  const refinements: Refinements = {};
  for (const family of REFINEMENT_FAMILIES) {
    const keys = scope.refinements[family];
    if (keys?.length) refinements[family] = [...new Set(keys)].sort();
  }
  return JSON.stringify([[...scope.publisherIds].sort((a, b) => a - b), scope.searchField, scope.keywords, refinements]);
}

/** A rough size in bytes, enough to bound the cache's memory (JSON text of a page of results is about this). */
function sizeOf(answer: Answer): number {
  if ('documents' in answer) return 1_000 + answer.documents.reduce((n, d) => n + 600 + (d.description?.length ?? 0) + d.documentTitle.length * 2, 0);
  const nodes = answer.publisherList.length + answer.categoryList.length + answer.topicList.length + answer.committeeList.length + answer.documentTypeList.length;
  return 1_000 + nodes * 200;
}

/**
 * Search and refinement-count answers kept in memory, keyed by everything that decides them: the
 * publishers the caller may search (so entitlement is applied before the key is made), the words, the
 * search type, the selections and the page. Answers hold catalogue facts only, nothing of the user.
 * The same search asked twice at once is computed once, and a count call arriving while a search of the same
 * scope runs takes the counts that search makes of its matches (or the search skips counting when the count
 * call came first). All answers are dropped when a catalogue import
 * completes (this process, or another one, seen within CATALOGUE_CHECK_MS). maxBytes 0 turns it off.
 */
export function cacheAnswers(db: Db, options: { maxBytes: number; checkMs?: number }, answerer: Answerer): SearchAnswers {
  let hits = 0;
  let misses = 0;
  let generation = -1;
  const cache =
    options.maxBytes > 0
      ? new LRUCache<string, Answer, () => Promise<Answer>>({
          maxSize: options.maxBytes,
          sizeCalculation: (answer) => Math.max(1, sizeOf(answer)),
          fetchMethod: async (_key, _stale, { context }) => context(),
        })
      : null;

  const checkGeneration = async () => {
    const now = await catalogueGeneration(db);
    if (now !== generation) {
      // The in-memory indexes ask for the generation every two seconds: without this, a search made in between would
      // be answered by the older catalogue's index and kept for the whole of the new one.
      if (generation !== -1) expireSearchIndexChecks(db);
      cache?.clear();
      generation = now;
    }
  };
  let checking: Promise<void> | null = cache ? checkGeneration().catch(() => {}) : null;
  const timer = cache
    ? setInterval(() => {
        checking = checkGeneration().catch(() => {});
      }, options.checkMs ?? CATALOGUE_CHECK_MS)
    : null;
  timer?.unref();

  async function answer<T extends Answer>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!cache) return compute();
    if (checking) {
      await checking;
      checking = null;
    }
    const known = cache.has(key);
    if (known) hits++;
    else misses++;
    const value = await cache.fetch(key, { context: compute as () => Promise<Answer> });
    return value as T;
  }

  // Counts of a scope being made right now, by a count call or by a search counting its own matches: the
  // reader sends a page's search and count calls together, and one of them is enough to read the matches.
  const countsInFlight = new Map<string, Promise<RefinementCounts>>();

  function countsOnce(key: string, make: () => Promise<RefinementCounts>): Promise<RefinementCounts> {
    const known = countsInFlight.get(key);
    if (known) return known;
    const counts = make();
    countsInFlight.set(key, counts);
    const forget = () => {
      if (countsInFlight.get(key) === counts) countsInFlight.delete(key);
    };
    counts.then(forget, forget);
    return counts;
  }

  async function searchCountingToo(key: string, scope: SearchScope, paging: SearchPaging): Promise<SearchAnswer> {
    // Counts already known or being made: this search needs only its page.
    if (countsInFlight.has(key) || cache?.has(`counts ${key}`)) return answerer.search(scope, paging);
    const searching = answerer.search(scope, paging, { withCounts: true });
    // A failed search answers its own caller, and a count call waiting on it gets the same error.
    countsOnce(key, () => searching.then((found) => found.counts!)).catch(() => {});
    const { counts, ...result } = await searching;
    // Kept like any count answer, for the count call of a later page view of this scope. Through fetch, not set: a
    // count call sent with this search is fetching the same key right now (has() does not see it), and set would
    // abort that fetch and fail its caller.
    if (counts && cache) void cache.fetch(`counts ${key}`, { context: () => Promise.resolve(counts) }).catch(() => {});
    return result;
  }

  return {
    search: (scope, paging) => {
      const key = scopeKey(scope);
      return answer(`search ${key} ${JSON.stringify([paging.page, paging.size, paging.sortType, paging.sort ?? null])}`, () => searchCountingToo(key, scope, paging));
    },
    counts: (scope) => {
      const key = scopeKey(scope);
      return answer(`counts ${key}`, () => countsOnce(key, () => answerer.counts(scope)));
    },
    stats: () => ({ entries: cache?.size ?? 0, bytes: cache?.calculatedSize ?? 0, hits, misses, generation }),
    refresh: async () => {
      if (!cache) return;
      const check = checkGeneration().catch(() => {});
      checking = check;
      await check;
    },
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}
