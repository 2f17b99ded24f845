import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, seriousAccessibilityProblems, signInToReader, type DemoUser } from './support/journey.js';

// Acme colleagues of the demo data (README "Demo users"): individuals without authorities who share account 100200.
const frances = { username: 'frances', password: 'Frances-Optimizes-Loops-1', name: 'Frances Allen' } as unknown as DemoUser;
const radia = { username: 'radia', password: 'Radia-Spans-Trees-1', name: 'Radia Perlman' } as unknown as DemoUser;
const FRANCES_EMAIL = 'frances.allen@acme.example';
const RADIA_EMAIL = 'radia.perlman@acme.example';
const EDSGER_EMAIL = 'edsger.dijkstra@acme.example';
const ANNIE_EMAIL = 'annie.easley@acme.example';

/** Full-page shots at 1280 and 375 px; the phone layout must not be wider than the screen. */
async function shoot(page: Page, testInfo: TestInfo, name: string, options: { dialog?: boolean } = {}) {
  if (!options.dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: !options.dialog });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: !options.dialog });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than a 375 px screen`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedInPage(browser: Browser, user: DemoUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToReader(page, user);
  return page;
}

/** What GET /management/mail-catcher answers per message (the part the journey reads). */
interface CaughtMessage {
  envelopeTo: string[];
  subject: string;
}

test('a subscriber creates a group in three steps, edits it, e-mails it and deletes it; a member sees only the envelope', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, frances);
  const stamp = Date.now();
  const groupName = `Caching study ${stamp}`;
  // The catcher keeps the messages of earlier runs: this run's subject is its own.
  const subject = `Review on Friday ${stamp}`;

  // /groups from the sidebar.
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create group' })).toBeVisible();

  // Step 0: name and description.
  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create group' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  // The dialog and its backdrop lie over the header too (docs/adr/0024-group-dialogs-above-the-header.md).
  const overHeader = await page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    return document.elementFromPoint(header.left + header.width / 2, header.top + header.height / 2)?.closest('.MuiDialog-root') !== null;
  });
  expect(overHeader, 'the create dialog covers the header').toBe(true);
  await expect(dialog.getByLabel('Group name')).toBeFocused();
  await dialog.getByLabel('Group name').fill(groupName);
  await dialog.getByLabel('Group name').press('Enter');
  await expect(dialog.getByLabel('Group name')).toHaveValue(groupName);
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Description').fill('HTTP caching RFCs the team is reviewing.');
  await shoot(page, testInfo, 'group-step-0', { dialog: true });
  await next.click();

  // Step 1: members by name (debounced type-ahead) and the external entry by address.
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Search people').fill('Perl');
  await dialog.getByText('Radia Perlman').click();
  await dialog.getByRole('button', { name: 'Move selected to the group' }).click();
  await dialog.getByLabel('Search people').fill(EDSGER_EMAIL);
  await expect(dialog.getByText(`External user: ${EDSGER_EMAIL}`)).toBeVisible();
  await dialog.getByText('Edsger Dijkstra').click();
  await dialog.getByRole('button', { name: 'Move selected to the group' }).click();
  const members = dialog.getByRole('list', { name: /Group members/ });
  await expect(members.getByText('Radia Perlman')).toBeVisible();
  await expect(members.getByText('Edsger Dijkstra')).toBeVisible();
  await expect(next).toBeEnabled();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await shoot(page, testInfo, 'group-step-1', { dialog: true });
  await next.click();

  // Step 2: documents searched with Enter, select all, Confirm.
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Search documents' }).fill('RFC 911');
  await dialog.getByRole('textbox', { name: 'Search documents' }).press('Enter');
  const available = dialog.getByRole('list', { name: /Available documents/ });
  await expect(available.getByText(/HTTP Caching/).first()).toBeVisible();
  await available.getByText(/HTTP Caching/).first().click();
  await available.getByText(/HTTP Semantics/).first().click();
  await dialog.getByRole('button', { name: 'Move selected to the group' }).click();
  await expect(dialog.getByRole('list', { name: /Group documents/ }).getByRole('checkbox')).toHaveCount(2);
  await expect(confirm).toBeEnabled();
  await shoot(page, testInfo, 'group-step-2', { dialog: true });
  await confirm.click();

  // The detail page.
  await expect(page).toHaveURL(/\/group-detail\/?\?groupId=\d+/);
  const groupId = Number(new URL(page.url()).searchParams.get('groupId'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(groupName);
  await expect(page.getByText(/Members \(2\):/)).toBeVisible();
  const documents = page.getByRole('list', { name: /Documents \(2\)/ });
  await expect(documents.getByRole('link')).toHaveCount(2);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await shoot(page, testInfo, 'group-detail');

  // Edit the name and the description: Update waits for a click into the field.
  await page.getByRole('button', { name: 'Edit name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Edit name' });
  await expect(nameDialog.getByRole('button', { name: 'Update' })).toBeDisabled();
  await nameDialog.getByLabel('Group name').click();
  await nameDialog.getByLabel('Group name').fill(`${groupName} (renamed)`);
  await nameDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${groupName} (renamed)`);
  await page.getByRole('button', { name: 'Edit description' }).click();
  const descriptionDialog = page.getByRole('dialog', { name: 'Edit description' });
  await descriptionDialog.getByLabel('Description').click();
  await descriptionDialog.getByLabel('Description').fill('RFC 9111 review, second round.');
  await descriptionDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('RFC 9111 review, second round.')).toBeVisible();

  // Members: Edsger leaves, Annie joins by address.
  await page.getByRole('button', { name: 'Edit members' }).click();
  const membersDialog = page.getByRole('dialog', { name: 'Edit members' });
  await membersDialog.getByRole('list', { name: /Group members/ }).getByText('Edsger Dijkstra').click();
  await membersDialog.getByRole('button', { name: 'Move selected out of the group' }).click();
  await membersDialog.getByLabel('Search people').fill(ANNIE_EMAIL);
  await membersDialog.getByText('Annie Easley').click();
  await membersDialog.getByRole('button', { name: 'Move selected to the group' }).click();
  await membersDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(/Members \(2\):.*Annie Easley/)).toBeVisible();
  await expect(page.getByText(/Edsger Dijkstra/)).toHaveCount(0);

  // Documents: add one more.
  await page.getByRole('button', { name: 'Add documents' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add documents' });
  await expect(addDialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await addDialog.getByRole('textbox', { name: 'Search documents' }).fill('RFC 7234');
  await addDialog.getByRole('button', { name: 'Search documents' }).click();
  await addDialog.getByRole('list', { name: /Available documents/ }).getByRole('checkbox').first().check();
  await addDialog.getByRole('button', { name: 'Move selected to the group' }).click();
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: /Documents \(3\)/ }).getByRole('link')).toHaveCount(3);

  // Delete one document with its confirmation.
  const firstDelete = page.getByRole('button', { name: /^Remove .* from the group$/ }).first();
  await firstDelete.click();
  const deleteDialog = page.getByRole('dialog', { name: 'Remove this document?' });
  await expect(deleteDialog.getByText(/will no longer be shared with this group/)).toBeVisible();
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: /Documents \(2\)/ }).getByRole('link')).toHaveCount(2);

  // E-mail the group with copy me.
  await page.getByRole('button', { name: 'Email group' }).click();
  const email = page.getByRole('dialog', { name: /^Email / });
  await expect(email.getByRole('button', { name: 'Send' })).toBeDisabled();
  await email.getByLabel('Subject').fill(subject);
  await email.getByLabel('Message').fill('Please read RFC 9111 before Friday.');
  await email.getByLabel('Send me a copy').check();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await shoot(page, testInfo, 'group-email', { dialog: true });
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Your e-mail to .* was sent\./)).toBeVisible();

  // The messages at the embedded catcher (the operator reads it): the members, and Frances for her copy.
  const operator = await signedInPage(browser, demoUsers.operator);
  await expect
    .poll(
      async () => {
        const answer = await callApiAsSignedInUser(operator, 'GET', '/management/mail-catcher?size=100');
        expect(answer.status).toBe(200);
        return (answer.json as CaughtMessage[])
          .filter((m) => m.subject.includes(subject))
          .flatMap((m) => m.envelopeTo)
          .map((to) => to.toLowerCase())
          .sort();
      },
      { timeout: 60_000 },
    )
    .toEqual([ANNIE_EMAIL, FRANCES_EMAIL, RADIA_EMAIL].sort());
  await operator.context().close();

  // A member who is not the owner: the envelope only, on the list and on the detail page.
  const member = await signedInPage(browser, radia);
  await member.goto('/groups');
  const memberCard = member.getByRole('listitem').filter({ has: member.getByRole('link', { name: `${groupName} (renamed)` }) });
  await expect(memberCard.getByText('Owner: Frances Allen')).toBeVisible();
  await expect(memberCard.getByRole('button', { name: /^Email / })).toBeVisible();
  await expect(memberCard.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await shoot(member, testInfo, 'groups-member');
  await member.goto(`/group-detail?groupId=${groupId}`);
  await expect(member.getByRole('button', { name: 'Email group' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Delete group' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Add documents' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await shoot(member, testInfo, 'group-detail-member');
  await member.context().close();

  // The owner's list, then the group deleted after its confirmation.
  await page.goto('/groups');
  const ownCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${groupName} (renamed)` }) });
  await expect(ownCard.getByText('Owner: Frances Allen (Me)')).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await shoot(page, testInfo, 'groups');
  await page.goto(`/group-detail?groupId=${groupId}`);
  await page.getByRole('button', { name: 'Delete group' }).click();
  await page.getByRole('dialog', { name: 'Delete this group?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('link', { name: `${groupName} (renamed)` })).toHaveCount(0);
});
