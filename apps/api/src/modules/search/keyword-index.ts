import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { queryRows, type Db } from '../../db/client.js';
import { catalogueGeneration } from '../catalogue/index.js';
import { coveragePhrase, titleWords } from './ranking-sql.js';
import type { Refinements } from './search.schema.js';
import { complement, difference, indexOf, intersect, union } from './sorted-sets.js';
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
  /** Where each posting's lexeme occurs in its document (null when the index was given lexemes only). */
  places: Places | null;
  /**
   * By position: what a search result shows of the document, so a page reads no row. Kept for catalogues of up to
   * RESULTS_MAX_DOCUMENTS documents; null above, where the page's rows are read by id.
   */
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

/**
 * The places of each posting, as PostgreSQL's WordEntryPos (weight and place), in posting order: posting k's are
 * values[start(k) .. start(k) + count(k)). Counts take a byte each (255 and more are kept in `many`; a vector holds at
 * most 256 places of a lexeme); start(k) is the start of k's block of 64 postings plus the counts before k in it.
 * About three bytes per posting: 200 MB for 1,000,000 synthetic documents, where an Int32 start per posting alone
 * would take 240 MB.
 */
export interface Places {
  count: Uint8Array;
  many: Map<number, number>;
  blockStart: Int32Array;
  values: Uint16Array;
}

const PLACE_BLOCK = 64;

/** How many places posting k has. */
export function placeCount(places: Places, k: number): number {
  const count = places.count[k];
  return count === 255 ? places.many.get(k)! : count;
}

/** Where posting k's places start in places.values. */
export function placeStart(places: Places, k: number): number {
  const { count, blockStart } = places;
  let start = blockStart[Math.floor(k / PLACE_BLOCK)];
  for (let j = k - (k % PLACE_BLOCK); j < k; j++) start += count[j] === 255 ? places.many.get(j)! : count[j];
  return start;
}

/** A version of a document, as search results list them. */
export interface Version {
  id: number;
  designationNo: string;
  contentCode: string;
}

/**
 * An Int32Array that grows by doubling, for lists whose length is known only at the end. ByteList and ShortList are
 * the same for narrower values: one class per array kind keeps each push site monomorphic, which the build (a hundred
 * million pushes on 1,000,000 documents) relies on.
 */
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

/** A Uint8Array that grows by doubling. */
class ByteList {
  data: Uint8Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Uint8Array(capacity);
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Uint8Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

/** A Uint16Array that grows by doubling. */
class ShortList {
  data: Uint16Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Uint16Array(capacity);
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Uint16Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
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
  /** How many places each (document, lexeme) entry has, and the places, in the order entries were added, when vectors are given. */
  private readonly entryCount = new ByteList(1 << 16);
  private readonly entryMany = new Map<number, number>();
  private readonly entryPlaces = new ShortList(1 << 16);
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
        if (places.length >= 255) this.entryMany.set(this.docLexemes.length, places.length);
        this.docLexemes.push(this.lexemes.id(lexeme));
        this.entryCount.push(Math.min(places.length, 255));
        for (const place of places) this.entryPlaces.push(place);
      });
    } else {
      for (const lexeme of row.lexemes!) this.docLexemes.push(this.lexemes.id(lexeme));
    }
    this.docLexemeStart.push(this.docLexemes.length);
  }

  /**
   * The places in posting order. Entries were added document by document, and each lexeme's postings are in document
   * order too, so one pass in the order added, with a cursor per lexeme, puts every entry's places where they belong.
   */
  private layPlaces(docLexemes: Int32Array, lexemeStart: Int32Array): Places {
    const entries = docLexemes.length;
    const entryCount = this.entryCount.data;
    const countOfEntry = (k: number) => (entryCount[k] === 255 ? this.entryMany.get(k)! : entryCount[k]);
    const lexemeCount = lexemeStart.length - 1;
    // Counts in posting order, and where each lexeme's places begin.
    const fill = lexemeStart.slice(0, lexemeCount);
    const count = new Uint8Array(entries);
    const many = new Map<number, number>();
    const lexemePlaces = new Float64Array(lexemeCount + 1);
    for (let k = 0; k < entries; k++) {
      const l = docLexemes[k];
      const at = fill[l]++;
      count[at] = entryCount[k];
      if (entryCount[k] === 255) many.set(at, this.entryMany.get(k)!);
      lexemePlaces[l + 1] += countOfEntry(k);
    }
    for (let l = 0; l < lexemeCount; l++) lexemePlaces[l + 1] += lexemePlaces[l];
    const values = new Uint16Array(lexemePlaces[lexemeCount]);
    const cursor = lexemePlaces.slice(0, lexemeCount);
    const entryPlaces = this.entryPlaces.data;
    for (let k = 0, from = 0; k < entries; k++) {
      const n = countOfEntry(k);
      values.set(entryPlaces.subarray(from, from + n), cursor[docLexemes[k]]);
      cursor[docLexemes[k]] += n;
      from += n;
    }
    const blockStart = new Int32Array(Math.ceil(entries / PLACE_BLOCK) + 1);
    for (let k = 0, start = 0; k < entries; k++) {
      if (k % PLACE_BLOCK === 0) blockStart[k / PLACE_BLOCK] = start;
      start += count[k] === 255 ? many.get(k)! : count[k];
    }
    return { count, many, blockStart, values };
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
    for (let p = 0; p < size; p++) for (let k = docLexemeStart[p]; k < docLexemeStart[p + 1]; k++) postings[fill[docLexemes[k]]++] = p;
    const places = this.withPlaces ? this.layPlaces(docLexemes, lexemeStart) : null;

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
      places,
      results: places && this.results.length === size ? this.results : null,
      titleWords: this.words.values,
      stems: new Map(stems.filter((s) => s.stem !== null && s.stem.length <= 1).map((s) => [s.word, s.stem![0] ?? null])),
      titleStart,
      titleWordIds,
    };
  }
}

