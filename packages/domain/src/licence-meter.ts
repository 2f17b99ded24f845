import { z } from 'zod';
import { LIMITS } from './limits.js';

/*
 * The licence meter (docs/adr/0065, 0066): seats (concurrent readers of a subscription) and allowances (downloads and
 * prints per user, per document, per period). The shapes of the reader's and the console's calls.
 */

// ------------------------------------------------------------------ seats

const ContentCode = z.string().min(1).max(LIMITS.shortText);

/** Someone who can free a seat: an admin of the reader's account. */
export const SeatHelper = z.object({ name: z.string(), email: z.string().nullable() });
export type SeatHelper = z.infer<typeof SeatHelper>;

/** Why a document's full text is not open to the reader now: every seat of the entitling subscription is taken. */
export const SeatRefusal = z.object({
  subscriptionName: z.string(),
  seatLimit: z.number().int(),
  inUse: z.number().int(),
  /** When the seat seen longest ago frees, if its reader does not come back (ISO 8601). */
  nextFreeAt: z.string(),
  /** The account's admins, who can end an idle seat. */
  helpers: z.array(SeatHelper),
  /** Whether the reader has asked to be told when a seat frees. */
  watching: z.boolean(),
});
export type SeatRefusal = z.infer<typeof SeatRefusal>;

/** POST /api/documents/seats: take (or keep) the reader's seat for a document; the viewer's heartbeat is the same call. */
export const SeatRequestBody = z.object({ contentCode: ContentCode }).strict();
export const SeatContentQuery = z.object({ contentCode: ContentCode });

/** 200 of POST /api/documents/seats: the seat held, or no seat needed (`seatLimit` null). */
export const SeatHold = z.object({
  contentCode: z.string(),
  /** Null: the subscription that entitles the document has no seat limit. */
  seatLimit: z.number().int().nullable(),
  inUse: z.number().int().nullable(),
  subscriptionName: z.string().nullable(),
  /** How often the viewer should repeat the call to keep the seat (milliseconds). */
  heartbeatMs: z.number().int(),
});
export type SeatHold = z.infer<typeof SeatHold>;

/** POST /api/documents/seats/watch: tell me when a seat of this document's subscription frees. */
export const SeatWatchRequest = z.object({ contentCode: ContentCode, mail: z.boolean().default(false) }).strict();
export type SeatWatchRequest = z.input<typeof SeatWatchRequest>;
export const SeatWatch = z.object({ contentCode: z.string(), mail: z.boolean(), nextFreeAt: z.string().nullable() });
export type SeatWatch = z.infer<typeof SeatWatch>;

/** GET /api/my-account/seats: the seats the signed-in reader holds. */
export const MySeat = z.object({
  id: z.number().int(),
  subscriptionName: z.string(),
  seatLimit: z.number().int(),
  contentCode: z.string().nullable(),
  documentTitle: z.string().nullable(),
  lastSeenAt: z.string(),
});
export type MySeat = z.infer<typeof MySeat>;
export const ReleasedSeats = z.object({ released: z.number().int() });

/** One seat of the account, for its admin (GET /api/admin/accounts/{id}/seats). */
export const AccountSeat = MySeat.extend({
  subscriptionId: z.number().int(),
  userId: z.number().int(),
  login: z.string(),
  userName: z.string(),
  /** Whether the reader has been quiet for a while (no heartbeat for two minutes): the seat an admin may end. */
  idle: z.boolean(),
});
export type AccountSeat = z.infer<typeof AccountSeat>;

/** A day of one account's seats: the most held at once and the readers refused. */
export const SeatDay = z.object({ day: z.string().describe('YYYY-MM-DD'), peak: z.number().int(), refusals: z.number().int() });
export type SeatDay = z.infer<typeof SeatDay>;

export const AccountSeats = z.object({
  subscriptions: z.array(
    z.object({ id: z.number().int(), name: z.string(), seatLimit: z.number().int(), inUse: z.number().int() }),
  ),
  seats: z.array(AccountSeat),
  /** The last 90 days, oldest first, every day present. */
  days: z.array(SeatDay),
  idleMinutes: z.number().int(),
});
export type AccountSeats = z.infer<typeof AccountSeats>;

