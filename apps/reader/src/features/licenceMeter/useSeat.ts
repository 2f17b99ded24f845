import { useCallback, useEffect, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { SEAT_HEARTBEAT_MS, type SeatHold, type SeatRefusal, type SeatWatch } from '@codex/domain';
import { standardRequestHeaders } from '@codex/data';
import { releaseSeat, takeSeat, watchSeat, type SeatAnswer } from './licenceMeterApi.js';

/**
 * Where the reader's seat for a document stands (docs/adr/0065):
 * - waiting: asked for, not answered yet (the viewer waits, as it waits for its content);
 * - open: the seat held, no seat needed (`hold.seatLimit` null) or no answer to act on (`hold` null): the viewer shows,
 *   the content routes checking the seat themselves;
 * - refused: every seat is taken; `lost` when the reader had the document open and a heartbeat was refused,
 *   `retrying` while asked again, `stillRefused` when asking again was refused too.
 */
export type SeatState =
  | { status: 'waiting' }
  /** `freed`: the seat came after a refusal (the reader waited for it): the page says so. */
  | { status: 'open'; hold: SeatHold | null; freed?: boolean }
  | { status: 'refused'; refusal: SeatRefusal; lost: boolean; retrying: boolean; stillRefused: boolean };

export interface Seat {
  state: SeatState;
  /** Asks for the seat again: "Try again", or the full text was refused by a limit while the seat seemed held. */
  askAgain: () => void;
  /** "Tell me when a seat frees", by an in-app notification and, with `mail`, an e-mail. */
  watch: (mail: boolean) => Promise<SeatWatch>;
}

export interface SeatOptions {
  http: AxiosInstance;
  /** Where the standard headers come from (the reader's sign-in), for the release sent as the tab closes. */
  signIn: Parameters<typeof standardRequestHeaders>[0];
  contentCode: string;
  /** True while the document's full text is to be shown: the seat is asked for, then kept by the heartbeat. */
  wanted: boolean;
  /** How the release is sent (fetch with keepalive); tests hand in their own. */
  send?: typeof fetch;
}

/** A heartbeat never comes sooner than this, whatever the server asks. */
const MIN_HEARTBEAT_MS = 5_000;
const WAITING: SeatState = { status: 'waiting' };

/**
 * The seat a document's full text needs: asked for when the full text is wanted, repeated every `heartbeatMs` while
 * it stays wanted, given back when the page leaves the document or the tab closes (pagehide), asked for again when
 * the browser brings the page back from its cache.
 */
export function useSeat({ http, signIn, contentCode, wanted, send }: SeatOptions): Seat {
  const [state, setState] = useState<SeatState>(WAITING);
  const [asking, setAsking] = useState(0);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  /** The seat to give back on leaving, with the headers read while the page was alive. */
  const held = useRef<{ contentCode: string; headers: Record<string, string> } | null>(null);

  // Each time the full text is wanted again the viewer waits for the answer; a refusal stays on screen meanwhile.
  const wish = wanted && contentCode ? contentCode : null;
  if (wish !== askedFor) {
    setAskedFor(wish);
    if (wish) setState((previous) => (previous.status === 'refused' ? { ...previous, retrying: true } : WAITING));
  }

  useEffect(() => {
    if (!wanted || !contentCode) return;
    let active = true;
    let timer: number | undefined;
    const ask = async (heartbeat: boolean) => {
      const [answer, headers] = await Promise.all([
        takeSeat(http, contentCode).catch((): SeatAnswer => ({ kind: 'unknown' })),
        standardRequestHeaders(signIn).catch((): Record<string, string> => ({})),
      ]);
      if (!active) return;
      if (answer.kind === 'refused') {
        held.current = null;
        setState((previous) => ({
          status: 'refused',
          refusal: answer.refusal,
          lost: heartbeat || previous.status === 'open' || (previous.status === 'refused' && previous.lost),
          retrying: false,
          stillRefused: previous.status === 'refused',
        }));
        return;
      }
      const hold = answer.kind === 'held' ? answer.hold : null;
      const seatless = hold !== null && hold.seatLimit === null;
      held.current = seatless ? null : { contentCode, headers };
      setState((previous) =>
        previous.status === 'open' && previous.hold?.seatLimit === hold?.seatLimit ? previous : { status: 'open', hold, freed: previous.status === 'refused' },
      );
      // No seat needed, no heartbeat; no answer, the heartbeat goes on at the usual pace.
      if (!seatless) timer = window.setTimeout(() => void ask(true), Math.max(hold?.heartbeatMs ?? SEAT_HEARTBEAT_MS, MIN_HEARTBEAT_MS));
    };
    void ask(false);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [http, signIn, contentCode, wanted, asking]);

  useEffect(() => {
    const leave = () => {
      const seat = held.current;
      held.current = null;
      if (seat) void releaseSeat(seat.contentCode, seat.headers, send);
    };
    const comeBack = (event: PageTransitionEvent) => {
      if (event.persisted) setAsking((count) => count + 1);
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', comeBack);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', comeBack);
      leave();
    };
  }, [contentCode, send]);

  // A reader waiting for a seat ("tell me when a seat frees") is told here too: the page asks again when the next seat
  // is expected to free, and every minute after, and opens the document as soon as one is theirs.
  const waitingFor = state.status === 'refused' && state.refusal.watching && !state.retrying ? state.refusal.nextFreeAt : null;
  useEffect(() => {
    if (waitingFor === null) return;
    const due = Date.parse(waitingFor) - Date.now() + 1_000;
    const timer = window.setTimeout(() => setAsking((count) => count + 1), Math.min(Math.max(due, MIN_HEARTBEAT_MS), SEAT_HEARTBEAT_MS));
    return () => window.clearTimeout(timer);
  }, [waitingFor, state]);

  const askAgain = useCallback(() => {
    setState((previous) => (previous.status === 'refused' ? { ...previous, retrying: true } : previous));
    setAsking((count) => count + 1);
  }, []);

  const watch = useCallback(
    async (mail: boolean) => {
      const watching = await watchSeat(http, contentCode, mail);
      setState((previous) => (previous.status === 'refused' ? { ...previous, refusal: { ...previous.refusal, watching: true } } : previous));
      return watching;
    },
    [http, contentCode],
  );

  return { state, askAgain, watch };
}
