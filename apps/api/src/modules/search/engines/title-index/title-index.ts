import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';
import { catalogueGeneration } from '../../../catalogue/index.js';
import { sharedBuild } from '../shared-builds.js';

/**
 * The words of every document title, held in memory for type-ahead: a sorted vocabulary, and for each word
 * the documents whose title has it, in one fixed order (most cited first, then active, shorter title, newer).
 * A typed prefix is a contiguous range of the sorted vocabulary, so suggestions come from walking a few
 * ordered lists until each publisher has enough, whatever the catalogue's size: no index scan over every
 * match and no table row visited. Built from the database on first use and again after each import.
 * About 40 bytes per document (12 MB for the 1,000,000-document benchmark catalogue, without the strings of the vocabulary).
 */
export interface TitleIndex {
  /** The newest completed catalogue import the index was built from. */
  generation: number;
  /** Distinct title words, sorted. */
  words: string[];
  /** Word w's documents are postings[start[w] .. start[w + 1]), as positions in the fixed order, ascending. */
  start: Int32Array;
  postings: Int32Array;
  /** By position in the fixed order: the document and its publisher. */
  documentIds: Int32Array;
  publisherIds: Int32Array;
  /** By position: the title's word ids, sorted, at docWords[docStart[p] .. docStart[p + 1]). */
  docStart: Int32Array;
  docWords: Int32Array;
}

/** Title words as type-ahead compares them: lower case letter and digit runs. */
export function titleTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const LOAD_BATCH = 50_000;

/** What the index keeps of a document, and the facts of its place in the fixed order. */
export interface TitleRow {
  id: number;
  publisherId: number;
  title: string;
  /** How many documents cite, update or replace it. */
  cited: number;
  /** 0 for active documents, 1 for replaced, withdrawn or historical ones. */
  inactive: number;
  /** Days since 1970 it was published, or null. */
  published: number | null;
}

/** Collects documents one at a time (titles are not kept, only their word ids) and makes the index. */
export class TitleIndexBuilder {
  private readonly vocabulary = new Map<string, number>();
  private readonly ids: number[] = [];
  private readonly publishers: number[] = [];
  private readonly cited: number[] = [];
  private readonly inactive: number[] = [];
  private readonly titleLength: number[] = [];
  private readonly published: number[] = [];
  private readonly wordLists: Int32Array[] = [];

  add(row: TitleRow) {
    const words = new Set<number>();
    for (const token of titleTokens(row.title)) {
      let w = this.vocabulary.get(token);
      if (w === undefined) this.vocabulary.set(token, (w = this.vocabulary.size));
      words.add(w);
    }
    this.ids.push(row.id);
    this.publishers.push(row.publisherId);
    this.cited.push(row.cited);
    this.inactive.push(row.inactive);
    this.titleLength.push(row.title.length);
    this.published.push(row.published ?? -1e9);
    this.wordLists.push(Int32Array.from(words));
  }

  finish(generation: number): TitleIndex {
    const { ids, publishers, cited, inactive, titleLength, published, wordLists, vocabulary } = this;
    // The fixed order: what type-ahead used to sort its title matches by.
    const order = Int32Array.from(ids.keys()).sort(
      (a, b) => cited[b] - cited[a] || inactive[a] - inactive[b] || titleLength[a] - titleLength[b] || published[b] - published[a] || ids[a] - ids[b],
    );
    // Word ids renumbered in the vocabulary's sorted order, so a prefix is a range of ids.
    const words = [...vocabulary.keys()].sort();
    const renumber = new Int32Array(words.length);
    words.forEach((word, i) => (renumber[vocabulary.get(word)!] = i));

    const n = order.length;
    const documentIds = new Int32Array(n);
    const publisherIds = new Int32Array(n);
    const docStart = new Int32Array(n + 1);
    for (let p = 0; p < n; p++) docStart[p + 1] = docStart[p] + wordLists[order[p]].length;
    const docWords = new Int32Array(docStart[n]);
    const start = new Int32Array(words.length + 1);
    for (let p = 0; p < n; p++) {
      const row = order[p];
      documentIds[p] = ids[row];
      publisherIds[p] = publishers[row];
      const list = wordLists[row].map((w) => renumber[w]).sort();
      docWords.set(list, docStart[p]);
      for (const w of list) start[w + 1]++;
    }
    for (let w = 0; w < words.length; w++) start[w + 1] += start[w];
    const fill = start.slice(0, words.length);
    const postings = new Int32Array(start[words.length]);
    for (let p = 0; p < n; p++) for (let k = docStart[p]; k < docStart[p + 1]; k++) postings[fill[docWords[k]]++] = p;
    return { generation, words, start, postings, documentIds, publisherIds, docStart, docWords };
  }
}

