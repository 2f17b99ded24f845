import { isAxiosError } from 'axios';
import { FIELD_ERROR_MESSAGES } from '@codex/domain';
import { describeHttpError, ERROR_KEYS } from '../errorCatalogue.js';

/** Field errors as react-admin's forms take them: nested like the record, each message a translation key or text. */
export type FormErrors = { [key: string]: string | FormErrors };

/**
 * What the data provider rejects with: react-admin's HttpError shape. `message` is a translation key (the
 * notification), `status` the HTTP status, `body.errors` the server's field errors placed on the form's fields.
 */
export class ConsoleHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { errors?: FormErrors; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const SHOWN_AS_SIZE = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);
const KNOWN = new Set<string>(FIELD_ERROR_MESSAGES);
/** Rule names of the console's own schemas (admin.ts, tenant-config.ts), translated under `console.fieldErrors.*`. */
const CONSOLE_RULES = new Set(['DateRange', 'Null']);

/** The catalogue key for a field error the server named (`Pattern` -> `error.Pattern`), else its own text. */
export function fieldMessage(message: string): string {
  const shown = SHOWN_AS_SIZE.has(message) ? 'Size' : message;
  if (KNOWN.has(shown)) return `error.${shown}`;
  return CONSOLE_RULES.has(message) ? `console.fieldErrors.${message}` : message;
}

/** `banner.end-date`, `ipRanges[2]`, `ipRanges.2` -> path segments. */
function segmentsOf(field: string): string[] {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '');
}

/**
 * Turns the server's `fieldErrors` into react-admin's nested errors. `prefix` is where the request body sits in the
 * form's record (the tenant form edits `config.*` and sends `{ config }`), so `config.banner.text` and `banner.text`
 * both land on the field `config.banner.text`.
 */
export function toFormErrors(fieldErrors: unknown, prefix?: string): FormErrors | undefined {
  if (!Array.isArray(fieldErrors) || fieldErrors.length === 0) return undefined;
  const errors: FormErrors = {};
  for (const raw of fieldErrors) {
    const item = (raw ?? {}) as { field?: unknown; message?: unknown };
    if (typeof item.field !== 'string') continue;
    let path = segmentsOf(item.field);
    if (prefix && path[0] !== prefix) path = [prefix, ...path];
    if (path.length === 0) continue;
    let node = errors;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === 'object') node = next;
      else node = node[segment] = {};
    }
    const last = path[path.length - 1];
    if (node[last] === undefined) node[last] = fieldMessage(typeof item.message === 'string' ? item.message : 'Invalid');
  }
  return errors;
}

/** Any failed call as a ConsoleHttpError (cancelled calls are passed on unchanged, react-admin ignores them). */
export function toConsoleHttpError(error: unknown, options: { fieldPrefix?: string } = {}): unknown {
  if (!isAxiosError(error)) return error;
  const descriptor = describeHttpError(error);
  if (!descriptor) return error;
  const status = error.response?.status ?? 0;
  const data = error.response?.data;
  const problem = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const errors = status === 400 ? toFormErrors(problem.fieldErrors, options.fieldPrefix) : undefined;
  // A 400 with field errors says so; the fields themselves carry the details.
  const message = errors ? ERROR_KEYS.validation : descriptor.messageKey;
  return new ConsoleHttpError(message, status, { ...problem, ...(errors ? { errors } : {}) });
}
