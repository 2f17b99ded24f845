import type { Browser } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, seriousAccessibilityProblems, signInToReader, type DemoUser } from './support/journey.js';

const frances = { username: 'frances', password: 'Frances-Optimizes-Loops-1', name: 'Frances Allen' } as unknown as DemoUser;
const radia = { username: 'radia', password: 'Radia-Spans-Trees-1', name: 'Radia Perlman' } as unknown as DemoUser;

async function signedInPage(browser: Browser, user: DemoUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToReader(page, user);
  return page;
}

test("the owner edits a group from its card's menu; a member e-mails it from the card's envelope", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Card journey ${stamp}`;
  const owner = await signedInPage(browser, frances);

  // Arrange through the API, as the create dialog would: Frances's group with Radia in it and one document.
  const account = (await callApiAsSignedInUser(owner, 'GET', '/api/account')).json as { id: number; selectedAccountId: number };
  const found = (await callApiAsSignedInUser(owner, 'POST', '/api/user/searchUsers?pageIndex=1&pageSize=100', { fullName: 'Radia' })).json as unknown;
  const list = (Array.isArray(found) ? found : ((found as { list?: unknown[] }).list ?? [])) as { userId?: number; user?: { userId: number } }[];
  const radiaId = list.map((entry) => entry.user?.userId ?? entry.userId).find((id): id is number => typeof id === 'number');
  expect(radiaId).toBeDefined();
  const saved = await callApiAsSignedInUser(owner, 'POST', '/api/group/save', {
    accountID: account.selectedAccountId,
    name,
    longDesc: 'Made by the card journey.',
    memberIds: [radiaId],
    contentCodes: ['IETF-RFC9110'],
  });
  expect(saved.status, JSON.stringify(saved.json)).toBeLessThan(300);

  // The owner: the card's three-dot menu, Edit, the group dialog with the group's values; a new name saved.
  await owner.goto('/groups');
  const card = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name }) });
  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(owner.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('group-card-menu-1280.png') });
  await owner.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Edit group' });
  const nameField = dialog.getByRole('textbox', { name: 'Group name' });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(`${name} (edited)`);
  await owner.screenshot({ path: testInfo.outputPath('group-card-edit-1280.png') });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('link', { name: `${name} (edited)` })).toBeVisible();
  await owner.context().close();

  // A member: only the envelope on the card, which opens the e-mail dialog for the group.
  const member = await signedInPage(browser, radia);
  await member.goto('/groups');
  const memberCard = member.getByRole('listitem').filter({ has: member.getByRole('link', { name: `${name} (edited)` }) });
  await expect(memberCard.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await memberCard.getByRole('button', { name: `Email ${name} (edited)` }).click();
  const email = member.getByRole('dialog', { name: `Email ${name} (edited)` });
  await expect(email.getByRole('button', { name: 'Send' })).toBeDisabled();
  await email.getByLabel('Subject').fill(`Card envelope ${stamp}`);
  await email.getByLabel('Message').fill('Sent from the envelope on the group card.');
  expect(await seriousAccessibilityProblems(member)).toEqual([]);
  await member.screenshot({ path: testInfo.outputPath('group-card-envelope-email-1280.png') });
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(member.getByText(/Your e-mail to .* was sent\./)).toBeVisible();
  await member.context().close();
});
