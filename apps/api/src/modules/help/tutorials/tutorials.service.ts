import { asc, eq, isNull, or } from 'drizzle-orm';
import type { VideoTutorial } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { videoTutorials } from '../../../db/schema/index.js';

/**
 * The tenant's training videos and those every tenant shows, in page order, each with its media file's address. The
 * demo catalogue ships none: the answer is empty until an operator's media import adds them.
 */
export async function tutorialsOf(db: Db, tenantId: number): Promise<VideoTutorial[]> {
  const rows = await db
    .select({ hashed_id: videoTutorials.hashedId, section: videoTutorials.section, name: videoTutorials.name, duration: videoTutorials.duration, url: videoTutorials.mediaUrl })
    .from(videoTutorials)
    .where(or(eq(videoTutorials.tenantId, tenantId), isNull(videoTutorials.tenantId)))
    .orderBy(asc(videoTutorials.section), asc(videoTutorials.position), asc(videoTutorials.id));
  return rows;
}
