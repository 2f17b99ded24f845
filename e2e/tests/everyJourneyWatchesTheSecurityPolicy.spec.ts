import { expect, test } from './support/test.js';

/**
 * The watch every journey runs under (support/test.ts) sees what the policy refuses: in the page, in a frame without
 * scripts, and in a page the journey opens itself. The refusals made here on purpose are cleared at the end, so this
 * journey passes only when all of them were seen.
 */
test('the security policy watch sees a refused style in the page, in a sandboxed frame and in a page the journey opens', async ({ page, browser, securityPolicyViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true }).first()).toBeVisible();
  expect([...securityPolicyViolations]).toEqual([]);

  // A style element without the page's nonce, added by a script: refused, reported by the page.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
  });
  await expect.poll(() => [...securityPolicyViolations].some((v) => v.includes('style-src-elem refused inline'))).toBe(true);

  // A sandboxed frame runs no script; the browser's console still reports what its inherited policy refused.
  const before = securityPolicyViolations.size;
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', '');
    frame.srcdoc = '<p style="color: red">styled by an attribute</p>';
    document.body.append(frame);
  });
  await expect.poll(() => [...securityPolicyViolations].slice(before).some((v) => /console error: .*Content Security Policy/.test(v))).toBe(true);

  // A page of a context the journey makes itself is watched as well.
  const other = await browser.newPage();
  await other.goto(new URL('/', page.url()).toString());
  const seen = securityPolicyViolations.size;
  await other.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'p { color: red }' })));
  await expect.poll(() => securityPolicyViolations.size).toBeGreaterThan(seen);
  await other.close();

  securityPolicyViolations.clear();
});
