// A symmetric-delete dictionary (docs/adr/0037): every catalogue word is filed under each string it gives with up to
// MAX_EDITS letters deleted; a typed word looks up its own deletions and finds every word within MAX_EDITS edits
// (insertions, deletions, substitutions and swaps of neighbours), checked afterwards with the real edit distance.
// The deletions are kept as 32-bit hashes sorted in one typed array, not as strings: a few bytes per deletion.

/** Edits the dictionary finds a word within. */
export const MAX_EDITS = 2;

/** Edit distance counting a swap of neighbours as one edit ('trsut' -> 'trust' is 1). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** FNV-1a over the string's UTF-16 code units, as an unsigned 32-bit number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The word and every distinct string it gives with up to `edits` letters deleted. */
export function deletions(word: string, edits: number): Set<string> {
  const out = new Set<string>([word]);
  let level = [word];
  for (let e = 0; e < edits; e++) {
    const next: string[] = [];
    for (const w of level) {
      if (w.length <= 1) continue;
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    level = next;
  }
  return out;
}

export interface Suggestion {
  word: string;
  distance: number;
  documents: number;
}

/** Word ids above this do not fit beside a 32-bit hash in one float64 (2^21). */
const MAX_WORDS = 2 ** 21;

export class SymmetricDeleteDictionary {
  private readonly ids = new Map<string, number>();
  /** Deletion hashes, ascending, and beside each the word it came from. */
  private readonly hashes: Uint32Array;
  private readonly owners: Int32Array;

  /** words[i] is used by documents[i] documents; words past the first MAX_WORDS (2,097,152) are left out. */
  constructor(
    private readonly words: string[],
    private readonly documents: Int32Array,
  ) {
    const count = Math.min(words.length, MAX_WORDS);
    const packed: number[] = [];
    for (let id = 0; id < count; id++) {
      this.ids.set(words[id], id);
      for (const d of deletions(words[id], MAX_EDITS)) packed.push(hash(d) * MAX_WORDS + id);
    }
    const sorted = Float64Array.from(packed).sort();
    this.hashes = new Uint32Array(sorted.length);
    this.owners = new Int32Array(sorted.length);
    for (let k = 0; k < sorted.length; k++) {
      const id = sorted[k] % MAX_WORDS;
      this.owners[k] = id;
      this.hashes[k] = (sorted[k] - id) / MAX_WORDS;
    }
  }

  get size(): number {
    return this.ids.size;
  }

  /** Deletions filed. */
  get entries(): number {
    return this.hashes.length;
  }

  /** Bytes the dictionary holds, roughly: the words and their map, the documents, and 8 bytes a deletion. */
  get bytes(): number {
    let text = 0;
    for (const w of this.ids.keys()) text += 2 * w.length + 60;
    return text + this.documents.byteLength + this.hashes.byteLength + this.owners.byteLength;
  }

  /** How many documents use the word (0 for an unknown word). */
  documentsUsing(word: string): number {
    const id = this.ids.get(word);
    return id === undefined ? 0 : this.documents[id];
  }

  /** The first position whose hash is at least h. */
  private lowerBound(h: number): number {
    let lo = 0;
    let hi = this.hashes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.hashes[mid] < h) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The catalogue's words within maxEdits edits of the word (not the word itself), at least minDocuments documents
   * use, by distance, then same first letter, then documents (most first), then the word.
   */
  suggestions(word: string, maxEdits: number, minDocuments = 1): Suggestion[] {
    const edits = Math.min(maxEdits, MAX_EDITS);
    const seen = new Set<number>();
    const found: Suggestion[] = [];
    for (const d of deletions(word, edits)) {
      const h = hash(d);
      for (let k = this.lowerBound(h); k < this.hashes.length && this.hashes[k] === h; k++) {
        const id = this.owners[k];
        if (seen.has(id)) continue;
        seen.add(id);
        const candidate = this.words[id];
        if (candidate === word || this.documents[id] < minDocuments || Math.abs(candidate.length - word.length) > edits) continue;
        const distance = editDistance(word, candidate);
        if (distance <= edits) found.push({ word: candidate, distance, documents: this.documents[id] });
      }
    }
    const sameStart = (s: Suggestion) => (s.word[0] === word[0] ? 0 : 1);
    return found.sort((a, b) => a.distance - b.distance || sameStart(a) - sameStart(b) || b.documents - a.documents || (a.word < b.word ? -1 : 1));
  }
}
