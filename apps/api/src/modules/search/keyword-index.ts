import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { queryRows, type Db } from '../../db/client.js';
import { catalogueGeneration } from './catalogue-generation.js';
import { coveragePhrase, titleWords } from './ranking-sql.js';
import type { Refinements } from './search.schema.js';
import { complement, difference, intersect, union } from './sorted-sets.js';
import { titleTokens } from './title-index.js';
import { smallest, topPositions } from './top-positions.js';
import { readTsVector } from './ts-rank-cd.js';
import { describe } from './result-description.js';
import { cachesQueries } from './search-caches.js';
import type { SearchDocument } from './search.schema.js';
import { EMPTY_QUERY, queryLexemes, type TsQuery } from './tsquery.js';

/**
 * What a keyword search needs to find, count and pre-order its matches, held in memory (docs/adr/0020): for every
 * lexeme of the documents' search vectors the documents holding it, and for every document its publisher,
 * refinement facts, status, date and title words. A search evaluates its tsquery over the posting lists, applies
 * the scope and selections, counts the refinements and picks the candidates ranking scores, without reading a
 * table row; only the thousand candidates and the page go to the database. Counts are exact on any catalogue.
 *
 * Documents are numbered by position, in id order. The index belongs to one catalogue import (generation).
 */
export interface KeywordIndex {
  generation: number;
  /** Whether what a search works out from its words may be kept for the next search of them (search-caches.ts). */
  cachesQueries: boolean;
  size: number;
  /** By position: the document id (ascending). */
  documentIds: Int32Array;
  /** By position: the publisher's slot in `publishers`. */
  publisher: Uint8Array;
  publishers: { id: number; code: string; name: string }[];
  /** By position: 1 for replaced, withdrawn or historical documents. */
  inactive: Uint8Array;
  /** By position: 1 when the search vector holds a full text (weight D), which rank_vector leaves out. */
  hasBody: Uint8Array;
  /** By position: days since 1970 it was published, NO_DATE when not known. */
  published: Int32Array;
  /** By position: the rank of lower(title) and of designation_no in the database's own order (for sorting by them). */
  titleOrder: Int32Array;
  designationOrder: Int32Array;
  /** By position: ids in the dictionaries below, -1 when the document has none. */
  category: Int32Array;
  committee: Int32Array;
  documentType: Int32Array;
  /** Topics of position p: topicIds[topicStart[p] .. topicStart[p + 1]). */
  topicStart: Int32Array;
  topicIds: Int32Array;
  categories: string[];
  /** A committee with one of its names (documents of one committee may carry different names). */
  committees: { key: string; keyId: number; name: string | null }[];
  committeeKeys: string[];
  documentTypes: string[];
  topics: string[];
  /** Lexeme l's documents: postings[lexemeStart[l] .. lexemeStart[l + 1]), ascending positions. */
  lexemes: Map<string, number>;
  lexemeStart: Int32Array;
  postings: Int32Array;
  /**
   * Where the lexeme occurs in the document of posting k: places[placeStart[k] .. placeStart[k + 1]), as
   * PostgreSQL's WordEntryPos (weight and place). Kept for catalogues of up to PLACES_MAX_DOCUMENTS documents,
   * which are then ranked in memory (ts-rank-cd.ts); null above, where the database ranks.
   */
  placeStart: Int32Array | null;
  places: Uint16Array | null;
  /** By position, with the places: what a search result shows of the document, so a page reads no row. */
  results: ResultFacts[] | null;
  /** By position: how many documents cite, update or replace it (ranking-sql's citedBySql). */
  cited: Int32Array;
  /** By position: the document's family in `families` (its versions, newest first), -1 without one. */
  family: Int32Array;
  families: Version[][];
  /** By position: the length of the title's words joined by single spaces (titleCoverageSql's normalized title). */
  titleLength: Int32Array;
  /**
   * Lower-case words of letters as the 'english' configuration reads them: the lexeme, or null for a stop word
   * (PostgreSQL's ts_lexize over the spelling dictionary's words and every word of one or two letters).
   */
  stems: Map<string, string | null>;
  /** Title words (as type-ahead splits titles) and, by position, the title's word ids in order. */
  titleWords: string[];
  titleStart: Int32Array;
  titleWordIds: Int32Array;
}

export const NO_DATE = -2_147_483_648;

/** What a search result shows of a document besides its publisher, versions and the lists the catalogue has none of. */
export type ResultFacts = Omit<SearchDocument, 'publisherName' | 'publisherCode' | 'translations' | 'connections' | 'supplements'>;

/** A version of a document, as search results list them. */
export interface Version {
  id: number;
  designationNo: string;
  contentCode: string;
}

/** An Int32Array that grows by doubling, for lists whose length is known only at the end. */
class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

class Dictionary {
  readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
}