/** Reads every title with its ordering facts, a batch of ids at a time, and builds the index. */
export async function buildTitleIndex(db: Db, generation: number): Promise<TitleIndex> {
  const builder = new TitleIndexBuilder();
  for (let after = 0; ; ) {
    const rows = await queryRows<TitleRow>(
      db,
      sql`select d.id, d.publisher_id as "publisherId", d.title,
                 (select count(*)::int from document_relations r where r.related_document_id = d.id) as cited,
                 (case when d.status in ('Active', 'Current', 'Adopted') then 0 else 1 end) as inactive,
                 (extract(epoch from d.published_date) / 86400)::int as published
            from documents d where d.id > ${after} order by d.id limit ${LOAD_BATCH}`,
    );
    for (const row of rows) builder.add(row);
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1].id;
  }
  return builder.finish(generation);
}

/** The first index of a sorted array whose word is not below `text`. */
function lowerBound(words: string[], text: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid] < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the sorted ids docWords[from .. to) hold one in [low, high). */
function holdsRange(docWords: Int32Array, from: number, to: number, low: number, high: number): boolean {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docWords[mid] < low) lo = mid + 1;
    else hi = mid;
  }
  return lo < to && docWords[lo] < high;
}

export interface TitleMatchOptions {
  /** Publisher ids suggestions may come from. */
  publisherIds: number[];
  /** Suggestions wanted per publisher. */
  perPublisher: number;
  /** At most this many matching documents are looked at: the bound on a very short, very common prefix. */
  scanLimit: number;
}

/**
 * Documents whose title has every typed word, the last one as a prefix ('transport lay' -> 'transport' and a
 * word starting 'lay'), up to perPublisher for each publisher, in the index's fixed order. Document ids.
 */
