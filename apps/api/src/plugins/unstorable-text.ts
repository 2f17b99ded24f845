import fp from 'fastify-plugin';
import type { FieldError } from '@codex/domain';
import { AppError } from '../lib/errors.js';

/** The field error message for text holding a NUL character (U+0000). */
export const NUL_CHARACTER = 'NulCharacter';
/** The field error message for text holding half of a surrogate pair without the other half (U+D800 to U+DFFF). */
export const UNPAIRED_SURROGATE = 'UnpairedSurrogate';

export type UnstorableReason = typeof NUL_CHARACTER | typeof UNPAIRED_SURROGATE;

/** Where a request holds text PostgreSQL cannot store, and why. */
export interface UnstorableField {
  field: string;
  reason: UnstorableReason;
}

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one. A pair (an emoji) is text.
const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A NUL in a URL: raw, or percent-encoded (%00). `%2500` is the text "%00", not a NUL. */
const hasNulInUrl = (url: string) => url.includes(NUL) || url.includes('%00');

/**
 * Why PostgreSQL could not store this text, or null when it can: its `text` holds no NUL, and UTF-8 (what the
 * database and the driver speak) has no encoding for half a surrogate pair, so such text reaches the database
 * mangled (U+FFFD) or, inside JSON, is refused by it.
 */
export function unstorableReason(text: string): UnstorableReason | null {
  if (text.includes(NUL)) return NUL_CHARACTER;
  if (UNPAIRED.test(text)) return UNPAIRED_SURROGATE;
  return null;
}

/**
 * Where unstorable text hides in a parsed value (strings, keys, nested objects and arrays), as dotted field paths.
 * Buffers and streams (uploads) are data, not text, and are left alone.
 */
export function unstorableFields(value: unknown, path = '', out: UnstorableField[] = []): UnstorableField[] {
  if (typeof value === 'string') {
    const reason = unstorableReason(value);
    if (reason) out.push({ field: path, reason });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableFields(item, path ? `${path}.${index}` : String(index), out));
  } else if (value !== null && typeof value === 'object' && isPlain(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      const reason = unstorableReason(key);
      if (reason) out.push({ field, reason });
      else unstorableFields(item, field, out);
    }
  }
  return out;
}

/**
 * The path parameters holding a NUL, named from the route's pattern (`/api/admin/tenants/:code`): the router has
 * not decoded them yet when the request arrives. A segment the pattern does not name is reported as ''.
 * (A URL cannot carry half a surrogate pair: its bytes are read as Latin-1, and `%ED%A0%80` does not decode as
 * UTF-8, see docs/adr/0040.)
 */
export function nulPathParams(pattern: string | undefined, url: string): string[] {
  const names = (pattern ?? '').split('/');
  const wildcard = names.indexOf('*');
  return url
    .split('?')[0]
    .split('/')
    .flatMap((segment, i) => {
      if (!hasNulInUrl(segment)) return [];
      if (wildcard >= 0 && i >= wildcard) return ['*'];
      const name = names[i] ?? '';
      return [name.startsWith(':') ? name.slice(1) : ''];
    });
}

/** Objects to look inside: parsed JSON, forms and query strings (whatever their prototype), not binary data or streams. */
function isPlain(value: object): boolean {
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** A field name as the answer shows it: the unstorable characters written as escapes, so the answer is valid text. */
const shown = (field: string) =>
  field.replaceAll(NUL, '\\u0000').replace(new RegExp(UNPAIRED.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const asFieldErrors = (objectName: string, fields: UnstorableField[]): FieldError[] =>
  fields.map(({ field, reason }) => ({ objectName, field: shown(field), message: reason }));

/** The distinct path parameters found by both the parsed parameters and the raw URL (a NUL the router kept). */
function pathFields(params: unknown, pattern: string | undefined, url: string): UnstorableField[] {
  const found = unstorableFields(params);
  const named = new Set(found.map((f) => f.field));
  for (const name of nulPathParams(pattern, url)) {
    if (!named.has(name)) found.push({ field: name, reason: NUL_CHARACTER });
    named.add(name);
  }
  return found;
}

function reject(fieldErrors: FieldError[]): never {
  throw AppError.validation(fieldErrors, 'Text must not contain the NUL character (U+0000, %00) or half of a surrogate pair (U+D800 to U+DFFF)');
}

/**
 * Text PostgreSQL cannot store (a NUL character, half of a surrogate pair) is never meaningful in this API, so it is
 * refused in one place for every route, before anything reads the request: in the path, the query string and the
 * headers on arrival, in JSON and form bodies once parsed. The answer is a 400 of the error model whose field
 * errors name each place ('path', 'query', 'headers', 'body') and why ('NulCharacter', 'UnpairedSurrogate').
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const url = request.raw.url ?? '';
      const fieldErrors = [
        ...asFieldErrors('path', pathFields(request.params, request.routeOptions.url, url)),
        ...asFieldErrors('query', unstorableFields(request.query)),
        ...asFieldErrors('headers', unstorableFields(request.headers)),
      ];
      // Whatever the router and the query parser did not hand out (a route without parameters, a malformed query).
      if (fieldErrors.length === 0 && hasNulInUrl(url)) fieldErrors.push({ objectName: 'path', field: '', message: NUL_CHARACTER });
      if (fieldErrors.length) reject(fieldErrors);
    });
    app.addHook('preValidation', async (request) => {
      const fields = unstorableFields(request.body);
      if (fields.length) reject(asFieldErrors('body', fields));
    });
  },
  { name: 'unstorable-text', dependencies: ['error-handler'] },
);