export interface KeywordIndexRow {
  id: number;
  publisherId: number;
  inactive: number;
  hasBody: boolean;
  /** Days since 1970, or null. */
  published: number | null;
  category: string | null;
  committee: string | null;
  committeeName: string | null;
  documentType: string;
  topics: string[];
  title: string;
  /** The lexemes of the document's search vector (every weight), when its places are not kept. */
  lexemes?: string[];
  /** Or the search vector itself, in PostgreSQL's text form, when they are. */
  vector?: string | null;
  /** With the vector: what the document's search result shows, its abstract whole. */
  result?: Omit<ResultFacts, 'description'> & { abstract: string | null };
}

/** Collects documents in ascending id order and makes the index. */
export class KeywordIndexBuilder {
  private readonly ids = new IntList();
  private readonly publisherSlots = new IntList();
  private readonly inactiveList = new IntList();
  private readonly bodyList = new IntList();
  private readonly publishedList = new IntList();
  private readonly categoryList = new IntList();
  private readonly committeeList = new IntList();
  private readonly typeList = new IntList();
  private readonly topicStart = new IntList();
  private readonly topicIds = new IntList();
  private readonly titleStart = new IntList();
  private readonly titleWordIds = new IntList();
  private readonly docLexemeStart = new IntList();
  private readonly docLexemes = new IntList(1 << 16);
  private readonly results: ResultFacts[] = [];
  /** Places of each (document, lexeme) entry, in the order entries were added, when vectors are given. */
  private readonly entryPlaceStart = new IntList(1 << 16);
  private readonly entryPlaces = new IntList(1 << 16);
  private withPlaces: boolean | null = null;
  private readonly categories = new Dictionary();
  private readonly committeeKeys = new Dictionary();
  private readonly committeePairs = new Dictionary();
  private readonly types = new Dictionary();
  private readonly topics = new Dictionary();
  private readonly lexemes = new Dictionary();
  private readonly words = new Dictionary();
  private readonly slotOf: Map<number, number>;
  private lastId = -Infinity;

  constructor(private readonly publishers: { id: number; code: string; name: string }[]) {
    if (publishers.length > 255) throw new Error('the keyword index holds at most 255 publishers');
    this.slotOf = new Map(publishers.map((p, i) => [p.id, i]));
    this.topicStart.push(0);
    this.titleStart.push(0);
    this.docLexemeStart.push(0);
    this.entryPlaceStart.push(0);
  }

  add(row: KeywordIndexRow) {
    if (row.id <= this.lastId) throw new Error('documents must be added in ascending id order');
    this.lastId = row.id;
    const slot = this.slotOf.get(row.publisherId);
    if (slot === undefined) throw new Error(`document ${row.id} has an unknown publisher ${row.publisherId}`);
    this.ids.push(row.id);
    this.publisherSlots.push(slot);
    this.inactiveList.push(row.inactive);
    this.bodyList.push(row.hasBody ? 1 : 0);
    this.publishedList.push(row.published ?? NO_DATE);
    this.categoryList.push(row.category === null ? -1 : this.categories.id(row.category));
    if (row.committee === null) this.committeeList.push(-1);
    else {
      const keyId = this.committeeKeys.id(row.committee);
      this.committeeList.push(this.committeePairs.id(JSON.stringify([keyId, row.committeeName])));
    }
    this.typeList.push(this.types.id(row.documentType));
    for (const topic of row.topics) this.topicIds.push(this.topics.id(topic));
    this.topicStart.push(this.topicIds.length);
    for (const token of titleTokens(row.title)) this.titleWordIds.push(this.words.id(token));
    this.titleStart.push(this.titleWordIds.length);
    const withPlaces = row.lexemes === undefined;
    if (this.withPlaces !== null && this.withPlaces !== withPlaces) throw new Error('documents must all come with their vector, or all with their lexemes');
    this.withPlaces = withPlaces;
    if (withPlaces) {
      if (row.result) {
        const { abstract, ...facts } = row.result;
        this.results.push({ ...facts, description: describe(abstract) });
      }
      readTsVector(row.vector ?? '', (lexeme, places) => {
        this.docLexemes.push(this.lexemes.id(lexeme));
        for (const place of places) this.entryPlaces.push(place);
        this.entryPlaceStart.push(this.entryPlaces.length);
      });
    } else {
      for (const lexeme of row.lexemes!) this.docLexemes.push(this.lexemes.id(lexeme));
    }
    this.docLexemeStart.push(this.docLexemes.length);
  }

