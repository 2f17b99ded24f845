import { AxiosHeaders, isAxiosError, isCancel } from 'axios';
import { ACCOUNT_ID_NOT_EXIST, APP_ERROR_HEADER, APP_PARAMS_HEADER, FIELD_ERROR_MESSAGES } from '@codex/domain';

export type NotificationType = 'ERROR' | 'SUCCESS' | 'INFO';

/** One invalid field of a 400 answer, as keys for the translator. */
export interface FieldErrorDescriptor {
  /** Translation key of the field's name: `fields.<objectName>.<field>`. */
  field: string;
  /** Key to try when the first one has no translation: `fields.<field>`. */
  fallbackField: string;
  /** The field as the server named it (list indices removed), shown when neither key has a translation. */
  name: string;
  /** Translation key of what is wrong: `error.<message>`, with Min/Max/DecimalMin/DecimalMax shown as `error.Size`. */
  messageKey: string;
}

/** Dedicated handlers that replace the generic notification. */
export type HttpErrorHandler = 'account-id-not-exist';

/** What the user should be told about a failed call: keys, not text (the UI translates them). */
export interface NotificationDescriptor {
  type: NotificationType;
  /** A translation key, or the server's own text when it sent one (a missing key shows the raw value). */
  messageKey: string;
  params?: Record<string, string>;
  fieldErrors?: FieldErrorDescriptor[];
  /** When set, the caller runs that handler instead of showing a notification. */
  handler?: HttpErrorHandler;
}

export const ERROR_KEYS = {
  serverNotReachable: 'error.server.not.reachable',
  urlNotFound: 'error.url.not.found',
  validation: 'error.validation',
  size: 'error.Size',
  unknown: 'error.unknown',
  unknownField: 'error.Unknown',
} as const;

/** Reasons our own code cancels with (`controller.abort('cancelSearch')`, legacy `source.cancel('cancel')`). */
const CANCEL_REASONS = new Set(['cancel', 'cancelSearch']);
/** Validation messages shown as 'Size'. */
const SHOWN_AS_SIZE = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);
const KNOWN_FIELD_MESSAGES = new Set<string>(FIELD_ERROR_MESSAGES);
/** Statuses with a generic text in the catalogue (`error.http.<status>`). */
const GENERIC_STATUS_KEYS = new Set([400, 401, 403, 405, 500, 503]);

/** The messages of a refusal by a rate limit (429), by the wait: under a minute, under two hours, longer. */
const RATE_LIMITED = /^error\.rateLimited\.(moment|minutes|hours)$/;
/** The licence meter's refusals (429): every seat taken, an allowance used up (docs/adr/0065, 0066). */
const LICENCE_METER_REFUSALS = new Set(['error.seats.full', 'error.allowance.used']);

const ACCOUNT_PATH = /(^|\/)api\/account\/?$/;
const TRACKED_DOCUMENTS_PATH = /(^|\/)api\/tracked-documents(\/|$)/;
const PAGE_VIEWS_PATH = /(^|\/)api\/page-views\/?$/;

interface ErrorBody {
  message?: unknown;
  detail?: unknown;
  params?: unknown;
  path?: unknown;
  fieldErrors?: unknown;
}

function asBody(data: unknown): ErrorBody | undefined {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as ErrorBody) : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** True for any form of a cancelled request: axios CanceledError, an aborted fetch, or one of our cancel reasons. */
export function isCancelledRequest(error: unknown): boolean {
  if (typeof error === 'string') return CANCEL_REASONS.has(error);
  if (error === null || typeof error !== 'object') return false;
  if (isCancel(error)) return true;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'AbortError' || name === 'CanceledError' || code === 'ERR_CANCELED') return true;
  return typeof message === 'string' && CANCEL_REASONS.has(message);
}

/** The URL path without origin or query, so path rules match whatever form the call used. */
function pathOf(url: string | undefined): string {
  if (!url) return '';
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
}

/** `rows[14].items[3].id` → `rows[].items[].id`, so one translation covers every row. */
function withoutIndices(field: string): string {
  return field.replace(/\[\d+\]/g, '[]');
}

