/**
 * The access rules routes declare (docs/adr/0042): who passes a route's gate and what the route checks of the objects
 * a request names. plugins/access.ts enforces them; routes write them as `config: { access: access.session('self') }`.
 */
import type { Authority } from '@codex/domain';

/**
 * Who passes the gate:
 * - anyone: no session needed (public pages, sign-in, the COUNTER API and feeds that carry their own credential);
 * - session: a signed-in user, or a company recognised by its network address;
 * - user: a signed-in user (not an address session);
 * - authority: a signed-in user holding one of these authorities in the account the session acts for (OPERATOR is
 *   held across the tenant);
 * - operator: the tenant's OPERATOR;
 * - platform: an OPERATOR named in PLATFORM_OPERATORS (acts across tenants).
 */
export type AccessWho = 'anyone' | 'session' | 'user' | 'authority' | 'operator' | 'platform';

/**
 * What the handler checks beyond the gate, for the objects a request names:
 * - none: the route names no object (or only catalogue metadata every caller may read);
 * - self: only the caller's own data (their session, preferences, favorites, notes);
 * - account: objects of the account the session acts for (the tenant's operator: any account of the tenant);
 * - member: objects the caller created or belongs to within the account (groups, compass points, shares);
 * - entitlement: documents, whose content needs the account's subscription;
 * - tenant: objects of the request's tenant (another tenant's are not found);
 * - credential: a key or token carried by the request itself (COUNTER API key, feed token, sign-in interaction).
 * Another account's or tenant's object answers 404, as one that does not exist.
 */
export type AccessOwnership = 'none' | 'self' | 'account' | 'member' | 'entitlement' | 'tenant' | 'credential';

export interface AccessRule {
  who: AccessWho;
  /** For who = 'authority': any one of these. */
  authorities?: readonly Authority[];
  owns: AccessOwnership;
  /**
   * What a caller who passes the gate is answered when the request names someone else's object (another account's
   * or tenant's): 404 unless said otherwise (a share to someone outside the account is refused like an unknown
   * recipient, 400). The access matrix test asserts it.
   */
  foreign?: 400 | 403 | 404;
}


/** The rules, as routes write them: `config: { access: access.authority(['ADMIN'], 'account') }`. */
type Extra = Pick<AccessRule, 'foreign'>;
export const access = {
  anyone: (owns: AccessOwnership = 'none', extra: Extra = {}): AccessRule => ({ who: 'anyone', owns, ...extra }),
  session: (owns: AccessOwnership = 'none', extra: Extra = {}): AccessRule => ({ who: 'session', owns, ...extra }),
  user: (owns: AccessOwnership = 'self', extra: Extra = {}): AccessRule => ({ who: 'user', owns, ...extra }),
  authority: (authorities: readonly Authority[], owns: AccessOwnership = 'account', extra: Extra = {}): AccessRule => ({ who: 'authority', authorities, owns, ...extra }),
  operator: (owns: AccessOwnership = 'tenant', extra: Extra = {}): AccessRule => ({ who: 'operator', owns, ...extra }),
  platform: (owns: AccessOwnership = 'none', extra: Extra = {}): AccessRule => ({ who: 'platform', owns, ...extra }),
} as const;
