import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, signInToReader, type DemoUser } from './support/journey.js';
import { chooseLanguage, expectLanguage, inParts, JOURNEY_LOCALES, newTab, openInReader, readerRoutePaths, settled, shootBothWidths, wcagProblems } from './support/accessibility.js';

/**
 * Issue 28: every route of the reader's route table, in English and in Arabic, signed in as a role that sees it (or
 * signed out, for the public ones), has no serious or critical axe finding under WCAG 2.2 AA. One tab per role (and
 * part of its pages), signed in once, for both languages. The four console hand-overs land in the console, whose
 * pages everyConsolePageIsAccessible checks; here they are followed to where they land.
 */

/** What a journey made for the pages that need a real record: a group, a compass point. */
interface Made {
  groupId: number;
  compassPointId: number;
  compassPointUuid: string;
  contentId: number;
}

interface ReaderPage {
  /** The route of apps/reader/src/router.tsx the page is ('(index)' for /). */
  route: string;
  url: (made: Made) => string;
  /** What shows once the page has its content (beyond no progress indicator); by default the main heading. */
  ready?: (page: Page) => Promise<void>;
  /** How long its progress indicators may take to go (by default the expect timeout). */
  settleTimeout?: number;
  /** Opened with a full load, never moved to in place: a hand-over to the console leaves the reader. */
  fullLoad?: boolean;
}