  finish(
    generation: number,
    cachesQueries: boolean,
    orders: { id: number; title: number; designation: number }[],
    citations: { id: number; cited: number }[] = [],
    versions: (Version & { family: string })[] = [],
    stems: { word: string; stem: string[] | null }[] = [],
  ): KeywordIndex {
    const documentIds = this.ids.done();
    const size = documentIds.length;
    // Posting lists by counting: documents were added in position order, so each list comes out ascending.
    const docLexemeStart = this.docLexemeStart.done();
    // Read in place: a copy of the largest list would double what the build holds at its peak.
    const docLexemes = this.docLexemes.data.subarray(0, this.docLexemes.length);
    const lexemeCount = this.lexemes.values.length;
    const lexemeStart = new Int32Array(lexemeCount + 1);
    for (let k = 0; k < docLexemes.length; k++) lexemeStart[docLexemes[k] + 1]++;
    for (let l = 0; l < lexemeCount; l++) lexemeStart[l + 1] += lexemeStart[l];
    const fill = lexemeStart.slice(0, lexemeCount);
    const postings = new Int32Array(docLexemes.length);
    // With places: which entry (in the order added) each posting is, to lay their places out in posting order.
    const entryOf = this.withPlaces ? new Int32Array(docLexemes.length) : null;
    for (let p = 0; p < size; p++) {
      for (let k = docLexemeStart[p]; k < docLexemeStart[p + 1]; k++) {
        const at = fill[docLexemes[k]]++;
        postings[at] = p;
        if (entryOf) entryOf[at] = k;
      }
    }
    let placeStart: Int32Array | null = null;
    let places: Uint16Array | null = null;
    if (entryOf) {
      const entryStart = this.entryPlaceStart.data;
      const entryPlaces = this.entryPlaces.data;
      placeStart = new Int32Array(postings.length + 1);
      for (let k = 0; k < postings.length; k++) placeStart[k + 1] = placeStart[k] + (entryStart[entryOf[k] + 1] - entryStart[entryOf[k]]);
      places = new Uint16Array(placeStart[postings.length]);
      for (let k = 0; k < postings.length; k++) places.set(entryPlaces.subarray(entryStart[entryOf[k]], entryStart[entryOf[k] + 1]), placeStart[k]);
    }

    const titleOrder = new Int32Array(size);
    const designationOrder = new Int32Array(size);
    for (const o of orders) {
      const p = positionOf(documentIds, o.id);
      if (p >= 0) {
        titleOrder[p] = o.title;
        designationOrder[p] = o.designation;
      }
    }
    const cited = new Int32Array(size);
    for (const c of citations) {
      const p = positionOf(documentIds, c.id);
      if (p >= 0) cited[p] = c.cited;
    }
    // Versions come grouped by family, each group in its order.
    const family = new Int32Array(size).fill(-1);
    const families: Version[][] = [];
    let current: string | null = null;
    for (const { family: name, ...version } of versions) {
      if (name !== current) {
        families.push([]);
        current = name;
      }
      families[families.length - 1].push(version);
      const p = positionOf(documentIds, version.id);
      if (p >= 0) family[p] = families.length - 1;
    }
    const titleStart = this.titleStart.done();
    const titleWordIds = this.titleWordIds.done();
    const wordLength = Int32Array.from(this.words.values, (w) => w.length);
    const titleLength = new Int32Array(size);
    for (let p = 0; p < size; p++) {
      let length = Math.max(0, titleStart[p + 1] - titleStart[p] - 1);
      for (let k = titleStart[p]; k < titleStart[p + 1]; k++) length += wordLength[titleWordIds[k]];
      titleLength[p] = length;
    }
    return {
      generation,
      cachesQueries,
      size,
      documentIds,
      titleLength,
      cited,
      family,
      families,
      publisher: Uint8Array.from(this.publisherSlots.done()),
      publishers: this.publishers,
      inactive: Uint8Array.from(this.inactiveList.done()),
      hasBody: Uint8Array.from(this.bodyList.done()),
      published: this.publishedList.done(),
      titleOrder,
      designationOrder,
      category: this.categoryList.done(),
      committee: this.committeeList.done(),
      documentType: this.typeList.done(),
      topicStart: this.topicStart.done(),
      topicIds: this.topicIds.done(),
      categories: this.categories.values,
      committees: this.committeePairs.values.map((pair) => {
        const [keyId, name] = JSON.parse(pair) as [number, string | null];
        return { key: this.committeeKeys.values[keyId], keyId, name };
      }),
      committeeKeys: this.committeeKeys.values,
      documentTypes: this.types.values,
      topics: this.topics.values,
      lexemes: this.lexemes.ids,
      lexemeStart,
      postings,
      placeStart,
      places,
      results: entryOf && this.results.length === size ? this.results : null,
      titleWords: this.words.values,
      stems: new Map(stems.filter((s) => s.stem !== null && s.stem.length <= 1).map((s) => [s.word, s.stem![0] ?? null])),
      titleStart,
      titleWordIds,
    };
  }
}

/** The position of a document id, or -1. */
export function positionOf(documentIds: Int32Array, id: number): number {
  let low = 0;
  let high = documentIds.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (documentIds[mid] < id) low = mid + 1;
    else high = mid;
  }
  return low < documentIds.length && documentIds[low] === id ? low : -1;
}

