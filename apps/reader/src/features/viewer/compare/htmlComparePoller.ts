/**
 * The HTML compare job as the spec describes it: start the job, then look for the result every 10 seconds;
 * stop when the answer says the file exists (header fileexists: Y) or after more than 10 attempts.
 */

export const HTML_COMPARE_POLL_MS = 10_000;
export const HTML_COMPARE_MAX_ATTEMPTS = 10;

export type HtmlCompareState = { status: 'generating'; attempt: number } | { status: 'ready'; html: string } | { status: 'failed' };

export interface HtmlCompareDeps {
  start: () => Promise<void>;
  check: () => Promise<{ ready: true; html: string } | { ready: false }>;
  /** Waits between attempts; tests pass a fake clock. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Runs the job and reports each state. The first look comes right after starting (a cached redline is there at
 * once); later looks follow every 10 s. Returns a function that stops the polling.
 */
export function pollHtmlComparison(deps: HtmlCompareDeps, onState: (state: HtmlCompareState) => void): () => void {
  let stopped = false;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  void (async () => {
    try {
      onState({ status: 'generating', attempt: 0 });
      await deps.start();
      for (let attempt = 1; !stopped; attempt++) {
        if (attempt > HTML_COMPARE_MAX_ATTEMPTS + 1) break;
        const answer = await deps.check();
        if (stopped) return;
        if (answer.ready) return onState({ status: 'ready', html: answer.html });
        onState({ status: 'generating', attempt });
        if (attempt > HTML_COMPARE_MAX_ATTEMPTS) break;
        await wait(HTML_COMPARE_POLL_MS);
      }
      if (!stopped) onState({ status: 'failed' });
    } catch {
      if (!stopped) onState({ status: 'failed' });
    }
  })();
  return () => {
    stopped = true;
  };
}
