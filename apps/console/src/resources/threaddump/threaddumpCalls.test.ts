// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices, type Answers } from '../../test/fakeServices.js';
import { threaddumpCalls } from './threaddumpCalls.js';

/** The thread dump calls over the real HTTP client and a fake network; every request is recorded. */
function callsWith(answers: Answers) {
  const { services, requests } = signedInServices(['OPERATOR'], answers);
  return { calls: threaddumpCalls(services.http), seen: requests };
}

describe('the thread dump calls', () => {
  it('downloads the thread dump under the name the server gives it', async () => {
    const { calls, seen } = callsWith({
      'GET /management/threaddump?download=1': { data: '{"timestamp":"now"}', headers: { 'content-disposition': 'attachment; filename="threaddump-2026.json"' } },
    });
    const { filename } = await calls.downloadThreadDump();
    expect(filename).toBe('threaddump-2026.json');
    expect(seen[0].url).toBe('/management/threaddump?download=1');
  });
});
