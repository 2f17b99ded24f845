import { types } from '@electric-sql/pglite';

/**
 * bytea to and from PGlite's text protocol through Node's native hex codec. PGlite's own codec builds a string per byte
 * (and parses one per pair of hex digits): storing the semantic model's 16 MB projection took 8 s of an idle import's
 * search stage, 2.2 s with this codec (docs/benchmarks.md, "CI time, 2026-11-30"); reading the model back at start
 * goes through the parser.
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
