// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { AllowanceRefusal, SeatRefusal } from '@codex/domain';
import { fakeServices } from '../../test/fakeServices.js';
import { downloadDocument, releaseSeat, takeSeat } from './licenceMeterApi.js';

const allowance: AllowanceRefusal = { kind: 'DOWNLOAD', limit: 3, used: 3, left: 0, period: 'MONTH', resetsAt: '2026-12-01T00:00:00Z' };
const seats: SeatRefusal = { subscriptionName: 'NIST Cybersecurity Library', seatLimit: 5, inUse: 5, nextFreeAt: '2026-11-27T10:20:00Z', helpers: [], watching: false };
/** A problem as a download reads it: the body of a blob call arrives as a Blob. */
const problemBlob = (problem: object) => new Blob([JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, ...problem })], { type: 'application/problem+json' });

function download(answer: { status: number; data?: unknown; headers?: Record<string, string> }) {
  const params: unknown[] = [];
  const { services } = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/documents/download': (config) => {
        params.push(config.params);
        return answer;
      },
    },
  });
  return { answer: downloadDocument(services.http, 'NIST-SP-800-53-REV-5', true), params };
}

describe('downloadDocument', () => {
  it('answers the file under the name the server gives, with compassPoints=true when asked', async () => {
    const { answer, params } = download({ status: 200, data: new Blob(['%PDF-1.7']), headers: { 'content-disposition': 'attachment; filename="NIST.SP.800-53r5.pdf"' } });
    const file = await answer;
    expect(file.kind).toBe('file');
    expect(file.kind === 'file' && file.fileName).toBe('NIST.SP.800-53r5.pdf');
    expect(params).toEqual([{ contentCode: 'NIST-SP-800-53-REV-5', compassPoints: 'true' }]);
  });

  it('reads a refusal of the download allowance, or of every seat taken, from the Blob the 429 arrives as', async () => {
    expect(await download({ status: 429, data: problemBlob({ message: 'error.allowance.used', allowance }) }).answer).toEqual({ kind: 'refused', allowance, seats: null });
    expect(await download({ status: 429, data: problemBlob({ message: 'error.seats.full', seats }) }).answer).toEqual({ kind: 'refused', allowance: null, seats });
  });

  it('another limit (against abuse) is told with its wait', async () => {
    const answer = await download({ status: 429, data: problemBlob({ message: 'error.rateLimited.minutes' }), headers: { 'retry-after': '120' } }).answer;
    expect(answer).toEqual({ kind: 'limited', notice: { type: 'ERROR', messageKey: 'error.rateLimited.minutes', params: { minutes: '2', hours: '1' } } });
  });

  it('any other failure is the error catalogue’s', async () => {
    await expect(download({ status: 500, data: problemBlob({ message: 'error.http.500' }) }).answer).rejects.toThrow('500');
  });
});

describe('takeSeat and releaseSeat', () => {
  it('a seat taken right after one was given back waits for the release to be sent and answered', async () => {
    const order: string[] = [];
    let answerRelease!: () => void;
    const send = vi.fn(() => {
      order.push('DELETE');
      return new Promise<Response>((resolve) => (answerRelease = () => resolve(new Response(null, { status: 204 }))));
    }) as unknown as typeof fetch;
    const { services } = fakeServices({
      signedIn: true,
      routes: {
        'POST /api/documents/seats': () => {
          order.push('POST');
          return { status: 200, data: { contentCode: 'IETF-RFC9110', seatLimit: 5, inUse: 1, subscriptionName: 'IETF', heartbeatMs: 60_000 } };
        },
      },
    });
    void releaseSeat('IETF-RFC9111', { Authorization: 'Bearer token-ada' }, send);
    const taken = takeSeat(services.http, 'IETF-RFC9110');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['DELETE']);
    answerRelease();
    expect(await taken).toMatchObject({ kind: 'held', hold: { seatLimit: 5 } });
    expect(order).toEqual(['DELETE', 'POST']);
  });

  it('a failed release does not hold up the next seat', async () => {
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const { services } = fakeServices({ signedIn: true, routes: { 'POST /api/documents/seats': () => ({ status: 429, data: { message: 'error.seats.full', seats } }) } });
    void releaseSeat('IETF-RFC9111', {}, send);
    expect(await takeSeat(services.http, 'IETF-RFC9110')).toEqual({ kind: 'refused', refusal: seats });
  });

  it('a 429 of another limit, or a body it cannot read, is no answer to act on', async () => {
    const { services } = fakeServices({ signedIn: true, routes: { 'POST /api/documents/seats': () => ({ status: 429, data: { message: 'error.rateLimited.moment' } }) } });
    expect(await takeSeat(services.http, 'IETF-RFC9110')).toEqual({ kind: 'unknown' });
  });
});
