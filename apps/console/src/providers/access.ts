import type { Authority } from '@codex/domain';

/** Who may open a console resource: any one of these authorities is enough. The API refuses the same calls. */
export type Access = readonly Authority[];

/** The platform's operator: the management endpoints and every tenant's settings. */
export const OPERATOR_ONLY: Access = ['OPERATOR'];
/** An account's administrator (their own account) or the operator (every account of the tenant). */
export const ACCOUNT_ADMINS: Access = ['ADMIN', 'OPERATOR'];

/** What widens what an account may read (subscriptions, IP ranges): the tenant's operator alone changes it. */
export const LICENCE_MANAGERS: Access = ['OPERATOR'];

/** An account's administrator only: their account's own business (its groups), which the operator role does not widen. */
export const ACCOUNT_ADMIN_ONLY: Access = ['ADMIN'];

/** True when the signed-in user's authorities (react-admin's permissions) include one that the resource needs. */
export function mayUse(permissions: unknown, access: Access): boolean {
  return Array.isArray(permissions) && access.some((authority) => permissions.includes(authority));
}

/** A resource config's props for react-admin's <Resource>, without the access rule the app checks first. */
export function resourceProps<T extends { access: Access }>(config: T): Omit<T, 'access'> {
  const props: Partial<T> = { ...config };
  delete props.access;
  return props as Omit<T, 'access'>;
}

/** The account's administrator or its compass point administrator: the account's compass points. */
export const COMPASS_POINT_ADMINS: Access = ['ADMIN', 'CP_ADMIN'];

/** Who reads an account's usage report: its ADMIN or REPORT_VIEW (their own account), the operator (any of the tenant). */
export const USAGE_READERS: Access = ['ADMIN', 'REPORT_VIEW', 'OPERATOR'];
