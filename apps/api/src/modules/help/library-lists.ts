import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { TenantConfig } from '@codex/domain';
import { currentSubscriptionsOf } from '../../db/current-subscriptions.js';
import type { Db } from '../../db/client.js';
import { documents, publishers, subscriptions } from '../../db/schema/index.js';
import { offeredPublishers } from '../documents/index.js';
import { toCsv, type CsvCell } from '../../lib/csv.js';

/** The two title lists of the Support page's downloads: the standards, and the digital library (everything else). */
export type LibraryList = 'standards-link-resolvers' | 'digital-library-titles';

/** Each list's legacy resolver path: a link resolver (or a librarian's catalogue) opens a document through it. */
const RESOLVER_PATH: Record<LibraryList, string> = { 'standards-link-resolvers': '/Standards', 'digital-library-titles': '/DIGITAL_LIBRARY' };

const HEADER = ['Publisher', 'Designation', 'Title', 'Document type', 'Status', 'Published', 'DOI', 'Content code', 'Link'];

/** The resolver link of one document: its designation, and its year when it has one, so the link names one edition. */
export function resolverLink(origin: string, list: LibraryList, designation: string, publishedDate: string | null): string {
  const query = new URLSearchParams({ designation });
  if (publishedDate) query.set('year', publishedDate.slice(0, 4));
  return `${origin}${RESOLVER_PATH[list]}?${query.toString()}`;
}

/**
 * The documents the account is entitled to today (its current subscriptions: a whole publisher or one of its
 * collections), of the publishers the tenant offers, as CSV with their resolver links: the standards
 * (content type STANDARDS) or the digital library's other titles. Without an account the list has its header only.
 */
export async function libraryListCsv(
  db: Db,
  config: Pick<TenantConfig, 'publisherCodes'>,
  accountId: number | null,
  list: LibraryList,
  origin: string,
): Promise<string> {
  if (accountId === null) return toCsv([HEADER]);
  const rows = await db
    .selectDistinct({
      id: documents.id,
      publisher: publishers.name,
      designation: documents.designation,
      title: documents.title,
      documentType: documents.documentType,
      status: documents.status,
      publishedDate: documents.publishedDate,
      doi: documents.doi,
      contentCode: documents.contentCode,
    })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.publisherId, documents.publisherId), or(isNull(subscriptions.collection), eq(subscriptions.collection, documents.category))),
    )
    .where(
      and(
        currentSubscriptionsOf(accountId),
        offeredPublishers(config),
        list === 'standards-link-resolvers' ? eq(documents.contentType, 'STANDARDS') : ne(documents.contentType, 'STANDARDS'),
      ),
    )
    .orderBy(asc(publishers.name), asc(documents.designation), asc(documents.id));
  // One line per document: a title's line breaks (as some sources wrap them) would split rows in simpler readers.
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const body: CsvCell[][] = rows.map((r) => [
    r.publisher,
    oneLine(r.designation),
    oneLine(r.title),
    r.documentType,
    r.status,
    r.publishedDate ?? '',
    r.doi ?? '',
    r.contentCode,
    resolverLink(origin, list, r.designation, r.publishedDate),
  ]);
  return toCsv([HEADER, ...body]);
}
