import { z } from 'zod';
import { PAGE_SIZES } from '@codex/domain';
import { Keywords } from '../search.schema.js';

export const SemanticQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.search),
});

/** Semantic search takes words only: no search field, no refinements, no sort (it ranks by meaning). */
export const SemanticBody = z.strictObject({ keywords: Keywords });
