import { z } from 'zod';
import { Authority, UserType } from './enums.js';
import { AllowanceLimit } from './licence-meter.js';

/*
 * Shapes of the console's account administration (/api/admin/accounts): accounts, their users and authorities,
 * subscriptions and IP ranges. Field errors of a 400 use the dotted path of the field (ipRanges.2).
 */

// ------------------------------------------------------------------ accounts

export const ACCOUNT_SORT_FIELDS = ['id', 'name', 'accountNumber', 'acronym', 'userType'] as const;

/** GET /api/admin/accounts?page&size&sort; total in x-total-count. */
export const AdminAccountListQuery = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    sort: z
      .string()
      .regex(new RegExp(`^(${ACCOUNT_SORT_FIELDS.join('|')})(,(asc|desc))?$`, 'i'), 'Pattern')
      .default('name,asc')
      .describe(`field,asc|desc (either case); field one of ${ACCOUNT_SORT_FIELDS.join(', ')}`),
    q: z.string().trim().max(100).optional().describe('part of the name, acronym or account number, any case'),
  })
  .strict();
export type AdminAccountListQuery = z.input<typeof AdminAccountListQuery>;

export const AdminAccountSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  accountNumber: z.string(),
  acronym: z.string().nullable(),
  userType: UserType,
  userCount: z.number().int(),
  subscriptionCount: z.number().int().describe('current subscriptions (today between start and end)'),
});
export type AdminAccountSummary = z.infer<typeof AdminAccountSummary>;

export const AccountIdParams = z.object({ id: z.coerce.number().int().positive() });
export const AccountUserParams = AccountIdParams.extend({ userId: z.coerce.number().int().positive() });
export const AccountSubscriptionParams = AccountIdParams.extend({ subscriptionId: z.coerce.number().int().positive() });

/** A user entitled to the account, with the authorities the user holds. */
export const AdminAccountUser = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  authorities: z.array(Authority),
});
export type AdminAccountUser = z.infer<typeof AdminAccountUser>;

export const SUBSCRIPTION_KINDS = ['PUBLISHER', 'COLLECTION'] as const;
export const SubscriptionKind = z.enum(SUBSCRIPTION_KINDS);
export type SubscriptionKind = z.infer<typeof SubscriptionKind>;

export const AdminSubscription = z.object({
  id: z.number().int(),
  kind: SubscriptionKind,
  publisherCode: z.string(),
  /** The collection inside the publisher (e.g. the NIST series "SP 800"); null for a whole publisher. */
  collectionCode: z.string().nullable(),
  name: z.string(),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().nullable().describe('YYYY-MM-DD, inclusive; null: no end'),
  /** Whether the subscription holds today (startDate <= today <= endDate). */
  current: z.boolean(),
  /** Concurrent readers allowed; null: no limit (docs/adr/0065). */
  seatLimit: z.number().int().nullable(),
  /** The subscription's own download and print allowances; null: the tenant's default (docs/adr/0066). */
  downloadAllowance: AllowanceLimit.nullable(),
  printAllowance: AllowanceLimit.nullable(),
});
export type AdminSubscription = z.infer<typeof AdminSubscription>;

/** GET /api/admin/accounts/{id}; also the answer of the PUTs below. */
export const AdminAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  accountNumber: z.string(),
  acronym: z.string().nullable(),
  userType: UserType,
  customCollection: z.boolean(),
  compassPointFlag: z.boolean(),
  semanticSearchFlag: z.boolean(),
  users: z.array(AdminAccountUser),
  subscriptions: z.array(AdminSubscription),
  ipRanges: z.array(z.string()),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

const SubscriptionDay = z.iso.date();

/**
 * POST /api/admin/accounts/{id}/subscriptions -> 201 with the AdminSubscription.
 * publisherCode is needed for both kinds (a collection lives inside one publisher);
 * collectionCode only, and always, for COLLECTION. endDate null or absent: no end.
 */
export const GrantSubscriptionRequest = z
  .object({
    kind: SubscriptionKind,
    publisherCode: z.string().min(1).max(32),
    collectionCode: z.string().min(1).max(100).nullish(),
    startDate: SubscriptionDay,
    endDate: SubscriptionDay.nullish(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.kind === 'COLLECTION' && !s.collectionCode) ctx.addIssue({ code: 'custom', message: 'NotBlank', path: ['collectionCode'] });
    if (s.kind === 'PUBLISHER' && s.collectionCode) ctx.addIssue({ code: 'custom', message: 'Null', path: ['collectionCode'] });
    if (s.endDate && s.endDate < s.startDate) ctx.addIssue({ code: 'custom', message: 'DateRange', path: ['endDate'] });
  });
export type GrantSubscriptionRequest = z.input<typeof GrantSubscriptionRequest>;

/** PUT /api/admin/accounts/{id}/users/{userId}/authorities -> 200 with the AdminAccount. */
export const ReplaceAuthoritiesRequest = z.object({ authorities: z.array(Authority).max(Authority.options.length) }).strict();
export type ReplaceAuthoritiesRequest = z.infer<typeof ReplaceAuthoritiesRequest>;

/** Most ranges one account may hold. */
export const MAX_IP_RANGES = 100;

/**
 * PUT /api/admin/accounts/{id}/ip-ranges -> 200 with the AdminAccount. Each entry an address or a
 * CIDR range (192.0.2.0/24, 2001:db8::/32); one the server cannot parse is a 400 whose field error
 * names its index (ipRanges.2, message 'Pattern').
 */
export const ReplaceIpRangesRequest = z.object({ ipRanges: z.array(z.string().trim().min(1).max(64)).max(MAX_IP_RANGES) }).strict();
export type ReplaceIpRangesRequest = z.infer<typeof ReplaceIpRangesRequest>;

/**
 * GET /api/admin/publishers (ADMIN or OPERATOR): what a subscription can be granted to in this
 * tenant: each publisher it offers with the collections (document series) that publisher has.
 */
export const AdminPublisher = z.object({
  code: z.string(),
  name: z.string(),
  collections: z.array(z.object({ code: z.string(), documentCount: z.number().int() })),
});
export type AdminPublisher = z.infer<typeof AdminPublisher>;