function paramsFrom(value: unknown): Record<string, string> | undefined {
  if (typeof value === 'string') return value === '' ? undefined : { entityName: value };
  const body = asBody(value);
  if (!body) return undefined;
  const entries = Object.entries(body).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function fieldErrorsFrom(value: unknown): FieldErrorDescriptor[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value.map((raw): FieldErrorDescriptor => {
    const item = asBody(raw) as { objectName?: unknown; field?: unknown; message?: unknown } | undefined;
    const name = withoutIndices(typeof item?.field === 'string' ? item.field : '');
    const objectName = typeof item?.objectName === 'string' && item.objectName !== '' ? item.objectName : undefined;
    const message = typeof item?.message === 'string' ? item.message : '';
    const shown = SHOWN_AS_SIZE.has(message) ? 'Size' : message;
    return {
      field: objectName ? `fields.${objectName}.${name}` : `fields.${name}`,
      fallbackField: `fields.${name}`,
      name,
      messageKey: KNOWN_FIELD_MESSAGES.has(shown) ? `error.${shown}` : ERROR_KEYS.unknownField,
    };
  });
}

/** The response's own text: its `message`, else a plain-text body (an HTML error page is not shown). */
function responseText(data: unknown): string | undefined {
  const message = nonEmptyString(asBody(data)?.message);
  if (message) return message;
  const text = nonEmptyString(data);
  return text && !text.trimStart().startsWith('<') ? text.trim() : undefined;
}

/**
 * What to tell of a refusal by a limit (429): the server's message key when it is one of ours (a rate limit's, or the
 * licence meter's where a page does not explain the refusal itself), else the one for the wait; the wait from Retry-After (seconds; a minute when absent) in whole minutes and hours, rounded up, for the
 * message's %{minutes} or %{hours}.
 */
export function rateLimitedNotice(retryAfter: string | number | null | undefined, serverMessage?: string): NotificationDescriptor {
  const given = Number(retryAfter);
  const seconds = retryAfter !== null && retryAfter !== '' && Number.isFinite(given) && given > 0 ? given : 60;
  const messageKey =
    serverMessage && (RATE_LIMITED.test(serverMessage) || LICENCE_METER_REFUSALS.has(serverMessage))
      ? serverMessage
      : `error.rateLimited.${seconds < 60 ? 'moment' : seconds < 7200 ? 'minutes' : 'hours'}`;
  return { type: 'ERROR', messageKey, params: { minutes: String(Math.ceil(seconds / 60)), hours: String(Math.ceil(seconds / 3600)) } };
}

/**
 * Turns a failed call into what the user is told (error catalogue, section 8 of both specifications),
 * or null when the failure must stay silent. Pure: it neither translates nor shows anything.
 *
 * `options.path` overrides the request URL for the path rules (account path, tracked documents).
 */
export function describeHttpError(error: unknown, options: { path?: string } = {}): NotificationDescriptor | null {
  if (isCancelledRequest(error)) return null;
  // Recording a page view is the library's own bookkeeping: its failure, whatever it is, is never the user's business.
  if (isAxiosError(error) && PAGE_VIEWS_PATH.test(pathOf(error.config?.url))) return null;

  if (!isAxiosError(error)) {
    const message = error instanceof Error ? nonEmptyString(error.message) : nonEmptyString(error);
    return { type: 'ERROR', messageKey: message ?? ERROR_KEYS.unknown };
  }

  const response = error.response;
  if (error.code === 'ERR_NETWORK' || response?.status === 0) {
    return { type: 'ERROR', messageKey: ERROR_KEYS.serverNotReachable };
  }
  if (!response) {
    return { type: 'ERROR', messageKey: nonEmptyString(error.message) ?? ERROR_KEYS.unknown };
  }

  const body = asBody(response.data);
  const path = pathOf(options.path ?? error.config?.url ?? nonEmptyString(body?.path));
  const { status } = response;

  if (status === 400) {
    const headers = AxiosHeaders.from(response.headers as AxiosHeaders);
    const appError = nonEmptyString(headers.get(APP_ERROR_HEADER));
    if (appError) {
      const entityName = nonEmptyString(headers.get(APP_PARAMS_HEADER));
      return { type: 'ERROR', messageKey: appError, ...(entityName ? { params: { entityName } } : {}) };
    }
    const fieldErrors = fieldErrorsFrom(body?.fieldErrors);
    if (fieldErrors) return { type: 'ERROR', messageKey: ERROR_KEYS.validation, fieldErrors };
    const message = nonEmptyString(body?.message);
    if (message) {
      const params = paramsFrom(body?.params);
      return { type: 'ERROR', messageKey: message, ...(params ? { params } : {}) };
    }
  }

  if (status === 401 && ACCOUNT_PATH.test(path)) return null;
  if (status === 404) return { type: 'ERROR', messageKey: ERROR_KEYS.urlNotFound };
  if (status === 429) return rateLimitedNotice(AxiosHeaders.from(response.headers as AxiosHeaders).get('retry-after') as string | null, nonEmptyString(body?.message));

  if (status === 500) {
    const detail = nonEmptyString(body?.detail);
    if (detail && detail.toLowerCase().includes(ACCOUNT_ID_NOT_EXIST)) {
      return { type: 'ERROR', messageKey: detail, handler: 'account-id-not-exist' };
    }
  }

  // Tracked-document calls show their own dialog with the server's detail.
  if (TRACKED_DOCUMENTS_PATH.test(path)) return null;

  const text = responseText(response.data);
  if (text) return { type: 'ERROR', messageKey: text };
  return { type: 'ERROR', messageKey: GENERIC_STATUS_KEYS.has(status) ? `error.http.${status}` : ERROR_KEYS.unknown };
}
