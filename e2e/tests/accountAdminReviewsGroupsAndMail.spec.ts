import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, chooseLanguageFromMenu } from './support/journey.js';
import { menuItem, signInToConsole } from './support/console.js';

/** The signed-in user's id and selected account, as the apps read them. */
async function session(page: Page) {
  const answer = await callApiAsSignedInUser(page, 'GET', '/api/account');
  expect(answer.status).toBe(200);
  return answer.json as { id: number; selectedAccountId: number };
}

/** Content codes of a few catalogue documents the account is entitled to. */
async function someDocuments(page: Page, keywords: string, count: number) {
  const answer = await callApiAsSignedInUser(page, 'POST', '/api/documents/search?size=10', { keywords });
  expect(answer.status).toBe(200);
  return (answer.json as { documents: { contentCode: string }[] }).documents.slice(0, count).map((d) => d.contentCode);
}

/** Creates a group through the reader's API (POST /api/group/save) as the signed-in user; answers its id. */
async function createGroup(page: Page, name: string, longDesc: string, contentCodes: string[]) {
  const me = await session(page);
  const answer = await callApiAsSignedInUser(page, 'POST', '/api/group/save', { accountID: me.selectedAccountId, name, longDesc, memberIds: [me.id], contentCodes });
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  return (answer.json as { groupID: number }).groupID;
}

/** Types in a list's search box and waits until the list has taken it (react-admin debounces it into the URL). */
async function search(page: Page, box: string, text: string) {
  await page.getByRole('textbox', { name: box }).fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=.*${text}`));
}

const stamp = () => Date.now().toString(36);

test.describe('an account admin reviews the groups of the account, an operator the mail', () => {
  test.describe.configure({ timeout: 180_000 });

  test("Grace sees her account's groups, opens one, and deletes another after confirming", async ({ page }) => {
    await signInToConsole(page, demoUsers.grace);
    const run = stamp();
    const keep = `Design review ${run}`;
    const drop = `Old committee ${run}`;
    const codes = await someDocuments(page, 'http', 3);
    await createGroup(page, keep, 'Standards the design team reviews each quarter', codes);
    await createGroup(page, drop, 'A committee that has finished its work', codes.slice(0, 1));

    await menuItem(page, 'Groups').click();
    await search(page, 'Name, owner or e-mail', run);
    const keptRow = page.getByRole('row').filter({ hasText: keep });
    const droppedRow = page.getByRole('row').filter({ hasText: drop });
    await expect(keptRow).toContainText('Grace Hopper');
    await expect(keptRow.getByRole('cell').nth(3)).toHaveText(String(codes.length));
    await expect(droppedRow).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-groups-1280.png', fullPage: true });

    await keptRow.getByRole('cell', { name: keep }).click();
    await expect(page.getByRole('heading', { level: 1, name: keep })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Members (1)' })).toContainText('Grace Hopper');
    await expect(page.getByRole('list', { name: `Documents (${codes.length})` }).getByRole('listitem')).toHaveCount(codes.length);
    await page.screenshot({ path: 'artifacts/console-group-show-1280.png', fullPage: true });

    // On a phone: the same page, opened there.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByText('Standards the design team reviews each quarter')).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-group-show-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();

    await menuItem(page, 'Groups').click();
    await search(page, 'Name, owner or e-mail', run);
    await droppedRow.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete the group "${drop}"?`);
    await expect(dialog).toContainText('cannot be undone');
    await page.screenshot({ path: 'artifacts/console-group-delete-confirm.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(droppedRow).toBeVisible();

    await droppedRow.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Group deleted')).toBeVisible();
    await expect(droppedRow).toHaveCount(0);
    await expect(keptRow).toBeVisible();
    expect((await callApiAsSignedInUser(page, 'GET', `/api/admin/groups?q=${encodeURIComponent(drop)}`)).json).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByText(keep)).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-groups-375.png', fullPage: true });
  });

  test('an operator finds a group e-mail in the outbox and reads it as it was sent', async ({ browser, page }) => {
    // Grace e-mails her group with a copy to herself: the outbox gets a message.
    const graceContext = await browser.newContext();
    const gracePage = await graceContext.newPage();
    await signInToConsole(gracePage, demoUsers.grace);
    const run = stamp();
    const groupId = await createGroup(gracePage, `Mail readers ${run}`, 'People who read the mail', await someDocuments(gracePage, 'tls', 1));
    const subject = `Agenda ${run}`;
    const sent = await callApiAsSignedInUser(gracePage, 'POST', '/api/group/sendMailToGroup', { groupId, subject, message: `Please read the drafts before Friday (${run}).`, copyMeFlag: true });
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    await graceContext.close();

    await signInToConsole(page, demoUsers.operator);
    await menuItem(page, 'Mail').click();
    await search(page, 'Recipient or subject', run);
    const row = page.getByRole('row').filter({ hasText: run }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Queued|Sent|Retrying/);
    await page.screenshot({ path: 'artifacts/console-mail-1280.png', fullPage: true });

    await row.click();
    await expect(page.getByRole('table', { name: 'Headers' })).toContainText('grace');
    await expect(page.getByRole('table', { name: 'Delivery' })).toContainText(/Queued|Sent|Retrying/);
    await expect(page.getByText(`Please read the drafts before Friday (${run}).`).first()).toBeVisible();
    const frame = page.locator('iframe[sandbox=""]');
    await expect(frame).toHaveAttribute('title', 'The HTML part of the message, shown without scripts');
    await expect(page.frameLocator('iframe[sandbox=""]').getByText(`Please read the drafts before Friday (${run}).`)).toBeVisible();
    // A page capture leaves the sandboxed frame blank (Chromium draws it in a process of its own): the frame is captured on its own.
    await frame.screenshot({ path: 'artifacts/console-mail-html-1280.png' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'artifacts/console-mail-show-1280.png', fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole('table', { name: 'Headers' })).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-mail-show-375.png', fullPage: true });
    await page.goBack();
    await expect(page.getByText(run).first()).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-mail-375.png', fullPage: true });
  });

  test('an account admin who opens the mail is told it is not for their role, not "bad link"', async ({ page }) => {
    await signInToConsole(page, demoUsers.grace);
    await expect(menuItem(page, 'Groups')).toBeVisible();
    await expect(menuItem(page, 'Mail')).toHaveCount(0);
    await page.goto('/admin/mail');
    await expect(page.getByRole('heading', { name: 'Mail is not available for your role' })).toBeVisible();
    await expect(page.getByText(/bad link/i)).toHaveCount(0);
    await page.screenshot({ path: 'artifacts/console-mail-not-for-role-1280.png', fullPage: true });

    // The console's own language menu (it starts in English).
    await chooseLanguageFromMenu(page, 'English', 'العربية');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByText('العودة إلى وحدة التحكم')).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-mail-not-for-role-ar-375.png', fullPage: true });
  });
});
