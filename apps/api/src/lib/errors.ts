import { ACCOUNT_ID_NOT_EXIST, type FieldError, type Problem } from '@codex/domain';

export type AppErrorCode =
  | 'bad-request'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'range-not-satisfiable'
  | 'too-many-requests'
  | 'account-not-exist'
  | 'unavailable'
  | 'internal';

/** How each error code is answered: HTTP status, problem title and message key the clients translate. */
export const ERROR_TABLE: Record<AppErrorCode, { status: number; title: string; message: string }> = {
  'bad-request': { status: 400, title: 'Bad Request', message: 'error.http.400' },
  validation: { status: 400, title: 'Method argument not valid', message: 'error.validation' },
  unauthorized: { status: 401, title: 'Unauthorized', message: 'error.http.401' },
  forbidden: { status: 403, title: 'Forbidden', message: 'error.http.403' },
  'not-found': { status: 404, title: 'Not Found', message: 'error.url.not.found' },
  conflict: { status: 409, title: 'Conflict', message: 'error.http.409' },
  'payload-too-large': { status: 413, title: 'Payload Too Large', message: 'error.http.413' },
  'unsupported-media-type': { status: 415, title: 'Unsupported Media Type', message: 'error.http.415' },
  'range-not-satisfiable': { status: 416, title: 'Range Not Satisfiable', message: 'error.http.416' },
  'too-many-requests': { status: 429, title: 'Too Many Requests', message: 'error.http.429' },
  'account-not-exist': { status: 500, title: 'Internal Server Error', message: 'error.http.500' },
  unavailable: { status: 503, title: 'Service Unavailable', message: 'error.http.503' },
  internal: { status: 500, title: 'Internal Server Error', message: 'error.http.500' },
};

export interface AppErrorDetails {
  /** For 400 answers the clients show: sent as the x-app-error header (a message key). */
  appError?: string;
  /** Entity name sent as the x-app-params header. */
  appParams?: string;
  fieldErrors?: FieldError[];
  /** Extra response headers (Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
  /** What a licence refusal tells the reader: the seats or the allowance (docs/adr/0065, 0066). */
  licence?: Pick<Problem, 'seats' | 'allowance'>;
}

/** The one error type handlers throw; the error handler turns it into the spec's answer. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_TABLE[this.code].status;
  }

  static badRequest(appError: string, detail: string, appParams?: string) {
    return new AppError('bad-request', detail, { appError, appParams });
  }
  static validation(fieldErrors: FieldError[], detail = 'Some fields are not valid') {
    return new AppError('validation', detail, { fieldErrors });
  }
  static unauthorized(detail = 'Full authentication is required to access this resource') {
    return new AppError('unauthorized', detail, { headers: { 'www-authenticate': 'Bearer' } });
  }
  static forbidden(detail = 'Access is denied') {
    return new AppError('forbidden', detail);
  }
  /** Another tenant's object, or one that does not exist: the caller cannot tell which. */
  static notFound(what: string) {
    return new AppError('not-found', `${what} not found`);
  }
  /**
   * 429 with Retry-After (whole seconds, at least 1) and the message key the clients translate, chosen by how long
   * the wait is; the clients fill %{minutes} or %{hours} from Retry-After (docs/adr/0043).
   */
  static rateLimited(retryAfterSeconds: number, detail: string) {
    const seconds = Math.max(1, Math.ceil(Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 60));
    return new AppError('too-many-requests', detail, { appError: rateLimitedMessage(seconds), headers: { 'retry-after': String(seconds) } });
  }
  static accountNotExist() {
    return new AppError('account-not-exist', ACCOUNT_ID_NOT_EXIST);
  }
}

/** The message of a 429 by the wait: a moment (under a minute), minutes (under two hours), or hours. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return 'error.rateLimited.moment';
  return retryAfterSeconds < 7200 ? 'error.rateLimited.minutes' : 'error.rateLimited.hours';
}
