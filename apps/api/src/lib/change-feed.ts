import { sql } from 'drizzle-orm';
import type { ChannelListening, Db, ListenToChannel } from '../db/client.js';

/**
 * Cross-process following of writes that other processes keep something in memory about (docs/adr/0038).
 *
 * One PostgreSQL channel, `codex_changes`, carries `{ topic, detail }` JSON. A writer calls publishChange(db, topic)
 * (inside its transaction when it has one: PostgreSQL delivers the notice at commit); every server's ChangeFeed
 * LISTENs on a connection of its own and calls the listeners registered for that topic with `feed.on(topic, fn)`.
 * A notice can be lost (the listening connection dropped, a writer without the feed), so each watched topic also
 * has a cheap version query (the catalogue generation) polled every few seconds: whichever comes first, listeners
 * run once per change.
 */
export const CHANGES_CHANNEL = 'codex_changes';

/** Topics the product publishes; others may add their own names. */
export type ChangeTopic = 'catalogue' | (string & {});

export interface Change {
  topic: ChangeTopic;
  detail: Record<string, unknown>;
  /** notify: a notice on the channel; poll: the topic's version moved without a notice seen. */
  via: 'notify' | 'poll';
}

export type ChangeListener = (change: Change) => void | Promise<void>;

export interface ChangeWatch {
  topic: ChangeTopic;
  /** A cheap query whose answer changes when the topic changed (e.g. the newest completed import's id). */
  version: () => Promise<string | number>;
}

export interface ChangeFeedOptions {
  /** Absent: no LISTEN (the version polls alone keep the process up to date). */
  listen?: ListenToChannel;
  watches?: ChangeWatch[];
  /** How often each watch's version is asked (0: never). */
  pollMs?: number;
  log?: { info(message: string): void; warn(message: string): void };
}

export interface ChangeFeed {
  /** Registers a listener for a topic; returns the function that removes it. */
  on(topic: ChangeTopic, listener: ChangeListener): () => void;
  /** Asks every watch's version now (what the poll does), running listeners for the ones that moved. */
  checkNow(): Promise<void>;
  /** True while a LISTEN connection is open. */
  listening(): boolean;
  close(): Promise<void>;
}

/** Sends a change to every process listening on the database (and to this one's feed). */
export async function publishChange(db: Pick<Db, 'execute'>, topic: ChangeTopic, detail: Record<string, unknown> = {}): Promise<void> {
  const payload = JSON.stringify({ topic, detail });
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
}

const RECONNECT_MS = [500, 1000, 2000, 5000];

/** Starts listening (when the driver can) and polling the watches' versions. */
export async function startChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const listeners = new Map<string, Set<ChangeListener>>();
  const versions = new Map<string, string | number>();
  const watches = options.watches ?? [];
  let closed = false;
  let listening: ChannelListening | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let reconnects = 0;

  const emit = async (change: Change) => {
    for (const listener of [...(listeners.get(change.topic) ?? [])]) {
      try {
        await listener(change);
      } catch (error) {
        options.log?.warn(`changes: a listener of "${change.topic}" failed: ${(error as Error).message}`);
      }
    }
  };

  // A notice and the poll may both see one change: the version decides whether listeners run again.
  const versionMoved = async (watch: ChangeWatch): Promise<boolean> => {
    const now = await watch.version();
    const before = versions.get(watch.topic);
    versions.set(watch.topic, now);
    return before !== undefined && before !== now;
  };

  const onNotice = async (payload: string) => {
    let parsed: { topic?: unknown; detail?: unknown };
    try {
      parsed = JSON.parse(payload) as { topic?: unknown; detail?: unknown };
    } catch {
      return;
    }
    if (typeof parsed.topic !== 'string') return;
    const detail = parsed.detail && typeof parsed.detail === 'object' ? (parsed.detail as Record<string, unknown>) : {};
    const watch = watches.find((w) => w.topic === parsed.topic);
    if (watch && !(await versionMoved(watch).catch(() => true))) return;
    await emit({ topic: parsed.topic, detail, via: 'notify' });
  };

  const checkNow = async () => {
    for (const watch of watches) {
      try {
        if (await versionMoved(watch)) await emit({ topic: watch.topic, detail: {}, via: 'poll' });
      } catch (error) {
        options.log?.warn(`changes: the version of "${watch.topic}" could not be read: ${(error as Error).message}`);
      }
    }
  };

  const connect = async (): Promise<void> => {
    if (!options.listen || closed) return;
    try {
      listening = await options.listen(CHANGES_CHANNEL, (payload) => void onNotice(payload), (error) => {
        listening = null;
        options.log?.warn(`changes: the LISTEN connection dropped (${error.message}); connecting again`);
        scheduleReconnect();
      });
      if (closed) {
        await listening.stop();
        listening = null;
        return;
      }
      if (reconnects > 0) options.log?.info('changes: listening again');
      reconnects = 0;
      // What changed while no connection listened.
      void checkNow();
    } catch (error) {
      options.log?.warn(`changes: LISTEN failed (${(error as Error).message}); the poll keeps this process up to date meanwhile`);
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    const delay = RECONNECT_MS[Math.min(reconnects++, RECONNECT_MS.length - 1)];
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref();
  };

  // The versions as they are at start: only later moves are changes.
  for (const watch of watches) {
    try {
      versions.set(watch.topic, await watch.version());
    } catch {
      /* the first poll reads it */
    }
  }
  await connect();
  const pollMs = options.pollMs ?? 5000;
  const pollTimer = pollMs > 0 && watches.length > 0 ? setInterval(() => void checkNow(), pollMs) : null;
  pollTimer?.unref();

  return {
    on(topic, listener) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    checkNow,
    listening: () => listening !== null,
    async close() {
      closed = true;
      if (pollTimer) clearInterval(pollTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await listening?.stop().catch(() => {});
      listening = null;
    },
  };
}
