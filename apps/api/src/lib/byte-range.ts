import type { ByteRange } from './file-store.js';

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 section 14):
 * - `{ kind: 'whole' }` when there is no header or one we may ignore (another unit,
 *   bad syntax, several ranges), so the whole file is sent with 200;
 * - `{ kind: 'range', range }` for one satisfiable range, sent with 206;
 * - `{ kind: 'unsatisfiable' }` when the one range lies wholly past the end, answered 416.
 */
export type RangeRequest = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // Suffix range: the last n bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return { kind: 'whole' };
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const lastByte = last === '' ? null : Number(last);
  if (!Number.isSafeInteger(start) || (lastByte !== null && (!Number.isSafeInteger(lastByte) || lastByte < start))) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end: lastByte === null ? size - 1 : Math.min(lastByte, size - 1) } };
}

/** Whether an `If-None-Match` header names this entity tag (weak comparison, as GET allows). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
