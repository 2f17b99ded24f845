import { z } from 'zod';
import { PAGE_SIZES } from '@codex/domain';

export { AccessedDocumentList, SharedPublicationList, SharedStandardList, UpdatedDocumentList } from '@codex/domain';

/** Home cards: at most 6 by default; the full pages may ask for more. */
export const CardListQuery = z.object({ size: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.homeCards) }).strict();

/** Shared standards count pages from 1, shared publications from 0 (as the spec's clients send them). */
export const SharedStandardQuery = z
  .object({ page: z.coerce.number().int().min(1).max(100_000).default(1), size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.default) })
  .strict();
export const SharedPublicationQuery = z
  .object({ page: z.coerce.number().int().min(0).max(100_000).default(0), size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.default) })
  .strict();
