// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { RemoteErrorAlert } from './RemoteErrorAlert.js';
import { useRemote } from './useRemote.js';

afterEach(cleanup);

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRemote (spec section 4: pending, fulfilled or rejected, with a loading flag and the stored error)', () => {
  it('is pending and loading until the answer, then fulfilled with it', async () => {
    const load = deferred<string[]>();
    const { result } = renderHook(() => useRemote('favorites', () => load.promise));
    expect(result.current).toMatchObject({ status: 'pending', loading: true, data: null, error: null });
    await act(async () => load.resolve(['RFC 9110']));
    expect(result.current).toMatchObject({ status: 'fulfilled', loading: false, data: ['RFC 9110'], error: null });
  });

  it('keeps the error it was rejected with, and drops it when the next key is pending, with the last answer at hand', async () => {
    const loads = { a: deferred<string>(), b: deferred<string>(), c: deferred<string>() };
    const failure = new Error('The list could not be read');
    const { result, rerender } = renderHook(({ key }: { key: 'a' | 'b' | 'c' }) => useRemote(key, () => loads[key].promise), { initialProps: { key: 'a' as 'a' | 'b' | 'c' } });
    await act(async () => loads.a.resolve('first'));
    rerender({ key: 'b' });
    await act(async () => loads.b.reject(failure));
    expect(result.current).toMatchObject({ status: 'rejected', loading: false, data: null, previous: 'first' });
    expect(result.current.error).toBe(failure);
    rerender({ key: 'c' });
    expect(result.current).toMatchObject({ status: 'pending', loading: true, error: null, previous: 'first' });
  });

  it('ignores a late answer for a key it has left', async () => {
    const loads = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(({ key }: { key: 'a' | 'b' }) => useRemote(key, () => loads[key].promise), { initialProps: { key: 'a' as 'a' | 'b' } });
    rerender({ key: 'b' });
    await act(async () => loads.a.reject(new Error('late')));
    expect(result.current.status).toBe('pending');
    await act(async () => loads.b.resolve('second'));
    expect(result.current).toMatchObject({ status: 'fulfilled', data: 'second' });
  });
});

describe('RemoteErrorAlert', () => {
  it("shows what could not be loaded and why, the call's error as the error catalogue tells it", async () => {
    const fake = fakeServices({ signedIn: true, routes: { 'GET /api/favorites': () => ({ status: 503, data: {} }) } });
    const error = await fake.services.http.get('/api/favorites').catch((e: unknown) => e);
    renderWithServices(<RemoteErrorAlert error={error} message="This list could not be loaded. Please try again later." />, fake.services);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('This list could not be loaded. Please try again later.'));
    expect(alert.textContent).toContain('The service is temporarily unavailable. Please try again later.');
  });

  it("says only what could not be loaded when the failure is the page's own, not a call's", async () => {
    const fake = fakeServices({ signedIn: true });
    renderWithServices(<RemoteErrorAlert error={new Error('no group id')} message="The group was not found." />, fake.services);
    expect((await screen.findByRole('alert')).textContent).toBe('The group was not found.');
  });
});
