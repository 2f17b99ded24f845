/**
 * The licence meter at the content routes (docs/adr/0065, 0066): after the entitlement, full text needs a seat of the
 * subscription that entitles the document (when it has a seat limit), and a download or print needs what is left of
 * the allowance. Refusals are 429 with what the reader needs to know; COUNTER counts them as Limit_Exceeded.
 */
import type { FastifyRequest } from 'fastify';
import { PROTECTED_PRINT_WINDOW_MS, SEAT_HEARTBEAT_MS, type AllowanceKind, type AllowanceLeft, type SeatRefusal } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { allowanceLeft, effectiveAllowance, isWatching, printCountedRecently, seatHelpers, seatIdleMs, seatsInUse, takeSeat } from '../subscriptions/index.js';
import type { FoundDocument, HeldSubscription } from './content.service.js';

/** The subscriptions among the account's that entitle the document (same rule as canReadContent). */
export function entitlingSubscriptions(found: FoundDocument, subscriptions: HeldSubscription[]): HeldSubscription[] {
  return subscriptions.filter((s) => s.publisherId === found.document.publisherId && (s.collection === null || s.collection === found.document.category));
}

export interface SeatHeld {
  /** The subscription whose seat is held; null when an entitling subscription has no seat limit. */
  subscription: HeldSubscription | null;
}

const seatsFullDetail = (s: HeldSubscription, limit: number) => `All ${limit} seats of ${s.name} are in use`;

/**
 * Takes (or keeps) the reader's seat for the document, or throws the 429 that says how many seats there are, who can
 * help and when the next is expected to free. A document entitled by any subscription without a seat limit needs none;
 * otherwise the seat-limited subscriptions are tried in turn.
 */
export async function holdSeat(db: Db, request: FastifyRequest, found: FoundDocument, subscriptions: HeldSubscription[]): Promise<SeatHeld> {
  const entitling = entitlingSubscriptions(found, subscriptions);
  if (entitling.length === 0 || entitling.some((s) => s.seatLimit === null)) return { subscription: null };
  const principal = request.principal!;
  // An IP session has no reader to hold a seat; its seats are the account's and count as one reader (user 0 never exists).
  if (principal.userId === null) return { subscription: null };
  const idleMs = seatIdleMs(request.tenant.config);
  let refused: { subscription: HeldSubscription; seatLimit: number; inUse: number; nextFreeAt: Date } | null = null;
  for (const subscription of entitling) {
    const answer = await takeSeat(db, {
      tenantId: request.tenant.id,
      subscriptionId: subscription.id,
      userId: principal.userId,
      documentId: found.document.id,
      idleMs,
      seatLimit: subscription.seatLimit,
    });
    if (answer.granted) return { subscription };
    if (!refused || answer.nextFreeAt < refused.nextFreeAt) refused = { subscription, ...answer };
  }
  const r = refused!;
  const seats: SeatRefusal = {
    subscriptionName: r.subscription.name,
    seatLimit: r.seatLimit,
    inUse: r.inUse,
    nextFreeAt: r.nextFreeAt.toISOString(),
    helpers: await seatHelpers(db, principal.accountId!),
    watching: await isWatching(db, r.subscription.id, principal.userId),
  };
  const retryAfter = Math.max(1, Math.ceil((r.nextFreeAt.getTime() - Date.now()) / 1000));
  throw new AppError('too-many-requests', seatsFullDetail(r.subscription, r.seatLimit), {
    appError: 'error.seats.full',
    headers: { 'retry-after': String(retryAfter) },
    licence: { seats },
  });
}

/** The answer of the viewer's seat call: the seat held now, how many of the subscription's are in use. */
export async function seatHold(db: Db, request: FastifyRequest, found: FoundDocument, subscriptions: HeldSubscription[]) {
  const { subscription } = await holdSeat(db, request, found, subscriptions);
  return {
    contentCode: found.document.contentCode,
    seatLimit: subscription?.seatLimit ?? null,
    inUse: subscription ? await seatsInUse(db, subscription.id, seatIdleMs(request.tenant.config)) : null,
    subscriptionName: subscription?.name ?? null,
    heartbeatMs: SEAT_HEARTBEAT_MS,
  };
}

/** What is left of the reader's download or print allowance for the document; null when it has no limit. */
export async function allowanceOf(db: Db, request: FastifyRequest, found: FoundDocument, subscriptions: HeldSubscription[], kind: AllowanceKind): Promise<AllowanceLeft | null> {
  const allowance = effectiveAllowance(kind, entitlingSubscriptions(found, subscriptions), request.tenant.config.licenceMeter);
  if (!allowance) return null;
  const principal = request.principal!;
  return allowanceLeft(db, { userId: principal.userId, accountId: principal.accountId! }, found.document.id, kind, allowance);
}

const allowanceDetail = (kind: AllowanceKind, left: AllowanceLeft) =>
  `The ${kind === 'DOWNLOAD' ? 'download' : 'print'} allowance of ${left.limit} per ${left.period.toLowerCase()} for this document is used until ${left.resetsAt}`;

/** The 429 of an allowance used up: Retry-After until the period ends, and the allowance as the reader sees it. */
function allowanceUsed(kind: AllowanceKind, left: AllowanceLeft) {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(left.resetsAt) - Date.now()) / 1000));
  return new AppError('too-many-requests', allowanceDetail(kind, left), {
    appError: 'error.allowance.used',
    headers: { 'retry-after': String(retryAfter) },
    licence: { allowance: { ...left, kind } },
  });
}

/** Refuses (429) when nothing is left of the allowance; answers what was left before this use, or null for no limit. */
export async function requireAllowance(db: Db, request: FastifyRequest, found: FoundDocument, subscriptions: HeldSubscription[], kind: AllowanceKind): Promise<AllowanceLeft | null> {
  const left = await allowanceOf(db, request, found, subscriptions, kind);
  if (left && left.left <= 0) throw allowanceUsed(kind, left);
  return left;
}

const NO_PROTECTED_PRINT = 'The protected viewer prints only under a print allowance, and this document has none';
const PRINT_NOT_COUNTED = 'A print must be counted first (POST /api/documents/prints); its pages are drawn for a counted print only';

/**
 * The protected viewer's print sheets (docs/adr/0066): protected content prints only under a print allowance, and only
 * for a print the allowance counted in the last PROTECTED_PRINT_WINDOW_MS. 403 without either; 429 when none is left.
 */
export async function requireCountedPrint(db: Db, request: FastifyRequest, found: FoundDocument, subscriptions: HeldSubscription[]): Promise<void> {
  const left = await allowanceOf(db, request, found, subscriptions, 'PRINT');
  if (!left) throw AppError.forbidden(NO_PROTECTED_PRINT);
  const principal = request.principal!;
  const reader = { userId: principal.userId, accountId: principal.accountId! };
  if (await printCountedRecently(db, reader, found.document.id, PROTECTED_PRINT_WINDOW_MS)) return;
  if (left.left <= 0) throw allowanceUsed('PRINT', left);
  throw AppError.forbidden(PRINT_NOT_COUNTED);
}
