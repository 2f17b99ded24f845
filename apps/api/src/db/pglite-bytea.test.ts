import { describe, expect, it } from 'vitest';
import { byteaCodec } from './pglite-bytea.js';
import { types } from '@electric-sql/pglite';

const serialize = byteaCodec.serializers[types.BYTEA];
const parse = byteaCodec.parsers[types.BYTEA];

describe('the bytea codec of PGlite', () => {
  it('writes bytes as PostgreSQL hex text and reads them back into a buffer of their own', () => {
    expect(serialize(Uint8Array.from([0, 1, 0xab, 0xff]))).toBe('\\x0001abff');
    const view = new Uint8Array(Uint8Array.from([9, 8, 7, 6, 5]).buffer, 1, 3);
    expect(serialize(view)).toBe('\\x080706');
    const back = parse('\\x0001abff');
    expect([...back]).toEqual([0, 1, 0xab, 0xff]);
    expect(back.byteOffset).toBe(0);
    expect(back.buffer.byteLength).toBe(4);
  });

  it('refuses what is not bytes', () => {
    expect(() => serialize('0001')).toThrow('Invalid input for bytea type');
  });
});
