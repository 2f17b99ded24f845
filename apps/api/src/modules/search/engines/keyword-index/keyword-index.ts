import type { SearchDocument } from '../../search.schema.js';
import type { Places } from './places.js';
import { indexOf } from './sorted-sets.js';

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
  /** Whether what a search works out from its words may be kept for the next search of them (answers/search-caches.ts). */
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

/** A version of a document, as search results list them. */
export interface Version {
  id: number;
  designationNo: string;
  contentCode: string;
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

/** The versions of the document at position p (its family), or null when it has none. */
export function versionsAt(index: KeywordIndex, p: number): Version[] | null {
  return index.family[p] < 0 ? null : index.families[index.family[p]];
}

/** What search results need of a document that the index knows: its versions (sql/search-results.ts' resultColumns, null without a family) and publisher. */
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
