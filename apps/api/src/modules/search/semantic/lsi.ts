/**
 * Latent semantic indexing, written out here because it is small: a TF-IDF matrix of the
 * catalogue's lexemes, reduced by a randomized truncated SVD (Halko, Martinsson, Tropp 2011) to a
 * few hundred dimensions in which words that occur in the same documents lie close together.
 * A query is folded into the same space by the same projection, so "stored responses" lands near
 * documents about caching even though the word "caching" is not typed.
 */

import { seededRandom } from '../../../lib/seeded-random.js';

/** One document's terms: lexeme -> weighted occurrence count (title and subjects weigh more). */
export type TermCounts = Map<string, number>;

/** Sparse documents x terms matrix in compressed rows. */
export interface SparseRows {
  rows: number;
  cols: number;
  rowStart: Int32Array;
  col: Int32Array;
  value: Float64Array;
}

export interface LsiOptions {
  dimensions: number;
  /** Extra columns of the random sketch; more gives a more exact SVD for more work. */
  oversampling?: number;
  /** Power iterations sharpen the sketch towards the largest singular vectors. */
  powerIterations?: number;
  /** Terms in fewer documents than this are left out (typos, one-off names). */
  minDocumentFrequency?: number;
  /** Terms in more than this share of documents are left out (they tell documents apart too little). */
  maxDocumentShare?: number;
  maxTerms?: number;
  seed?: number;
}

export interface LsiModel {
  dimensions: number;
  terms: string[];
  idf: Float32Array;
  /** terms x dimensions, row-major: the projection a TF-IDF vector is multiplied by. */
  projection: Float32Array;
  singularValues: Float32Array;
}

/** Term weight of a document or query: sublinear in the count, times the term's rarity. */
const termWeight = (count: number, idf: number) => (1 + Math.log(count)) * idf;

