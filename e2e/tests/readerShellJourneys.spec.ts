import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { chooseLanguageFromMenu, demoUsers, seriousAccessibilityProblems, signInToReader } from './support/journey.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/**
 * Keeps a screenshot of the page as it is now at 1280 px and at 375 px (test artifacts, not in git), and checks
 * that nothing is wider than the phone screen. Leaves the page at 1280 px.
 */
async function screenshotsAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // Let MUI's media queries and any open popover settle at the new width.
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
    if (size === PHONE) expect(await horizontalOverflow(page), `${name} fits 375 px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

/** How many pixels the page is wider than the window (0 when nothing sticks out). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const accountButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).first();

test.use({ viewport: DESKTOP });
// Each journey runs axe and takes screenshots at two widths; on a busy machine that takes longer than the default minute.
test.describe.configure({ timeout: 150_000 });

test('a visitor sees the signed-out shell, which passes axe', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(signInButton(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'signed-out-home');
});

test('an individual sees the shell with her name, reads it in Arabic right to left and back, and signs out', async ({ page }, testInfo) => {
  await signInToReader(page, demoUsers.ada, { throughProvider: true });
  await expect(accountButton(page, /Ada Lovelace/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'signed-in-home');

  await accountButton(page, /Ada Lovelace/).click();
  const menu = page.getByRole('menu');
  // My account is the library's own page (docs/adr/0052); the standards body's account page is the item after it.
  await expect(menu.getByRole('menuitem')).toHaveText(['My account', 'My standards body account', 'Shared with me', 'Sign out']);
  await expect(menu.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/myAccount');
  await expect(menu.getByRole('menuitem', { name: 'My standards body account' })).toHaveAttribute('href', 'https://keystone.example/account');
  await page.screenshot({ path: testInfo.outputPath('account-menu-open-1280.png') });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sidebar-open-1280.png') });
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();

  await chooseLanguageFromMenu(page, 'English', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The Latin name keeps its own direction inside the Arabic sentence (first-strong isolate, docs/adr/0082).
  await expect(page.getByText('تم تسجيل الدخول باسم \u2068Ada Lovelace\u2069')).toBeVisible();
  // Right to left throughout: the hamburger sits at the right edge, the account menu at the left.
  const hamburger = await page.getByRole('button', { name: 'فتح قائمة التنقل' }).boundingBox();
  const account = await accountButton(page, /Ada Lovelace/).boundingBox();
  expect(hamburger!.x).toBeGreaterThan(account!.x);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'arabic-home');

  await chooseLanguageFromMenu(page, 'العربية', 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(`Signed in as ${demoUsers.ada.name}`)).toBeVisible();

  await accountButton(page, /Ada Lovelace/).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(signInButton(page)).toBeVisible();
  await expect(accountButton(page, /Ada Lovelace/)).toHaveCount(0);
});

test('on a 375 px phone the header, the sidebar and the account menu work', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await signInToReader(page, demoUsers.ada);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Small screens carry Help and Language in the sidebar instead of the header.
  await expect(page.getByRole('button', { name: 'Help' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
  const helpGroup = sidebar.getByRole('button', { name: 'Help' });
  await helpGroup.click();
  await expect(sidebar.getByRole('link', { name: 'Video tutorials' })).toBeVisible();
  const drawer = await sidebar.boundingBox();
  expect(drawer!.x).toBeGreaterThanOrEqual(0);
  expect(drawer!.x + drawer!.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('sidebar-open-375.png') });
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();

  await accountButton(page, /Ada Lovelace/).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('account-menu-open-375.png') });
  await menu.getByRole('menuitem', { name: 'Shared with me' }).click();
  await expect(page).toHaveURL('/sharedWithMe');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared with me' })).toBeVisible();
  // Away from home the header also carries the search box; it still fits.
  await expect(page.getByRole('search', { name: 'Search the library' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('page-with-header-search-375.png'), fullPage: true });
});

test('a user with several accounts picks one on the switch-account screen', async ({ page }, testInfo) => {
  await signInToReader(page, demoUsers.multi, { expectGreeting: false });
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(page.getByText('Account number 100300')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact technical support' })).toHaveAttribute('href', /^mailto:/);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'switch-account');

  await page.getByRole('button', { name: 'Select Bell Research Labs' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeHidden();
  await expect(page.getByText(`Signed in as ${demoUsers.multi.name}`)).toBeVisible();
});

test('the license agreement blocks the reader until it is accepted, and stays accepted', async ({ page }, testInfo) => {
  await signInToReader(page, demoUsers.newbie, { expectGreeting: false });
  const dialog = page.getByRole('dialog', { name: 'License agreement' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Subscriber License Agreement/)).toBeVisible();
  // Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'license-dialog');

  await dialog.getByRole('button', { name: 'I accept' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText(`Signed in as ${demoUsers.newbie.name}`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'License agreement' })).toBeHidden();
});

test('a page without the authority shows the 403 text, and an unknown path the not-found page', async ({ page }, testInfo) => {
  await signInToReader(page, demoUsers.ada);
  await page.goto('/compass-points-admin-list');
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'forbidden');

  await page.goto('/no-such-page');
  await expect(page.getByText('The page does not exist.')).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'not-found');
});

test('the banner shows inside its dates and stays dismissed for the session', async ({ page, browser }, testInfo) => {
  await signInToReader(page, demoUsers.ada);
  const banner = page.getByText('Scheduled maintenance on Saturday 02:00-04:00 UTC.');
  await expect(banner).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'banner');
  await page.getByRole('button', { name: 'Close announcement' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByText(`Signed in as ${demoUsers.ada.name}`)).toBeVisible();
  await expect(banner).toBeHidden();

  // Dismissal belongs to the session: a new browser session shows the banner again.
  const other = await browser.newPage();
  await signInToReader(other, demoUsers.ada);
  await expect(other.getByText('Scheduled maintenance on Saturday 02:00-04:00 UTC.')).toBeVisible();
  await other.close();
});

test('a session ended elsewhere is explained, then the reader logs out', async ({ page }, testInfo) => {
  await signInToReader(page, demoUsers.ada, { throughProvider: true });

  // Signing out from another place (here: the same API call another tab would make) revokes this tab's token.
  const status = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('codex.oidc.user:'))!;
    const token = JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    const response = await fetch('/api/account/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    return response.status;
  });
  expect(status).toBe(200);

  // The reader checks the session again when the tab comes back into view.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/signed out in another window/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('session-ended-1280.png') });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(signInButton(page)).toBeVisible();
  await expect(accountButton(page, /Ada Lovelace/)).toHaveCount(0);
});

/** Answers GET /api/account as the server does, changed by `patch`: the session states the demo data has no user for. */
async function patchAccount(page: Page, patch: Record<string, unknown>) {
  await page.unroute('**/api/account');
  await page.route('**/api/account', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
}

test('a host that belongs to no library shows the proxy-setup page', async ({ page }, testInfo) => {
  const port = new URL(testInfo.project.use.baseURL!).port;
  await page.goto(`http://no-such-library.localhost:${port}/`);
  await expect(page.getByRole('heading', { name: 'This library is not set up' })).toBeVisible();
  await expect(page.getByText(/ask your administrator to check the proxy setup/)).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'invalid-tenant');
});