/** Bytes the index's arrays take (the lexeme and word strings not counted). */
export function indexBytes(index: KeywordIndex): number {
  return Object.values(index).reduce((n: number, v) => n + (ArrayBuffer.isView(v) ? v.byteLength : 0), 0);
}

const LOAD_BATCH = 20_000;

/**
 * Up to this many documents the index keeps where each lexeme occurs and ranks in memory: the real catalogue's
 * places take about 14 MB. Above, places would cost some hundreds of MB, and the database ranks the candidates.
 */
export const PLACES_MAX_DOCUMENTS = 200_000;

/** Reads every document a batch of ids at a time and builds the index. */
export async function buildKeywordIndex(db: Db, generation: number): Promise<KeywordIndex> {
  const publishers = await queryRows<{ id: number; code: string; name: string }>(db, sql`select id, code, name from publishers order by id`);
  const [{ documents }] = await queryRows<{ documents: number }>(db, sql`select count(*)::int as documents from documents`);
  const withPlaces = documents <= PLACES_MAX_DOCUMENTS;
  const builder = new KeywordIndexBuilder(publishers);
  for (let after = 0; ; ) {
    const rows = await queryRows<KeywordIndexRow>(
      db,
      sql`select d.id, d.publisher_id as "publisherId",
                 (case when d.status in ('Active', 'Current', 'Adopted') then 0 else 1 end) as inactive, d.has_full_text as "hasBody",
                 (d.published_date - date '1970-01-01') as published,
                 d.category, d.committee, d.committee_name as "committeeName", d.document_type as "documentType", d.topics, d.title,
                 ${
                   withPlaces
                     ? sql`d.search_vector::text as vector,
                           json_build_object('contentCode', d.content_code, 'documentType', d.document_type, 'status', d.status,
                             'lastUpdateDate', d.last_update_date::text, 'publishDate', d.published_date::text,
                             'publishedOnlineDate', d.published_online_date::text, 'language', d.language_code,
                             'designationNo', d.designation_no, 'documentTitle', d.title, 'abstract', d.abstract,
                             'displayDesignation', d.display_designation) as result`
                     : sql`coalesce(tsvector_to_array(d.search_vector), '{}') as lexemes`
                 }
            from documents d where d.id > ${after} order by d.id limit ${LOAD_BATCH}`,
    );
    for (const row of rows) builder.add(row);
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1].id;
  }
  // The database's own order of titles and designations (its collation), for sorting by title and for unranked lists.
  const orders = await queryRows<{ id: number; title: number; designation: number }>(
    db,
    sql`select id, (dense_rank() over (order by lower(title)))::int as title, (dense_rank() over (order by designation_no))::int as designation from documents`,
  );
  const citations = await queryRows<{ id: number; cited: number }>(
    db,
    sql`select related_document_id as id, count(*)::int as cited from document_relations where related_document_id is not null group by related_document_id`,
  );
  const versions = await queryRows<Version & { family: string }>(
    db,
    sql`select family, id, designation_no as "designationNo", content_code as "contentCode"
          from documents where family is not null order by family, published_date desc nulls last, id desc`,
  );
  // Every word of one or two letters, so short stop words ('of', 'to') and abbreviations ('ip') are known too.
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const short = [...letters, ...letters.flatMap((a) => letters.map((b) => a + b))];
  const stems = await queryRows<{ word: string; stem: string[] | null }>(
    db,
    sql`select w.word, ts_lexize('english_stem', w.word) as stem
          from (select word from search_words where word ~ '^[a-z]+$' union select unnest(${`{${short.join(',')}}`}::text[])) w`,
  );
  return builder.finish(generation, cachesQueries(db), orders, citations, versions, stems);
}

// ---------------------------------------------------------------- matching

/** The posting of document position p in lexeme l's list, or -1. */
export function postingOf(index: KeywordIndex, l: number, p: number): number {
  let low = index.lexemeStart[l];
  const end = index.lexemeStart[l + 1];
  let high = end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (index.postings[mid] < p) low = mid + 1;
    else high = mid;
  }
  return low < end && index.postings[low] === p ? low : -1;
}

const PLACE_MASK = 0x3fff;

/**
 * Where a phrase of lexemes ends in document p (places, ascending) and how many places it spans after its first
 * word: PostgreSQL's phrase match, where `left <N> right` holds when right starts N places after left ends.
 */
