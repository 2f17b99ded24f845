import { describe } from '../result-description.js';
import { titleTokens } from '../title-index/title-index.js';
import { NO_DATE, positionOf, type KeywordIndex, type ResultFacts, type Version } from './keyword-index.js';
import { layPlaces } from './places.js';
import { readTsVector } from './ts-rank-cd.js';

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
    const places = this.withPlaces
      ? layPlaces({ count: this.entryCount.data, many: this.entryMany, values: this.entryPlaces.data }, docLexemes, lexemeStart)
      : null;

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
