// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SeatHold, SeatRefusal } from '@codex/domain';
import { useAppServices } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { SeatGate } from './SeatGate.js';
import { useSeat } from './useSeat.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CONTENT_CODE = 'NIST-SP-800-53-REV-5';
const hold = (overrides: Partial<SeatHold> = {}): SeatHold => ({
  contentCode: CONTENT_CODE,
  seatLimit: 5,
  inUse: 3,
  subscriptionName: 'NIST Cybersecurity Library',
  heartbeatMs: 60_000,
  ...overrides,
});
const refusal: SeatRefusal = {
  subscriptionName: 'NIST Cybersecurity Library',
  seatLimit: 5,
  inUse: 5,
  nextFreeAt: '2099-01-01T10:20:00Z',
  helpers: [{ name: 'Grace Hopper', email: 'grace.hopper@example.org' }],
  watching: false,
};
const refused = { status: 429, headers: { 'retry-after': '600' }, data: { type: 'about:blank', title: 'Too Many Requests', status: 429, message: 'error.seats.full', seats: refusal } };

type Answer = { status: number; data?: unknown; headers?: Record<string, string> };

/** The document's full text behind its seat, as the document page and the protected viewer put it. */
function FullText({ initiallyWanted = true, send }: { initiallyWanted?: boolean; send: typeof fetch }) {
  const { http, signIn } = useAppServices();
  // Another tab of the page is open until the reader opens the full text's.
  const [wanted, setWanted] = useState(initiallyWanted);
  const seat = useSeat({ http, signIn, contentCode: CONTENT_CODE, wanted, send });
  if (!wanted) return <button onClick={() => setWanted(true)}>PDF</button>;
  return (
    <SeatGate seat={seat}>
      <p>The full text of SP 800-53</p>
    </SeatGate>
  );
}

/** Renders the gate; each seat call takes the next of `answers` (the last one repeats). */
function renderGate(answers: Array<Answer | Promise<Answer>>, options: { wanted?: boolean } = {}) {
  const bodies: unknown[] = [];
  const watches: unknown[] = [];
  const send = vi.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'POST /api/documents/seats': (config) => {
        bodies.push(JSON.parse(String(config.data)));
        return answers.length > 1 ? answers.shift()! : answers[0]!;
      },
      'POST /api/documents/seats/watch': (config) => {
        watches.push(JSON.parse(String(config.data)));
        return { status: 201, data: { contentCode: CONTENT_CODE, mail: true, nextFreeAt: refusal.nextFreeAt } };
      },
    },
  });
  const view = renderWithServices(<FullText send={send} initiallyWanted={options.wanted} />, fake.services);
  return { bodies, watches, send, view };
}