function phraseEnds(index: KeywordIndex, node: TsQuery, p: number): { ends: number[]; width: number } {
  if (node.kind === 'lexeme') {
    const l = index.lexemes.get(node.lexeme);
    const k = l === undefined ? -1 : postingOf(index, l, p);
    if (k < 0) return { ends: [], width: 0 };
    const ends = new Set<number>();
    for (let j = index.placeStart![k]; j < index.placeStart![k + 1]; j++) ends.add(index.places![j] & PLACE_MASK);
    return { ends: [...ends].sort((a, b) => a - b), width: 0 };
  }
  if (node.kind !== 'phrase') throw new Error('a phrase holds lexemes and phrases only');
  const left = phraseEnds(index, node.left, p);
  const right = phraseEnds(index, node.right, p);
  const starts = new Set(left.ends);
  return { ends: right.ends.filter((end) => starts.has(end - right.width - node.distance)), width: left.width + right.width + node.distance };
}

export interface QueryMatch {
  /** Positions, ascending. */
  positions: Int32Array;
  /**
   * false when the index keeps no places and the query has a phrase: the positions hold every document with the
   * phrase's words, of which the database must say which hold them as a phrase.
   */
  exact: boolean;
}

/**
 * Positions of the documents a query matches, as `search_vector @@ query` finds them. A phrase is decided from the
 * places when the index keeps them; else its words' documents stand in for it (not exact). A phrase under a NOT
 * cannot stand in that way: call this only when phraseUnderNot(query) is false or the index keeps places.
 */
export function matchQuery(index: KeywordIndex, query: TsQuery | typeof EMPTY_QUERY): QueryMatch {
  if (query === EMPTY_QUERY) return { positions: new Int32Array(0), exact: true };
  let exact = true;
  const postingsOf = (lexeme: string) => {
    const l = index.lexemes.get(lexeme);
    return l === undefined ? new Int32Array(0) : index.postings.subarray(index.lexemeStart[l], index.lexemeStart[l + 1]);
  };
  // A set, or the complement of one (a NOT is kept as such until it meets a set it can narrow).
  type Set = { positions: Int32Array; negated: boolean };
  const evaluate = (node: TsQuery): Set => {
    switch (node.kind) {
      case 'lexeme':
        return { positions: postingsOf(node.lexeme), negated: false };
      case 'phrase': {
        const words = queryLexemes(node).map(postingsOf).sort((a, b) => a.length - b.length);
        let all = words[0];
        for (const list of words.slice(1)) all = intersect(all, list);
        if (!index.places) {
          exact = false;
          return { positions: all, negated: false };
        }
        return { positions: all.filter((p) => phraseEnds(index, node, p).ends.length > 0), negated: false };
      }
      case 'not': {
        const inner = evaluate(node.operand);
        return { positions: inner.positions, negated: !inner.negated };
      }
      case 'and': {
        const a = evaluate(node.left);
        const b = evaluate(node.right);
        if (!a.negated && !b.negated) return { positions: intersect(a.positions, b.positions), negated: false };
        if (!a.negated) return { positions: difference(a.positions, b.positions), negated: false };
        if (!b.negated) return { positions: difference(b.positions, a.positions), negated: false };
        return { positions: union(a.positions, b.positions), negated: true };
      }
      case 'or': {
        const a = evaluate(node.left);
        const b = evaluate(node.right);
        if (!a.negated && !b.negated) return { positions: union(a.positions, b.positions), negated: false };
        if (!a.negated) return { positions: difference(b.positions, a.positions), negated: true };
        if (!b.negated) return { positions: difference(a.positions, b.positions), negated: true };
        return { positions: intersect(a.positions, b.positions), negated: true };
      }
    }
  };
  const result = evaluate(query);
  return { positions: result.negated ? complement(result.positions, index.size) : result.positions, exact };
}

/** What search results need of a document that the index knows: its versions (search.service's resultColumns, null without a family) and publisher. */
export function knownFacts(index: KeywordIndex) {
  return {
    versionsOf: (id: number): Version[] | null => {
      const p = positionOf(index.documentIds, id);
      return p < 0 || index.family[p] < 0 ? null : index.families[index.family[p]];
    },
    publisherOf: (id: number): { name: string; code: string } | null => {
      const p = positionOf(index.documentIds, id);
      return p < 0 ? null : index.publishers[index.publisher[p]];
    },
  };
}

/**
 * The tsquery websearch_to_tsquery('english', ...) makes of words of letters only (no quotes, hyphens, digits, OR):
 * the lexemes of the words that are no stop words, joined by &. Null when a word is not in `stems` or the text is
 * anything else: then the database reads it.
 */
export function plainWordsQuery(index: KeywordIndex, keywords: string): TsQuery | typeof EMPTY_QUERY | null {
  if (!/^[A-Za-z\s]+$/.test(keywords)) return null;
  const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.includes('or')) return null;
  const lexemes: string[] = [];
  for (const word of words) {
    const stem = index.stems.get(word);
    if (stem === undefined) return null;
    if (stem !== null) lexemes.push(stem);
  }
  if (lexemes.length === 0) return EMPTY_QUERY;
  return lexemes
    .map((lexeme): TsQuery => ({ kind: 'lexeme', lexeme }))
    .reduce((left, right) => ({ kind: 'and', left, right }));
}