const mainHeading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};
const inConsole = async (page: Page) => {
  await expect(page).toHaveURL(/\/admin\//);
  await expect(page.getByRole('banner')).toBeVisible();
};
const onDocument = async (page: Page) => {
  await expect(page).toHaveURL(/\/document\?/);
  await mainHeading(page);
};

const PUBLIC: ReaderPage[] = [
  { route: '(index)', url: () => '/', ready: async (page) => await expect(page.getByRole('button', { name: /Sign in|تسجيل الدخول/ }).first()).toBeVisible() },
  { route: '*', url: () => '/no-such-page' },
  // The legacy resolvers answer a signed-out visitor with the page that asks them to sign in.
  { route: 'Standards/*', url: () => '/Standards/RFC9110', ready: async () => undefined },
  { route: 'DIGITAL_LIBRARY/*', url: () => '/DIGITAL_LIBRARY?designation=FIPS%20140-3', ready: async () => undefined },
  // The sign-in callback without a sign-in to complete: it says so.
  { route: '/implicit/callback', url: () => '/implicit/callback', ready: async (page) => await expect(page.getByRole('main').or(page.getByRole('alert')).first()).toBeVisible() },
];

/** A subscriber's own pages: home, account, lists, compass points, groups. */
const SUBSCRIBER: ReaderPage[] = [
  { route: '(index)', url: () => '/', ready: async (page) => await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible() },
  { route: 'home/:key?', url: () => '/home/1', ready: async (page) => await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible() },
  { route: 'myAccount', url: () => '/myAccount' },
  { route: 'sharedWithMe', url: () => '/sharedWithMe' },
  { route: 'publicationsShared', url: () => '/publicationsShared' },
  { route: 'favorites', url: () => '/favorites' },
  { route: 'custom-collections', url: () => '/custom-collections' },
  { route: 'video', url: () => '/video' },
  { route: 'trackChanges', url: () => '/trackChanges' },
  { route: 'compass-points-list', url: () => '/compass-points-list' },
  { route: 'notes', url: () => '/notes' },
  { route: 'groups', url: () => '/groups' },
  { route: 'group-detail', url: (made) => `/group-detail?groupId=${made.groupId}` },
  {
    route: 'compass-points-change-history/:compassPointId/:contentId/:contentCode',
    url: (made) => `/compass-points-change-history/${made.compassPointId}/${made.contentId}/IETF-RFC9110`,
  },
];

/** What a subscriber reads: a document, the searches, and the links that lead to a document. */
const SUBSCRIBER_READING: ReaderPage[] = [
  { route: 'document', url: () => '/document?contentCode=IETF-RFC9110' },
  { route: 'compasspoint/:compassPointUuid', url: (made) => `/compasspoint/${made.compassPointUuid}`, ready: onDocument },
  { route: 'mysubscription-search', url: () => '/mysubscription-search?content=security&stype=A&page=0' },
  { route: 'semantic-search', url: () => '/semantic-search?content=caching%20of%20web%20responses&page=0' },
  { route: 'content-search', url: () => '/content-search?content=hypertext+transfer&stype=A&page=0' },
  { route: 'resolve/:type', url: () => '/resolve/SUBSCRIPTION?designation=RFC%209111', ready: onDocument },
  { route: 'Standards/*', url: () => '/Standards/RFC9110', ready: onDocument },
  { route: 'DIGITAL_LIBRARY/*', url: () => '/DIGITAL_LIBRARY?designation=FIPS%20140-3', ready: onDocument },
  { route: 'user-resources', url: () => '/user-resources' },
  { route: '*', url: () => '/no-such-page' },
];

/** The protected-content viewer: a user whose session says drm-view Y. */
const PROTECTED_VIEWER: ReaderPage[] = [
  // Each page is drawn on the server as an image; on a loaded host the next pages' images take well over 15 s.
  {
    route: '/document-view',
    url: () => '/document-view?contentCode=IETF-RFC9110',
    ready: async (page) => await expect(page.getByRole('img').first()).toBeVisible({ timeout: 60_000 }),
    settleTimeout: 90_000,
  },
];

const OPERATOR: ReaderPage[] = [
  { route: '(index)', url: () => '/', ready: async (page) => await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible() },
  { route: 'links-management', url: () => '/links-management' },
  { route: 'admin/*', fullLoad: true, url: () => '/admin/health', ready: inConsole },
];

const COMPASS_POINT_ADMIN: ReaderPage[] = [
  { route: 'compass-points-admin-list', fullLoad: true, url: () => '/compass-points-admin-list', ready: inConsole },
  { route: 'compass-points-report', fullLoad: true, url: () => '/compass-points-report', ready: inConsole },
];

const USAGE_VIEWER: ReaderPage[] = [{ route: 'usage-report', fullLoad: true, url: () => '/usage-report', ready: inConsole }];

const journeys: Array<{ who: string; user: DemoUser | null; pages: ReaderPage[] }> = [
  { who: 'a visitor who has not signed in', user: null, pages: PUBLIC },
  { who: 'a subscriber on their own pages', user: demoUsers.edsger, pages: SUBSCRIBER },
  { who: 'a subscriber reading', user: demoUsers.edsger, pages: SUBSCRIBER_READING },
  { who: 'a subscriber with the protected viewer', user: demoUsers.drm, pages: PROTECTED_VIEWER },
  { who: 'the operator', user: demoUsers.operator, pages: OPERATOR },
  { who: 'a compass point administrator', user: demoUsers.cpadmin, pages: COMPASS_POINT_ADMIN },
  { who: 'a usage report viewer', user: demoUsers.reports, pages: USAGE_VIEWER },
];

/**
 * A role's pages in parts of at most PART_SIZE, each a test of its own: on a loaded two-core host a whole list of ten
 * pages (the document page is RFC 9110 in full) ran past five minutes, while each part is a tab signed in once.
 */
const PART_SIZE = 4;

const run = Date.now().toString(36);
let made: Promise<Made> | undefined;

/** A group and a compass point of the subscriber's, made once per run and named with the run's word. */
async function makeRecords(page: Page): Promise<Made> {
  const me = (await callApiAsSignedInUser(page, 'GET', '/api/account')).json as { id: number; selectedAccountId: number };
  const metadata = await callApiAsSignedInUser(page, 'GET', '/api/documents/metadata?contentCode=IETF-RFC9110');
  const contentId = (metadata.json as { contentId: number }).contentId;
  const group = await callApiAsSignedInUser(page, 'POST', '/api/group/save', {
    accountID: me.selectedAccountId,
    name: `Accessibility review ${run}`,
    longDesc: 'Standards the accessibility review reads.',
    memberIds: [me.id],
    contentCodes: ['IETF-RFC9110', 'IETF-RFC9111'],
  });
  expect(group.status, JSON.stringify(group.json)).toBeLessThan(300);
  const point = await callApiAsSignedInUser(page, 'POST', '/api/v1/compasspoint', {
    name: `Accessible retries ${run}`,
    description: 'Checked in the accessibility review.',
    overlayDetails: '',
    contentID: contentId,
    selectionData: '',
    selectionMetadata: { pageNumber: 12, selectionText: 'Idempotent methods', annotationID: crypto.randomUUID() },
  });
  expect(point.status, JSON.stringify(point.json)).toBe(201);
  const { compassPointID, compassPointUUID } = point.json as { compassPointID: number; compassPointUUID: string };
  await callApiAsSignedInUser(page, 'POST', '/api/content-favorites', { content: { contentId } });
  await callApiAsSignedInUser(page, 'POST', '/api/tracked-documents?contentCode=IETF-RFC9110');
  return { groupId: (group.json as { groupID: number }).groupID, compassPointId: compassPointID, compassPointUuid: compassPointUUID, contentId };
}

async function openTab(browser: Browser, user: DemoUser | null): Promise<Page> {
  const page = await newTab(browser);
  if (user) await signInToReader(page, user, { expectGreeting: user !== demoUsers.drm });
  else await page.goto('/');
  return page;
}

test.describe('every reader page is accessible', () => {
  // Each role's part in a tab of its own, so the two workers share the file's tests.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  test("the journeys cover every route of the reader's route table", () => {
    const covered = new Set(journeys.flatMap(({ pages }) => pages.map((p) => p.route)));
    const routes = readerRoutePaths();
    expect(routes.filter((route) => !covered.has(route)), 'routes no journey opens').toEqual([]);
    console.log(`reader routes covered: ${routes.length}`);
  });

  // One sign-in per role and part: its pages in each language in turn, chosen as the apps remember a choice (the
  // locale cookie, read when the app starts at the next page).
  for (const { who, user, pages: part, name } of journeys.flatMap((journey) => inParts(journey, PART_SIZE))) {
    test(`${who}${name}: no serious or critical axe finding in ${JOURNEY_LOCALES.join(' or ')}`, async ({ browser }, testInfo) => {
      const page = await openTab(browser, user);
      if (user === demoUsers.edsger) made ??= makeRecords(page);
      const records = user === demoUsers.edsger ? await made! : ({} as Made);
      const problems: string[] = [];
      for (const locale of JOURNEY_LOCALES) {
        await chooseLanguage(page, locale);
        for (const [index, readerPage] of part.entries()) {
          const url = readerPage.url(records);
          await test.step(`${locale} ${url}`, async () => {
            // The language is read when the app starts, so each language's first page loads the app; a signed-in
            // reader then moves to the next pages in place, as its links do. A visitor's pages all load in full.
            if (index === 0 || !user || readerPage.fullLoad) await page.goto(url);
            else await openInReader(page, url);
            await (readerPage.ready ?? mainHeading)(page);
            await settled(page, readerPage.settleTimeout);
            await expectLanguage(page, locale);
            problems.push(...(await wcagProblems(page, `${locale} ${url}`)));
            // The resolver's notice to a signed-out visitor, with the support contact's links, at both widths.
            if (!user && readerPage.route === 'Standards/*') await shootBothWidths(page, testInfo, `reader-resolver-signed-out-${locale}`);
          });
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
