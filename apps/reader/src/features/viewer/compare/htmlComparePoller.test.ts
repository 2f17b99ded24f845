import { describe, expect, it } from 'vitest';
import { HTML_COMPARE_POLL_MS, pollHtmlComparison, type HtmlCompareState } from './htmlComparePoller.js';

function run(answers: ({ ready: true; html: string } | { ready: false })[]) {
  const states: HtmlCompareState[] = [];
  const waits: number[] = [];
  let checks = 0;
  let started = 0;
  const done = new Promise<void>((resolve) => {
    pollHtmlComparison(
      {
        start: async () => void started++,
        check: async () => answers[Math.min(checks++, answers.length - 1)],
        wait: async (ms) => void waits.push(ms),
      },
      (state) => {
        states.push(state);
        if (state.status !== 'generating') resolve();
      },
    );
  });
  return done.then(() => ({ states, waits, checks: () => checks, started: () => started }));
}

describe('HTML compare polling', () => {
  it('shows the redline as soon as the answer says the file exists', async () => {
    const result = await run([{ ready: false }, { ready: false }, { ready: true, html: '<ins>new</ins>' }]);
    expect(result.started()).toBe(1);
    expect(result.checks()).toBe(3);
    expect(result.waits).toEqual([HTML_COMPARE_POLL_MS, HTML_COMPARE_POLL_MS]);
    expect(result.states.at(-1)).toEqual({ status: 'ready', html: '<ins>new</ins>' });
    expect(result.states.filter((state) => state.status === 'generating').length).toBeGreaterThan(0);
  });

  it('gives up after more than 10 attempts and says loading failed', async () => {
    const result = await run([{ ready: false }]);
    expect(result.checks()).toBe(11);
    expect(result.waits.every((ms) => ms === 10_000)).toBe(true);
    expect(result.states.at(-1)).toEqual({ status: 'failed' });
  });

  it('fails when the job cannot be started', async () => {
    const states: HtmlCompareState[] = [];
    await new Promise<void>((resolve) =>
      pollHtmlComparison(
        { start: () => Promise.reject(new Error('400')), check: async () => ({ ready: false }), wait: async () => undefined },
        (state) => {
          states.push(state);
          if (state.status === 'failed') resolve();
        },
      ),
    );
    expect(states.at(-1)).toEqual({ status: 'failed' });
  });
});