/** Every position. */
export const allPositions = (index: KeywordIndex) => Int32Array.from({ length: index.size }, (_, p) => p);

/**
 * The positions a search may return: publishers it may search, and its selections, as search.service's
 * refinementConditions words them (within a family any, across families all).
 */
export function filterScope(index: KeywordIndex, positions: Int32Array, scope: { publisherIds: number[]; refinements: Refinements }): Int32Array {
  const { publisherList, categoryList, committeeList, topicList, documentTypeList, icsCodeList, industryList } = scope.refinements;
  // The catalogue records no ICS codes or industries: a selection there matches nothing.
  if (icsCodeList?.length || industryList?.length) return new Int32Array(0);
  const slots = index.publishers.length;
  const allowed = new Uint8Array(slots);
  index.publishers.forEach((p, slot) => (allowed[slot] = scope.publisherIds.includes(p.id) ? 1 : 0));
  const slotOfCode = new Map(index.publishers.map((p, slot) => [p.code, slot]));
  const categoryIdOf = new Map(index.categories.map((c, i) => [c, i]));
  const pairOf = (slot: number, category: number) => slot * (index.categories.length + 1) + category;

  // 'IETF' selects a publisher, 'IETF:Security' one of its categories, 'Security' a category of any publisher.
  const categoryTest = (keys: string[]) => {
    const wholePublisher = new Uint8Array(slots);
    const anyPublisher = new Uint8Array(index.categories.length);
    const pairs = new Set<number>();
    for (const key of keys) {
      const colon = key.indexOf(':');
      if (colon < 0) {
        const c = categoryIdOf.get(key);
        if (c !== undefined) anyPublisher[c] = 1;
        continue;
      }
      const slot = slotOfCode.get(key.slice(0, colon));
      const c = categoryIdOf.get(key.slice(colon + 1));
      if (slot !== undefined && c !== undefined) pairs.add(pairOf(slot, c));
    }
    return { wholePublisher, anyPublisher, pairs };
  };
  const publisherTest = publisherList?.length
    ? (() => {
        const test = categoryTest(publisherList.filter((k) => k.includes(':')));
        for (const key of publisherList) {
          const slot = slotOfCode.get(key);
          if (!key.includes(':') && slot !== undefined) test.wholePublisher[slot] = 1;
        }
        return test;
      })()
    : null;
  const categoryTestOf = categoryList?.length ? categoryTest(categoryList) : null;
  const passes = (test: ReturnType<typeof categoryTest>, p: number) => {
    const slot = index.publisher[p];
    const c = index.category[p];
    return test.wholePublisher[slot] === 1 || (c >= 0 && (test.anyPublisher[c] === 1 || test.pairs.has(pairOf(slot, c))));
  };
  const committees = committeeList?.length ? new Set(committeeList) : null;
  const committeePass = committees ? Uint8Array.from(index.committees, (c) => (committees.has(c.key) ? 1 : 0)) : null;
  const types = documentTypeList?.length ? new Set(documentTypeList) : null;
  const typePass = types ? Uint8Array.from(index.documentTypes, (t) => (types.has(t) ? 1 : 0)) : null;
  const topics = topicList?.length ? new Set(topicList) : null;
  const topicPass = topics ? Uint8Array.from(index.topics, (t) => (topics.has(t) ? 1 : 0)) : null;

  const out = new Int32Array(positions.length);
  let n = 0;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    if (allowed[index.publisher[p]] === 0) continue;
    if (publisherTest && !passes(publisherTest, p)) continue;
    if (categoryTestOf && !passes(categoryTestOf, p)) continue;
    if (committeePass && (index.committee[p] < 0 || committeePass[index.committee[p]] === 0)) continue;
    if (typePass && typePass[index.documentType[p]] === 0) continue;
    if (topicPass) {
      let any = false;
      for (let k = index.topicStart[p]; k < index.topicStart[p + 1] && !any; k++) any = topicPass[index.topicIds[k]] === 1;
      if (!any) continue;
    }
    out[n++] = p;
  }
  return out.subarray(0, n);
}

// ---------------------------------------------------------------- refinement counts

/** One refinement count, as search.service's facet rows give them. */
export interface IndexFacetRow {
  family: 'publisher' | 'category' | 'committee' | 'topic' | 'documentType' | 'total';
  key: string | null;
  name: string | null;
  parent_key: string | null;
  parent_name: string | null;
  count: number;
}

