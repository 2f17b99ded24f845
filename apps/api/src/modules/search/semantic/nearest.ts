import type { VectorIndex } from './vector-index.js';
import { listCount, probedRows, type VectorLists } from './vector-lists.js';

/** A semantic search lists at most this many neighbours; its count is how many of them are close enough. */
export const SEMANTIC_MAX_RESULTS = 500;
/** Cosine similarity under which a document is not counted as related to the query at all. */
export const SEMANTIC_MIN_SIMILARITY = 0.25;

export interface Neighbour {
  documentId: number;
  similarity: number;
}

/**
 * The lexical half of the score, per row (0 where the query's words are absent), and the rows that hold any of them,
 * so later steps visit those rather than every row of a large index.
 */
export interface LexicalScores {
  scores: Float32Array;
  /** The rows with a score above 0; without it, every row is looked at. */
  rows?: Int32Array;
}

/**
 * The lexical half of the score: for each document, the query terms it holds weighted by rarity and
 * (saturated) count, times the share of the query's terms it holds; scaled so the best document has 1.
 * Only the rows the terms' postings reach are visited after the sums.
 */
export function lexicalScores(index: VectorIndex, terms: number[]): LexicalScores | null {
  const n = index.documentIds.length;
  const { scores, rows } = fillLexicalScores(index, terms, new Float32Array(n), new Uint8Array(n));
  return scores ? { scores, rows } : null;
}

/** lexicalScores into the given zeroed arrays of a row each; `rows` are the entries it set (to clear them after). */
function fillLexicalScores(index: VectorIndex, terms: number[], sum: Float32Array, matched: Uint8Array): { scores: Float32Array | null; rows: Int32Array } {
  const postings = index.postings;
  if (!postings || terms.length === 0) return { scores: null, rows: new Int32Array(0) };
  let reach = 0;
  for (const j of terms) reach += postings.start[j + 1] - postings.start[j];
  const touched = new Int32Array(Math.min(sum.length, reach));
  let t = 0;
  for (const j of terms) {
    for (let k = postings.start[j]; k < postings.start[j + 1]; k++) {
      const r = postings.row[k];
      if (matched[r]++ === 0) touched[t++] = r;
      sum[r] += postings.weight[k];
    }
  }
  const rows = touched.subarray(0, t);
  let max = 0;
  for (const r of rows) {
    sum[r] *= matched[r] / terms.length;
    if (sum[r] > max) max = sum[r];
  }
  if (max === 0) return { scores: null, rows };
  for (const r of rows) sum[r] /= max;
  return { scores: sum, rows };
}

/** Arrays of a row each, kept per index and lent to one query at a time: on a million rows, 5 MB a query need not allocate. */
const lexicalScratch = new WeakMap<VectorIndex, { sum: Float32Array; matched: Uint8Array; lent: boolean }>();

/**
 * lexicalScores handed to `use`, in arrays the index keeps for the next query: `use` runs synchronously and must not
 * keep the scores, which are cleared when it returns.
 */
export function withLexicalScores<T>(index: VectorIndex, terms: number[], use: (lexical: LexicalScores | null) => T): T {
  const n = index.documentIds.length;
  let scratch = lexicalScratch.get(index);
  if (!scratch || scratch.lent) {
    const fresh = { sum: new Float32Array(n), matched: new Uint8Array(n), lent: false };
    if (!scratch) lexicalScratch.set(index, fresh);
    scratch = fresh;
  }
  scratch.lent = true;
  const { scores, rows } = fillLexicalScores(index, terms, scratch.sum, scratch.matched);
  try {
    return use(scores ? { scores, rows } : null);
  } finally {
    for (const r of rows) {
      scratch.sum[r] = 0;
      scratch.matched[r] = 0;
    }
    scratch.lent = false;
  }
}

/**
 * Weight of the meaning (LSI cosine) against the words (lexical score) in the semantic score. 0.3 since document
 * vectors say what a document is about rather than everything its full text mentions (docs/adr/0069): on the
 * relevance sets it gave the best first answers of the three tried (0.3, 0.5, 0.7).
 */
export const MEANING_WEIGHT = 0.3;

/** Up to this many vectors every one is scored in full; above it a first pass on the leading dimensions picks the candidates. */
export const EXACT_SCAN_MAX = 100_000;
/**
 * Leading dimensions of the first pass: LSI vectors are rows of U x S, so the first dimensions carry most of a
 * vector's length. On 1,000,000 documents 64 of 160 halve the time of a query (160-200 -> 80-100 ms) and keep
 * the same best ten; 40 or 48 are hardly faster and find far fewer of the neighbours above the floor.
 */
const COARSE_DIMENSIONS = 64;
/** Candidates the first pass keeps for the full score (forty times the most a search lists; 3 ms to score in full). */
const COARSE_CANDIDATES = SEMANTIC_MAX_RESULTS * 40;

