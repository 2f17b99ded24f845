import { isFeatureOn, type TenantConfig } from '@codex/domain';
import type { Principal } from '../../../plugins/auth.js';
import { AppError } from '../../../lib/errors.js';
import { NOT_AUTHORIZED, type GroupUser } from '../groups.policy.js';

/**
 * Sharing is a tenant feature (content-share, reading-experience.md section 5) for signed-in individuals acting
 * for a selected account; COMPANY and IP sessions get the spec's 403 text.
 */
export function assertMayShare(principal: Principal, config: Pick<TenantConfig, 'features'>): asserts principal is GroupUser {
  const individual = principal.kind === 'user' && principal.userId !== null && principal.userType === 'INDIVIDUAL' && principal.accountId !== null;
  if (!individual || !isFeatureOn(config, 'content-share')) throw AppError.forbidden(NOT_AUTHORIZED);
}

/** Nobody shares a document with themself. */
export const isOwnAddress = (principal: GroupUser, userId: number) => principal.userId === userId;

/**
 * The one answer for a recipient the sharer may not reach (an unknown id, a user of another account or tenant, a
 * COMPANY login, a deactivated user, an address nobody of the tenant has): the caller cannot tell them apart.
 */
export const RECIPIENT_NOT_FOUND = 'NotFound';