test('a visitor whose system asks for less motion sees menus appear at once and no ripple, and the usual motion otherwise', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  // The header is drawn again once the reader knows there is no session.
  await expect(signInButton(page)).toBeVisible();
  const language = page.getByRole('button', { name: 'English' });
  const menuPaper = page.locator('.MuiMenu-paper');
  /** The language menu's grow-in, as the browser runs it, and whether the button it opens from ripples. */
  const motionOfTheLanguageMenu = async () => {
    await language.click();
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
    const growsFor = await menuPaper.evaluate((paper) => getComputedStyle(paper).transitionDuration);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    // Read once the menu has closed: while it is open, the page behind it is hidden from the accessibility tree.
    const ripples = await language.locator('.MuiTouchRipple-root').count();
    return { growsFor, ripples };
  };
  const usual = await motionOfTheLanguageMenu();
  expect(usual.growsFor.split(',').some((duration) => parseFloat(duration) > 0), `the menu grows in (${usual.growsFor})`).toBe(true);
  expect(usual.ripples).toBe(1);

  // The setting changes while the page is open (as a user turns it on in the system's settings): the page follows it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await motionOfTheLanguageMenu();
  expect(reduced.growsFor.split(',').every((duration) => parseFloat(duration) === 0), `the menu appears at once (${reduced.growsFor})`).toBe(true);
  expect(reduced.ripples).toBe(0);
  // Without the ripple, a control focused from the keyboard still shows where focus is.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus-visible')).toHaveCount(1);
  const outline = await page.locator(':focus-visible').evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.screenshot({ path: testInfo.outputPath('less-motion-focus.png') });
});

test('an old Internet Explorer is told to use Firefox, Edge, Chrome or Safari', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('This browser is no longer supported. Please use Firefox, Edge, Chrome or Safari.')).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'old-browser');
  await context.close();
});

