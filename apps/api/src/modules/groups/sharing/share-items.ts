/**
 * What the items of a share request name (POST api/contentShare/withUser and withGroup): the documents, each one
 * the sharer is entitled to, and the people, each one the sharer may reach (docs/adr/0044). Every problem is a
 * field error of its item, collected before anything is written.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldError, ShareItem, TenantConfig } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { documents, publishers } from '../../../db/schema/index.js';
import { currentSubscriptions } from '../../documents/index.js';
import { DOCUMENT_NOT_ENTITLED, mayShareDocument, type GroupUser } from '../groups.policy.js';
import { colleaguesAmong, individualsByEmail } from '../directory/index.js';
import { isOwnAddress, RECIPIENT_NOT_FOUND } from './content-sharing.policy.js';

export type SharedDoc = {
  id: number;
  contentCode: string;
  title: string;
  designation: string;
  contentType: string;
  publisherId: number;
  category: string | null;
  downloadable: boolean;
};

export const fieldError = (field: string, message: string): FieldError => ({ objectName: 'body', field, message });

/**
 * The catalogue documents the items name (by contentID or contentCode) among those the tenant offers. An unknown
 * one is 'NotFound', one the sharer's account may not read today 'NotEntitled' (field `<i>.contentID` or
 * `<i>.contentCode`, whichever the item used).
 */
export async function documentsOfItems(db: Db, principal: GroupUser, config: Pick<TenantConfig, 'publisherCodes'>, items: ShareItem[], errors: FieldError[]): Promise<(SharedDoc | null)[]> {
  const codes = items.flatMap((i) => (i.contentCode ? [i.contentCode] : []));
  const ids = items.flatMap((i) => (i.contentID ? [i.contentID] : []));
  const offered = config.publisherCodes.length === 0 ? sql`true` : inArray(publishers.code, config.publisherCodes);
  const found =
    codes.length + ids.length === 0
      ? []
      : await db
          .select({
            id: documents.id,
            contentCode: documents.contentCode,
            title: documents.title,
            designation: documents.displayDesignation,
            contentType: documents.contentType,
            publisherId: documents.publisherId,
            category: documents.category,
            downloadable: documents.downloadable,
          })
          .from(documents)
          .innerJoin(publishers, eq(publishers.id, documents.publisherId))
          .where(and(offered, sql`(${ids.length ? inArray(documents.id, ids) : sql`false`} or ${codes.length ? inArray(documents.contentCode, codes) : sql`false`})`));
  const subscriptions = await currentSubscriptions(db, principal.accountId);
  return items.map((item, i) => {
    if (item.contentID === undefined && item.contentCode === undefined) {
      errors.push(fieldError(`${i}.contentCode`, 'NotNull'));
      return null;
    }
    const field = `${i}.${item.contentID !== undefined ? 'contentID' : 'contentCode'}`;
    const doc = found.find((d) => (item.contentID !== undefined ? d.id === item.contentID : d.contentCode === item.contentCode));
    if (!doc) errors.push(fieldError(field, 'NotFound'));
    else if (!mayShareDocument(principal, doc, subscriptions)) errors.push(fieldError(field, DOCUMENT_NOT_ENTITLED));
    return doc ?? null;
  });
}

/**
 * The user each item sends to. By `sharedWithUserID` only a colleague (an individual entitled to the account the
 * sharer acts for); by `sharedWithEmail` (the '@' entry) the individual of the tenant with exactly that address.
 * Any other id or address is answered alike, 'NotFound', whether it is unknown or belongs to someone out of reach;
 * the sharer's own is 'Invalid'.
 */
export async function recipientsOfItems(db: Db, principal: GroupUser, items: ShareItem[], errors: FieldError[]): Promise<(number | null)[]> {
  const ids = items.flatMap((i) => (i.sharedWithUserID !== undefined ? [i.sharedWithUserID] : []));
  const emails = items.flatMap((i) => (i.sharedWithUserID === undefined && i.sharedWithEmail !== undefined ? [i.sharedWithEmail] : []));
  const colleagues = await colleaguesAmong(db, { tenantId: principal.tenantId, accountId: principal.accountId }, ids);
  const byAddress = await individualsByEmail(db, principal.tenantId, emails);
  return items.map((item, i) => {
    if (item.sharedWithUserID === undefined && item.sharedWithEmail === undefined) {
      errors.push(fieldError(`${i}.sharedWithUserID`, 'NotNull'));
      return null;
    }
    const byId = item.sharedWithUserID !== undefined;
    const field = `${i}.${byId ? 'sharedWithUserID' : 'sharedWithEmail'}`;
    const address = item.sharedWithEmail?.trim().toLowerCase();
    const person = byId ? (colleagues.has(item.sharedWithUserID!) ? item.sharedWithUserID! : null) : (byAddress.find((p) => p.email.toLowerCase() === address)?.id ?? null);
    if (person === null) errors.push(fieldError(field, RECIPIENT_NOT_FOUND));
    else if (isOwnAddress(principal, person)) errors.push(fieldError(field, 'Invalid'));
    return person;
  });
}
