import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

/** What a page reports of one refusal (a SecurityPolicyViolationEvent's fields). */
interface ReportedViolation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  line: number;
}

const BINDING = '__codexSecurityPolicyViolation';

/** Chromium's console line for a refusal ("Refused to … because it violates the following Content Security Policy directive …"). */
const POLICY_MESSAGE = /content[- ]security[- ]policy/i;

/**
 * The journeys' `test`: every journey runs watching the browser security policy (docs/adr/0045). Each page of each
 * browser context the journey uses, its own and those it opens with browser.newContext() or browser.newPage(), reports
 * every `securitypolicyviolation` event (in any frame where scripts run) and every console message about the Content
 * Security Policy (frames without scripts and workers included); the journey fails on any of them.
 */
export const test = base.extend<{ securityPolicyViolations: Set<string> }>({
  securityPolicyViolations: [
    async ({ browser, context }, use) => {
      const violations = new Set<string>();
      const watched = new WeakSet<BrowserContext>();

      const onConsole = (where: () => string) => (message: ConsoleMessage) => {
        if (POLICY_MESSAGE.test(message.text())) violations.add(`${message.location().url || where()}: console ${message.type()}: ${message.text()}`);
      };
      const watch = async (watchedContext: BrowserContext) => {
        if (watched.has(watchedContext)) return;
        watched.add(watchedContext);
        await watchedContext.exposeBinding(BINDING, ({ frame }, report: ReportedViolation) => {
          const where = report.source ? ` at ${report.source}:${report.line}` : '';
          violations.add(`${frame.url()}: ${report.directive} refused ${report.blocked || 'inline'}${where}${report.sample ? ` (${report.sample})` : ''}`);
        });
        await watchedContext.addInitScript((binding: string) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const send = (window as unknown as Record<string, ((report: unknown) => void) | undefined>)[binding];
            send?.({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, source: event.sourceFile, line: event.lineNumber });
          });
        }, BINDING);
        const watchPage = (page: Page) => {
          page.on('console', onConsole(() => page.url()));
          page.on('worker', (worker) => worker.on('console', onConsole(() => worker.url())));
        };
        watchedContext.pages().forEach(watchPage);
        watchedContext.on('page', watchPage);
      };

      await watch(context);
      // Contexts and pages the journey makes itself are watched too, for as long as the test runs.
      const { newContext, newPage } = browser;
      const patched = browser as { newContext: Browser['newContext']; newPage: Browser['newPage'] };
      // What the journey opens itself is closed when it ends: a tab left open keeps its app running (timers, polling,
      // the protected viewer's page images) in the worker's browser through every later test of that worker.
      const opened: BrowserContext[] = [];
      patched.newContext = async (options) => {
        const made = await newContext.call(browser, options);
        opened.push(made);
        await watch(made);
        return made;
      };
      patched.newPage = async (options) => {
        const made = await newPage.call(browser, options);
        opened.push(made.context());
        await watch(made.context());
        return made;
      };
      try {
        await use(violations);
      } finally {
        patched.newContext = newContext;
        patched.newPage = newPage;
        await Promise.all(opened.map((made) => made.close().catch(() => undefined)));
      }
      expect([...violations], 'the browser security policy refused nothing').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
