/**
 * Who may use compass points at all, checked before a request is read (docs/adr/0042): the route's onRequest hook
 * works out the caller's compass point context (an individual of an account with compassPointFlag, else 401/403
 * with the spec's texts) and, for the account's lists and reports, the COMPASS_POINT_ADMIN or ADMIN role. The
 * handler then takes the same context, worked out once per request.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { compassPointContext, type CompassPointContext } from './compass-point-store.js';
import { AppError } from '../../lib/errors.js';
import { assertMayListAccount, mayListAnyAccount } from './compass-points.policy.js';

export interface CompassPointGate {
  /** The caller's context (computed once per request). */
  context(request: FastifyRequest): Promise<CompassPointContext>;
  /** onRequest: the caller may use compass points. */
  mayUse(request: FastifyRequest): Promise<void>;
  /** onRequest: the caller may use compass points and review all of the account's (CP_ADMIN or ADMIN). */
  mayReview(request: FastifyRequest): Promise<void>;
  /**
   * onRequest of list-admin: as mayReview, but a request naming another account (accountId) that the caller may not
   * pick is a 404 first, whatever the caller's role, as every other object of someone else (docs/adr/0042).
   */
  mayReviewAccount(request: FastifyRequest): Promise<void>;
}

export function compassPointGate(db: Db): CompassPointGate {
  const contexts = new WeakMap<FastifyRequest, Promise<CompassPointContext>>();
  const context = (request: FastifyRequest) => {
    let pending = contexts.get(request);
    if (!pending) {
      pending = compassPointContext(db, request.principal!, request.tenant.config, String(request.id));
      contexts.set(request, pending);
    }
    return pending;
  };
  return {
    context,
    mayUse: async (request) => void (await context(request)),
    mayReview: async (request) => assertMayListAccount((await context(request)).principal),
    mayReviewAccount: async (request) => {
      const { principal } = await context(request);
      const named = (request.query as { accountId?: unknown } | undefined)?.accountId;
      if (named !== undefined && String(named) !== String(principal.accountId) && !mayListAnyAccount(principal)) throw AppError.notFound(`Account ${String(named)}`);
      assertMayListAccount(principal);
    },
  };
}