/**
 * `initial` plus q · vectors[o .. o + length), in four running sums: about half the time of one sum over a
 * million vectors (370 -> 170-220 ms for a full scan here, with the publisher flags).
 */
function dot(q: Float32Array, vectors: Int8Array, o: number, length: number, initial: number): number {
  let s0 = initial;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (const end = length - (length % 4); i < end; i += 4) {
    s0 += q[i] * vectors[o + i];
    s1 += q[i + 1] * vectors[o + i + 1];
    s2 += q[i + 2] * vectors[o + i + 2];
    s3 += q[i + 3] * vectors[o + i + 3];
  }
  for (; i < length; i++) s0 += q[i] * vectors[o + i];
  return s0 + s1 + s2 + s3;
}

/** The flags of the allowed publisher ids, indexed by id. */
function publisherFlags(publisherIds: Set<number>): Uint8Array {
  const allowed = new Uint8Array(Math.max(0, ...publisherIds) + 1);
  for (const id of publisherIds) allowed[id] = 1;
  return allowed;
}

/** Each index's leading dimensions copied into one contiguous array, made on first use (40 MB per million documents). */
const leading = new WeakMap<VectorIndex, Int8Array>();

function leadingDimensions(index: VectorIndex): Int8Array {
  let out = leading.get(index);
  if (!out) {
    const n = index.documentIds.length;
    const d = index.dimensions;
    out = new Int8Array(n * COARSE_DIMENSIONS);
    for (let r = 0; r < n; r++) out.set(index.vectors.subarray(r * d, r * d + COARSE_DIMENSIONS), r * COARSE_DIMENSIONS);
    leading.set(index, out);
  }
  return out;
}

/**
 * The rows worth scoring in full: every allowed row scored on the first COARSE_DIMENSIONS dimensions
 * (plus its lexical part), then the best `keep` of them by a histogram cut rather than a sort.
 */
function coarseCandidates(index: VectorIndex, q: Float32Array, allowed: Uint8Array, lexical: Float32Array | null, keep: number): Int32Array {
  const n = index.documentIds.length;
  const c = COARSE_DIMENSIONS;
  const vectors = leadingDimensions(index);
  const score = new Float32Array(n).fill(-Infinity);
  let low = Infinity;
  let high = -Infinity;
  let allowedRows = 0;
  for (let r = 0, o = 0; r < n; r++, o += c) {
    const publisher = index.publisherIds[r];
    if (publisher >= allowed.length || allowed[publisher] === 0) continue;
    const s = dot(q, vectors, o, c, lexical ? (1 - MEANING_WEIGHT) * lexical[r] : 0);
    score[r] = s;
    allowedRows++;
    if (s < low) low = s;
    if (s > high) high = s;
  }
  let cut = low;
  if (allowedRows > keep) {
    const bins = 4_096;
    const width = (high - low) / bins || 1;
    const histogram = new Int32Array(bins);
    for (let r = 0; r < n; r++) if (score[r] !== -Infinity) histogram[Math.min(bins - 1, Math.floor((score[r] - low) / width))]++;
    let bin = bins - 1;
    for (let taken = histogram[bin]; bin > 0 && taken < keep; ) taken += histogram[--bin];
    cut = low + bin * width;
  }
  const rows: number[] = [];
  for (let r = 0; r < n; r++) if (score[r] >= cut) rows.push(r);
  return Int32Array.from(rows);
}

/** Share of the lists a query reads (one in PROBE_SHARE, at least MIN_PROBES): on 1,000,000 vectors 50 of 1,000 lists. */
const PROBE_SHARE = 20;
const MIN_PROBES = 8;
/** Allowed rows the lists read must hold at the least (a library offering few publishers reads more lists). */
const MIN_PROBED_ROWS = 20_000;
/** Rows the query's words match best that are scored in full whatever their lists (the lexical half of the score). */
const LEXICAL_CANDIDATES = 2_000;

/** The lists a query reads by default. */
export const defaultProbes = (lists: VectorLists) => Math.max(MIN_PROBES, Math.ceil(listCount(lists) / PROBE_SHARE));

/** The rows with the highest lexical scores among the allowed ones, at most about `keep` (by a histogram cut). */
function bestLexicalRows(index: VectorIndex, lexical: LexicalScores, allowed: Uint8Array, keep: number): number[] {
  const bins = 1_024;
  const histogram = new Int32Array(bins);
  const scores = lexical.scores;
  const publishers = index.publisherIds;
  // The rows the query's words reached, or every row; plain loops (no callbacks): this runs over up to a million rows.
  const visited = lexical.rows ?? null;
  const length = visited ? visited.length : scores.length;
  for (let k = 0; k < length; k++) {
    const r = visited ? visited[k] : k;
    const v = scores[r];
    if (v > 0 && publishers[r] < allowed.length && allowed[publishers[r]] === 1) histogram[Math.min(bins - 1, Math.floor(v * bins))]++;
  }
  let bin = bins - 1;
  for (let taken = histogram[bin]; bin > 0 && taken + histogram[bin - 1] <= keep; ) taken += histogram[--bin];
  const rows: number[] = [];
  for (let k = 0; k < length; k++) {
    const r = visited ? visited[k] : k;
    const v = scores[r];
    if (v > 0 && Math.min(bins - 1, Math.floor(v * bins)) >= bin && publishers[r] < allowed.length && allowed[publishers[r]] === 1) rows.push(r);
  }
  // In row order whichever way they were visited, as a scan of every row gives them.
  return visited ? rows.sort((a, b) => a - b) : rows;
}

