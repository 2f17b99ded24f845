import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describeHttpError, isCancelledRequest, rateLimitedNotice } from './errorCatalogue.js';

function configFor(url: string): InternalAxiosRequestConfig {
  return { url, method: 'get', headers: new AxiosHeaders() };
}

/** An error shaped exactly as axios rejects when the server answered with `status`. */
function answered(status: number, data: unknown, { url = '/api/groups', headers = {} as Record<string, string> } = {}) {
  const config = configFor(url);
  const response: AxiosResponse = { data, status, statusText: '', headers: new AxiosHeaders(headers), config };
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
}

describe('describeHttpError: no answer', () => {
  it('status 0 / network error: the server is not reachable', () => {
    const error = new AxiosError('Network Error', AxiosError.ERR_NETWORK, configFor('/api/groups'), {});
    expect(describeHttpError(error)).toEqual({ type: 'ERROR', messageKey: 'error.server.not.reachable' });
  });

  it('a response with status 0 is also "not reachable"', () => {
    expect(describeHttpError(answered(0, ''))).toEqual({ type: 'ERROR', messageKey: 'error.server.not.reachable' });
  });

  it('no response: shows the error message', () => {
    const error = new AxiosError('timeout of 600000ms exceeded', AxiosError.ECONNABORTED, configFor('/api/groups'), {});
    expect(describeHttpError(error)).toEqual({ type: 'ERROR', messageKey: 'timeout of 600000ms exceeded' });
  });

  it("no response and no message: 'Unknown error!'", () => {
    const error = new AxiosError('', undefined, configFor('/api/groups'), {});
    expect(describeHttpError(error)).toEqual({ type: 'ERROR', messageKey: 'error.unknown' });
  });

  it('a non-axios error shows its message; anything else is unknown', () => {
    expect(describeHttpError(new Error('boom'))).toEqual({ type: 'ERROR', messageKey: 'boom' });
    expect(describeHttpError(undefined)).toEqual({ type: 'ERROR', messageKey: 'error.unknown' });
    expect(describeHttpError({})).toEqual({ type: 'ERROR', messageKey: 'error.unknown' });
  });
});

describe('describeHttpError: cancelled requests are silent', () => {
  it('axios CanceledError (AbortController signal)', () => {
    expect(describeHttpError(new CanceledError(undefined, configFor('/api/search')))).toBeNull();
  });

  it("an aborted fetch (DOMException 'AbortError')", () => {
    expect(describeHttpError(new DOMException('aborted', 'AbortError'))).toBeNull();
  });

  it("the cancel reasons 'cancel' and 'cancelSearch', as a reason or as a message", () => {
    expect(describeHttpError('cancel')).toBeNull();
    expect(describeHttpError('cancelSearch')).toBeNull();
    expect(describeHttpError({ message: 'cancelSearch' })).toBeNull();
    expect(describeHttpError(new AxiosError('cancel', AxiosError.ERR_CANCELED))).toBeNull();
  });

  it('isCancelledRequest does not mistake real failures for cancellation', () => {
    expect(isCancelledRequest(answered(500, {}))).toBe(false);
    expect(isCancelledRequest(new Error('cancelled by the server'))).toBe(false);
    expect(isCancelledRequest(null)).toBe(false);
  });
});

