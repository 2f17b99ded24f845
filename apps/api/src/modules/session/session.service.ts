import { and, asc, eq, isNull } from 'drizzle-orm';
import { type AccountSession, isFeatureOn, roleNamesOf } from '@codex/domain';

/** The session's answer but for what depends on the request itself (its address), which is never cached. */
export type SessionFacts = Omit<AccountSession, 'ipAddress'>;
import type { Db } from '../../db/client.js';
import { accounts, entitlements, revokedTokens, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { cacheTag, type HotCache } from '../../lib/cache/index.js';
import { AppError } from '../../lib/errors.js';
import type { Principal } from '../../plugins/auth.js';
import type { Tenant } from '../tenants/index.js';

type AccountRow = typeof accounts.$inferSelect;

/** The name audit events carry for a principal. */
export const auditName = (principal: Principal) => principal.login ?? 'anonymousUser';

const emptyProfile = {
  firstName: null,
  lastName: null,
  companyName: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  mobile: null,
};

const toEntitlement = (a: Pick<AccountRow, 'id' | 'name' | 'accountNumber' | 'acronym'>) => ({
  accountId: a.id,
  accountName: a.name,
  accountNumber: a.accountNumber,
  accountSetting: { acronym: a.acronym },
});

/** The parts of the session that come from the tenant rather than the user. */
function tenantParts(tenant: Tenant) {
  const { config } = tenant;
  const billboard = config.billboard
    ? {
        showBillboard: true,
        billboardName: config.billboard.BillBoardTitle,
        billboardLogo: config.billboard.PublisherLogoFileName,
        billboardInitialRootNode: config.billboard.PublisherSearchKey,
      }
    : null;
  return {
    refinementSections: isFeatureOn(config, 'search-refinement') ? ['Publisher', 'Category'] : [],
    billboard,
    // Only a configured profile page: the standards body's account (externalAccountUrl) has its own menu item.
    profileManagementUrl: config.profileManagementUrl ?? null,
    userMenuList: config.menu.map((m) => ({ menu: { menuName: m.menuName }, isShowed: m.isShowed })),
    tenant: { code: tenant.code, name: tenant.name },
  };
}

async function findAccount(db: Db, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

/** The accounts of this tenant a user may act for, by name. */
export async function entitledAccounts(db: Db, tenantId: number, userId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name, accountNumber: accounts.accountNumber, acronym: accounts.acronym })
    .from(entitlements)
    .innerJoin(accounts, eq(accounts.id, entitlements.accountId))
    .where(and(eq(entitlements.userId, userId), eq(accounts.tenantId, tenantId)))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/**
 * The Account / session model (GET api/account). A selected account that vanished under the
 * session answers 500 'account id not exist', which the clients handle by themselves.
 *
 * lcaAgreementFlag is the selected account's acceptance. With no account selected yet it is
 * true: the switch-account screen comes first and the session after the switch carries the
 * real flag. IP sessions report true: an anonymous visitor cannot accept for the organisation,
 * whose access rests on its contract; a signed-in user of the account accepts the click-through.
 */
export async function buildAccountSession(db: Db, tenant: Tenant, principal: Principal): Promise<SessionFacts> {
  const selected = principal.accountId === null ? null : await findAccount(db, principal.accountId);
  if (principal.accountId !== null && !selected) throw AppError.accountNotExist();
  const flags = {
    customCollection: selected?.customCollection ?? false,
    compassPointFlag: selected?.compassPointFlag ?? false,
    semanticSearchFlag: selected?.semanticSearchFlag ?? false,
    // The banner flag (docs/adr/0049): the selected account's; before one is selected, the tenant's banner may show.
    showBanner: selected?.showBanner ?? true,
  };

  if (principal.kind === 'ip') {
    return {
      activated: true,
      id: null,
      login: null,
      email: null,
      firstName: null,
      lastName: null,
      userAccounts: [{ ...emptyProfile, companyName: selected!.name }],
      cgEntitlements: [toEntitlement(selected!)],
      selectedAccountId: selected!.id,
      authorities: [],
      roles: [],
      userType: 'COMPANY',
      authType: 'IP',
      ...flags,
      lcaAgreementFlag: true,
      langKey: tenant.config.defaultLocale,
      contentSecurity: { 'drm-view': 'N' },
      ...tenantParts(tenant),
    };
  }

  const [user] = await db.select().from(users).where(eq(users.id, principal.userId!)).limit(1);
  if (!user) throw AppError.unauthorized();
  const entitled = await entitledAccounts(db, tenant.id, user.id);
  return {
    activated: user.activated,
    id: user.id,
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userAccounts: [
      {
        firstName: user.firstName,
        lastName: user.lastName,
        companyName: user.companyName,
        address1: user.address1,
        address2: user.address2,
        city: user.city,
        state: user.state,
        postalCode: user.postalCode,
        country: user.country,
        mobile: user.mobile,
      },
    ],
    cgEntitlements: entitled.map(toEntitlement),
    selectedAccountId: selected?.id ?? null,
    authorities: principal.authorities,
    roles: roleNamesOf(principal.authorities),
    userType: principal.userType,
    authType: principal.authType,
    ...flags,
    lcaAgreementFlag: selected ? selected.lcaAcceptedAt !== null : true,
    langKey: user.langKey,
    contentSecurity: { 'drm-view': principal.drmView ? 'Y' : 'N' },
    ...tenantParts(tenant),
  };
}

/** Account changes here invalidate at once (docs/adr/0036); this bounds a change by another process, or to another entitled account's name. */
const ACCOUNT_SESSION_TTL_MS = 15_000;

/**
 * buildAccountSession from memory. The key holds everything of the principal the answer shows (its kind, user,
 * selected account, type, authorities, drm-view), so a session whose rights changed never meets an older answer;
 * the tags drop it when the user, the selected account or the tenant's configuration changes.
 */
export function cachedAccountSession(db: Db, cache: HotCache, tenant: Tenant, principal: Principal): Promise<SessionFacts> {
  const key = [
    'account-session',
    tenant.id,
    principal.kind,
    principal.userId ?? '-',
    principal.accountId ?? '-',
    principal.userType,
    principal.authType,
    principal.drmView ? 'drm' : '-',
    principal.authorities.join(','),
  ].join(':');
  const tags = [cacheTag('tenant', tenant.id)];
  if (principal.userId !== null) tags.push(cacheTag('user', principal.userId));
  if (principal.accountId !== null) tags.push(cacheTag('account', principal.accountId));
  return cache.getOrLoad(key, { tags, ttlMs: ACCOUNT_SESSION_TTL_MS }, () => buildAccountSession(db, tenant, principal));
}

export interface ActionContext {
  db: Db;
  tenant: Tenant;
  principal: Principal;
  requestId: string;
}

/** Makes an entitled account of this tenant the user's selected account; 404 for any other. */
export async function switchAccount({ db, tenant, principal, requestId }: ActionContext, accountId: number): Promise<void> {
  const entitled = await entitledAccounts(db, tenant.id, principal.userId!);
  if (!entitled.some((a) => a.id === accountId)) throw AppError.notFound('Account');
  await db.update(users).set({ selectedAccountId: accountId }).where(eq(users.id, principal.userId!));
  await recordAudit(db, {
    tenantId: tenant.id,
    principal: auditName(principal),
    type: 'ACCOUNT_SWITCH',
    data: { fromAccountId: principal.accountId, toAccountId: accountId },
    requestId,
  });
}

/** Refuses the presented access token from now until it would have expired anyway. */
export async function revokeToken(db: Db, tokenId: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti: tokenId, expiresAt }).onConflictDoNothing();
}

export async function licenseAccepted(db: Db, principal: Principal): Promise<boolean> {
  if (principal.accountId === null) return false;
  const account = await findAccount(db, principal.accountId);
  if (!account) throw AppError.accountNotExist();
  return account.lcaAcceptedAt !== null;
}

/** Records the license acceptance on the selected account; the first acceptance is kept. */
export async function acceptLicense({ db, tenant, principal, requestId }: ActionContext): Promise<void> {
  if (principal.accountId === null) {
    throw AppError.badRequest('error.account.notselected', 'Select an account before accepting the license agreement', 'account');
  }
  const account = await findAccount(db, principal.accountId);
  if (!account) throw AppError.accountNotExist();
  const updated = await db
    .update(accounts)
    .set({ lcaAcceptedAt: new Date(), lcaAcceptedBy: principal.userId })
    .where(and(eq(accounts.id, account.id), isNull(accounts.lcaAcceptedAt)))
    .returning({ id: accounts.id });
  if (updated.length > 0) {
    await recordAudit(db, {
      tenantId: tenant.id,
      principal: auditName(principal),
      type: 'LICENSE_ACCEPTED',
      data: { accountId: account.id, accountNumber: account.accountNumber },
      requestId,
    });
  }
}
