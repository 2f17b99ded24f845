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

/** The places of each (document, lexeme) entry, in the order the entries were added (document by document). */
export interface AddedPlaces {
  /** By entry: how many places it has, 255 for 255 and more (then in `many`). */
  count: Uint8Array;
  many: Map<number, number>;
  /** Every entry's places, one after the other. */
  values: Uint16Array;
}

/**
 * The places in posting order. Entries were added document by document, and each lexeme's postings are in document
 * order too, so one pass in the order added, with a cursor per lexeme, puts every entry's places where they belong.
 * docLexemes holds each entry's lexeme, lexemeStart where each lexeme's postings begin.
 */
export function layPlaces(added: AddedPlaces, docLexemes: Int32Array, lexemeStart: Int32Array): Places {
  const entries = docLexemes.length;
  const entryCount = added.count;
  const countOfEntry = (k: number) => (entryCount[k] === 255 ? added.many.get(k)! : entryCount[k]);
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
    if (entryCount[k] === 255) many.set(at, added.many.get(k)!);
    lexemePlaces[l + 1] += countOfEntry(k);
  }
  for (let l = 0; l < lexemeCount; l++) lexemePlaces[l + 1] += lexemePlaces[l];
  const values = new Uint16Array(lexemePlaces[lexemeCount]);
  const cursor = lexemePlaces.slice(0, lexemeCount);
  const entryPlaces = added.values;
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