/** The refinement counts of a set of positions. */
export function facetRows(index: KeywordIndex, positions: Int32Array): IndexFacetRow[] {
  const slots = index.publishers.length;
  const categoryCount = index.categories.length;
  const byPublisher = new Int32Array(slots);
  const byCategory = new Int32Array(slots * categoryCount);
  const byCommittee = new Int32Array(index.committees.length);
  const byType = new Int32Array(index.documentTypes.length);
  const byTopic = new Int32Array(index.topics.length);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const slot = index.publisher[p];
    byPublisher[slot]++;
    const c = index.category[p];
    if (c >= 0) byCategory[slot * categoryCount + c]++;
    const committee = index.committee[p];
    if (committee >= 0) byCommittee[committee]++;
    byType[index.documentType[p]]++;
    for (let k = index.topicStart[p]; k < index.topicStart[p + 1]; k++) byTopic[index.topicIds[k]]++;
  }
  const rows: IndexFacetRow[] = [{ family: 'total', key: null, name: null, parent_key: null, parent_name: null, count: positions.length }];
  const row = (family: IndexFacetRow['family'], key: string, name: string, count: number, parent: { code: string; name: string } | null = null) =>
    rows.push({ family, key, name, parent_key: parent?.code ?? null, parent_name: parent?.name ?? null, count });
  index.publishers.forEach((publisher, slot) => {
    if (byPublisher[slot] > 0) row('publisher', publisher.code, publisher.name, byPublisher[slot]);
    for (let c = 0; c < categoryCount; c++) {
      const count = byCategory[slot * categoryCount + c];
      if (count > 0) row('category', index.categories[c], index.categories[c], count, publisher);
    }
  });
  // A committee's name is the one most of its matching documents carry (PostgreSQL's mode(): the first in order on a tie).
  const committees = new Map<number, { count: number; name: string | null; nameCount: number }>();
  index.committees.forEach((pair, i) => {
    const count = byCommittee[i];
    if (count === 0) return;
    const seen = committees.get(pair.keyId) ?? { count: 0, name: null, nameCount: 0 };
    seen.count += count;
    if (pair.name !== null && (count > seen.nameCount || (count === seen.nameCount && seen.name !== null && pair.name < seen.name))) {
      seen.name = pair.name;
      seen.nameCount = count;
    }
    committees.set(pair.keyId, seen);
  });
  for (const [keyId, { count, name }] of committees) row('committee', index.committeeKeys[keyId], name ?? index.committeeKeys[keyId], count);
  byTopic.forEach((count, t) => count > 0 && row('topic', index.topics[t], index.topics[t], count));
  byType.forEach((count, t) => count > 0 && row('documentType', index.documentTypes[t], index.documentTypes[t], count));
  return rows;
}

// ---------------------------------------------------------------- ordering

const titleMasks = new WeakMap<KeywordIndex, LRUCache<string, Int32Array>>();

/**
 * For each title word of the index, which of `words` (at most 31) it holds as a substring, as bits, worked out for
 * a title word the first time a title asks (-1 until then), and kept for the next page of the same search.
 */
function titleWordMasks(index: KeywordIndex, words: string[]): (w: number) => number {
  const key = words.join(' ');
  let cache = titleMasks.get(index);
  let masks = index.cachesQueries ? cache?.get(key) : undefined;
  if (!masks) {
    masks = new Int32Array(index.titleWords.length).fill(-1);
    if (index.cachesQueries) {
      if (!cache) titleMasks.set(index, (cache = new LRUCache<string, Int32Array>({ max: 200 })));
      cache.set(key, masks);
    }
  }
  const known = masks;
  return (w) => {
    let mask = known[w];
    if (mask < 0) {
      mask = 0;
      const word = index.titleWords[w];
      for (let i = 0; i < words.length; i++) if (word.includes(words[i])) mask |= 1 << i;
      known[w] = mask;
    }
    return mask;
  };
}

/** The bits a document's title words carry, together. */
function titleMask(index: KeywordIndex, maskOf: (w: number) => number, p: number): number {
  let mask = 0;
  for (let k = index.titleStart[p]; k < index.titleStart[p + 1]; k++) mask |= maskOf(index.titleWordIds[k]);
  return mask;
}

/**
 * How many of the query's words each title holds, as ranking-sql's titleHitsSql counts them (`title ilike '%word%'`:
 * a word has no separator in it, so it can only lie inside one of the title's words).
 */
export function titleHitCounter(index: KeywordIndex, keywords: string): (p: number) => number {
  const words = titleWords(keywords);
  if (words.length === 0) return () => 0;
  const masks = titleWordMasks(index, words);
  return (p) => {
    let hits = 0;
    for (let mask = titleMask(index, masks, p); mask !== 0; mask &= mask - 1) hits++;
    return hits;
  };
}

/**
 * The share of a title the query covers when the title holds the query's words as a phrase, else 0, as ranking-sql's
 * titleCoverageSql computes it (the title lower-cased, each run of other characters one space). A title is spelled
 * out only when it holds every word of the phrase.
 */
