import { describe, expect, it, vi } from 'vitest';
import axios, { type AxiosAdapter } from 'axios';
import { prefetchDocument, takePrefetchedDocument } from './documentPrefetch.js';

vi.mock('../../features/viewer/pdf/pdfEngine.js', () => ({ loadPdfEngine: vi.fn(() => Promise.resolve({})) }));

function countingHttp() {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.url}?${new URLSearchParams(config.params as Record<string, string>).toString()}`);
    const metadata = config.url === '/api/documents/metadata';
    return {
      data: metadata ? { contentCode: (config.params as { contentCode: string }).contentCode } : { downloadable: true, formats: ['PDF'] },
      status: 200,
      statusText: 'OK',
      headers: metadata ? {} : { entitlementaccess: 'true' },
      config,
    };
  };
  return { http: axios.create({ adapter }), calls };
}

describe('the document page calls started with its code', () => {
  it('asks for the metadata and the entitlement once, and hands both to the page of that document once', async () => {
    const { http, calls } = countingHttp();
    prefetchDocument(http, 'IETF-RFC9110');
    expect(takePrefetchedDocument('IETF-RFC768')).toBeNull();
    const calls9110 = takePrefetchedDocument('IETF-RFC9110');
    expect(calls9110).not.toBeNull();
    await expect(calls9110!.metadata).resolves.toEqual({ contentCode: 'IETF-RFC9110' });
    await expect(calls9110!.access).resolves.toEqual({ access: 'granted', downloadable: true, formats: ['PDF'] });
    // Taken once: a second page (or the same page's second effect) asks for itself.
    expect(takePrefetchedDocument('IETF-RFC9110')).toBeNull();
    expect(calls).toEqual(['/api/documents/metadata?contentCode=IETF-RFC9110', '/api/documents/verification/contentCode?contentCode=IETF-RFC9110']);
  });

  it('starts nothing without a content code, and a newer document replaces an older one not yet taken', () => {
    const { http, calls } = countingHttp();
    prefetchDocument(http, '');
    expect(calls).toEqual([]);
    prefetchDocument(http, 'IETF-RFC2616');
    prefetchDocument(http, 'IETF-RFC9110');
    expect(takePrefetchedDocument('IETF-RFC2616')).toBeNull();
    expect(takePrefetchedDocument('IETF-RFC9110')).not.toBeNull();
  });
});
