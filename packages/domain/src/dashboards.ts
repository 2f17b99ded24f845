import { z } from 'zod';

/*
 * The console's first page (issue 30, item 4): one call per panel, each answering from data the product already keeps.
 * The operator's panels: the work in flight, the catalogue, and today's activity against the last 30 days.
 */

const count = z.number().int().min(0);

/** The durable queue by job kind, the tenant's mail outbox and its webhook deliveries. */
export const OperatorWorkPanel = z.object({
  jobs: z.array(
    z.object({
      kind: z.string(),
      queued: count,
      running: count,
      /** Jobs of this kind that failed for good in the last 7 days. */
      failed: count,
      /** Seconds the oldest due job of this kind has waited; null when none waits. */
      oldestWaitSeconds: count.nullable(),
    }),
  ),
  mail: z.object({ queued: count, retrying: count, failed: count }),
  webhooks: z.object({
    /** Deliveries being tried again after a failed try. */
    retrying: count,
    /** Deliveries that failed for good in the last 7 days. */
    failed: count,
  }),
});
export type OperatorWorkPanel = z.infer<typeof OperatorWorkPanel>;

export const OperatorCataloguePanel = z.object({
  /** The newest import run: completed, running, failed; null before the first. */
  status: z.string().nullable(),
  phase: z.string().nullable(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  documents: count,
  /** When an import last changed a document (tracking's change log); null when none ever did. */
  lastChangeAt: z.iso.datetime().nullable(),
  changesLast30Days: count,
});
export type OperatorCataloguePanel = z.infer<typeof OperatorCataloguePanel>;

/** Today's searches and full-text requests in the tenant, against the daily average of the 30 days before. */
export const OperatorActivityPanel = z.object({
  searches: z.object({ today: count, dailyAverage: z.number().min(0) }),
  fullTextRequests: z.object({ today: count, dailyAverage: z.number().min(0) }),
});
export type OperatorActivityPanel = z.infer<typeof OperatorActivityPanel>;

/** An account admin's panel of groups and sharing: the account's groups, and what its people shared in 30 days. */
export const AccountSharingPanel = z.object({
  groups: count,
  /** People in the account's groups (each group's members counted). */
  groupMembers: count,
  groupsCreatedLast30Days: count,
  /** Documents shared by the account's people in the last 30 days, with a colleague or a group. */
  sharesLast30Days: count,
  /** Colleagues who shared at least one document in the last 30 days. */
  sharersLast30Days: count,
});
export type AccountSharingPanel = z.infer<typeof AccountSharingPanel>;

/** An account admin's panel of seats (docs/adr/0065): the account's seat-limited subscriptions now and over 30 days. */
export const AccountSeatsPanel = z.object({
  /** The account's current subscriptions with a seat limit, and their seats together. */
  subscriptionsWithSeats: count,
  seatLimit: count,
  inUseNow: count,
  /** The most seats held at once on one day of the last 30 (summed over the subscriptions). */
  peakLast30Days: count,
  /** Openings refused for want of a seat in the last 30 days. */
  refusalsLast30Days: count,
});
export type AccountSeatsPanel = z.infer<typeof AccountSeatsPanel>;
