import { z } from 'zod';

export { CreateFavoriteRequest, FavoriteDocumentList, FavoriteListQuery, FavoriteRef, RemoveFavoriteRequest } from '@codex/domain';

export const FavoriteIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
