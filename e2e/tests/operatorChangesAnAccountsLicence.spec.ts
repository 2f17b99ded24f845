import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, signInToReader } from './support/journey.js';
import { day, menuItem, signInToConsole } from './support/console.js';
import { settled } from './support/accessibility.js';

/**
 * How many NIST documents the subscriber finds when they next search My subscription in the reader: the count
 * beside NIST in the Publisher refinement of the results page, 0 when NIST is not offered there.
 */
async function nistHitsInMySubscription(reader: Page): Promise<number> {
  await reader.goto('/mysubscription-search?content=security&stype=A&page=0');
  await expect(reader.getByRole('heading', { level: 1, name: 'Search my subscriptions' })).toBeVisible();
  const publishers = reader.getByRole('complementary', { name: 'Refine results' }).getByRole('region', { name: 'Publisher' });
  await expect(publishers.getByRole('checkbox', { name: /^IETF \(/ })).toBeVisible();
  const nist = publishers.getByRole('checkbox', { name: /^NIST \(/ });
  if ((await nist.count()) === 0) return 0;
  const label = await nist.evaluate((input) => input.closest('label')?.textContent ?? '');
  return Number(/\(([\d,]+)\)/.exec(label)?.[1].replace(/,/g, '') ?? 'NaN');
}

test.describe("an account's licence is the operator's: the account admin sees it, the operator changes it", () => {
  // Two browsers, a search index and the server on a shared 2-core machine: saves can take seconds.
  test.describe.configure({ timeout: 120_000 });

  test('the account admin sees the subscriptions and IP ranges of her account but has nothing to change them with', async ({ page }) => {
    await signInToConsole(page, demoUsers.grace);
    // An account admin has accounts and groups only: no operations, no tenants, no mail.
    await expect(menuItem(page, 'Accounts')).toBeVisible();
    await expect(menuItem(page, 'Groups')).toBeVisible();
    await expect(menuItem(page, 'Health')).toHaveCount(0);
    await expect(menuItem(page, 'Tenants')).toHaveCount(0);
    await expect(menuItem(page, 'Mail')).toHaveCount(0);

    await menuItem(page, 'Accounts').click();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and her own account only
    await page.getByRole('cell', { name: 'Acme Engineering' }).click();
    await expect(page.getByRole('heading', { name: 'Acme Engineering', exact: true })).toBeVisible();
    await expect(page.getByText("Subscriptions and IP ranges decide what the account may read: only the library's operator changes them.")).toBeVisible();
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'NIST', exact: true }) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grant a subscription' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: '192.0.2.0/24' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'IP range' })).toHaveCount(0);
    await page.screenshot({ path: 'artifacts/console-account-as-admin.png', fullPage: true });
  });

  test("the operator revokes and grants a subscription, and the subscriber's next search follows", async ({ browser }) => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const subscriberContext = await browser.newContext();
    const subscriber = await subscriberContext.newPage();

    await signInToReader(subscriber, demoUsers.reports);
    expect(await nistHitsInMySubscription(subscriber)).toBeGreaterThan(0);

    await signInToConsole(admin, demoUsers.operator);
    await menuItem(admin, 'Accounts').click();
    await admin.getByRole('cell', { name: 'Acme Engineering' }).click();
    await expect(admin.getByRole('heading', { name: 'Acme Engineering', exact: true })).toBeVisible();

    const nistRow = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'NIST', exact: true }) });
    await nistRow.getByRole('button', { name: /^Revoke/ }).click();
    await expect(admin.getByRole('dialog')).toContainText('Acme Engineering will lose access to');
    await admin.screenshot({ path: 'artifacts/console-revoke-confirm.png' });
    await admin.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(nistRow).toHaveCount(0);
    expect(await nistHitsInMySubscription(subscriber)).toBe(0);

    await admin.getByRole('button', { name: 'Grant a subscription' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Publisher').fill('NIST');
    // An end before the start: the server's field error stays on the End date field, nothing is granted.
    await dialog.getByLabel('Start date').fill(day(0));
    await dialog.getByLabel('End date').fill(day(-10));
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(dialog.getByText('The end date must not be before the start date.')).toBeVisible();
    await admin.screenshot({ path: 'artifacts/console-grant-invalid.png' });
    expect(await nistHitsInMySubscription(subscriber)).toBe(0);

    await dialog.getByLabel('End date').fill(day(365));
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(admin.getByText('Subscription to NIST granted.')).toBeVisible();
    await expect(admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'NIST', exact: true }) })).toContainText(day(365));
    await admin.screenshot({ path: 'artifacts/console-account.png', fullPage: true });

    expect(await nistHitsInMySubscription(subscriber)).toBeGreaterThan(0);

    await adminContext.close();
    await subscriberContext.close();
  });

  test('an IP range that does not parse, or is wider than the library allows, is refused on its row and nothing is saved', async ({ page }) => {
    await signInToConsole(page, demoUsers.operator);
    await menuItem(page, 'Accounts').click();
    await page.getByRole('cell', { name: 'Acme Engineering' }).click();

    const ranges = page.getByRole('textbox', { name: 'IP range' });
    // Acme's ranges from the demo data, once the whole account has loaded,
    await expect(ranges.first()).toHaveValue('192.0.2.0/24');
    // and the cards that load after it (seats, allowances) have drawn, as a person waits for the page to settle.
    await settled(page);
    const before = await ranges.count();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(ranges).toHaveCount(before + 1);
    await ranges.nth(before).fill('192.0.2.300/99');
    await page.getByRole('button', { name: 'Save IP ranges' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved. Correct these fields:' })).toContainText(`ipRanges.${before}`);
    await page.screenshot({ path: 'artifacts/console-ip-range-invalid.png', fullPage: true });

    // The whole internet on one account's licence: refused as wider than the library allows.
    await ranges.nth(before).fill('0.0.0.0/0');
    await page.getByRole('button', { name: 'Save IP ranges' }).click();
    await expect(page.getByText('The range is wider than this library allows.', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-ip-range-too-wide.png', fullPage: true });

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'IP range' })).toHaveCount(before);
  });
});
