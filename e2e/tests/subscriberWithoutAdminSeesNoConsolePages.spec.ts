import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers } from './support/journey.js';
import { menuItem, signInToConsole } from './support/console.js';

const CONSOLE_PAGES = ['Health', 'Metrics', 'Thread dump', 'Loggers', 'Configuration', 'Environment', 'Audits', 'Tenants', 'Accounts', 'Groups', 'Mail'];

test('a subscriber without ADMIN opening /admin sees none of the console pages, and the API refuses them', async ({ page }) => {
  await signInToConsole(page, demoUsers.ada);

  await expect(page.getByText('Your account has no console pages.')).toBeVisible();
  for (const name of CONSOLE_PAGES) await expect(menuItem(page, name)).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/console-subscriber.png' });

  // Typing a page's address does not open it either.
  await page.goto('/admin/loggers');
  await expect(page.getByRole('columnheader', { name: 'Logger' })).toHaveCount(0);

  for (const url of [
    '/management/jhimetrics',
    '/management/threaddump',
    '/management/loggers',
    '/management/configprops',
    '/management/env',
    '/management/audits',
    '/api/admin/tenants',
    '/api/admin/tenants/keystone',
    '/api/admin/accounts',
    '/api/admin/groups',
    '/management/mail',
  ]) {
    expect((await callApiAsSignedInUser(page, 'GET', url)).status, url).toBe(403);
  }
  expect((await callApiAsSignedInUser(page, 'POST', '/management/loggers/search', { configuredLevel: 'DEBUG' })).status).toBe(403);
});