describe('describeHttpError: 400', () => {
  it('with x-app-error: that key, the entity name from x-app-params', () => {
    const error = answered(400, { message: 'ignored' }, { headers: { 'x-app-error': 'error.groupexists', 'x-app-params': 'group' } });
    expect(describeHttpError(error)).toEqual({ type: 'ERROR', messageKey: 'error.groupexists', params: { entityName: 'group' } });
  });

  it('reads the app-error headers whatever their case', () => {
    const error = answered(400, {}, { headers: { 'X-App-Error': 'error.idexists', 'X-App-Params': 'document' } });
    expect(describeHttpError(error)).toEqual({ type: 'ERROR', messageKey: 'error.idexists', params: { entityName: 'document' } });
  });

  it('with x-app-error but no params: no params', () => {
    const error = answered(400, {}, { headers: { 'x-app-error': 'error.idnull' } });
    expect(describeHttpError(error)).toEqual({ type: 'ERROR', messageKey: 'error.idnull' });
  });

  it("with fieldErrors: 'Error on field' with each field's name key; Min, Max, DecimalMin, DecimalMax shown as Size", () => {
    const error = answered(400, {
      message: 'error.validation',
      fieldErrors: [
        { objectName: 'group', field: 'name', message: 'Size' },
        { objectName: 'group', field: 'members', message: 'Min' },
        { objectName: 'group', field: 'documents', message: 'Max' },
        { objectName: 'compassPoint', field: 'price', message: 'DecimalMin' },
        { objectName: 'compassPoint', field: 'weight', message: 'DecimalMax' },
        { objectName: 'group', field: 'description', message: 'NotNull' },
        { objectName: 'group', field: 'email', message: 'Pattern' },
      ],
    });

    const descriptor = describeHttpError(error);

    expect(descriptor?.messageKey).toBe('error.validation');
    expect(descriptor?.fieldErrors?.map((f) => [f.field, f.messageKey])).toEqual([
      ['fields.group.name', 'error.Size'],
      ['fields.group.members', 'error.Size'],
      ['fields.group.documents', 'error.Size'],
      ['fields.compassPoint.price', 'error.Size'],
      ['fields.compassPoint.weight', 'error.Size'],
      ['fields.group.description', 'error.NotNull'],
      ['fields.group.email', 'error.Pattern'],
    ]);
    expect(descriptor?.fieldErrors?.[0]).toEqual({ field: 'fields.group.name', fallbackField: 'fields.name', name: 'name', messageKey: 'error.Size' });
  });

  it('field errors: list indices are dropped, a missing objectName uses fields.<field>, an unknown message is error.Unknown', () => {
    const error = answered(400, {
      fieldErrors: [
        { objectName: 'group', field: 'members[14].emails[2]', message: 'Email' },
        { objectName: '', field: 'title', message: 'Unknown' },
        { objectName: 'group', field: 'code', message: 'SomethingNew' },
      ],
    });

    expect(describeHttpError(error)?.fieldErrors).toEqual([
      { field: 'fields.group.members[].emails[]', fallbackField: 'fields.members[].emails[]', name: 'members[].emails[]', messageKey: 'error.Email' },
      { field: 'fields.title', fallbackField: 'fields.title', name: 'title', messageKey: 'error.Unknown' },
      { field: 'fields.group.code', fallbackField: 'fields.code', name: 'code', messageKey: 'error.Unknown' },
    ]);
  });

  it('with a message: that key with its params', () => {
    expect(describeHttpError(answered(400, { message: 'error.group.name.taken', params: 'group' }))).toEqual({
      type: 'ERROR',
      messageKey: 'error.group.name.taken',
      params: { entityName: 'group' },
    });
    expect(describeHttpError(answered(400, { message: 'error.limit', params: { max: 255 } }))).toEqual({
      type: 'ERROR',
      messageKey: 'error.limit',
      params: { max: '255' },
    });
    expect(describeHttpError(answered(400, { message: 'error.plain' }))).toEqual({ type: 'ERROR', messageKey: 'error.plain' });
  });

  it('with nothing to go on: the generic 400 text', () => {
    expect(describeHttpError(answered(400, {}))).toEqual({ type: 'ERROR', messageKey: 'error.http.400' });
  });
});

describe('describeHttpError: 401', () => {
  it('is silent on the account path', () => {
    expect(describeHttpError(answered(401, { message: 'error.http.401' }, { url: 'api/account' }))).toBeNull();
    expect(describeHttpError(answered(401, { message: 'error.http.401' }, { url: '/api/account?cacheBuster=1' }))).toBeNull();
    expect(describeHttpError(answered(401, { message: 'error.http.401' }, { url: 'https://keystone.example/api/account' }))).toBeNull();
  });

  it('uses options.path when given', () => {
    expect(describeHttpError(answered(401, { message: 'error.http.401' }, { url: '/api/groups' }), { path: '/api/account' })).toBeNull();
  });

  it('is shown elsewhere, including other account endpoints', () => {
    expect(describeHttpError(answered(401, { message: 'error.http.401' }, { url: '/api/groups' }))).toEqual({ type: 'ERROR', messageKey: 'error.http.401' });
    expect(describeHttpError(answered(401, { message: 'error.http.401' }, { url: '/api/account-session' }))).toEqual({ type: 'ERROR', messageKey: 'error.http.401' });
  });
});

describe('describeHttpError: 404 and 500', () => {
  it("404: 'error.url.not.found'", () => {
    expect(describeHttpError(answered(404, { message: 'error.url.not.found' }))).toEqual({ type: 'ERROR', messageKey: 'error.url.not.found' });
    expect(describeHttpError(answered(404, 'Not Found'))).toEqual({ type: 'ERROR', messageKey: 'error.url.not.found' });
  });

  it("500 with detail 'account id not exist': the dedicated handler", () => {
    expect(describeHttpError(answered(500, { message: 'error.http.500', detail: 'account id not exist' }))).toEqual({
      type: 'ERROR',
      messageKey: 'account id not exist',
      handler: 'account-id-not-exist',
    });
  });

  it('500 with another detail: the message, no handler', () => {
    expect(describeHttpError(answered(500, { message: 'error.http.500', detail: 'NullPointerException' }))).toEqual({
      type: 'ERROR',
      messageKey: 'error.http.500',
    });
  });
});

