import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Authority } from '@codex/domain';
import type { Db } from '../../db/client.js';
import {
  accountIpRanges,
  accounts,
  authorities,
  entitlements,
  membershipAuthorities,
  publishers,
  subscriptions,
  tenants,
  userAuthorities,
  users,
} from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';

const AUTHORITY_DESCRIPTIONS: Record<Authority, string> = {
  ADMIN: 'Account administrator: admin header features, usage report, user management link',
  CP_ADMIN: 'Compass point administrator: all compass points of the account, their report and history',
  REPORT_VIEW: 'May view the subscription usage report',
  OPERATOR: 'Platform operator: management endpoints (health, metrics, loggers, audits)',
};

/** The authority names users can hold; present in every installation. */
export async function seedAuthorities(db: Db): Promise<void> {
  await db
    .insert(authorities)
    .values(Object.entries(AUTHORITY_DESCRIPTIONS).map(([name, description]) => ({ name, description })))
    .onConflictDoNothing({ target: authorities.name });
}

const PUBLISHERS = [
  { code: 'IETF', fullName: 'Internet Engineering Task Force' },
  { code: 'NIST', fullName: 'National Institute of Standards and Technology' },
  { code: 'W3C', fullName: 'World Wide Web Consortium' },
] as const;
type PublisherCode = (typeof PUBLISHERS)[number]['code'];

const SUBSCRIPTION_NAMES: Record<PublisherCode, string> = {
  IETF: 'IETF RFC Series',
  NIST: 'NIST Special Publications and FIPS',
  W3C: 'W3C Technical Reports',
};

interface DemoAccount {
  tenant: string;
  number: string;
  name: string;
  type: 'INDIVIDUAL' | 'COMPANY';
  acronym?: string;
  flags?: { customCollection?: boolean; compassPointFlag?: boolean; semanticSearchFlag?: boolean; showBanner?: boolean };
  /** Whether the license agreement was accepted (by the first listed user entitled to it). */
  licenseAccepted: boolean;
  subscriptions: { publisher: PublisherCode; startsOn: string; endsOn?: string }[];
  ipRanges?: string[];
}

interface DemoUser {
  tenant: string;
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: 'INDIVIDUAL' | 'COMPANY';
  companyName?: string;
  drmView?: boolean;
  authorities?: Authority[];
  /** Account numbers (in the user's tenant) the user is entitled to. */
  accounts: string[];
}

const SINCE = '2025-01-01';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    tenant: 'keystone',
    number: '100100',
    name: 'Ada Lovelace',
    type: 'INDIVIDUAL',
    flags: { compassPointFlag: true, semanticSearchFlag: true },
    licenseAccepted: true,
    subscriptions: [{ publisher: 'IETF', startsOn: SINCE }, { publisher: 'W3C', startsOn: SINCE }],
  },
  {
    tenant: 'keystone',
    number: '100200',
    name: 'Acme Engineering',
    type: 'COMPANY',
    acronym: 'ACME',
    flags: { customCollection: true, compassPointFlag: true, semanticSearchFlag: true },
    licenseAccepted: true,
    subscriptions: [{ publisher: 'IETF', startsOn: SINCE }, { publisher: 'NIST', startsOn: SINCE }, { publisher: 'W3C', startsOn: SINCE }],
    ipRanges: ['192.0.2.0/24', '2001:db8::/32'],
  },
  {
    tenant: 'keystone',
    number: '100300',
    name: 'Bell Research Labs',
    type: 'COMPANY',
    acronym: 'BRL',
    // The lab's users work without the tenant's announcements (the banner's session flag, docs/adr/0049).
    flags: { showBanner: false },
    licenseAccepted: true,
    // The NIST subscription lapsed: only IETF is current.
    subscriptions: [{ publisher: 'IETF', startsOn: SINCE }, { publisher: 'NIST', startsOn: '2023-01-01', endsOn: '2024-12-31' }],
  },
  {
    tenant: 'keystone',
    number: '100400',
    name: 'Barbara Liskov',
    type: 'INDIVIDUAL',
    flags: { compassPointFlag: true },
    licenseAccepted: false,
    subscriptions: [{ publisher: 'IETF', startsOn: SINCE }],
  },
  {
    tenant: 'keystone',
    number: '100900',
    name: 'Keystone Operations',
    type: 'COMPANY',
    acronym: 'KSI',
    flags: { customCollection: true, compassPointFlag: true, semanticSearchFlag: true },
    licenseAccepted: true,
    subscriptions: [{ publisher: 'IETF', startsOn: SINCE }, { publisher: 'NIST', startsOn: SINCE }, { publisher: 'W3C', startsOn: SINCE }],
  },
  {
    tenant: 'community',
    number: '200100',
    name: 'Tim Berners-Lee',
    type: 'INDIVIDUAL',
    flags: { compassPointFlag: true },
    licenseAccepted: true,
    subscriptions: [{ publisher: 'IETF', startsOn: SINCE }, { publisher: 'W3C', startsOn: SINCE }],
  },
  {
    tenant: 'nist-portal',
    number: '300100',
    name: 'Dorothy Vaughan',
    type: 'INDIVIDUAL',
    flags: { compassPointFlag: true },
    licenseAccepted: true,
    subscriptions: [{ publisher: 'NIST', startsOn: SINCE }],
  },
];

