// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { fakeServices } from '../../test/fakeServices.js';
import { usePageViewRecording } from './usePageViewRecording.js';

afterEach(cleanup);

function recorder({ status = 204 }: { status?: number } = {}) {
  const sent: unknown[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'POST /api/page-views': (config) => {
        sent.push(JSON.parse(String(config.data)));
        return { status };
      },
    },
  });
  return { sent, http: fake.services.http };
}

describe('usePageViewRecording', () => {
  it('sends one record per path once the session is active, by the spec’s page-type name', async () => {
    const { sent, http } = recorder();
    const { rerender } = renderHook(({ path, active }) => usePageViewRecording(http, path, active), { initialProps: { path: '/notes', active: false } });
    expect(sent).toEqual([]);
    rerender({ path: '/notes', active: true });
    rerender({ path: '/notes', active: true });
    rerender({ path: '/links-management', active: true });
    rerender({ path: '/implicit/callback', active: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ pageType: 'notes' }, { pageType: 'links-management' }]);
  });

  it('never throws when the count fails', async () => {
    const { sent, http } = recorder({ status: 500 });
    renderHook(() => usePageViewRecording(http, '/favorites', true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ pageType: 'favorites' }]);
  });
});
