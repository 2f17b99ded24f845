/** Request shapes of the compass point routes beyond the contract in @codex/domain (queries and path parameters). */
import { z } from 'zod';
import { CompassPointListScope, CompassPointSort } from '@codex/domain';

const id = z.coerce.number().int().positive();
/** The spec's page sizes are 10 to 100; a larger page is refused rather than served. */
const pageSize = z.coerce.number().int().min(1).max(100).default(10);
const status = z.enum(['active', 'inactive']).default('active');

export const IdParams = z.object({ id });
export const ListQuery = z.object({ status, pageIndex: z.coerce.number().int().min(0).max(100_000).default(0), pageSize, sort: CompassPointSort.optional() });
/** The user's list: `createdBy` me (the caller's own) or everyone (the account's). */
export const OwnListQuery = ListQuery.extend({ createdBy: CompassPointListScope.default('me') });
/** An ISO day (YYYY-MM-DD); zod checks the month's days, leap years included. */
const day = z.iso.date();
/** A case-insensitive substring; blank means no filter. */
const substring = z.string().trim().max(255).optional();

/**
 * list-admin's filters (the console's compassPoints resource): `document` in the designation or contentCode,
 * `creator` in the creator's name or e-mail, `from` and `to` inclusive days of createdDate (UTC); `accountId` the
 * account the tenant's operator picked (docs/adr/0058).
 */
export const AdminListQuery = ListQuery.extend({ document: substring, creator: substring, from: day.optional(), to: day.optional(), accountId: id.optional() }).refine(
  (query) => !query.from || !query.to || query.from <= query.to,
  { path: ['from'], message: 'DateRange' },
);
export type AdminListQuery = z.infer<typeof AdminListQuery>;
export const ContentPageQuery = z.object({ contentID: id, status, offset: z.coerce.number().int().min(0).max(10_000_000).default(0), pageSize, sort: CompassPointSort.optional() });
export const ContentIdQuery = z.object({ contentID: id });
export const ContentCodeQuery = z.object({ contentCode: z.string().trim().min(1).max(255) });
export const UuidQuery = z.object({ compassPointUUID: z.uuid() });
export const HistoryQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize,
  sort: z.enum(['createdDate-', 'createdDate+', 'createdDate']).default('createdDate-'),
});
