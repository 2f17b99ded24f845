import type { AxiosInstance } from 'axios';
import type {
  AccessedDocument,
  CardDocument,
  FavoriteDocument,
  FavoriteSort,
  SharedPublication,
  SharedStandard,
  SharedStandardList,
  TrackedDocumentList,
  UpdatedDocument,
} from '@codex/domain';

/**
 * The subscriber's document lists (spec "reading experience", section 7 "Home and lists"): recently accessed,
 * recently updated, tracked, favorite and shared documents, for the home tabs and the pages of each list.
 * Each function takes the HTTP client, so tests hand in one with a fake adapter.
 */

/** A document of any list, as a card shows it: tracked and updated documents also say since when and what changed. */
export type ListedDocument = CardDocument & Partial<Pick<UpdatedDocument, 'trackingSinceDate' | 'changes'>> & { workItem?: boolean };

export async function fetchAccessedDocuments(http: AxiosInstance): Promise<AccessedDocument[]> {
  return (await http.get<AccessedDocument[]>('/api/accessed-documents/current-user')).data;
}

/**
 * GET /api/tracked-documents/current-user?page&size (0-based): one page of the tracked documents and how many there
 * are in all (count). Without a page the server answers the home tab's first 6.
 */
export async function fetchTrackedDocuments(http: AxiosInstance, page?: { page: number; size: number }): Promise<TrackedDocumentList> {
  return (await http.get<TrackedDocumentList>('/api/tracked-documents/current-user', page ? { params: page } : undefined)).data;
}

export async function fetchUpdatedDocuments(http: AxiosInstance): Promise<UpdatedDocument[]> {
  return (await http.get<UpdatedDocument[]>('/api/updated-documents/current-user')).data;
}

/** The favorites pages sort by title only. */
export type FavoriteTitleSort = Extract<FavoriteSort, `document.documentTitle,${string}`>;

export interface FavoritePage {
  totalCount: number;
  list: FavoriteDocument[];
}

/**
 * GET api/favorite-documents/current-user?page&size&sort: the home tab asks for the first 6; the favorites page pages
 * through. The answer is the page's entries; the total comes in the x-total-count header.
 */
export async function fetchFavoriteDocuments(http: AxiosInstance, query: { page: number; size: number; sort?: FavoriteTitleSort }): Promise<FavoritePage> {
  const response = await http.get<FavoriteDocument[]>('/api/favorite-documents/current-user', { params: query });
  const total = Number(response.headers['x-total-count']);
  return { list: response.data, totalCount: Number.isFinite(total) ? total : response.data.length };
}

/** PUT api/favorite-documents: removes one favorite. */
export async function removeFavorite(http: AxiosInstance, id: number): Promise<void> {
  await http.put('/api/favorite-documents', { id });
}

/** A page of shared documents: the shared standards' and the shared publications' answers have this form. */
export type SharedPage<T> = Omit<SharedStandardList, 'list'> & { list: T[] };

/** GET api/shared-documents/current-user/STANDARD/?page&size: pages count from 1 here (the spec's rule). */
export async function fetchSharedStandards(http: AxiosInstance, zeroBasedPage: number, size: number): Promise<SharedPage<SharedStandard>> {
  return (await http.get<SharedPage<SharedStandard>>('/api/shared-documents/current-user/STANDARD/', { params: { page: zeroBasedPage + 1, size } })).data;
}

/** GET api/shared-documents/current-user/PUBLICATION/?page&size: pages count from 0. */
export async function fetchSharedPublications(http: AxiosInstance, zeroBasedPage: number, size: number): Promise<SharedPage<SharedPublication>> {
  return (await http.get<SharedPage<SharedPublication>>('/api/shared-documents/current-user/PUBLICATION/', { params: { page: zeroBasedPage, size } })).data;
}