describe('describeHttpError: 429, refused by a limit', () => {
  it("the server's message key, with the wait from Retry-After in whole minutes and hours", () => {
    const refused = answered(429, { message: 'error.rateLimited.minutes', detail: 'Too many shares' }, { headers: { 'Retry-After': '61' } });
    expect(describeHttpError(refused)).toEqual({ type: 'ERROR', messageKey: 'error.rateLimited.minutes', params: { minutes: '2', hours: '1' } });
    const forADay = answered(429, { message: 'error.rateLimited.hours' }, { headers: { 'retry-after': '86400' } });
    expect(describeHttpError(forADay)).toEqual({ type: 'ERROR', messageKey: 'error.rateLimited.hours', params: { minutes: '1440', hours: '24' } });
  });

  it('any other 429: the message for its wait (a minute when it names none)', () => {
    expect(describeHttpError(answered(429, { message: 'error.http.429' }, { headers: { 'retry-after': '1' } }))?.messageKey).toBe('error.rateLimited.moment');
    expect(describeHttpError(answered(429, 'Too Many Requests', { headers: { 'retry-after': '9000' } }))?.messageKey).toBe('error.rateLimited.hours');
    expect(describeHttpError(answered(429, ''))).toEqual({ type: 'ERROR', messageKey: 'error.rateLimited.minutes', params: { minutes: '1', hours: '1' } });
  });

  it("the licence meter's refusals say what was refused, not how long to wait, where no page explains them itself", () => {
    const seats = answered(429, { message: 'error.seats.full', seats: { seatLimit: 5 } }, { headers: { 'Retry-After': '600' } });
    expect(describeHttpError(seats)?.messageKey).toBe('error.seats.full');
    expect(describeHttpError(answered(429, { message: 'error.allowance.used' }))?.messageKey).toBe('error.allowance.used');
  });

  it('rateLimitedNotice gives the same for a refusal read without axios (the PDF viewer’s fetch)', () => {
    expect(rateLimitedNotice('150')).toEqual({ type: 'ERROR', messageKey: 'error.rateLimited.minutes', params: { minutes: '3', hours: '1' } });
    expect(rateLimitedNotice(null).messageKey).toBe('error.rateLimited.minutes');
    expect(rateLimitedNotice(2, 'error.rateLimited.moment').messageKey).toBe('error.rateLimited.moment');
    expect(rateLimitedNotice(2, 'something else').messageKey).toBe('error.rateLimited.moment');
  });
});

describe('describeHttpError: other statuses', () => {
  it("show the response's message", () => {
    expect(describeHttpError(answered(403, { message: 'error.http.403' }))).toEqual({ type: 'ERROR', messageKey: 'error.http.403' });
  });

  it('or its plain-text body', () => {
    expect(describeHttpError(answered(409, 'Group already being edited'))).toEqual({ type: 'ERROR', messageKey: 'Group already being edited' });
  });

  it('but never an HTML error page: the generic status text, or unknown', () => {
    expect(describeHttpError(answered(503, '<html><body>Bad gateway</body></html>'))).toEqual({ type: 'ERROR', messageKey: 'error.http.503' });
    expect(describeHttpError(answered(502, '<html></html>'))).toEqual({ type: 'ERROR', messageKey: 'error.unknown' });
  });

  it('are silent for the tracked-documents path', () => {
    expect(describeHttpError(answered(409, { message: 'error.track' }, { url: '/api/tracked-documents?contentCode=A1' }))).toBeNull();
    expect(describeHttpError(answered(500, { detail: 'duplicate' }, { url: 'api/tracked-documents/12' }))).toBeNull();
  });

  it('the tracked-documents exception does not hide a 404', () => {
    expect(describeHttpError(answered(404, {}, { url: '/api/tracked-documents/12' }))).toEqual({ type: 'ERROR', messageKey: 'error.url.not.found' });
  });
});

describe('describeHttpError: recording a page view', () => {
  it('stays silent whatever goes wrong, while the same failure elsewhere is told', () => {
    expect(describeHttpError(answered(500, {}, { url: '/api/page-views' }))).toBeNull();
    expect(describeHttpError(answered(401, {}, { url: '/api/page-views' }))).toBeNull();
    expect(describeHttpError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, configFor('/api/page-views')))).toBeNull();
    expect(describeHttpError(answered(500, {}, { url: '/api/groups' }))).not.toBeNull();
  });
});