function gaussian(next: () => number): () => number {
  return () => {
    const u = Math.max(next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
}

/** Chooses the vocabulary and builds the L2-normalized TF-IDF rows. */
export function tfidfMatrix(documents: TermCounts[], options: Pick<LsiOptions, 'minDocumentFrequency' | 'maxDocumentShare' | 'maxTerms'> = {}) {
  const minDf = options.minDocumentFrequency ?? 2;
  const maxDf = Math.max(minDf, Math.floor((options.maxDocumentShare ?? 0.5) * documents.length));
  const df = new Map<string, number>();
  for (const doc of documents) for (const term of doc.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const kept = [...df.entries()]
    .filter(([, n]) => n >= minDf && n <= maxDf)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, options.maxTerms ?? 50_000);
  const terms = kept.map(([t]) => t).sort();
  const index = new Map(terms.map((t, i) => [t, i]));
  const idf = new Float32Array(terms.length);
  for (const [t, n] of kept) idf[index.get(t)!] = Math.log(documents.length / n);
  const matrix = sparseRows(documents, index, idf);
  return { terms, idf, matrix };
}

function sparseRows(documents: TermCounts[], index: Map<string, number>, idf: Float32Array): SparseRows {
  const rowStart = new Int32Array(documents.length + 1);
  const cols: number[] = [];
  const values: number[] = [];
  documents.forEach((doc, r) => {
    const entries: [number, number][] = [];
    for (const [term, count] of doc) {
      const c = index.get(term);
      if (c !== undefined) entries.push([c, termWeight(count, idf[c])]);
    }
    const norm = Math.sqrt(entries.reduce((s, [, v]) => s + v * v, 0)) || 1;
    entries.sort((a, b) => a[0] - b[0]);
    for (const [c, v] of entries) {
      cols.push(c);
      values.push(v / norm);
    }
    rowStart[r + 1] = cols.length;
  });
  return { rows: documents.length, cols: index.size, rowStart, col: Int32Array.from(cols), value: Float64Array.from(values) };
}

/** out (rows x l) = A (rows x cols) * X (cols x l), both dense row-major. */
function multiply(a: SparseRows, x: Float64Array, l: number): Float64Array {
  const out = new Float64Array(a.rows * l);
  for (let r = 0; r < a.rows; r++) {
    const o = r * l;
    for (let k = a.rowStart[r]; k < a.rowStart[r + 1]; k++) {
      const v = a.value[k];
      const xo = a.col[k] * l;
      for (let c = 0; c < l; c++) out[o + c] += v * x[xo + c];
    }
  }
  return out;
}

/** out (cols x l) = A^T * Y (rows x l). */
function multiplyTransposed(a: SparseRows, y: Float64Array, l: number): Float64Array {
  const out = new Float64Array(a.cols * l);
  for (let r = 0; r < a.rows; r++) {
    const yo = r * l;
    for (let k = a.rowStart[r]; k < a.rowStart[r + 1]; k++) {
      const v = a.value[k];
      const o = a.col[k] * l;
      for (let c = 0; c < l; c++) out[o + c] += v * y[yo + c];
    }
  }
  return out;
}

/** Orthonormalizes the l columns of a row-major n x l matrix in place (modified Gram-Schmidt). */
export function orthonormalize(m: Float64Array, n: number, l: number): void {
  // Work on columns: transpose into column-major, orthonormalize, transpose back.
  const cols = new Float64Array(n * l);
  for (let i = 0; i < n; i++) for (let c = 0; c < l; c++) cols[c * n + i] = m[i * l + c];
  for (let c = 0; c < l; c++) {
    const cc = c * n;
    for (let p = 0; p < c; p++) {
      const pc = p * n;
      let dot = 0;
      for (let i = 0; i < n; i++) dot += cols[cc + i] * cols[pc + i];
      for (let i = 0; i < n; i++) cols[cc + i] -= dot * cols[pc + i];
    }
    let norm = 0;
    for (let i = 0; i < n; i++) norm += cols[cc + i] * cols[cc + i];
    norm = Math.sqrt(norm);
    // A column with nothing left is dropped (zero), which the SVD step then ignores.
    const scale = norm > 1e-10 ? 1 / norm : 0;
    for (let i = 0; i < n; i++) cols[cc + i] *= scale;
  }
  for (let i = 0; i < n; i++) for (let c = 0; c < l; c++) m[i * l + c] = cols[c * n + i];
}

/** Eigenvalues and eigenvectors of a symmetric l x l matrix by cyclic Jacobi rotations; sorted descending. */
export function symmetricEigen(input: Float64Array, l: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(input);
  const v = new Float64Array(l * l);
  for (let i = 0; i < l; i++) v[i * l + i] = 1;
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    for (let p = 0; p < l; p++) for (let q = p + 1; q < l; q++) off += a[p * l + q] * a[p * l + q];
    if (off < 1e-22) break;
    for (let p = 0; p < l; p++) {
      for (let q = p + 1; q < l; q++) {
        const apq = a[p * l + q];
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * l + q] - a[p * l + p]) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < l; k++) {
          const akp = a[k * l + p];
          const akq = a[k * l + q];
          a[k * l + p] = c * akp - s * akq;
          a[k * l + q] = s * akp + c * akq;
        }
        for (let k = 0; k < l; k++) {
          const apk = a[p * l + k];
          const aqk = a[q * l + k];
          a[p * l + k] = c * apk - s * aqk;
          a[q * l + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < l; k++) {
          const vkp = v[k * l + p];
          const vkq = v[k * l + q];
          v[k * l + p] = c * vkp - s * vkq;
          v[k * l + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = [...Array(l).keys()].sort((x, y) => a[y * l + y] - a[x * l + x]);
  const values = Float64Array.from(order.map((i) => a[i * l + i]));
  const vectors = new Float64Array(l * l);
  order.forEach((from, to) => {
    for (let k = 0; k < l; k++) vectors[k * l + to] = v[k * l + from];
  });
  return { values, vectors };
}

/**
 * The k largest singular triplets' right vectors of A (cols x k) and singular values, by a random
 * sketch of A's range sharpened with power iterations, then an exact SVD of the small projection.
 */
export function truncatedSvd(a: SparseRows, k: number, options: Pick<LsiOptions, 'oversampling' | 'powerIterations' | 'seed'> = {}) {
  const l = Math.min(k + (options.oversampling ?? 10), a.rows, a.cols);
  const normal = gaussian(seededRandom(options.seed ?? 42));
  const omega = new Float64Array(a.cols * l);
  for (let i = 0; i < omega.length; i++) omega[i] = normal();
  let y = multiply(a, omega, l);
  orthonormalize(y, a.rows, l);
  for (let i = 0; i < (options.powerIterations ?? 1); i++) {
    const z = multiplyTransposed(a, y, l);
    orthonormalize(z, a.cols, l);
    y = multiply(a, z, l);
    orthonormalize(y, a.rows, l);
  }
  // B^T = A^T Q (cols x l); B B^T = (A^T Q)^T (A^T Q) is l x l, whose eigenvectors are B's left singular vectors.
  const bt = multiplyTransposed(a, y, l);
  const gram = new Float64Array(l * l);
  for (let j = 0; j < a.cols; j++) {
    const o = j * l;
    for (let p = 0; p < l; p++) {
      const x = bt[o + p];
      if (x === 0) continue;
      for (let q = p; q < l; q++) gram[p * l + q] += x * bt[o + q];
    }
  }
  for (let p = 0; p < l; p++) for (let q = 0; q < p; q++) gram[p * l + q] = gram[q * l + p];
  const { values, vectors } = symmetricEigen(gram, l);
  const rank = Math.min(k, l);
  const sigma = new Float32Array(rank);
  // V = B^T W Sigma^-1, first `rank` columns.
  const v = new Float32Array(a.cols * rank);
  for (let c = 0; c < rank; c++) sigma[c] = Math.sqrt(Math.max(values[c], 0));
  for (let j = 0; j < a.cols; j++) {
    const o = j * l;
    for (let c = 0; c < rank; c++) {
      if (sigma[c] < 1e-9) continue;
      let s = 0;
      for (let p = 0; p < l; p++) s += bt[o + p] * vectors[p * l + c];
      v[j * rank + c] = s / sigma[c];
    }
  }
  return { projection: v, singularValues: sigma, rank };
}

/** Builds the model from the documents' term counts; document vectors come from embedDocument with it. */
export function buildLsi(documents: TermCounts[], options: LsiOptions): { model: LsiModel; matrix: SparseRows } {
  const { terms, idf, matrix } = tfidfMatrix(documents, options);
  const { projection, singularValues, rank } = truncatedSvd(matrix, options.dimensions, options);
  return { model: { dimensions: rank, terms, idf, projection, singularValues }, matrix };
}

/** Folds term counts into the model's space; a unit vector, or null when none of the terms is known. */
export function foldIn(model: LsiModel, counts: TermCounts, termIndex: Map<string, number>): Float32Array | null {
  const k = model.dimensions;
  const out = new Float64Array(k);
  let known = 0;
  for (const [term, count] of counts) {
    const j = termIndex.get(term);
    if (j === undefined) continue;
    known++;
    const w = termWeight(count, model.idf[j]);
    const o = j * k;
    for (let c = 0; c < k; c++) out[c] += w * model.projection[o + c];
  }
  if (known === 0) return null;
  return unit(out);
}

/** The row of the TF-IDF matrix projected: a document's vector in the model's space. */
export function projectRow(model: LsiModel, matrix: SparseRows, row: number): Float32Array | null {
  const k = model.dimensions;
  const out = new Float64Array(k);
  if (matrix.rowStart[row] === matrix.rowStart[row + 1]) return null;
  for (let i = matrix.rowStart[row]; i < matrix.rowStart[row + 1]; i++) {
    const v = matrix.value[i];
    const o = matrix.col[i] * k;
    for (let c = 0; c < k; c++) out[c] += v * model.projection[o + c];
  }
  return unit(out);
}

export function unit(vector: ArrayLike<number>): Float32Array | null {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i] * vector[i];
  if (norm === 0 || !Number.isFinite(norm)) return null;
  const scale = 1 / Math.sqrt(norm);
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) out[i] = vector[i] * scale;
  return out;
}

/**
 * Lexeme counts from a tsvector's text form ('caching':12C,40D 'http':1A,3A), each position
 * weighted by its label: A (designation, title) 3, B (keywords, topics, committee) 2, C (abstract)
 * 1, D (full text) 0.25, so a long body does not outweigh what the document says it is about.
 */
export function termsFromTsvector(text: string, labelWeight: Record<string, number> = LABEL_WEIGHT): TermCounts {
  const counts: TermCounts = new Map();
  const pattern = /'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g;
  for (const match of text.matchAll(pattern)) {
    const lexeme = match[1].replace(/''/g, "'");
    if (!isUsefulTerm(lexeme)) continue;
    let weight = 0;
    if (!match[2]) weight = 1;
    else for (const position of match[2].split(',')) weight += labelWeight[position.at(-1)!] ?? labelWeight.D;
    counts.set(lexeme, (counts.get(lexeme) ?? 0) + weight);
  }
  return counts;
}

export const LABEL_WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0.25 };

/**
 * What a document is about, for its vector and the lexical half of its score: the same labels, the full text
 * almost nothing. The model learns which words go together from the full texts (LABEL_WEIGHT); a document placed by
 * all of its 200 pages would lie near every question (RFC 3261 answered one in three), docs/adr/0069.
 */
export const ABOUT_LABEL_WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0.05 };

/** Numbers, single characters and long tokens (hashes, URLs) carry no meaning to share between documents. */
function isUsefulTerm(lexeme: string): boolean {
  return lexeme.length >= 2 && lexeme.length <= 30 && /\p{L}/u.test(lexeme) && !/^[\d.-]+$/.test(lexeme);
}