/** The position of a document id, or -1. */
export function positionOf(documentIds: Int32Array, id: number): number {
  return indexOf(documentIds, id);
}

/** Bytes the index's arrays take, places included (the lexeme and word strings and the maps not counted). */
export function indexBytes(index: KeywordIndex): number {
  const arrays = (o: object) => Object.values(o).reduce((n: number, v) => n + (ArrayBuffer.isView(v) ? v.byteLength : 0), 0);
  return arrays(index) + (index.places ? arrays(index.places) : 0);
}

const LOAD_BATCH = 20_000;

/**
 * Up to this many documents the index keeps what each search result shows (about 500 bytes a document), so a page
 * reads no row; above, the page's 25 rows are read by id.
 */
export const RESULTS_MAX_DOCUMENTS = 200_000;

/** Reads every document a batch of ids at a time and builds the index. */
export async function buildKeywordIndex(db: Db, generation: number): Promise<KeywordIndex> {
  const publishers = await queryRows<{ id: number; code: string; name: string }>(db, sql`select id, code, name from publishers order by id`);
  const [{ documents }] = await queryRows<{ documents: number }>(db, sql`select count(*)::int as documents from documents`);
  const withResults = documents <= RESULTS_MAX_DOCUMENTS;
  const builder = new KeywordIndexBuilder(publishers);
  for (let after = 0; ; ) {
    const rows = await queryRows<KeywordIndexRow>(
      db,
      sql`select d.id, d.publisher_id as "publisherId",
                 (case when d.status in ('Active', 'Current', 'Adopted') then 0 else 1 end) as inactive, d.has_full_text as "hasBody",
                 (d.published_date - date '1970-01-01') as published,
                 d.category, d.committee, d.committee_name as "committeeName", d.document_type as "documentType", d.topics, d.title,
                 d.search_vector::text as vector
                 ${
                   withResults
                     ? sql`, json_build_object('contentCode', d.content_code, 'documentType', d.document_type, 'status', d.status,
                             'lastUpdateDate', d.last_update_date::text, 'publishDate', d.published_date::text,
                             'publishedOnlineDate', d.published_online_date::text, 'language', d.language_code,
                             'designationNo', d.designation_no, 'documentTitle', d.title, 'abstract', d.abstract,
                             'displayDesignation', d.display_designation) as result`
                     : sql``
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
  const { lexemeStart, postings } = index;
  let low = lexemeStart[l];
  const end = lexemeStart[l + 1];
  let high = end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (postings[mid] < p) low = mid + 1;
    else high = mid;
  }
  return low < end && postings[low] === p ? low : -1;
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
    const places = index.places!;
    const start = placeStart(places, k);
    for (let j = start; j < start + placeCount(places, k); j++) ends.add(places.values[j] & PLACE_MASK);
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
        // A chain of &: the shortest lists first, so each step works on fewer documents; the NOTs last.
        const parts: TsQuery[] = [];
        const flatten = (n: TsQuery): void => {
          if (n.kind === 'and') {
            flatten(n.left);
            flatten(n.right);
          } else parts.push(n);
        };
        flatten(node);
        const sets = parts.map(evaluate);
        const kept: Int32Array[] = sets.filter((x) => !x.negated).map((x) => x.positions).sort((a, b) => a.length - b.length);
        let excluded: Int32Array = new Int32Array(0);
        for (const x of sets) if (x.negated) excluded = union(excluded, x.positions);
        if (kept.length === 0) return { positions: excluded, negated: true };
        let positions = kept[0];
        for (const list of kept.slice(1)) positions = intersect(positions, list);
        return { positions: difference(positions, excluded), negated: false };
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
/** The versions of the document at position p (its family), or null when it has none. */
export function versionsAt(index: KeywordIndex, p: number): Version[] | null {
  return index.family[p] < 0 ? null : index.families[index.family[p]];
}

export function knownFacts(index: KeywordIndex) {
  return {
    versionsOf: (id: number): Version[] | null => {
      const p = positionOf(index.documentIds, id);
      return p < 0 ? null : versionsAt(index, p);
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
  // The index's arrays as locals: a property read in the loop below cost five times the loop itself.
  const { publisher, category, committee, documentType, topicStart, topicIds } = index;
  const passes = (test: ReturnType<typeof categoryTest>, p: number) => {
    const slot = publisher[p];
    const c = category[p];
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
    if (allowed[publisher[p]] === 0) continue;
    if (publisherTest && !passes(publisherTest, p)) continue;
    if (categoryTestOf && !passes(categoryTestOf, p)) continue;
    if (committeePass && (committee[p] < 0 || committeePass[committee[p]] === 0)) continue;
    if (typePass && typePass[documentType[p]] === 0) continue;
    if (topicPass) {
      let any = false;
      for (let k = topicStart[p]; k < topicStart[p + 1] && !any; k++) any = topicPass[topicIds[k]] === 1;
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
  const { publisher, category, committee, documentType, topicStart, topicIds } = index;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const slot = publisher[p];
    byPublisher[slot]++;
    const c = category[p];
    if (c >= 0) byCategory[slot * categoryCount + c]++;
    const m = committee[p];
    if (m >= 0) byCommittee[m]++;
    byType[documentType[p]]++;
    for (let k = topicStart[p]; k < topicStart[p + 1]; k++) byTopic[topicIds[k]]++;
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
  const { titleWords: vocabulary } = index;
  return (w) => {
    let mask = known[w];
    if (mask < 0) {
      mask = 0;
      const word = vocabulary[w];
      for (let i = 0; i < words.length; i++) if (word.includes(words[i])) mask |= 1 << i;
      known[w] = mask;
    }
    return mask;
  };
}

/** The bits a document's title words carry, together. */
function titleMask(titleStart: Int32Array, titleWordIds: Int32Array, maskOf: (w: number) => number, p: number): number {
  let mask = 0;
  for (let k = titleStart[p]; k < titleStart[p + 1]; k++) mask |= maskOf(titleWordIds[k]);
  return mask;
}

/**
 * How many of the query's words each title holds, as ranking-sql's titleHitsSql counts them (`title ilike '%word%'`:
 * a word has no separator in it, so it can only lie inside one of the title's words).
 */
export function titleHitCounter(index: KeywordIndex, keywords: string, eager = false): (p: number) => number {
  const words = titleWords(keywords);
  if (words.length === 0) return () => 0;
  const maskOf = titleWordMasks(index, words);
  const { titleStart, titleWordIds } = index;
  // Asked of many titles: which query words every title word holds, worked out at once and read without a call.
  const masks = eager ? Int32Array.from({ length: index.titleWords.length }, (_, w) => maskOf(w)) : null;
  return (p) => {
    let mask = 0;
    if (masks) for (let k = titleStart[p]; k < titleStart[p + 1]; k++) mask |= masks[titleWordIds[k]];
    else mask = titleMask(titleStart, titleWordIds, maskOf, p);
    let hits = 0;
    for (; mask !== 0; mask &= mask - 1) hits++;
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
  const { titleStart, titleWordIds, titleLength, titleWords } = index;
  return (p) => {
    const length = titleLength[p];
    if (masks) {
      if (titleMask(titleStart, titleWordIds, masks, p) !== all) return 0;
      if (words.length === 1) return phrase.length / Math.max(length, 1);
    }
    const title: string[] = [];
    for (let k = titleStart[p]; k < titleStart[p + 1]; k++) title.push(titleWords[titleWordIds[k]]);
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
  const { published, inactive } = index;
  const hitsOf = titleHitCounter(index, keywords, positions.length * 4 > index.titleWords.length);
  const hasDesignations = designationScores.size > 0;
  const primaryOf = (p: number) => {
    const dscore = hasDesignations ? (designationScores.get(p) ?? 0) : 0;
    return ((2 - dscore) * 16 + (15 - Math.min(15, hitsOf(p)))) * 2 + inactive[p];
  };
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
