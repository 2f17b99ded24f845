import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FavoriteDocument, TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { contentFavorites, documents } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { offeredPublishers, selectDocumentCards, selectDocuments, toCard } from '../documents/index.js';

export interface FavoritesOwner {
  tenantId: number;
  userId: number;
}

type Offered = Pick<TenantConfig, 'publisherCodes'>;

/** A document of the catalogue the tenant offers, by its contentId. */
async function offeredDocument(db: Db, config: Offered, contentId: number) {
  const [row] = await selectDocuments(db, { id: documents.id, allowToFavorite: documents.allowToFavorite })
    .where(and(eq(documents.id, contentId), offeredPublishers(config)))
    .limit(1);
  return row ?? null;
}

/** Marks a document as favorite; marking it again answers the same favorite. */
export async function addFavorite(db: Db, owner: FavoritesOwner, config: Offered, contentId: number): Promise<{ id: number; created: boolean }> {
  const doc = await offeredDocument(db, config, contentId);
  if (!doc) throw AppError.notFound('Document');
  if (!doc.allowToFavorite) throw AppError.forbidden('This document cannot be added to favorites');
  const inserted = await db
    .insert(contentFavorites)
    .values({ tenantId: owner.tenantId, userId: owner.userId, documentId: doc.id })
    .onConflictDoNothing({ target: [contentFavorites.userId, contentFavorites.documentId] })
    .returning({ id: contentFavorites.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: contentFavorites.id })
    .from(contentFavorites)
    .where(and(eq(contentFavorites.userId, owner.userId), eq(contentFavorites.documentId, doc.id)));
  return { id: existing.id, created: false };
}

/** Removes one of the user's favorites; someone else's (or another tenant's) is not found. */
export async function removeFavorite(db: Db, owner: FavoritesOwner, id: number): Promise<void> {
  const removed = await db
    .delete(contentFavorites)
    .where(and(eq(contentFavorites.id, id), eq(contentFavorites.userId, owner.userId), eq(contentFavorites.tenantId, owner.tenantId)))
    .returning({ id: contentFavorites.id });
  if (removed.length === 0) throw AppError.notFound('Favorite');
}

/** The metadata's contentFavorite: the viewer's favorite of this document, or null. */
export async function favoriteOf(db: Db, owner: FavoritesOwner | null, documentId: number): Promise<{ id: number } | null> {
  if (!owner) return null;
  const [row] = await db
    .select({ id: contentFavorites.id })
    .from(contentFavorites)
    .where(and(eq(contentFavorites.userId, owner.userId), eq(contentFavorites.tenantId, owner.tenantId), eq(contentFavorites.documentId, documentId)))
    .limit(1);
  return row ?? null;
}

const SORTS = {
  'document.documentTitle,asc': [asc(documents.title), asc(contentFavorites.id)],
  'document.documentTitle,desc': [desc(documents.title), desc(contentFavorites.id)],
  'createdDate,desc': [desc(contentFavorites.createdAt), desc(contentFavorites.id)],
  'createdDate,asc': [asc(contentFavorites.createdAt), asc(contentFavorites.id)],
} as const;

/** One page of the user's favorites and their total. */
export async function favoritesOf(
  db: Db,
  owner: FavoritesOwner | null,
  config: Offered,
  query: { page: number; size: number; sort: keyof typeof SORTS },
): Promise<{ total: number; favorites: FavoriteDocument[] }> {
  if (!owner) return { total: 0, favorites: [] };
  const where = and(eq(contentFavorites.userId, owner.userId), eq(contentFavorites.tenantId, owner.tenantId), offeredPublishers(config));
  const favorite = eq(contentFavorites.documentId, documents.id);
  const [{ total }] = await selectDocuments(db, { total: count() }).innerJoin(contentFavorites, favorite).where(where);
  const rows = await selectDocumentCards(db, { assetId: documents.assetId, favoriteId: contentFavorites.id, createdAt: contentFavorites.createdAt })
    .innerJoin(contentFavorites, favorite)
    .where(where)
    .orderBy(...SORTS[query.sort])
    .limit(query.size)
    .offset(query.page * query.size);
  return {
    total,
    favorites: rows.map((r) => ({ id: r.favoriteId, createdDate: r.createdAt.toISOString(), document: { ...toCard(r), assetId: r.assetId } })),
  };
}
