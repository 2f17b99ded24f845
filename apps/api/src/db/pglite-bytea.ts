import { types } from '@electric-sql/pglite';

/**
 * bytea to and from PGlite's text protocol through Node's native hex codec. PGlite's own codec builds a string per byte
 * (and parses one per pair of hex digits): storing the semantic model's 16 MB projection took about half a minute of
 * the import's search stage, and reading it back at start as long again (docs/benchmarks.md, "CI time, 2026-11-30").
 */
export const byteaCodec = {
  serializers: {
    [types.BYTEA]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    // A copy with a buffer of its own (offset 0), as PGlite's own parser returns: callers view its buffer as floats.
    [types.BYTEA]: (text: string): Uint8Array => new Uint8Array(Buffer.from(text.slice(2), 'hex')),
  },
};
