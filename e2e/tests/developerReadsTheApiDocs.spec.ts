import { expect, test } from './support/test.js';

test('a developer reads the API docs at /api/docs and opens an operation, under the docs page policy', async ({ page }, testInfo) => {
  const answer = await page.goto('/api/docs');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');

  await expect(page.getByRole('heading', { name: /Codex API/ })).toBeVisible();
  const health = page.locator('.opblock', { hasText: '/management/health' }).first();
  await health.locator('.opblock-summary').click();
  await expect(health.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  // "Try it out" calls this origin's API, which the policy allows.
  await expect(health.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
  await page.screenshot({ path: testInfo.outputPath('api-docs.png') });
});