export const AccountSeatParams = z.object({ id: z.coerce.number().int().positive(), seatId: z.coerce.number().int().positive() });

// ------------------------------------------------------------------ allowances

export const AllowancePeriod = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
export type AllowancePeriod = z.infer<typeof AllowancePeriod>;
export const AllowanceKind = z.enum(['DOWNLOAD', 'PRINT']);
export type AllowanceKind = z.infer<typeof AllowanceKind>;

/** A limit of downloads or prints per user, per document, per period (tenant default or a subscription's own). */
export const AllowanceLimit = z.object({ limit: z.number().int().min(0).max(10_000), period: AllowancePeriod }).strict();
export type AllowanceLimit = z.infer<typeof AllowanceLimit>;

/** What is left of one allowance for the reader and the document. */
export const AllowanceLeft = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  period: AllowancePeriod,
  /** When the period ends and the count starts again (ISO 8601). */
  resetsAt: z.string(),
});
export type AllowanceLeft = z.infer<typeof AllowanceLeft>;

/** GET /api/documents/allowances?contentCode=: null for an allowance without a limit. */
export const DocumentAllowances = z.object({
  contentCode: z.string(),
  download: AllowanceLeft.nullable(),
  print: AllowanceLeft.nullable(),
});
export type DocumentAllowances = z.infer<typeof DocumentAllowances>;

/** POST /api/documents/prints: the reader is about to print; counts the print or refuses (429). */
export const PrintRequest = z.object({ contentCode: ContentCode }).strict();

/** Why a download or print is refused: the allowance is used up until `resetsAt`. */
export const AllowanceRefusal = AllowanceLeft.extend({ kind: AllowanceKind });
export type AllowanceRefusal = z.infer<typeof AllowanceRefusal>;

/** PUT /api/admin/accounts/{id}/subscriptions/{subscriptionId}: the operator's licence terms of one subscription. */
export const SubscriptionTermsRequest = z
  .object({
    seatLimit: z.number().int().min(1).max(100_000).nullable(),
    downloadAllowance: AllowanceLimit.nullable().optional(),
    printAllowance: AllowanceLimit.nullable().optional(),
  })
  .strict();
export type SubscriptionTermsRequest = z.input<typeof SubscriptionTermsRequest>;

/** A reader's use of a limited allowance on one document in the allowance's current period. */
export const AllowanceUse = z.object({
  userId: z.number().int(),
  login: z.string(),
  userName: z.string(),
  contentCode: z.string(),
  designation: z.string(),
  title: z.string(),
  kind: AllowanceKind,
  used: z.number().int(),
  limit: z.number().int(),
  period: AllowancePeriod,
  resetsAt: z.string(),
});
export type AllowanceUse = z.infer<typeof AllowanceUse>;

/** GET /api/admin/accounts/{id}/allowances: the account's readers' downloads and prints counted against a limit now. */
export const AccountAllowances = z.object({
  /** Whether a current subscription of the account (or the tenant's default) limits downloads or prints at all. */
  limited: z.boolean(),
  /** Most used first (the share of the limit), at most ALLOWANCE_USES_SHOWN. */
  uses: z.array(AllowanceUse),
});
export type AccountAllowances = z.infer<typeof AccountAllowances>;
export const ALLOWANCE_USES_SHOWN = 200;

/** The tenant's defaults: the seat idle time and the allowances of subscriptions that set none. */
export const LicenceMeterSettings = z
  .object({
    /** Minutes without activity after which a seat frees (default 15). */
    seatIdleMinutes: z.number().int().min(1).max(1440).optional(),
    downloadAllowance: AllowanceLimit.optional(),
    printAllowance: AllowanceLimit.optional(),
  })
  .strict();
export type LicenceMeterSettings = z.infer<typeof LicenceMeterSettings>;

export const DEFAULT_SEAT_IDLE_MINUTES = 15;
/** How often the viewer repeats its seat call while the document is open. */
export const SEAT_HEARTBEAT_MS = 60_000;
/** A seat untouched this long shows as idle to the account's admin. */
export const SEAT_IDLE_NOTICE_MS = 120_000;
/** How long after a print is counted the protected viewer may fetch that print's pages (docs/adr/0066). */
export const PROTECTED_PRINT_WINDOW_MS = 10 * 60_000;
