import { createHash } from 'node:crypto';
import { DocumentMetadata } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { cacheTag, type HotCache } from '../../lib/cache/index.js';
import { compileJsonSerializer } from '../../lib/json-serializer.js';
import type { CatalogueWatch } from '../catalogue/index.js';
import type { Tenant } from '../tenants/index.js';
import { findDocument, getDocumentMetadata } from './documents.service.js';

/** The viewer's own fields of a document's metadata; the rest is the same for every viewer of the tenant. */
const VIEWER_FIELDS = { contentFavorite: true, hasActivatedCompassPoint: true, hasDeactivatedCompassPoint: true } as const;
const writeShared = compileJsonSerializer(DocumentMetadata.omit(VIEWER_FIELDS));

/**
 * The shared part of a document's metadata as the route sends it: its JSON text, written once when it is loaded (the
 * answer is large and asked for on every document page, so writing it for every request was the route's largest
 * cost after the socket), and the document's id the viewer's own parts are looked up by.
 */
export interface SharedMetadataAnswer {
  contentId: number;
  /** The JSON object of DocumentMetadata without the viewer's fields, as written by the schema's serializer. */
  json: string;
}

/** The whole answer: the viewer's own fields written in front of the shared JSON text. */
export function metadataAnswerJson(
  shared: SharedMetadataAnswer,
  viewer: Pick<DocumentMetadata, 'contentFavorite' | 'hasActivatedCompassPoint' | 'hasDeactivatedCompassPoint'>,
): string {
  const favorite = viewer.contentFavorite === null ? 'null' : `{"id":${Math.trunc(Number(viewer.contentFavorite.id))}}`;
  const own = `"contentFavorite":${favorite},"hasActivatedCompassPoint":${viewer.hasActivatedCompassPoint === true},"hasDeactivatedCompassPoint":${viewer.hasDeactivatedCompassPoint === true}`;
  return shared.json === '{}' ? `{${own}}` : `{${own},${shared.json.slice(1)}`;
}

/** A catalogue answer lives until the catalogue or the tenant's configuration changes; this only bounds its memory. */
const METADATA_TTL_MS = 10 * 60_000;

/** What of the tenant's configuration the metadata depends on, once per configuration object the tenant directory holds. */
const configPrints = new WeakMap<Tenant['config'], string>();
function configPrint(config: Tenant['config']): string {
  let print = configPrints.get(config);
  if (print === undefined) {
    print = createHash('sha1').update(JSON.stringify([config.publisherCodes, config.kind, config.features])).digest('base64url');
    configPrints.set(config, print);
  }
  return print;
}

/**
 * The document's metadata for the tenant, from memory while the catalogue and the tenant's configuration are unchanged
 * (docs/adr/0036); null for a code the tenant does not offer (not cached: such a code costs a query, never memory).
 * Nothing in it depends on the viewer's account or entitlements; the route adds the viewer's own parts. The key holds
 * the parts of the tenant's configuration it depends on, so a change made by another process is followed as soon as
 * the tenant directory has it (30 s), before any invalidation is shared.
 */
export async function sharedMetadataOf(db: Db, cache: HotCache, catalogue: CatalogueWatch, tenant: Tenant, contentCode: string): Promise<SharedMetadataAnswer | null> {
  await catalogue.current();
  const tags = [cacheTag('catalogue', '*'), cacheTag('tenant', tenant.id)];
  return cache.getOrLoad(`document-metadata:${tenant.id}:${configPrint(tenant.config)}:${contentCode}`, { tags, ttlMs: METADATA_TTL_MS, keep: (answer) => answer !== null }, async () => {
    const found = await findDocument(db, tenant.config, contentCode);
    if (!found) return null;
    const { contentFavorite: _f, hasActivatedCompassPoint: _a, hasDeactivatedCompassPoint: _d, ...shared } = await getDocumentMetadata(db, found, {
      contentFavorite: null,
      tenant: tenant.config,
    });
    return { contentId: shared.contentId, json: writeShared(shared) };
  });
}
