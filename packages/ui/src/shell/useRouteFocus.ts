import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Navigation state that asks for focus to follow the navigation even though the control that started it stays on
 * screen (the header search: after Enter the reader wants the results, not the search box).
 */
export const FOCUS_FOLLOWS_NAVIGATION = { codexFocusFollows: true } as const;

/** Marks what focus goes to when a page's address changes but the page stays (the search results' count). */
export const FOCUS_ON_UPDATE_ATTRIBUTE = 'data-focus-on-update';

/** The longest a new page is waited for (its code, its first call) before focus goes to the main region itself. */
export const ROUTE_FOCUS_WAIT_MS = 15_000;

/** How long a page without a heading must stay unchanged, with nothing loading, before the main region takes focus. */
const SETTLED_MS = 400;

const BUSY = '[role="progressbar"], [aria-busy="true"]';

function asksForFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).codexFocusFollows === true;
}

/** True when focus is nowhere useful: on the body, or on an element the navigation took off the page. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || !active.isConnected;
}

function focusTarget(main: HTMLElement, kind: 'page' | 'update'): HTMLElement | null {
  const update = kind === 'update' ? main.querySelector<HTMLElement>(`[${FOCUS_ON_UPDATE_ATTRIBUTE}]`) : null;
  return update ?? main.querySelector<HTMLElement>('h1');
}

function focusWithoutTabStop(element: HTMLElement) {
  // Headings are not tab stops: -1 lets them take focus from a script and leaves the tab order as it was.
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/**
 * Waits until the new page shows its heading (or the update target), then focuses it; the main region when the page
 * settles without one. Gives up when anything else takes focus first (the reader tabbed on, a dialog opened).
 * Answers a function that cancels the wait.
 */
function moveFocusWhenReady(main: HTMLElement, kind: 'page' | 'update', onDone: () => void): () => void {
  let settledTimer: number | undefined;
  let ownFocus = false;
  const finish = () => {
    observer.disconnect();
    window.clearTimeout(deadline);
    window.clearTimeout(settledTimer);
    document.removeEventListener('focusin', onFocusIn, true);
    onDone();
  };
  const focus = (element: HTMLElement) => {
    ownFocus = true;
    focusWithoutTabStop(element);
    ownFocus = false;
    finish();
  };
  const attempt = () => {
    const target = focusTarget(main, kind);
    if (target) return focus(target);
    window.clearTimeout(settledTimer);
    if (main.children.length > 0 && !main.querySelector(BUSY)) settledTimer = window.setTimeout(() => focus(main), SETTLED_MS);
  };
  const onFocusIn = () => {
    if (!ownFocus) finish();
  };
  const observer = new MutationObserver(attempt);
  const deadline = window.setTimeout(() => focus(main), ROUTE_FOCUS_WAIT_MS);
  document.addEventListener('focusin', onFocusIn, true);
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-busy'] });
  attempt();
  return finish;
}

/**
 * Focus after a route change (WCAG 2.4.3 focus order, 4.1.3): when a navigation leaves focus nowhere (the link or page
 * that had it is gone) or asks for it (FOCUS_FOLLOWS_NAVIGATION), focus moves to the new page's main heading, so a
 * screen reader says where the reader now is and Tab continues from there; when only the page's address changed (a
 * new search on the results page) to the element marked FOCUS_ON_UPDATE_ATTRIBUTE. Nothing moves on the app's first
 * page, on a change of the hash alone, or while the reader keeps focus on a control that stays (a refinement, a tab,
 * the type-ahead).
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; search: string } | null>(null);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname: location.pathname, search: location.search };
    if (!before || (before.pathname === location.pathname && before.search === location.search)) return;
    // A page that rewrites its own address (the search page's canonical form) continues the move under way.
    if (navigationType === 'REPLACE' && pending.current) return;
    pending.current?.();
    const main = mainRef.current;
    if (!main || (!focusIsLost() && !asksForFocus(location.state))) return;
    const kind = before.pathname === location.pathname ? 'update' : 'page';
    pending.current = moveFocusWhenReady(main, kind, () => {
      pending.current = null;
    });
  }, [location, navigationType, mainRef]);

  useEffect(() => () => pending.current?.(), []);
}