describe('the seat gate', () => {
  it('shows the loading state until the seat is held, and only then the full text', async () => {
    let answer!: (value: Answer) => void;
    const { bodies } = renderGate([new Promise<Answer>((resolve) => (answer = resolve))]);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    await waitFor(() => expect(bodies).toEqual([{ contentCode: CONTENT_CODE }]));
    expect(screen.queryByText('The full text of SP 800-53')).toBeNull();
    answer({ status: 200, data: hold() });
    expect(await screen.findByText('The full text of SP 800-53')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks nothing while the full text is not wanted', async () => {
    const { bodies } = renderGate([{ status: 200, data: hold() }], { wanted: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('The full text of SP 800-53')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('shows the refusal instead of the full text; "Try again" takes the seat once one is free', async () => {
    const { bodies } = renderGate([refused, refused, { status: 200, data: hold() }]);
    expect(await screen.findByRole('heading', { name: 'All seats are in use' })).toBeTruthy();
    expect(screen.queryByText('The full text of SP 800-53')).toBeNull();
    // Refused from the start: the reader never had the document open.
    expect(screen.queryByText(/Your seat was freed/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No seat has freed yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The full text of SP 800-53')).toBeTruthy();
    expect(bodies).toHaveLength(3);
  });

  it('"Tell me when a seat frees" asks for the document, with the e-mail when chosen', async () => {
    const { watches } = renderGate([refused]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Also send me an e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when a seat frees' }));
    expect(await screen.findByText('We will tell you when a seat frees, here and by e-mail.')).toBeTruthy();
    expect(watches).toEqual([{ contentCode: CONTENT_CODE, mail: true }]);
  });

  it('a reader waiting for a seat is told on the page: it asks again when one is expected to free and opens the document', async () => {
    vi.useFakeTimers();
    const soon = new Date(Date.now() + 20_000).toISOString();
    const waiting = { ...refused, data: { ...refused.data, seats: { ...refusal, nextFreeAt: soon, watching: true } } };
    const { bodies } = renderGate([refused, waiting, { status: 200, data: hold() }]);
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await wait(10);
    expect(screen.getByRole('heading', { name: 'All seats are in use' })).toBeTruthy();
    // Not waiting: nobody asks again on their own.
    await wait(120_000);
    expect(bodies).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await wait(10);
    expect(bodies).toHaveLength(2);
    // Waiting (the answer says so): asked again a second after the expected time, and the seat is there.
    await wait(20_000);
    expect(bodies).toHaveLength(3);
    expect(screen.getByText('The full text of SP 800-53')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('A seat has freed and is yours: the document is open.');
  });

  it('repeats the call every heartbeatMs while the full text is open; a refused heartbeat takes the full text away', async () => {
    vi.useFakeTimers();
    const { bodies } = renderGate([{ status: 200, data: hold() }, { status: 200, data: hold() }, refused]);
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await wait(10);
    expect(screen.getByText('The full text of SP 800-53')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    await wait(59_000);
    expect(bodies).toHaveLength(1);
    await wait(1_000);
    expect(bodies).toHaveLength(2);
    expect(screen.getByText('The full text of SP 800-53')).toBeTruthy();
    await wait(60_000);
    expect(bodies).toHaveLength(3);
    expect(screen.queryByText('The full text of SP 800-53')).toBeNull();
    expect(screen.getByRole('heading', { name: 'All seats are in use' })).toBeTruthy();
    expect(screen.getByText('Your seat was freed while the document was open, and all seats are now taken.')).toBeTruthy();
    // Refused, the heartbeat stops: the reader asks again with "Try again".
    await wait(180_000);
    expect(bodies).toHaveLength(3);
  });

  it('without a seat limit there is no heartbeat and nothing to give back', async () => {
    vi.useFakeTimers();
    const { bodies, send, view } = renderGate([{ status: 200, data: hold({ seatLimit: null, inUse: null, subscriptionName: null }) }]);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('The full text of SP 800-53')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(bodies).toHaveLength(1);
    view.unmount();
    expect(send).not.toHaveBeenCalled();
  });

  it('an answer it cannot act on (the call failed) shows the full text: the content routes check the seat themselves', async () => {
    renderGate([{ status: 500, data: { message: 'error.http.500' } }]);
    expect(await screen.findByText('The full text of SP 800-53')).toBeTruthy();
  });

  it('gives the seat back when the reader leaves the document, with keepalive and the standard headers', async () => {
    const { send, view } = renderGate([{ status: 200, data: hold() }]);
    await screen.findByText('The full text of SP 800-53');
    expect(send).not.toHaveBeenCalled();
    view.unmount();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const [url, init] = send.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe(`/api/documents/seats?contentCode=${CONTENT_CODE}`);
    expect(init).toMatchObject({ method: 'DELETE', keepalive: true, credentials: 'same-origin' });
    expect(init.headers.Authorization).toBe('Bearer token-ada');
    expect(init.headers.AuthMode).toBe('PWD');
    expect(init.headers.RequestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the seat back as the tab closes (pagehide), once', async () => {
    const { send, view } = renderGate([{ status: 200, data: hold() }]);
    await screen.findByText('The full text of SP 800-53');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
