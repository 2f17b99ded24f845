import { readQuotedLexeme, type TsQuery } from './tsquery.js';

/**
 * PostgreSQL's text search ranking, ts_rank_cd (cover density) with normalization 32, computed in memory from the
 * keyword index's positions, so a search on an embedded database does not ask it to unpack and rank a thousand
 * vectors (docs/adr/0020). It gives the same float4 as the database: a test compares the two over the catalogue.
 *
 * A position is PostgreSQL's WordEntryPos: the weight in the top two bits (3 = A ... 0 = D), the place in the
 * low fourteen (at most 16383: the places of a long text's end all read 16383).
 */

export const WEIGHT_SHIFT = 14;
const PLACE_MASK = (1 << WEIGHT_SHIFT) - 1;

/**
 * Reads PostgreSQL's text form of a tsvector ('cach':2A,7 'http':1A): each lexeme with its positions, in the
 * vector's own order. Quotes inside a lexeme are doubled and backslashes escaped; a position without a letter
 * has weight D.
 */
export function readTsVector(text: string, onEntry: (lexeme: string, positions: number[]) => void): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text[i] === ' ') i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i} of a tsvector`);
    const quoted = readQuotedLexeme(text, i);
    if (!quoted) throw new Error('unterminated lexeme in a tsvector');
    const lexeme = quoted.lexeme;
    i = quoted.end;
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let place = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) place = place * 10 + (text.charCodeAt(i++) - 48);
        let weight = 0;
        const letter = text[i];
        if (letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D') {
          weight = letter === 'A' ? 3 : letter === 'B' ? 2 : letter === 'C' ? 1 : 0;
          i++;
        }
        positions.push((weight << WEIGHT_SHIFT) | place);
        if (text[i] !== ',') break;
        i++;
      }
    }
    onEntry(lexeme, positions);
  }
}

/** The weights ranking uses, D C B A (ranking-sql's '{0.01,0.2,0.4,1.0}'), as the float4 PostgreSQL reads them. */
export const RANK_WEIGHTS: readonly [number, number, number, number] = [0.01, 0.2, 0.4, 1.0];
const inverse = RANK_WEIGHTS.map((w) => 1 / Math.fround(w));

/** At most this many lexemes in a query ranked in memory (an occurrence carries its lexeme in six bits). */
export const MAX_OPERANDS = 64;

/**
 * One occurrence of a query lexeme in a document, packed so that sorting the numbers sorts occurrences as
 * PostgreSQL orders them: by place, then weight, then lexeme (operands are numbered in lexeme order).
 */
export const occurrence = (position: number, operand: number) => ((((position & PLACE_MASK) << 2) | (position >>> WEIGHT_SHIFT)) << 6) | operand;
const placeOf = (packed: number) => packed >>> 8;
const weightOf = (packed: number) => (packed >>> 6) & 3;
const operandOf = (packed: number) => packed & 63;

/**
 * A query whose lexemes are numbered, evaluated on which of them a stretch of the document holds. With skipNot, a
 * NOT counts as true, as PostgreSQL's cover search does while it looks for a cover's end.
 */
export type CompiledQuery = (present: Uint8Array, skipNot: boolean) => boolean;

/** Numbers a query's lexemes (in `operands` order) and makes its test. */
export function compileQuery(query: TsQuery, operands: string[]): CompiledQuery {
  const build = (node: TsQuery): CompiledQuery => {
    switch (node.kind) {
      case 'lexeme': {
        const i = operands.indexOf(node.lexeme);
        return (present) => present[i] === 1;
      }
      case 'not': {
        const inner = build(node.operand);
        return (present, skipNot) => skipNot || !inner(present, skipNot);
      }
      case 'and': {
        const left = build(node.left);
        const right = build(node.right);
        return (present, skipNot) => left(present, skipNot) && right(present, skipNot);
      }
      case 'or': {
        const left = build(node.left);
        const right = build(node.right);
        return (present, skipNot) => left(present, skipNot) || right(present, skipNot);
      }
      case 'phrase':
        throw new Error('a phrase is ranked by the database');
    }
  };
  return build(query);
}

/**
 * ts_rank_cd(RANK_WEIGHTS, vector, query, 32) from the query lexemes' occurrences in the vector (packed by
 * `occurrence`, operands numbered in lexeme order): each cover (a shortest stretch satisfying the query, found left
 * to right) adds its occurrences' count over the sum of their inverse weights, divided by one plus the other words
 * inside it; the sum s is then s / (s + 1), as a float4. Sorts `occurrences` in place.
 */
export function rankCoverDensity(occurrences: Int32Array, operandCount: number, test: CompiledQuery): number {
  if (occurrences.length === 0) return 0;
  const doc = occurrences.sort();
  const present = new Uint8Array(operandCount);
  let total = 0;
  let from = 0;
  for (;;) {
    // Cover: the first end from `from` where the query holds, then back to the nearest start where it still holds.
    let end = -1;
    let begin = -1;
    let q = 0;
    let p = Number.MAX_SAFE_INTEGER;
    let found = false;
    while (!found && from < doc.length) {
      present.fill(0);
      q = 0;
      p = Number.MAX_SAFE_INTEGER;
      for (let k = from; k < doc.length; k++) {
        present[operandOf(doc[k])] = 1;
        if (test(present, true)) {
          if (placeOf(doc[k]) > q) {
            q = placeOf(doc[k]);
            end = k;
            found = true;
          }
          break;
        }
      }
      if (!found) return finish(total);
      present.fill(0);
      let k = end;
      for (; k >= from; k--) {
        present[operandOf(doc[k])] = 1;
        if (test(present, false)) {
          if (placeOf(doc[k]) < p) {
            begin = k;
            p = placeOf(doc[k]);
          }
          break;
        }
      }
      if (p <= q) from = k + 1;
      else {
        from++;
        found = false;
      }
    }
    if (!found) return finish(total);
    let inverseSum = 0;
    for (let k = begin; k <= end; k++) inverseSum += inverse[weightOf(doc[k])];
    const density = (end - begin + 1) / inverseSum;
    let noise = q - p - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    total += density / (1 + noise);
  }
}

const finish = (total: number) => Math.fround(total / (total + 1));
