import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, seriousAccessibilityProblems, signInAtProvider, signInToReader, type DemoUser, chooseLanguageFromMenu } from './support/journey.js';

/**
 * Issue 15, "Done when" (sharing): a document is shared from its page with a user and a group ('Sent' marks on
 * reopening the dialog), and the recipient finds it in Shared with me and in the mail.
 * Grace (Acme's admin) shares RFC 9110 with John Backus and with a group of Acme colleagues she creates first.
 */

const DOCUMENT = { contentCode: 'IETF-RFC9110', heading: /RFC ?9110/ };

/** Full-page shots at 1280 and 375 px, from the top, with nothing still loading and nothing wider than a phone. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than a 375 px screen`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedInPage(browser: Browser, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInToReader(page, user);
  return page;
}

interface Member {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email?: string;
}

/** The colleague the member search finds by full name (POST /api/user/searchUsers). */
async function colleague(page: Page, user: DemoUser): Promise<Member> {
  const found = await callApiAsSignedInUser(page, 'POST', '/api/user/searchUsers?pageIndex=1&pageSize=100', { fullName: user.name });
  expect(found.status, `searchUsers ${user.name}`).toBe(200);
  const list = (found.json as { list: { user: Member }[] }).list.map((option) => option.user);
  const match = list.find((member) => `${member.firstName} ${member.lastName}` === user.name);
  expect(match, `${user.name} is found`).toBeTruthy();
  return match!;
}

