import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogueImports } from '../../db/schema/index.js';

/** The newest import run, as the health page and the CLI show it. */
export interface CatalogueRun {
  id: number;
  status: string;
  phase: string;
  startedAt: Date;
  finishedAt: Date | null;
  processed: number;
  filesHash: string | null;
  problemCount: number;
}

function toRun(row: typeof catalogueImports.$inferSelect): CatalogueRun {
  const filesHash = typeof row.stats?.filesHash === 'string' ? row.stats.filesHash : null;
  return {
    id: row.id,
    status: row.status,
    phase: row.phase,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    processed: row.processed,
    filesHash,
    problemCount: typeof row.stats?.problemCount === 'number' ? row.stats.problemCount : row.problems.length,
  };
}

/** Whether the newest import run completed, and that run. */
export async function catalogueState(db: Db): Promise<{ completed: boolean; lastRun: CatalogueRun | null }> {
  const [last] = await db.select().from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(1);
  return { completed: last?.status === 'completed', lastRun: last ? toRun(last) : null };
}
