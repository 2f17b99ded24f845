/**
 * Answers of the hot read path kept in memory (docs/adr/0036). Each entry carries tags naming what it was built
 * from (`user:42`, `account:7`, `tenant:1`, `catalogue:*`); a write that changes one of those calls
 * invalidate(topic, key) and every entry tagged with it is dropped. A TTL bounds how long an entry lives when a
 * change is made where no invalidation reaches (another process until invalidations are shared between processes).
 */

/** What a cached answer can depend on. */
export const CACHE_TOPICS = ['user', 'account', 'tenant', 'catalogue', 'favorites', 'compass-points'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/** The tag of one topic's key, e.g. `account:7`; `catalogue:*` for the whole catalogue. */
export const cacheTag = (topic: CacheTopic, key: string | number) => `${topic}:${key}`;

/** Called for every invalidation made in this process (so another process can be told: docs/adr/0036). */
export type InvalidationListener = (topic: CacheTopic, key: string) => void;

interface Entry {
  value: unknown;
  expires: number;
  tags: readonly string[];
}

export interface HotCacheOptions {
  /** Most entries kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

export class HotCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly listeners = new Set<InvalidationListener>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Answers served from memory and built anew, for management/jhimetrics and the tests. */
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor({ maxEntries = 50_000, now = Date.now }: HotCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size() {
    return this.entries.size;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, { tags, ttlMs }: { tags: readonly string[]; ttlMs: number }): void {
    this.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + ttlMs, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /**
   * The cached answer under key, or the one load() builds, kept with its tags for ttlMs. Callers asking for the
   * same key while it loads share the load. An invalidation of one of its tags while it loads keeps that answer out
   * of the cache (it may have read the old state) and lets later callers load anew.
   */
  async getOrLoad<T>(
    key: string,
    options: { tags: readonly string[]; ttlMs: number; /** Whether to keep this answer (default: every answer). */ keep?: (value: T) => boolean },
    load: () => Promise<T>,
  ): Promise<T> {
    const hit = this.get<T>(key);
    if (hit !== undefined) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    const pending = this.loading.get(key);
    if (pending) return pending.promise as Promise<T>;
    const startedAt = this.generation;
    const done = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    const promise = load().then(
      (value) => {
        done();
        const current = !options.tags.some((tag) => this.invalidatedSince(tag, startedAt));
        if (current && (options.keep?.(value) ?? true)) this.set(key, value, options);
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.loading.set(key, { promise, tags: options.tags });
    return promise;
  }

  /** Drops every entry built from topic's key (key '*': from the topic as a whole, e.g. the catalogue) and tells the listeners. */
  invalidate(topic: CacheTopic, key: string | number): void {
    this.drop(topic, String(key));
    for (const listener of this.listeners) listener(topic, String(key));
  }

  /** The same as invalidate() for an invalidation made by another process: the listeners are not told again. */
  applyRemoteInvalidation(topic: CacheTopic, key: string): void {
    this.drop(topic, key);
  }

  /** Registers a listener of this process's invalidations; returns its removal. */
  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops everything (the listeners are not told). */
  clear(): void {
    this.entries.clear();
    this.byTag.clear();
    this.loading.clear();
    this.forgottenBefore = ++this.generation;
  }

  private readonly loading = new Map<string, { promise: Promise<unknown>; tags: readonly string[] }>();
  /** Counts invalidations; a load remembers the count it started at. */
  private generation = 0;
  /** The count at each tag's last invalidation (forgotten past 10,000 tags: then every load older than that is refused). */
  private readonly lastInvalidated = new Map<string, number>();
  private forgottenBefore = 0;

  private invalidatedSince(tag: string, startedAt: number) {
    return startedAt < this.forgottenBefore || (this.lastInvalidated.get(tag) ?? -1) >= startedAt;
  }

  private drop(topic: CacheTopic, key: string) {
    const tag = cacheTag(topic, key);
    this.stats.invalidations++;
    if (this.lastInvalidated.size >= 10_000) {
      this.lastInvalidated.clear();
      this.forgottenBefore = this.generation + 1;
    }
    this.lastInvalidated.set(tag, this.generation);
    this.generation++;
    for (const cached of [...(this.byTag.get(tag) ?? [])]) this.delete(cached);
    for (const [loadingKey, { tags }] of this.loading) if (tags.includes(tag)) this.loading.delete(loadingKey);
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