test('a subscriber shares a document with a colleague and a group, and the colleague finds it in Shared with me and in the mail', async ({ browser }, testInfo) => {
  // Two minutes on a quiet host; past five on a loaded two-core CI host with the other journeys beside it.
  test.setTimeout(600_000);
  const grace = await signedInPage(browser, demoUsers.grace);

  // Arrange: a group of Grace and three Acme colleagues (so the dialog shows three names and '1 more'), made through
  // the API. John is not in it: he receives the document once, directly; Katherine receives it through the group.
  const account = (await callApiAsSignedInUser(grace, 'GET', '/api/account')).json as { id: number; selectedAccountId: number };
  const john = await colleague(grace, demoUsers.john);
  const katherine = await colleague(grace, demoUsers.cpadmin);
  const members = [account.id, katherine.userId, (await colleague(grace, demoUsers.drm)).userId, (await colleague(grace, demoUsers.multi)).userId];
  const groupName = `RFC reviewers ${Date.now()}`;
  const saved = await callApiAsSignedInUser(grace, 'POST', '/api/group/save', {
    accountID: account.selectedAccountId,
    name: groupName,
    longDesc: 'Colleagues who review HTTP specifications',
    memberIds: members,
    contentCodes: ['IETF-RFC9111'],
  });
  expect(saved.status, JSON.stringify(saved.json)).toBeLessThan(300);

  // Share from the document page: More, then Share.
  await grace.goto(`/document?contentCode=${DOCUMENT.contentCode}`);
  await expect(grace.getByRole('heading', { level: 1 })).toContainText(DOCUMENT.heading);
  const openShare = async () => {
    await grace.getByRole('button', { name: 'More' }).click();
    await grace.getByRole('menuitem', { name: 'Share' }).click();
    return grace.getByRole('dialog', { name: /Share document/ });
  };
  let dialog = await openShare();
  const search = dialog.getByRole('searchbox', { name: 'People and groups' });
  const found = dialog.getByRole('list', { name: 'People and groups found' });

  await search.fill('John Bac');
  await dialog.getByRole('button', { name: 'Add John Backus' }).click();
  await expect(found.getByRole('listitem').filter({ hasText: 'John Backus' }).getByText('Added')).toBeVisible();

  await search.fill(groupName);
  const group = found.getByRole('listitem').filter({ hasText: groupName });
  await expect(group).toContainText(/, .+, .+ and 1 more/);
  await dialog.getByRole('button', { name: `Add ${groupName}` }).click();

  // Another document goes along: the document search waits a second after typing.
  await dialog.getByRole('searchbox', { name: 'Also share other documents' }).fill('HTTP Caching');
  await dialog.getByRole('button', { name: /^Add RFC ?9111: HTTP Caching$/ }).click();
  await expect(dialog.getByRole('list', { name: 'Documents shared along' })).toContainText(/RFC ?9111/);
  await shoot(grace, testInfo, 'share-dialog-group-and-document');

  await search.fill('zzqx');
  await expect(dialog.getByText('No match')).toBeVisible();
  await search.fill('');

  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Section 15 explains the status codes we argued about.');
  await expect(dialog.getByText('Send to (2)')).toBeVisible();
  expect(await seriousAccessibilityProblems(grace)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(grace.getByText('The document was shared. Recipients: 2.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopening: both are marked 'Sent' in the default list.
  dialog = await openShare();
  const again = dialog.getByRole('list', { name: 'People and groups found' });
  await expect(again.getByRole('listitem').filter({ hasText: 'John Backus' }).getByText('Sent')).toBeVisible();
  await expect(again.getByRole('listitem').filter({ hasText: groupName }).getByText('Sent')).toBeVisible();
  await shoot(grace, testInfo, 'share-dialog-sent');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The recipient finds it in Shared with me, with a mailto link to Grace.
  const johnPage = await signedInPage(browser, demoUsers.john);
  await johnPage.getByRole('button', { name: /John Backus/ }).first().click();
  await johnPage.getByRole('menuitem', { name: 'Shared with me' }).click();
  await expect(johnPage).toHaveURL(/\/sharedWithMe$/);
  const row = johnPage.getByRole('row').filter({ hasText: /RFC ?9110/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', /^mailto:.+@.+/);
  await row.getByRole('link', { name: /RFC ?9110/ }).click();
  await expect(johnPage.getByRole('heading', { level: 1 })).toContainText(DOCUMENT.heading);
  await johnPage.goto('/sharedWithMe');
  await expect(johnPage.getByRole('row').filter({ hasText: /RFC ?9110/ })).toHaveCount(1);
  await expect(johnPage.getByRole('row').filter({ hasText: /RFC ?9111/ })).toHaveCount(1);
  await shoot(johnPage, testInfo, 'shared-with-me');

  // And in the mail: the local catcher kept a message about RFC 9110 to John and one to Katherine, through the group
  // (read by an operator).
  const operator = await signedInPage(browser, demoUsers.operator);
  const mailedAbout9110 = async (to: string) => {
    const caught = await callApiAsSignedInUser(operator, 'GET', '/management/mail-catcher?size=500');
    const messages = caught.status === 200 && Array.isArray(caught.json) ? (caught.json as { to: string[]; subject: string; text: string }[]) : [];
    return messages.some((message) => message.to.some((address) => address.includes(to)) && /RFC ?9110/.test(`${message.subject} ${message.text}`));
  };
  await expect.poll(() => mailedAbout9110(john.email!), { timeout: 30_000, message: `a mail to ${john.email} about RFC 9110` }).toBe(true);
  await expect.poll(() => mailedAbout9110(katherine.email!), { timeout: 30_000, message: `a mail to ${katherine.email} about RFC 9110` }).toBe(true);

  // Issue 28: the mail's link, opened in a browser that is signed out, asks to sign in and then opens the document.
  const caughtForJohn = await callApiAsSignedInUser(operator, 'GET', '/management/mail-catcher?size=500');
  const mailToJohn = (caughtForJohn.json as { to: string[]; text: string }[]).find((m) => m.to.some((a) => a.includes(john.email!)) && /RFC ?9110/.test(m.text));
  const link = mailToJohn?.text.match(/https?:\/\/\S+\/document\?contentCode=IETF-RFC9110/)?.[0];
  expect(link, 'the share mail links to the document').toBeTruthy();
  const johnsOtherBrowser = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const fromMail = await johnsOtherBrowser.newPage();
  await fromMail.goto(link!);
  const prompt = fromMail.getByRole('heading', { name: 'Sign in to open this page. You will come back here afterwards.' });
  await expect(prompt).toBeVisible();
  expect(await seriousAccessibilityProblems(fromMail)).toEqual([]);
  await shoot(fromMail, testInfo, 'link-opened-signed-out');
  await chooseLanguageFromMenu(fromMail, 'English', 'العربية');
  await expect(fromMail.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(fromMail.getByRole('heading', { name: 'سجّل الدخول لفتح هذه الصفحة. ستعود إليها بعد ذلك.' })).toBeVisible();
  expect(await seriousAccessibilityProblems(fromMail)).toEqual([]);
  await shoot(fromMail, testInfo, 'link-opened-signed-out-ar');
  await chooseLanguageFromMenu(fromMail, 'العربية', 'English');
  await expect(prompt).toBeVisible();
  await fromMail.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInAtProvider(fromMail, demoUsers.john);
  await expect(fromMail).toHaveURL(/\/document\?contentCode=IETF-RFC9110$/);
  await expect(fromMail.getByRole('heading', { level: 1 })).toContainText(DOCUMENT.heading);

  // A second tab of that browser opens another deep link without a sign-in form: the provider still has the session.
  const secondTab = await johnsOtherBrowser.newPage();
  const visited: string[] = [];
  // Every document request of the tab, redirects included (the provider's answer to prompt=none is one).
  secondTab.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === secondTab.mainFrame()) visited.push(request.url());
  });
  await secondTab.goto('/document?contentCode=IETF-RFC9111');
  await expect(secondTab.getByRole('heading', { level: 1 })).toContainText(/RFC ?9111/);
  await expect(secondTab).toHaveURL(/\/document\?contentCode=IETF-RFC9111$/);
  await expect(secondTab.getByRole('button', { name: /John Backus/ })).toBeVisible();
  expect(visited.some((url) => url.includes('/oidc/auth')), 'asked the provider silently').toBe(true);
  expect(visited.some((url) => url.includes('/interaction/')), 'never showed the sign-in form').toBe(false);
  await johnsOtherBrowser.close();

  // My account: the library's own page (the standards body's account site is an item of its own), whose
  // notifications section is where John tunes how often such mail comes.
  await johnPage.getByRole('button', { name: /John Backus/ }).first().click();
  await expect(johnPage.getByRole('menuitem', { name: 'My standards body account' })).toHaveAttribute('href', 'https://keystone.example/account');
  await johnPage.getByRole('menuitem', { name: 'My account' }).click();
  await expect(johnPage).toHaveURL(/\/myAccount$/);
  await expect(johnPage.getByRole('radiogroup', { name: 'Something was shared with me' })).toBeVisible();
  await johnPage.goto('/myAccount#notifications');
  const sharing = johnPage.getByRole('radiogroup', { name: 'Something was shared with me' });
  await sharing.getByRole('radio', { name: 'Daily digest' }).check();
  await johnPage.getByRole('button', { name: 'Save notifications' }).click();
  // Said where he saved (and in the notifications the header keeps).
  await expect(johnPage.getByRole('status').filter({ hasText: 'Your notification settings were saved.' }).first()).toBeVisible();
  await johnPage.reload();
  await expect(johnPage.getByRole('radiogroup', { name: 'Something was shared with me' }).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await shoot(johnPage, testInfo, 'my-account-notifications');
});
