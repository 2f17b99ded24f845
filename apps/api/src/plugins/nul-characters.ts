import fp from 'fastify-plugin';
import type { FieldError } from '@codex/domain';
import { AppError } from '../lib/errors.js';

/** The field error message for text holding a NUL character (U+0000). */
export const NUL_CHARACTER = 'NulCharacter';

const NUL = '\u0000';
/** A NUL in a URL: raw, or percent-encoded (%00). `%2500` is the text "%00", not a NUL. */
const hasNulInUrl = (url: string) => url.includes(NUL) || url.includes('%00');

/**
 * Where a NUL character hides in a parsed value (strings, keys, nested objects and arrays), as dotted field
 * paths. Buffers and streams (uploads) are data, not text, and are left alone.
 */
export function nulFields(value: unknown, path = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulFields(item, path ? `${path}.${index}` : String(index), out));
  } else if (value !== null && typeof value === 'object' && isPlain(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) out.push(field);
      else nulFields(item, field, out);
    }
  }
  return out;
}

/**
 * The path parameters holding a NUL, named from the route's pattern (`/api/admin/tenants/:code`): the router has
 * not decoded them yet when the request arrives. A segment the pattern does not name is reported as ''.
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

const asFieldErrors = (objectName: string, fields: string[]): FieldError[] =>
  fields.map((field) => ({ objectName, field: field.replaceAll(NUL, '\\u0000'), message: NUL_CHARACTER }));

function reject(fieldErrors: FieldError[]): never {
  throw AppError.validation(fieldErrors, 'Text must not contain the NUL character (U+0000, %00)');
}

/**
 * A NUL character is never meaningful in this API's text (PostgreSQL text cannot even hold one), so it is
 * refused in one place for every route, before anything reads the request: in the path, the query string
 * and the headers on arrival, in JSON and form bodies once parsed. The answer is a 400 of the error model
 * whose field errors name each place ('path', 'query', 'headers', 'body').
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const fieldErrors = [
        ...asFieldErrors('path', [...new Set([...nulFields(request.params), ...nulPathParams(request.routeOptions.url, request.raw.url ?? '')])]),
        ...asFieldErrors('query', nulFields(request.query)),
        ...asFieldErrors('headers', nulFields(request.headers)),
      ];
      // Whatever the router and the query parser did not hand out (a route without parameters, a malformed query).
      if (fieldErrors.length === 0 && hasNulInUrl(request.raw.url ?? '')) fieldErrors.push({ objectName: 'path', field: '', message: NUL_CHARACTER });
      if (fieldErrors.length) reject(fieldErrors);
    });
    app.addHook('preValidation', async (request) => {
      const fields = nulFields(request.body);
      if (fields.length) reject(asFieldErrors('body', fields));
    });
  },
  { name: 'nul-characters', dependencies: ['error-handler'] },
);