test('the sign-in callback says the authentication was verified while the session opens', async ({ page }, testInfo) => {
  // The account session is held back until the screen has been seen (it opens in a moment otherwise).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account', async (route) => {
    if (new URL(page.url()).pathname === '/implicit/callback') await held;
    await route.continue();
  });
  // Read in Arabic, right to left (the language chosen before signing in stays through it).
  await page.goto('/');
  await chooseLanguageFromMenu(page, 'English', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).first().click();
  await page.getByLabel('Username').fill(demoUsers.ada.username);
  await page.getByLabel('Password').fill(demoUsers.ada.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'تم التحقق من الهوية' })).toBeVisible();
  await expect(page.getByText('اسم المستخدم وكلمة المرور')).toBeVisible();
  await expect(page.getByText('http://localhost:', { exact: false }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'authentication-verified-arabic');
  release();
  await expect(page.getByText(`تم تسجيل الدخول باسم \u2068${demoUsers.ada.name}\u2069`)).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('an SSO user reads what signing out means first; the session messages sign out the users they stop', async ({ page }, testInfo) => {
  // The embedded provider signs users in with a password; an SSO session comes from a customer's own provider.
  await patchAccount(page, { authType: 'SSO' });
  await signInToReader(page, demoUsers.ada, { throughProvider: true });
  await accountButton(page, /Ada Lovelace/).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const signOut = page.getByRole('dialog', { name: 'Sign out' });
  await expect(signOut.getByText(/signed in through your organisation/)).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'sso-sign-out');
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountButton(page, /Ada Lovelace/)).toBeVisible();

  // No user in the demo data lacks an entitlement or a role (the API refuses a user who is not activated).
  for (const [patch, title] of [
    [{ authType: 'PWD', cgEntitlements: [] }, 'No subscription'],
    [{ authType: 'PWD', activated: false }, 'No access rights'],
  ] as const) {
    await patchAccount(page, patch);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${title.replace(/ /g, '-').toLowerCase()}-1280.png`) });
  }

  // An SSO individual without a name goes to the tenant's progressive-profiling page.
  await page.route('https://keystone.example/complete-profile', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Complete your profile</title>' }));
  await patchAccount(page, { authType: 'SSO', firstName: null, lastName: null });
  await page.reload();
  await expect(page).toHaveURL('https://keystone.example/complete-profile');
});

test('the e-learning link checks an individual and explains to a company; Support downloads what the library holds', async ({ page, browser }, testInfo) => {
  await signInToReader(page, demoUsers.ada);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /E-learning/ }).click();
  // The demo catalogue has no e-learning courses, so no subscription includes them: code '300'.
  const eLearning = page.getByRole('dialog', { name: 'E-learning' });
  await expect(eLearning.getByText('Your subscription does not include e-learning courses.', { exact: false })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'e-learning-no-entitlement');
  await eLearning.getByRole('button', { name: 'Close' }).click();

  // The help menu's DOWNLOAD topic fetches its guide.
  const guide = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Getting started' }).click();
  expect((await guide).suggestedFilename()).toBe('getting-started.pdf');

  await page.getByRole('button', { name: 'Help' }).click();

  await page.getByRole('menuitem', { name: 'More resources' }).click();
  const downloads = page.getByRole('region', { name: 'Downloads' });
  await expect(downloads.getByRole('link', { name: 'View training' })).toHaveAttribute('href', 'https://learn.keystone.example');
  await expect(downloads.getByRole('link', { name: 'View training' })).toHaveAttribute('target', '_blank');
  const licence = page.waitForEvent('download');
  await downloads.getByRole('button', { name: 'License agreement' }).click();
  expect((await licence).suggestedFilename()).toBe('license-agreement.pdf');
  const standards = page.waitForEvent('download');
  await downloads.getByRole('button', { name: 'List of standards with link resolvers' }).click();
  const csv = await (await standards).path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
  expect(csv.split('\r\n')[0]).toBe('Publisher,Designation,Title,Document type,Status,Published,DOI,Content code,Link');
  expect(csv).toMatch(/,IETF-RFC9110,http:\/\/localhost:\d+\/Standards\?designation=RFC\+9110&year=2022/);
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link', { name: 'RFC 2026: The Internet Standards Process' })).toHaveAttribute('target', '_blank');
  await screenshotsAtBothWidths(page, testInfo, 'user-resources');

  // A company recognised by its network address (Acme's range; the e2e server trusts the forwarded address) gets the
  // access modal instead of the check, whose Sign in leads to the provider's sign-in page.
  const company = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.15' }, viewport: DESKTOP });
  const network = await company.newPage();
  await network.goto('/');
  await expect(network.getByRole('button', { name: /Acme Engineering/ })).toBeVisible();
  await network.getByRole('button', { name: 'Open navigation menu' }).click();
  await network.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /E-learning/ }).click();
  const modal = network.getByRole('dialog', { name: 'Sign in for e-learning' });
  await expect(modal.getByText('E-learning is for individual users.', { exact: false })).toBeVisible();
  expect(await seriousAccessibilityProblems(network)).toEqual([]);
  await screenshotsAtBothWidths(network, testInfo, 'e-learning-company');
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await expect(network.getByLabel('Username')).toBeVisible();
  await company.close();
});

test('in Arabic the e-learning message and the Support page read right to left', async ({ page }, testInfo) => {
  await signInToReader(page, demoUsers.ada);
  await chooseLanguageFromMenu(page, 'English', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'فتح قائمة التنقل' }).click();
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('button', { name: /التعلّم الإلكتروني/ }).click();
  const dialog = page.getByRole('dialog', { name: 'التعلّم الإلكتروني' });
  await expect(dialog.getByText('لا يتضمن اشتراكك دورات التعلّم الإلكتروني.', { exact: false })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'e-learning-arabic');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/user-resources');
  await expect(page.getByRole('region', { name: 'التنزيلات' }).getByRole('button', { name: 'اتفاقية الترخيص' })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshotsAtBothWidths(page, testInfo, 'user-resources-arabic');
});