/**
 * The rows worth scoring in full by the inverted lists: the allowed rows of the lists nearest the query in meaning,
 * plus the rows the query's words match best (the score is half meaning, half words).
 */
function listCandidates(
  index: VectorIndex,
  lists: VectorLists,
  query: Float32Array,
  allowed: Uint8Array,
  lexical: LexicalScores | null,
  options: NearestOptions,
): Int32Array {
  const publishers = index.publisherIds;
  const probed = probedRows(lists, query, options.probes ?? defaultProbes(lists), options.minRows ?? MIN_PROBED_ROWS, (r) => publishers[r] < allowed.length && allowed[publishers[r]] === 1);
  // In row order: rows near each other in memory are scored one after another.
  if (!lexical) return probed.sort();
  const taken = new Uint8Array(index.documentIds.length);
  for (const r of probed) taken[r] = 1;
  const extra = bestLexicalRows(index, lexical, allowed, LEXICAL_CANDIDATES).filter((r) => taken[r] === 0);
  const out = new Int32Array(probed.length + extra.length);
  out.set(probed);
  out.set(extra, probed.length);
  return out.sort();
}

export interface NearestOptions {
  /** Up to this many vectors every one is scored in full (EXACT_SCAN_MAX). */
  exactUpTo?: number;
  /** Lists the inverted lists read at the least (defaultProbes). */
  probes?: number;
  /** Allowed rows the lists read must hold at the least (MIN_PROBED_ROWS). */
  minRows?: number;
}

/**
 * Scores every document of the allowed publishers against a unit query vector (blended with the
 * lexical scores when given); the best `limit` at or above the floor, and how many reach it.
 * Above exactUpTo vectors only candidates are scored in full: those of the inverted lists nearest the query
 * (vector-lists.ts) when the model has them, else those of a first pass on the leading dimensions; the count is
 * then how many candidates reach the floor (both above the SEMANTIC_MAX_RESULTS a search reports on 1,000,000).
 */
export function nearest(
  index: VectorIndex,
  query: Float32Array,
  publisherIds: Set<number>,
  limit: number,
  floor: number,
  lexicalParts: LexicalScores | null = null,
  options: NearestOptions | number = {},
): { neighbours: Neighbour[]; count: number } {
  const scan = typeof options === 'number' ? { exactUpTo: options } : options;
  const lexical = lexicalParts?.scores ?? null;
  const exactUpTo = scan.exactUpTo ?? EXACT_SCAN_MAX;
  const d = index.dimensions;
  const meaning = lexical ? MEANING_WEIGHT : 1;
  const q = new Float32Array(d);
  for (let i = 0; i < d; i++) q[i] = (query[i] / 127) * meaning;
  // A flag per publisher id rather than a Set lookup per row.
  const allowed = publisherFlags(publisherIds);
  const large = index.documentIds.length > exactUpTo;
  const candidates = !large
    ? null
    : index.lists
      ? listCandidates(index, index.lists, query, allowed, lexicalParts, scan)
      : d >= COARSE_DIMENSIONS * 2
        ? coarseCandidates(index, q, allowed, lexical, Math.max(COARSE_CANDIDATES, limit * 4))
        : null;
  const vectors = index.vectors;
  const scores: Neighbour[] = [];
  let count = 0;
  let worst = floor;
  const rows = candidates ? candidates.length : index.documentIds.length;
  for (let k = 0; k < rows; k++) {
    const r = candidates ? candidates[k] : k;
    const o = r * d;
    const publisher = index.publisherIds[r];
    if (publisher >= allowed.length || allowed[publisher] === 0) continue;
    const s = dot(q, vectors, o, d, lexical ? (1 - MEANING_WEIGHT) * lexical[r] : 0);
    if (s < floor) continue;
    count++;
    if (limit === 0 || (scores.length >= limit && s <= worst)) continue;
    scores.push({ documentId: index.documentIds[r], similarity: s });
    // Trim in batches rather than on every push: the kept list stays at most twice the limit.
    if (scores.length >= limit * 2) {
      // Ties broken as the final order breaks them, so which rows are kept does not depend on the order they came in.
      scores.sort((a, b) => b.similarity - a.similarity || a.documentId - b.documentId);
      scores.length = limit;
      worst = scores[limit - 1].similarity;
    }
  }
  scores.sort((a, b) => b.similarity - a.similarity || a.documentId - b.documentId);
  return { neighbours: scores.slice(0, limit), count };
}
