import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ELearningItem, TenantConfig, Video } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { documentPageViews, eLearningAssets, publishers, videos } from '../../../db/schema/index.js';

/** Publisher ids the tenant offers (all when its configuration names none). */
async function offeredPublisherIds(db: Db, config: Pick<TenantConfig, 'publisherCodes'>): Promise<number[] | null> {
  if (config.publisherCodes.length === 0) return null;
  const rows = await db.select({ id: publishers.id }).from(publishers).where(inArray(publishers.code, config.publisherCodes));
  return rows.map((r) => r.id);
}

/** Training videos about one designation, in their order; only of publishers the tenant offers. */
export async function findVideos(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, designation: string): Promise<Video[]> {
  const offered = await offeredPublisherIds(db, config);
  if (offered && offered.length === 0) return [];
  const rows = await db
    .select({ hashed_id: videos.hashedId, section: videos.section, name: videos.name, duration: videos.durationSeconds, url: videos.mediaUrl })
    .from(videos)
    .where(and(eq(videos.designation, designation), offered ? inArray(videos.publisherId, offered) : undefined))
    .orderBy(asc(videos.position), asc(videos.id));
  return rows;
}

/** E-learning assets of one document family and asset type; only of publishers the tenant offers. */
export async function findELearningAssets(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, family: string, assetType: string): Promise<ELearningItem[]> {
  const offered = await offeredPublisherIds(db, config);
  if (offered && offered.length === 0) return [];
  return db
    .select({ title: eLearningAssets.title, productCode: eLearningAssets.productCode })
    .from(eLearningAssets)
    .where(and(eq(eLearningAssets.family, family), eq(eLearningAssets.assetType, assetType), offered ? inArray(eLearningAssets.publisherId, offered) : undefined))
    .orderBy(asc(eLearningAssets.title));
}

/** The video with this hashed id when it belongs to the document's designation, else null. */
export async function findDocumentVideo(db: Db, document: { designation: string; publisherId: number }, hashedId: string) {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.hashedId, hashedId), eq(videos.designation, document.designation), eq(videos.publisherId, document.publisherId)))
    .limit(1);
  return row ?? null;
}

export interface VideoPlay {
  tenantId: number;
  userId: number | null;
  accountId: number | null;
  documentId: number;
  videoHashedId: string;
}

/** Records one play of a video from a document page (usage reports). */
export async function recordVideoPlay(db: Db, play: VideoPlay): Promise<void> {
  await db.insert(documentPageViews).values({ ...play, kind: 'video-play' });
}