export function titleCoverage(index: KeywordIndex, keywords: string): (p: number) => number {
  const phrase = coveragePhrase(keywords);
  if (phrase === '') return () => 0;
  const words = [...new Set(phrase.split(' '))];
  const masks = words.length <= 31 ? titleWordMasks(index, words) : null;
  const all = masks ? 2 ** words.length - 1 : 0;
  return (p) => {
    const length = index.titleLength[p];
    if (masks) {
      if (titleMask(index, masks, p) !== all) return 0;
      if (words.length === 1) return phrase.length / Math.max(length, 1);
    }
    const title: string[] = [];
    for (let k = index.titleStart[p]; k < index.titleStart[p + 1]; k++) title.push(index.titleWords[index.titleWordIds[k]]);
    return title.join(' ').includes(phrase) ? phrase.length / Math.max(length, 1) : 0;
  };
}

/** Positions below this fit the cheap order's keys (23 bits). */
const POSITION_LIMIT = 2 ** 23;
/** Days the cheap order's keys tell apart: 1790 to 2149. */
const DATE_SPAN = 2 ** 17;

/**
 * The `limit` best matches in ranking's cheap first order (search.service): designation score, title hits, active
 * before replaced, newest, then id. These are the candidates the database scores.
 */
export function cheapestFirst(index: KeywordIndex, positions: Int32Array, keywords: string, designationScores: Map<number, number>, limit: number): Int32Array {
  const hitsOf = titleHitCounter(index, keywords);
  const { published, inactive } = index;
  const primaryOf = (p: number) => ((2 - (designationScores.get(p) ?? 0)) * 16 + (15 - Math.min(15, hitsOf(p)))) * 2 + inactive[p];
  if (index.size > POSITION_LIMIT) {
    const primary = new Uint8Array(index.size);
    for (let i = 0; i < positions.length; i++) primary[positions[i]] = primaryOf(positions[i]);
    return topPositions(positions, limit, (a, b) => primary[a] - primary[b] || published[b] - published[a] || a - b);
  }
  // The whole order as one exact number per match (smaller first): what is compared first, the date (newest
  // first; dates outside 1790-2149 compare as those years), the position.
  const keys = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const date = DATE_SPAN - 1 - Math.max(0, Math.min(DATE_SPAN - 1, published[p] + DATE_SPAN / 2));
    keys[i] = (primaryOf(p) * DATE_SPAN + date) * POSITION_LIMIT + p;
  }
  return Int32Array.from(smallest(keys, limit), (key) => key % POSITION_LIMIT);
}

/** Unranked lists (everything, or designations): active first, newest, then by designation, then id. */
export function catalogueOrder(index: KeywordIndex, positions: Int32Array, limit: number): Int32Array {
  const { inactive, published, designationOrder } = index;
  return topPositions(positions, limit, (a, b) => inactive[a] - inactive[b] || published[b] - published[a] || designationOrder[a] - designationOrder[b] || a - b);
}

/** Sorted by title (lower case, the database's collation), then id. */
export function titleOrder(index: KeywordIndex, positions: Int32Array, limit: number, descending: boolean): Int32Array {
  const { titleOrder: order } = index;
  const direction = descending ? -1 : 1;
  return topPositions(positions, limit, (a, b) => direction * (order[a] - order[b]) || a - b);
}

// ---------------------------------------------------------------- the current index

/** How long a built index is used before asking again whether an import has completed since. */
const GENERATION_CHECK_MS = 2_000;

interface Slot {
  generation: number;
  index: KeywordIndex | null;
  building: Promise<KeywordIndex> | null;
  checkedAt: number;
}
const slots = new WeakMap<Db, Slot>();

/**
 * The keyword index of the current catalogue, or null while it is being built (first use, or after an import):
 * a search then asks the database as before. Building starts on the first call.
 */
export async function readyKeywordIndex(db: Db): Promise<KeywordIndex | null> {
  const slot = slots.get(db);
  if (slot && Date.now() - slot.checkedAt < GENERATION_CHECK_MS) return slot.index;
  const generation = await catalogueGeneration(db);
  const current = slots.get(db);
  if (current && current.generation === generation) {
    current.checkedAt = Date.now();
    return current.index;
  }
  startBuild(db, generation);
  return null;
}

/** The index of the current catalogue, waiting for its build when needed (tests and benchmarks). */
export async function keywordIndex(db: Db): Promise<KeywordIndex> {
  const ready = await readyKeywordIndex(db);
  if (ready) return ready;
  return slots.get(db)!.building!;
}

function startBuild(db: Db, generation: number) {
  const slot: Slot = { generation, index: null, building: null, checkedAt: Date.now() };
  slots.set(db, slot);
  slot.building = buildKeywordIndex(db, generation);
  slot.building.then(
    (index) => {
      slot.index = index;
      slot.building = null;
    },
    () => {
      if (slots.get(db) === slot) slots.delete(db);
    },
  );
}
