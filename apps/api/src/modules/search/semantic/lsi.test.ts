import { describe, expect, it } from 'vitest';
import { buildLsi, foldIn, orthonormalize, projectRow, symmetricEigen, termsFromTsvector } from './lsi.js';

const docs = (texts: string[]) => texts.map((t) => new Map(t.split(' ').map((w) => [w, 1] as [string, number])));

describe('latent semantic indexing', () => {
  it('finds the eigenvalues of a symmetric matrix', () => {
    // [[2,1],[1,2]] has eigenvalues 3 and 1 with eigenvectors (1,1)/√2 and (1,-1)/√2.
    const { values, vectors } = symmetricEigen(Float64Array.from([2, 1, 1, 2]), 2);
    expect(values[0]).toBeCloseTo(3, 10);
    expect(values[1]).toBeCloseTo(1, 10);
    expect(Math.abs(vectors[0])).toBeCloseTo(Math.SQRT1_2, 10);
    expect(Math.abs(vectors[2])).toBeCloseTo(Math.SQRT1_2, 10);
  });

  it('orthonormalizes columns', () => {
    const m = Float64Array.from([1, 1, 0, 1, 1, 0, 2, 3, 4, 0, 1, 1]); // 4 x 3 row-major
    orthonormalize(m, 4, 3);
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) {
        let dot = 0;
        for (let i = 0; i < 4; i++) dot += m[i * 3 + a] * m[i * 3 + b];
        expect(dot).toBeCloseTo(a === b ? 1 : 0, 8);
      }
  });

  it('puts a query near documents that share its topic even without its words', () => {
    const corpus = docs([
      'cache stored response reuse freshness',
      'cache proxy stored response',
      'cache freshness validation',
      'browser cache reuse',
      'password guessing attack',
      'password hashing salt',
      'salt hashing attack',
      'mail server relay',
      'mail delivery server',
      'relay delivery queue',
    ]);
    const { model, matrix } = buildLsi(corpus, { dimensions: 3, minDocumentFrequency: 2, maxDocumentShare: 0.6, oversampling: 5 });
    const index = new Map(model.terms.map((t, i) => [t, i]));
    // "freshness" never occurs with "proxy", yet document 1 (cache proxy ...) is still near it.
    const query = foldIn(model, new Map([['freshness', 1]]), index)!;
    const scores = corpus.map((_, i) => {
      const v = projectRow(model, matrix, i)!;
      return v.reduce((s, x, k) => s + x * query[k], 0);
    });
    const best = scores.map((s, i) => [s, i]).sort((a, b) => b[0] - a[0]).slice(0, 4).map(([, i]) => i);
    expect(best.sort()).toEqual([0, 1, 2, 3]);
    expect(foldIn(model, new Map([['unknownword', 1]]), index)).toBeNull();
  });

  it('reads a tsvector, weighting title and subjects over abstract and body and skipping numbers', () => {
    const terms = termsFromTsvector("'9110':1A 'cach':2A,7C,20 'http':3A,5B 'it''s':9C 'x':4");
    expect(terms.get('cach')).toBeCloseTo(3 + 1 + 0.25);
    expect(terms.get('http')).toBe(5);
    expect(terms.get("it's")).toBe(1);
    expect(terms.has('9110')).toBe(false);
    expect(terms.has('x')).toBe(false);
  });
});
