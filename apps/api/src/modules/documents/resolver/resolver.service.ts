import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NOT_FOUND_CONTENT, type TenantConfig } from '@codex/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { documents, publishers } from '../../../db/schema/index.js';
import { offeredPublishers } from '../document-cards.js';

export interface ContentLookup {
  assetId?: string;
  designation?: string;
  year?: string;
  status?: string;
}

/** Spaces, case and punctuation around numbers do not matter in a designation typed or linked from elsewhere ("rfc9110", "RFC  9110"). */
const normalized = (column: SQL | AnyPgColumn) => sql`regexp_replace(lower(${column}), '[^a-z0-9.]+', '', 'g')`;
const normalize = (value: string) => value.toLowerCase().replace(/[^a-z0-9.]+/g, '');

/**
 * The content code a legacy link or resolver query names: by asset id, or by designation with an
 * optional publication year and status. Of several matches the one in force and newest wins.
 * Answers 'Not found Content' when nothing the tenant offers matches.
 */
export async function lookupContentCode(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, lookup: ContentLookup): Promise<string> {
  const common: SQL[] = [offeredPublishers(config)];
  if (lookup.assetId) common.push(sql`lower(${documents.assetId}) = ${lookup.assetId.toLowerCase()}`);
  if (lookup.year) common.push(sql`extract(year from ${documents.publishedDate}) = ${Number(lookup.year)}`);
  if (lookup.status) common.push(sql`lower(${documents.status}) = ${lookup.status.toLowerCase()}`);
  if (!lookup.designation) return (await firstMatch(db, common)) ?? NOT_FOUND_CONTENT;
  // The designation as written, on its index, first; then spelled any other way (a scan, still well under a second).
  const exact = await firstMatch(db, [...common, sql`lower(${documents.designation}) = ${lookup.designation.toLowerCase()}`]);
  if (exact) return exact;
  const wanted = normalize(lookup.designation);
  const loose = await firstMatch(db, [
    ...common,
    sql`(${normalized(documents.designation)} = ${wanted} or ${normalized(documents.displayDesignation)} = ${wanted} or ${normalized(documents.designationNo)} = ${wanted})`,
  ]);
  return loose ?? NOT_FOUND_CONTENT;
}

async function firstMatch(db: Db, conditions: SQL[]): Promise<string | null> {
  const [row] = await db
    .select({ contentCode: documents.contentCode })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(and(...conditions))
    .orderBy(sql`(${documents.lifecycleStatus} = 'active') desc`, desc(documents.publishedDate), desc(documents.id))
    .limit(1);
  return row?.contentCode ?? null;
}