/** Demo users; DEMO-USERS.md beside this file lists them with what each one shows. */
export const DEMO_USERS: DemoUser[] = [
  { tenant: 'keystone', login: 'ada', password: 'Ada-Reads-Standards-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.org', userType: 'INDIVIDUAL', accounts: ['100100'] },
  { tenant: 'keystone', login: 'acme', password: 'Acme-Library-Shared-1', firstName: 'Acme Engineering', lastName: 'Library', email: 'library@acme.example', userType: 'COMPANY', companyName: 'Acme Engineering', accounts: ['100200'] },
  { tenant: 'keystone', login: 'grace', password: 'Grace-Finds-Bugs-1', firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', authorities: ['ADMIN'], accounts: ['100200'] },
  { tenant: 'keystone', login: 'cpadmin', password: 'Katherine-Plots-Orbits-1', firstName: 'Katherine', lastName: 'Johnson', email: 'katherine.johnson@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', authorities: ['CP_ADMIN'], accounts: ['100200'] },
  { tenant: 'keystone', login: 'reports', password: 'Alan-Breaks-Codes-1', firstName: 'Alan', lastName: 'Turing', email: 'alan.turing@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', authorities: ['REPORT_VIEW'], accounts: ['100200'] },
  { tenant: 'keystone', login: 'drm', password: 'Hedy-Hops-Frequencies-1', firstName: 'Hedy', lastName: 'Lamarr', email: 'hedy.lamarr@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', drmView: true, accounts: ['100200'] },
  // Acme colleagues without special authorities: members to search for and put in groups.
  { tenant: 'keystone', login: 'frances', password: 'Frances-Optimizes-Loops-1', firstName: 'Frances', lastName: 'Allen', email: 'frances.allen@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', accounts: ['100200'] },
  { tenant: 'keystone', login: 'radia', password: 'Radia-Spans-Trees-1', firstName: 'Radia', lastName: 'Perlman', email: 'radia.perlman@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', accounts: ['100200'] },
  { tenant: 'keystone', login: 'edsger', password: 'Edsger-Finds-Paths-1', firstName: 'Edsger', lastName: 'Dijkstra', email: 'edsger.dijkstra@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', accounts: ['100200'] },
  { tenant: 'keystone', login: 'annie', password: 'Annie-Runs-Rockets-1', firstName: 'Annie', lastName: 'Easley', email: 'annie.easley@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', accounts: ['100200'] },
  { tenant: 'keystone', login: 'john', password: 'John-Compiles-Fortran-1', firstName: 'John', lastName: 'Backus', email: 'john.backus@acme.example', userType: 'INDIVIDUAL', companyName: 'Acme Engineering', accounts: ['100200'] },
  { tenant: 'keystone', login: 'multi', password: 'Claude-Measures-Bits-1', firstName: 'Claude', lastName: 'Shannon', email: 'claude.shannon@bell-labs.example', userType: 'INDIVIDUAL', companyName: 'Bell Research Labs', accounts: ['100200', '100300'] },
  { tenant: 'keystone', login: 'newbie', password: 'Barbara-Substitutes-1', firstName: 'Barbara', lastName: 'Liskov', email: 'barbara.liskov@example.org', userType: 'INDIVIDUAL', accounts: ['100400'] },
  { tenant: 'keystone', login: 'operator', password: 'Margaret-Lands-Apollo-1', firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret.hamilton@keystone.example', userType: 'INDIVIDUAL', companyName: 'Keystone Standards Institute', authorities: ['OPERATOR', 'ADMIN'], accounts: ['100900'] },
  { tenant: 'community', login: 'reader', password: 'Tim-Weaves-The-Web-1', firstName: 'Tim', lastName: 'Berners-Lee', email: 'tim@community.example', userType: 'INDIVIDUAL', accounts: ['200100'] },
  { tenant: 'nist-portal', login: 'nist', password: 'Dorothy-Counts-1', firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy.vaughan@nist-portal.example', userType: 'INDIVIDUAL', accounts: ['300100'] },
];

/**
 * Creates the demo publishers, accounts, users, authorities, entitlements, subscriptions and
 * IP ranges when missing. Safe to run at every start: existing rows (and passwords) are kept.
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  await seedAuthorities(db);

  await db
    .insert(publishers)
    .values(PUBLISHERS.map((p) => ({ code: p.code, name: p.code, fullName: p.fullName, searchKey: p.code })))
    .onConflictDoNothing({ target: publishers.code });
  const publisherRows = await db.select({ id: publishers.id, code: publishers.code }).from(publishers);
  const publisherId = (code: PublisherCode) => publisherRows.find((p) => p.code === code)!.id;

  const tenantRows = await db.select({ id: tenants.id, code: tenants.code }).from(tenants);
  const tenantId = (code: string) => {
    const row = tenantRows.find((t) => t.code === code);
    if (!row) throw new Error(`seedDemoAccounts: tenant ${code} is missing; seed the tenants first`);
    return row.id;
  };

  const accountIds = new Map<string, number>();
  for (const demo of DEMO_ACCOUNTS) {
    const tid = tenantId(demo.tenant);
    await db
      .insert(accounts)
      .values({
        tenantId: tid,
        accountNumber: demo.number,
        name: demo.name,
        accountType: demo.type,
        acronym: demo.acronym ?? null,
        customCollection: demo.flags?.customCollection ?? false,
        compassPointFlag: demo.flags?.compassPointFlag ?? false,
        semanticSearchFlag: demo.flags?.semanticSearchFlag ?? false,
        showBanner: demo.flags?.showBanner ?? true,
        lcaAcceptedAt: demo.licenseAccepted ? new Date(`${SINCE}T09:00:00Z`) : null,
      })
      .onConflictDoNothing({ target: [accounts.tenantId, accounts.accountNumber] });
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tid), eq(accounts.accountNumber, demo.number)));
    accountIds.set(`${demo.tenant}:${demo.number}`, row.id);

    const existingSubscriptions = await db
      .select({ publisherId: subscriptions.publisherId })
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, row.id), isNull(subscriptions.collection)));
    for (const sub of demo.subscriptions) {
      const pid = publisherId(sub.publisher);
      if (existingSubscriptions.some((s) => s.publisherId === pid)) continue;
      await db.insert(subscriptions).values({
        accountId: row.id,
        publisherId: pid,
        name: SUBSCRIPTION_NAMES[sub.publisher],
        abbrName: sub.publisher,
        startsOn: sub.startsOn,
        endsOn: sub.endsOn ?? null,
      });
    }

    if (demo.ipRanges?.length) {
      const existingRanges = await db.select({ cidr: accountIpRanges.cidr }).from(accountIpRanges).where(eq(accountIpRanges.accountId, row.id));
      const missing = demo.ipRanges.filter((cidr) => !existingRanges.some((r) => r.cidr === cidr));
      if (missing.length) await db.insert(accountIpRanges).values(missing.map((cidr) => ({ accountId: row.id, cidr })));
    }
  }

  for (const demo of DEMO_USERS) {
    const tid = tenantId(demo.tenant);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tid), eq(users.login, demo.login)));
    let userId = existing?.id;
    if (!userId) {
      const [created] = await db
        .insert(users)
        .values({
          tenantId: tid,
          login: demo.login,
          email: demo.email,
          passwordHash: await hashPassword(demo.password),
          firstName: demo.firstName,
          lastName: demo.lastName,
          userType: demo.userType,
          companyName: demo.companyName ?? null,
          drmView: demo.drmView ?? false,
          langKey: 'en',
          activated: true,
        })
        .onConflictDoNothing({ target: [users.tenantId, users.login] })
        .returning({ id: users.id });
      userId =
        created?.id ??
        (await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tid), eq(users.login, demo.login))))[0].id;
    }

    const entitled = demo.accounts.map((n) => accountIds.get(`${demo.tenant}:${n}`)!);
    await db
      .insert(entitlements)
      .values(entitled.map((accountId) => ({ userId: userId!, accountId })))
      .onConflictDoNothing();
    // OPERATOR is the tenant's; every other authority is held in the user's demo accounts (docs/adr/0042).
    const tenantWide = (demo.authorities ?? []).filter((a) => a === 'OPERATOR');
    const inAccounts = (demo.authorities ?? []).filter((a) => a !== 'OPERATOR');
    if (tenantWide.length) {
      await db
        .insert(userAuthorities)
        .values(tenantWide.map((authorityName) => ({ userId: userId!, authorityName })))
        .onConflictDoNothing();
    }
    if (inAccounts.length) {
      await db
        .insert(membershipAuthorities)
        .values(entitled.flatMap((accountId) => inAccounts.map((authorityName) => ({ userId: userId!, accountId, authorityName }))))
        .onConflictDoNothing();
    }
  }

  // The first user entitled to an accepted account is recorded as the one who accepted.
  for (const demo of DEMO_ACCOUNTS.filter((a) => a.licenseAccepted)) {
    const accountId = accountIds.get(`${demo.tenant}:${demo.number}`)!;
    const firstUser = DEMO_USERS.find((u) => u.tenant === demo.tenant && u.accounts.includes(demo.number));
    if (!firstUser) continue;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId(demo.tenant)), eq(users.login, firstUser.login)));
    await db
      .update(accounts)
      .set({ lcaAcceptedBy: user.id })
      .where(and(eq(accounts.id, accountId), isNotNull(accounts.lcaAcceptedAt), isNull(accounts.lcaAcceptedBy)));
  }
}
