import type { Principal } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';
import { canReadContent, type CurrentSubscription, type EntitledDocument } from '../documents/index.js';

/** The spec's refusal text (groups-sharing-session-shell.md section 2, private route behaviour). */
export const NOT_AUTHORIZED = 'You are not authorized to access this page.';

/** A signed-in individual acting for a selected account: the only kind of session that has groups. */
export type GroupUser = Principal & { kind: 'user'; userId: number; accountId: number };

/** What the rules need to know about the selected account. */
export interface GroupAccount {
  id: number;
  groupFlag: boolean;
}

/** What the rules need to know about a group. */
export interface GroupFacts {
  tenantId: number;
  accountId: number;
  createdById: number;
}

/**
 * How the caller relates to a group: its creator, the account's ADMIN (sees and may delete every group of
 * the account), a member, an ADMIN who is also a member, or nobody (the group does not exist for them: 404).
 */
export type GroupRole = 'owner' | 'admin' | 'admin-member' | 'member' | null;

function isIndividualWithAccount(principal: Principal): principal is GroupUser {
  return principal.kind === 'user' && principal.userId !== null && principal.userType === 'INDIVIDUAL' && principal.accountId !== null;
}

/**
 * Groups need the group flag of the selected account and are not for COMPANY users (spec section 6).
 * GET /api/group/getGroupEnable answers this rule as a boolean.
 */
export function mayUseGroups(principal: Principal, account: GroupAccount | null): principal is GroupUser {
  return isIndividualWithAccount(principal) && account !== null && account.id === principal.accountId && account.groupFlag;
}

/** 403 with the spec's text for COMPANY and IP sessions, sessions without a selected account, and accounts whose group flag is off. */
export function assertMayUseGroups(principal: Principal, account: GroupAccount | null): asserts principal is GroupUser {
  if (!mayUseGroups(principal, account)) throw AppError.forbidden(NOT_AUTHORIZED);
}

/** Only individuals acting for a selected account look up colleagues and share documents. */
export function assertIndividualWithAccount(principal: Principal): asserts principal is GroupUser {
  if (!isIndividualWithAccount(principal)) throw AppError.forbidden(NOT_AUTHORIZED);
}

/** The account's administrator: authority ADMIN while acting for that account. */
export function isAccountAdmin(principal: GroupUser, accountId: number): boolean {
  return principal.authorities.includes('ADMIN') && principal.accountId === accountId;
}

/**
 * The caller's role in a group. Groups belong to an account: they exist for the caller only while the
 * session acts for that account, in the caller's tenant.
 */
export function groupRoleOf(principal: GroupUser, group: GroupFacts, isMember: boolean): GroupRole {
  if (group.tenantId !== principal.tenantId || group.accountId !== principal.accountId) return null;
  if (group.createdById === principal.userId) return 'owner';
  if (isAccountAdmin(principal, group.accountId)) return isMember ? 'admin-member' : 'admin';
  return isMember ? 'member' : null;
}

/** Creator, members and the account's ADMIN see the group, its members and documents. */
export const canViewGroup = (role: GroupRole) => role !== null;
/** Only the creator edits name, description, members and documents. */
export const canEditGroup = (role: GroupRole) => role === 'owner';
/** The creator and the account's ADMIN delete a group. */
export const canDeleteGroup = (role: GroupRole) => role === 'owner' || role === 'admin' || role === 'admin-member';
/** The creator and the members e-mail the group. */
export const canEmailGroup = (role: GroupRole) => role === 'owner' || role === 'member' || role === 'admin-member';
/** Sharing a document with a group: those who e-mail it (the creator and members). */
export const canShareWithGroup = canEmailGroup;

/** The field error of a document the caller may not share or put in a group. */
export const DOCUMENT_NOT_ENTITLED = 'NotEntitled';

/**
 * A document is put in a group or shared (with a group or with people) only by a user entitled to it: the account
 * the session acts for may read it today (the documents module's entitlement rule over that account's current
 * subscriptions, docs/adr/0044). `subscriptions` are that account's.
 */
export const mayShareDocument = (principal: GroupUser, document: EntitledDocument, subscriptions: CurrentSubscription[]): boolean =>
  canReadContent(principal, document, subscriptions);

/** Asserts a rule on a role; a group the caller may not see at all is a 404, one they see but may not change a 403. */
export function assertGroupRole(role: GroupRole, rule: (role: GroupRole) => boolean, groupId: number): void {
  if (role === null) throw AppError.notFound(`Group ${groupId}`);
  if (!rule(role)) throw AppError.forbidden(NOT_AUTHORIZED);
}