export function matchTitles(index: TitleIndex, keywords: string, options: TitleMatchOptions): number[] {
  const tokens = titleTokens(keywords).slice(0, 8);
  const prefix = tokens.pop();
  if (prefix === undefined) return [];
  const low = lowerBound(index.words, prefix);
  const high = lowerBound(index.words, `${prefix}\uffff`);
  if (low === high) return [];
  const whole: number[] = [];
  for (const token of new Set(tokens)) {
    const w = lowerBound(index.words, token);
    if (index.words[w] !== token) return [];
    whole.push(w);
  }
  const allowed = new Uint8Array(Math.max(0, ...options.publisherIds) + 1);
  for (const id of options.publisherIds) allowed[id] = 1;
  const taken = new Map<number, number>();
  let full = 0;
  const found: number[] = [];
  // true when every allowed publisher has its suggestions
  const take = (p: number): boolean => {
    const publisher = index.publisherIds[p];
    if (publisher >= allowed.length || allowed[publisher] === 0) return false;
    const n = taken.get(publisher) ?? 0;
    if (n >= options.perPublisher) return false;
    taken.set(publisher, n + 1);
    found.push(index.documentIds[p]);
    if (n + 1 === options.perPublisher) full++;
    return full === options.publisherIds.length;
  };
  const hasWhole = (p: number, except: number) =>
    whole.every((w) => w === except || holdsRange(index.docWords, index.docStart[p], index.docStart[p + 1], w, w + 1));

  if (whole.length > 0) {
    // Walk the rarest whole word's documents; each must hold the other words and a word with the prefix.
    const driver = whole.reduce((a, b) => (index.start[b + 1] - index.start[b] < index.start[a + 1] - index.start[a] ? b : a));
    const end = Math.min(index.start[driver + 1], index.start[driver] + options.scanLimit);
    for (let k = index.start[driver]; k < end; k++) {
      const p = index.postings[k];
      if (hasWhole(p, driver) && holdsRange(index.docWords, index.docStart[p], index.docStart[p + 1], low, high) && take(p)) break;
    }
    return found;
  }

  // One prefix: merge the ordered lists of every word it starts, smallest position first.
  const heads: Head[] = [];
  for (let w = low; w < high; w++) if (index.start[w] < index.start[w + 1]) heads.push({ k: index.start[w], end: index.start[w + 1], p: index.postings[index.start[w]] });
  const heap = new MinHeap(heads);
  let last = -1;
  for (let scanned = 0; heap.size > 0 && scanned < options.scanLimit; ) {
    const head = heap.pop();
    const p = head.p;
    if (head.k + 1 < head.end) heap.push({ k: head.k + 1, end: head.end, p: index.postings[head.k + 1] });
    if (p === last) continue; // a title with two words of the prefix
    last = p;
    scanned++;
    if (take(p)) break;
  }
  return found;
}

interface Head {
  k: number;
  end: number;
  p: number;
}

/** A binary heap of list heads ordered by the position they point at. */
class MinHeap {
  private items: Head[];
  constructor(items: Head[]) {
    this.items = items;
    for (let i = (items.length >> 1) - 1; i >= 0; i--) this.down(i);
  }
  get size() {
    return this.items.length;
  }
  push(item: Head) {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent].p <= items[i].p) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }
  pop(): Head {
    const items = this.items;
    const top = items[0];
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      this.down(0);
    }
    return top;
  }
  private down(i: number) {
    const items = this.items;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < items.length && items[l].p < items[m].p) m = l;
      if (r < items.length && items[r].p < items[m].p) m = r;
      if (m === i) return;
      [items[m], items[i]] = [items[i], items[m]];
      i = m;
    }
  }
}

/** How long a built index is used before asking again whether an import has completed since. */
const GENERATION_CHECK_MS = 2_000;

const built = new WeakMap<Db, { generation: number; index: Promise<TitleIndex>; checkedAt: number; ready: boolean }>();

/** Whether the index of this catalogue generation is built (the readiness probe asks; it starts nothing). */
export function titleIndexLoaded(db: Db, generation: number): boolean {
  const known = built.get(db);
  return known !== undefined && known.generation === generation && known.ready;
}

/** Makes the next call ask for the catalogue generation at once (a change was announced, lib/change-feed.ts). */
export function expireTitleIndexCheck(db: Db): void {
  const known = built.get(db);
  if (known) known.checkedAt = 0;
}

/**
 * The title index of the current catalogue, built on first use and again after each completed import
 * (noticed within GENERATION_CHECK_MS, so a suggestion does not always pay for the question).
 */
export async function currentTitleIndex(db: Db): Promise<TitleIndex> {
  const known = built.get(db);
  if (known && Date.now() - known.checkedAt < GENERATION_CHECK_MS) return known.index;
  const generation = await catalogueGeneration(db);
  const latest = built.get(db);
  if (latest && latest.generation === generation) {
    latest.checkedAt = Date.now();
    return latest.index;
  }
  const index = sharedBuild(db, `title ${generation}`, () => buildTitleIndex(db, generation));
  const entry = { generation, index, checkedAt: Date.now(), ready: false };
  built.set(db, entry);
  index.then(
    () => void (entry.ready = true),
    () => {
      if (built.get(db)?.index === index) built.delete(db);
    },
  );
  return index;
}
